import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph } from './import-graph';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const relative = (circle: string[]) => circle.map((file) => path.relative(projectRoot, file));

describe('import circles', () => {
  it('finds none in the sources, type-only imports included', () => {
    const graph = importGraph(projectRoot, [path.join(projectRoot, 'src')]);
    // The whole tree was read (a wrong root would pass with an empty graph).
    expect(graph.size).toBeGreaterThan(300);
    expect(importCircles(graph).map(relative)).toEqual([]);
  }, 60_000);

  it('names a circle, even one made only of `import type`', () => {
    const graph = new Map([
      ['/p/auth.ts', ['/p/profile-service.ts']],
      ['/p/profile-service.ts', ['/p/team-service.ts', '/p/db.ts']],
      ['/p/team-service.ts', ['/p/owner-scope.ts']],
      ['/p/owner-scope.ts', ['/p/context.ts']],
      ['/p/context.ts', ['/p/auth.ts']],
      ['/p/db.ts', []],
      ['/p/self.ts', ['/p/self.ts']],
    ]);
    expect(importCircles(graph)).toEqual([
      ['/p/auth.ts', '/p/context.ts', '/p/owner-scope.ts', '/p/profile-service.ts', '/p/team-service.ts'],
      ['/p/self.ts'],
    ]);
  });
});
