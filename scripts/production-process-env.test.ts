/**
 * The allocator settings and V8 flags must be the same wherever a production process starts: in the
 * container, with `npm start`, and in the benchmarks that measure what production runs. A copy that drifts
 * would make the benchmarks measure a different process from the one deployed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_NODE_FLAGS, PRODUCTION_PROCESS_ENV } from './production-process-env.mjs';

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

  it('runs the server with the same V8 flags in the container, npm start and the README', () => {
    expect(PRODUCTION_NODE_FLAGS.length).toBeGreaterThan(0);
    const quoted = PRODUCTION_NODE_FLAGS.map((flag) => JSON.stringify(flag)).join(', ');
    expect(read('Dockerfile')).toContain(`CMD ["node", ${quoted}, "dist/server/main.js"]`);
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toContain(` node ${PRODUCTION_NODE_FLAGS.join(' ')} scripts/start.mjs`);
    const readme = read('README.md');
    expect(readme).toContain(`node ${PRODUCTION_NODE_FLAGS.join(' ')} dist/current/server/main.js`);
    // The young generation's size is said once in each: no other figure left behind in a comment or a line.
    const size = PRODUCTION_NODE_FLAGS.find((flag) => flag.startsWith('--max-semi-space-size='));
    for (const text of [read('Dockerfile'), scripts.start ?? '', readme])
      expect([...new Set(text.match(/--max-semi-space-size=\d+/g))]).toEqual([size]);
  });

  it('starts every measured server, and the streaming benchmark’s floor, with those flags', () => {
    for (const file of [
      'scripts/bench-server.mjs',
      'scripts/bench-footprint.mjs',
      'scripts/scale-out-test.mjs',
      'scripts/bench-streaming.mjs',
    ]) {
      expect(read(file), file).toContain('...PRODUCTION_NODE_FLAGS');
      expect(read(file), file).not.toMatch(/--max-semi-space-size/);
    }
  });
});
