/** The import-graph test behind the build's chunk groups (vite.config.ts). */
import { describe, expect, it } from 'vitest';
import { importedBy, type ImportGraph } from './vite-chunk-groups';

/** A graph from `module: [its static importers]`, counting how often the bundler's answer is asked. */
function graph(importers: Record<string, string[]>) {
  let asked = 0;
  const g: ImportGraph = {
    getModuleInfo: (id) => {
      asked++;
      return id in importers ? { importers: importers[id]! } : null;
    },
  };
  return { g, asked: () => asked };
}

describe('importedBy', () => {
  // frame.tsx → shared/field.ts → shared/cn.ts; review-page.tsx → shared/field.ts; other.tsx → own.ts
  const { g } = graph({
    '/src/frame.tsx': [],
    '/src/review-page.tsx': [],
    '/src/other.tsx': [],
    '/src/shared/field.ts': ['/src/frame.tsx', '/src/review-page.tsx'],
    '/src/shared/cn.ts': ['/src/shared/field.ts'],
    '/src/own.ts': ['/src/other.tsx'],
    // a cycle that reaches nowhere
    '/src/a.ts': ['/src/b.ts'],
    '/src/b.ts': ['/src/a.ts'],
  });

  it('finds a root among the importers of the importers, and the root itself', () => {
    const fromFrame = importedBy(/frame\.tsx$/);
    expect(fromFrame('/src/shared/cn.ts', g)).toBe(true);
    expect(fromFrame('/src/shared/field.ts', g)).toBe(true);
    expect(fromFrame('/src/frame.tsx', g)).toBe(true);
    expect(fromFrame('/src/own.ts', g)).toBe(false);
    expect(fromFrame('/src/review-page.tsx', g)).toBe(false);
  });

  it('ends on a cycle and on a module the bundler does not know', () => {
    const fromFrame = importedBy(/frame\.tsx$/);
    expect(fromFrame('/src/a.ts', g)).toBe(false);
    expect(fromFrame('/nowhere.ts', g)).toBe(false);
  });

  it('keeps its answers: a module asked again is not walked again', () => {
    const counted = graph({ '/r.tsx': [], '/m.ts': ['/r.tsx'], '/n.ts': ['/m.ts'] });
    const fromRoot = importedBy(/r\.tsx$/);
    expect(fromRoot('/n.ts', counted.g)).toBe(true);
    const after = counted.asked();
    expect(fromRoot('/n.ts', counted.g)).toBe(true);
    expect(counted.asked()).toBe(after);
  });
});
