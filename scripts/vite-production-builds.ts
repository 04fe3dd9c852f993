/**
 * Packages whose production build the bundler would not pick by itself. react-router 7 ships a
 * development and a production build, but its package's `exports` name only the development one, for
 * every condition (its maintainers call this temporary; react-router issues 12532 and 14102). So the app's
 * bundle carried the development build: its warnings on, its checks run, in every visitor's browser. The
 * build resolves the bare `react-router` import to the production build instead; the tests and the
 * development server keep the development build and its warnings.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface ExactAlias {
  find: RegExp;
  replacement: string;
}

const require = createRequire(import.meta.url);

/** The aliases of a production build; none when a package's production build is not where it used to be. */
export function productionBuildAliases(): ExactAlias[] {
  const root = path.dirname(require.resolve('react-router/package.json'));
  const production = path.join(root, 'dist', 'production', 'index.mjs');
  // A later version that exports its production build itself (or moves it) needs no alias.
  return existsSync(production) ? [{ find: /^react-router$/, replacement: production }] : [];
}
