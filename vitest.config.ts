import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { pathAliases } from './path-aliases';
import { steadyOffsetDefine } from './src/shared/sao-paulo-time';

/**
 * The web tests that replace a module (`vi.mock`) or import one anew (`vi.resetModules`, `await import`)
 * need a module graph of their own: in a shared one, the replacement would stay for the files after them.
 * Found by reading the files, so a new test that mocks a module is put with them without a list to edit.
 */
const OWN_MODULES = /vi\.(mock|doMock|resetModules|importActual)\(|await import\(/;
const webTestsWithOwnModules = readdirSync('src/web', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/web/${file}`)
  .filter((file) => OWN_MODULES.test(readFileSync(file, 'utf8')));

const webProject = { environment: 'jsdom', setupFiles: ['tests/support/web-setup.ts'] };

export default defineConfig({
  plugins: [react()],
  resolve: { alias: pathAliases },
  // As the build defines it (vite.config.ts): the tests format dates the way the pages do.
  define: steadyOffsetDefine(),
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core CI machine, where
    // the PGlite tests are CPU-bound in the worker and the main process mostly waits. Two workers there
    // take the whole run from about 480 s to about 310 s; every test makes its own database, so files
    // never see each other's rows.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          isolate: false,
          include: ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', 'node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          // One module graph per worker, not per file: importing the server anew for each of the 80-odd
          // files cost about 200 s of the stage's 420. Each file still builds its own app and database, and
          // the server keeps no per-test state in its modules; a test that fakes timers or spies on a
          // function restores them in its own hooks, so the next file in the worker does not inherit them.
          isolate: false,
          include: ['src/server/**/*.int.test.ts', 'tests/integration/**/*.int.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          ...webProject,
          name: 'web',
          // One module graph per worker, as for the server's tests: importing React, the router and the
          // app's modules anew for each of the 50-odd files was most of this project's time. The setup file
          // clears the page and the stubbed globals after every test.
          isolate: false,
          include: ['src/web/**/*.test.{ts,tsx}'],
          exclude: [...webTestsWithOwnModules, 'node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          ...webProject,
          name: 'web-own-modules',
          include: webTestsWithOwnModules,
        },
      },
    ],
  },
});
