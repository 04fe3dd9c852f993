/**
 * What the signed-in frame's first script carries. Every signed-in page loads the frame's chunk (the guards,
 * the menu, the subscription gate, the dashboard: vite.config.ts) before it can draw anything, so a library
 * that one of them imports, even through a constant in a shared module, is downloaded and run by every
 * page on every first load. zod (about 20 KB on the wire) is needed by the forms, not by the frame: the
 * states, labels and date rules the frame shows live in modules without it (approval-states.ts,
 * date-input.ts), and their schemas in src/shared/schemas. sonner (8 KB) shows toasts, which come after
 * the person acts: screens call lib/toast.ts, which loads it.
 *
 * This walks the static imports the bundler follows (not `import type`, not `import()`, which loads
 * later) from the frame's modules.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathAliases } from '../path-aliases';

const root = path.resolve(import.meta.dirname, '..');
const FRAME_MODULES = [
  'src/web/app/guards.tsx',
  'src/web/app/app-shell.tsx',
  'src/web/components/gate/subscription-gate.tsx',
  'src/web/features/dashboard/dashboard-page.tsx',
  'src/web/main.tsx',
];
/** `import … from '…'` and `export … from '…'`, over several lines, and bare `import '…'`. */
const STATIC_IMPORT = /^\s*(?:import|export)\s+([^;'"]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;

/** Whether the bundler drops the statement: `import type`, or only `type` names between the braces. */
function typeOnly(clause: string): boolean {
  if (/^type\s/.test(clause)) return true;
  const names = /^\{([\s\S]*)\}$/.exec(clause.trim())?.[1];
  return (
    names !== undefined &&
    names
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean)
      .every((n) => n.startsWith('type '))
  );
}

function resolve(from: string, specifier: string): string | null {
  const alias = Object.entries(pathAliases).find(([name]) => specifier === name || specifier.startsWith(`${name}/`));
  const base = alias
    ? alias[1] + specifier.slice(alias[0].length)
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (base === null) return null; // a package
  // A stylesheet or an asset is not followed; a folder is its index.
  const source = /\.tsx?$/;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (source.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/** The packages the modules import, each with the chain of files that leads to it. */
function packagesReached(entries: string[]): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const seen = new Set<string>();
  const queue = entries.map((file) => ({ file: path.join(root, file), chain: [file] }));
  while (queue.length > 0) {
    const { file, chain } = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const [, clause = '', fromSpecifier, bareSpecifier] = match;
      const specifier = fromSpecifier ?? bareSpecifier!;
      if (fromSpecifier && typeOnly(clause)) continue;
      const target = resolve(file, specifier);
      if (target) queue.push({ file: target, chain: [...chain, path.relative(root, target)] });
      else if (!specifier.startsWith('.') && !specifier.startsWith('@web') && !specifier.startsWith('@shared')) {
        const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
        if (!packages.has(name)) packages.set(name, chain);
      }
    }
  }
  return packages;
}

describe('the signed-in frame’s first script', () => {
  it('imports no schema library, and not the toast library (it loads after the first render)', () => {
    const reached = packagesReached(FRAME_MODULES);
    for (const library of ['zod', 'sonner'])
      expect(reached.get(library), `${library}, through: ${reached.get(library)?.join(' → ')}`).toBeUndefined();
  });

  it('nor do the pages opened from a link or a notification: the calendar and the posting kit', () => {
    // Their forms (sending for approval, the day's plan) load it when they open.
    for (const page of ['src/web/features/calendar/calendar-page.tsx', 'src/web/features/posting/posting-page.tsx']) {
      const reached = packagesReached([page]);
      expect(reached.get('zod'), `${page}: zod, through: ${reached.get('zod')?.join(' → ')}`).toBeUndefined();
    }
  });

  it('nor do the pages a client opens from WhatsApp: the review page and the month’s report', () => {
    // The review page checks an answer with the shared schema, which it loads when the client first
    // touches an item.
    for (const page of [
      'src/web/features/approval/review-page.tsx',
      'src/web/features/reports/public-report-page.tsx',
    ]) {
      const reached = packagesReached([page]);
      expect(reached.get('zod'), `${page}: zod, through: ${reached.get('zod')?.join(' → ')}`).toBeUndefined();
    }
  });

  it('is walked for real: it finds the libraries the frame does use, and zod behind a form', () => {
    const reached = packagesReached(FRAME_MODULES);
    expect([...reached.keys()]).toEqual(expect.arrayContaining(['react', 'react-router', '@tanstack/react-query']));
    // The generator pages validate their forms with the shared schemas.
    expect(packagesReached(['src/web/features/generators/pages/captions-page.tsx']).has('zod')).toBe(true);
    // A constant from the approval schemas module brings zod with it; the same one from its own module does not.
    expect(packagesReached(['src/shared/schemas/approval.ts']).has('zod')).toBe(true);
    expect(packagesReached(['src/shared/approval-states.ts']).has('zod')).toBe(false);
  });

  it('tells type-only imports, which the bundler drops, from the others', () => {
    expect(typeOnly('type { A }')).toBe(true);
    expect(typeOnly('{ type A, type B }')).toBe(true);
    expect(typeOnly('{ A, type B }')).toBe(false);
    expect(typeOnly('{\n  REVIEW_WAITING_DAYS,\n  type WaitingRound,\n}')).toBe(false);
    expect(typeOnly('* as z')).toBe(false);
  });
});
