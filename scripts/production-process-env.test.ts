/**
 * The allocator settings must be the same wherever a production process starts: in the container, with
 * `npm start`, and in the benchmarks that measure what production runs. A copy that drifts would make the
 * benchmarks measure a different process from the one deployed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_PROCESS_ENV } from './production-process-env.mjs';

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
const settings = Object.entries(PRODUCTION_PROCESS_ENV);

describe('production process environment', () => {
  it('names the glibc settings that return the renderer’s freed memory', () => {
    expect(PRODUCTION_PROCESS_ENV).toEqual({ MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '131072' });
  });

  it('is set by the Dockerfile', () => {
    const dockerfile = read('Dockerfile');
    for (const [name, value] of settings) expect(dockerfile).toMatch(new RegExp(`^\\s*${name}=${value}\\b`, 'm'));
  });

  it('is set by npm start and by the render benchmark', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    for (const script of ['start', 'bench:render']) {
      const prefix = settings.map(([name, value]) => `${name}=${value}`).join(' ');
      expect(scripts[script]?.startsWith(`${prefix} node `), `${script}: ${scripts[script]}`).toBe(true);
    }
  });

  it('is passed to every built server the benchmarks and the scale-out test start', () => {
    for (const file of ['scripts/bench-server.mjs', 'scripts/bench-footprint.mjs', 'scripts/scale-out-test.mjs'])
      expect(read(file), file).toContain('...PRODUCTION_PROCESS_ENV');
  });
});
