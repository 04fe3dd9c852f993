import path from 'node:path';

// The import aliases of tsconfig.json ("paths"), for the bundler and the test runner, which do not read
// tsconfig. Keep the two lists the same.
const here = import.meta.dirname;
export const pathAliases = {
  '@shared': path.resolve(here, 'src/shared'),
  '@server': path.resolve(here, 'src/server'),
  '@web': path.resolve(here, 'src/web'),
  '@tests': path.resolve(here, 'tests'),
};
