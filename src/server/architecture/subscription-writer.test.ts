/**
 * A workspace's billing state has one writer (billing/subscription-writer.ts). This reads every source file
 * and fails when another one writes the `subscriptions` table, with the query builder or in raw SQL, so a new
 * billing path cannot bypass the writer unnoticed.
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

describe('the subscription row has one writer', () => {
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
