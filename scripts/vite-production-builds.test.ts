/**
 * The build resolves react-router to its production build (its package exports only the development one):
 * the bare import and nothing else, to a file that is there and has the development warnings off.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionBuildAliases } from './vite-production-builds';

const devWarnings = (folder: string) =>
  readdirSync(folder)
    .filter((f) => f.endsWith('.mjs'))
    .map((f) => /ENABLE_DEV_WARNINGS = (true|false)/.exec(readFileSync(path.join(folder, f), 'utf8'))?.[1])
    .filter(Boolean);

describe('the production builds the bundler is pointed at', () => {
  const [router] = productionBuildAliases();

  it('react-router, by its bare name only', () => {
    expect(router).toBeDefined();
    expect(router!.find.test('react-router')).toBe(true);
    for (const other of ['react-router/dom', 'react-router-dom', '@web/react-router'])
      expect(router!.find.test(other)).toBe(false);
  });

  it('is the package’s production build, with the development warnings off', () => {
    const folder = path.dirname(router!.replacement);
    expect(path.basename(folder)).toBe('production');
    expect(devWarnings(folder)).toEqual(['false']);
    // What the package's own exports give: the development build, warnings on.
    expect(devWarnings(path.join(folder, '..', 'development'))).toEqual(['true']);
  });
});
