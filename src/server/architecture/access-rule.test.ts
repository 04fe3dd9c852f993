/**
 * Whether an account has access, and in what state, is answered by one rule (`@shared/access-rule`, with its
 * SQL form in `billing/access-sql.ts`). This reads every source file and fails when another one works it out
 * again from the status column: the screens read `/api/me`'s `access`, and the server outside billing asks
 * the rule. (Inside `billing/`, the writers compare statuses to decide what an event changes, not access.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The statuses that decide access; `none` (an invited account) only says that no plan of its own exists. */
const ACCESS_STATUS = `'(?:active|trial|past_due|cancelled|blocked)'`;
/** A status compared with one of them: in code, with drizzle's eq/ne/inArray, or in SQL. */
const COPIES = [
  new RegExp(`subscriptionStatus\\s*[!=]==?\\s*${ACCESS_STATUS}`),
  new RegExp(`${ACCESS_STATUS}\\s*[!=]==?\\s*[\\w.?]*subscriptionStatus`),
  new RegExp(`(?:eq|ne|inArray)\\(\\s*[\\w.]*subscriptionStatus\\s*,\\s*\\[?\\s*${ACCESS_STATUS}`),
  new RegExp(`subscriptionStatus\\}\\s*(?:=|<>|!=|in)\\s*\\(?\\s*${ACCESS_STATUS}`, 'i'),
  new RegExp(`\\bstatus\\s*(?:=|<>|!=|in)\\s*\\(?\\s*${ACCESS_STATUS}[^\\n]*\\bsubscriptions\\b`, 'i'),
  new RegExp(`\\bsubscriptions\\b[^\\n]*\\bstatus\\s*(?:=|<>|!=|in)\\s*\\(?\\s*${ACCESS_STATUS}`, 'i'),
  /\.includes\(\s*[\w.?]*subscriptionStatus/,
];

const RULE_FILES = new Set(['src/shared/access-rule.ts', 'src/server/billing/access-sql.ts']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The files, outside the rule and the billing writers, that work access out from the status themselves. */
export function accessCopies(files: { file: string; text: string }[]): string[] {
  return files
    .filter(({ file }) => !RULE_FILES.has(file) && !file.startsWith('src/server/billing/'))
    .filter(({ text }) => COPIES.some((re) => re.test(text)))
    .map(({ file }) => file);
}

describe('one access rule', () => {
  const files = sources(path.join(projectRoot, 'src')).map((full) => ({
    file: path.relative(projectRoot, full).split(path.sep).join('/'),
    text: readFileSync(full, 'utf8'),
  }));

  it('no source file outside the rule compares a subscription status to decide access', () => {
    // The whole tree was read (a wrong root would pass with nothing).
    expect(files.length).toBeGreaterThan(300);
    expect(accessCopies(files)).toEqual([]);
  });

  it('the screens read no subscription status: they render `/api/me`’s access', () => {
    const web = files.filter(({ file }) => file.startsWith('src/web/'));
    expect(web.length).toBeGreaterThan(100);
    expect(web.filter(({ text }) => /subscriptionStatus/.test(text)).map(({ file }) => file)).toEqual([]);
  });

  it('names a copy in each form it can take', () => {
    const copies = [
      "if (profile.subscriptionStatus === 'past_due') return false;",
      "const paid = 'active' === me.profile.subscriptionStatus;",
      "where(eq(subscriptions.subscriptionStatus, 'active'))",
      "sql`count(*) filter (where ${subscriptions.subscriptionStatus} = 'trial')`",
      "select count(*) from subscriptions where status = 'past_due'",
      "['active', 'past_due'].includes(profile.subscriptionStatus)",
    ].map((text, i) => ({ file: `src/server/services/copy-${i}.ts`, text }));
    expect(accessCopies(copies)).toHaveLength(copies.length);
    // The rule itself, the billing writers and a check for an invited account are not copies.
    expect(
      accessCopies([
        { file: 'src/shared/access-rule.ts', text: "subscriptionStatus === 'active'" },
        { file: 'src/server/billing/subscription-state.ts', text: "change.subscriptionStatus === 'active'" },
        { file: 'src/server/routes/me-routes.ts', text: "own.subscriptionStatus !== 'none'" },
      ]),
    ).toEqual([]);
  });
});
