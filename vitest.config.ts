import react from '@vitejs/plugin-react';
import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { pathAliases } from './path-aliases';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: pathAliases },
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
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/web-setup.ts'],
        },
      },
    ],
  },
});
