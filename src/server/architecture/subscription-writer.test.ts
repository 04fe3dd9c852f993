/**
 * A workspace's billing state has one writer (billing/subscription-writer.ts) with one entry point
 * (`applyBillingEvent`). This reads every source file and fails when another one writes the `subscriptions`
 * table, with the query builder or in raw SQL, or when the writer offers any other way in (a second exported
 * function or value), so a new billing path cannot bypass the entry point unnoticed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const WRITER = 'src/server/billing/subscription-writer.ts';

/** A write of the subscriptions table: drizzle's update/insert/delete, or an SQL statement. */
const WRITES = [
  /\.(update|insert|delete)\(\s*subscriptions\s*\)/,
  /\b(UPDATE|INSERT\s+INTO|DELETE\s+FROM)\s+"?subscriptions"?\b/i,
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The files that write the table, relative to the project. */
export function subscriptionWriters(files: { file: string; text: string }[]): string[] {
  return files.filter(({ text }) => WRITES.some((re) => re.test(text))).map(({ file }) => file);
}

/** The values a module exports (functions, constants, classes, re-exported values); types are not counted. */
export function exportedValues(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(
    /^export\s+(?:default\s+)?(?:async\s+)?(?:function\*?|const|let|var|class)\s+([A-Za-z0-9_$]+)/gm,
  ))
    names.push(m[1]!);
  if (/^export\s+default\s+(?!async\b|function\b|class\b)/m.test(text)) names.push('default');
  // `export { a, type B } from '…'` and `export { a }`: every name not marked as a type.
  for (const m of text.matchAll(/^export\s+(type\s+)?\{([^}]*)\}/gm)) {
    if (m[1]) continue;
    for (const part of m[2]!
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean))
      if (!part.startsWith('type ')) names.push(part.split(/\s+as\s+/).pop()!);
  }
  if (/^export\s+\*/m.test(text)) names.push('*');
  return names;
}

describe('the subscription row has one writer', () => {
  it('the writer offers one way in: applyBillingEvent (and the event types)', () => {
    const text = readFileSync(path.join(projectRoot, WRITER), 'utf8');
    expect(exportedValues(text)).toEqual(['applyBillingEvent']);
  });

  it('counts every exported value, and no type', () => {
    const text = [
      'export async function applyBillingEvent() {}',
      'export function writeSubscription() {}',
      'export const advanceRenewal = () => 1;',
      "export { storeCustomerId, type Change } from './x';",
      "export type { BillingEvent } from './y';",
      'export interface Applied {}',
      'export type State = {};',
    ].join('\n');
    expect(exportedValues(text)).toEqual([
      'applyBillingEvent',
      'writeSubscription',
      'advanceRenewal',
      'storeCustomerId',
    ]);
  });

  it('no source file but the writer writes the subscriptions table', () => {
    const files = sources(path.join(projectRoot, 'src')).map((full) => ({
      file: path.relative(projectRoot, full),
      text: readFileSync(full, 'utf8'),
    }));
    // The whole tree was read (a wrong root would pass with nothing).
    expect(files.length).toBeGreaterThan(300);
    expect(subscriptionWriters(files)).toEqual([WRITER]);
  });

  it('names a file that writes the table by itself', () => {
    const files = [
      { file: 'a.ts', text: 'await tx.update(subscriptions).set({ paidUntil: null })' },
      { file: 'b.ts', text: 'sql`UPDATE subscriptions SET status = ${s}`' },
      { file: 'c.ts', text: 'await db.select().from(subscriptions)' },
    ];
    expect(subscriptionWriters(files)).toEqual(['a.ts', 'b.ts']);
  });
});
