/**
 * The pieces of the route fuzz test: a seeded random generator (the same seed gives the same requests,
 * so a failure can be replayed), the garbage it sends, values shaped by a route's own zod schema so the
 * garbage gets past the first checks, and a cheap fingerprint of the whole database to prove that a
 * refused request changed nothing.
 */
import { sql } from 'drizzle-orm';
import type { ZodType } from 'zod';
import type { Database } from '@server/db/client';
import { queryRows } from '@server/db/raw';

/** mulberry32: small, fast, and good enough to pick test cases. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    chance: (p: number) => next() < p,
    int: (n: number) => Math.floor(next() * n),
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)] as T;
    },
  };
}
export type Random = ReturnType<typeof seededRandom>;

/** Text no field may hold: control characters, lone surrogates, direction overrides. */
export const BAD_TEXT = [
  '\u0000',
  'texto\u0000com nul',
  '\uD800',
  'meia\uDBFFemoji',
  '\uDC00sozinho',
  'arquivo\u202Egpj.exe',
  'isolado\u2066x\u2069',
  'escape\u001b[31m',
  'c1\u0085',
  'del\u007f',
  'sino\u0007',
] as const;

/** Strings that are valid text but wrong values: impossible dates, numbers as text, injections, sizes. */
export const ODD_STRINGS = [
  '',
  ' ',
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '9999-99-99',
  '-271821-04-19',
  '2026-02-29T25:61:00Z',
  '1e309',
  'NaN',
  '-1',
  'null',
  '__proto__',
  "' OR 1=1 --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(5000),
] as const;

/** Days that do not exist, or are outside any sensible range, written as days. */
export const IMPOSSIBLE_DATES = [
  '2026-02-30',
  '2026-13-01',
  '2025-02-29',
  '0000-00-00',
  '9999-12-31',
  '1899-12-31',
  '2026-04-31',
  '+275760-09-13',
] as const;

/** True for a field that holds a day or a month (by its name). */
export const isDateKey = (key: string) => /date|day|^from$|^to$|start|end|month|before/i.test(key);

/** A string far over every field limit (but under the body limit). */
export const HUGE_STRING = 'á'.repeat(300_000);

function deepNest(depth: number): unknown {
  let v: unknown = 'fundo';
  for (let i = 0; i < depth; i += 1) v = i % 2 ? [v] : { a: v };
  return v;
}

/** Values of the wrong type for any field. */
export const WRONG_TYPES: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  [],
  [null],
  ['\u0000'],
  {},
  { $gt: '' },
  deepNest(60),
  JSON.parse('{"__proto__":{"polluted":true}}'),
];

/** Bodies that are not JSON, or not what a JSON object body should be. */
export const BAD_BODIES: readonly (string | Uint8Array<ArrayBuffer>)[] = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  'NaN',
  '"\\uD800"',
  '{"texto":"\\u0000"}',
  '{"\\u0000":1}',
  '\u0000',
  '',
  '[]',
  '"texto"',
  '42',
  'null',
  new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), // {"a":"<invalid UTF-8>"}
  new Uint8Array([0xef, 0xbb, 0xbf, 0x7b, 0x7d]), // a byte-order mark before {}
];

/** Path segments that are not what the route expects (already encoded for the URL). */
export const BAD_SEGMENTS = [
  '%00',
  'a%00b',
  '%ED%A0%80', // a surrogate encoded as UTF-8: invalid
  '%E2%80%AE',
  '%FF%FE',
  '%C0%AE%C0%AE',
  'nao-e-um-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '12345678-1234-1234-1234-1234567890ab%00',
  'x'.repeat(400),
  '%20',
  '-1',
  '1e999',
  'null',
  '%25',
  "'%20OR%20'1'='1",
  '%F0%9F%98%80',
] as const;

/** Any garbage value for a field. */
export function garbageValue(r: Random): unknown {
  const roll = r.next();
  if (roll < 0.45) return r.pick(BAD_TEXT);
  if (roll < 0.7) return r.pick(ODD_STRINGS);
  if (roll < 0.75) return HUGE_STRING;
  if (roll < 0.9) return r.pick(WRONG_TYPES);
  return `${r.pick(['Texto ', '', 'a'])}${r.pick(BAD_TEXT)}${r.pick(['', ' fim'])}`;
}

/** Garbage as a query value (text only). */
export function garbageQueryValue(r: Random): string {
  const roll = r.next();
  if (roll < 0.5) return r.pick(BAD_TEXT);
  if (roll < 0.9) return r.pick(ODD_STRINGS);
  return r.pick(['[object Object]', 'true', '0', '-0', '1.5', 'Infinity']);
}

/** What a sample value needs from the test's data: real ids for id fields, a real token. */
export interface SampleContext {
  idFor(key: string): string;
  token: string;
}

interface ZodDef {
  type: string;
  format?: string;
  shape?: Record<string, ZodType>;
  innerType?: ZodType;
  in?: ZodType;
  element?: ZodType;
  options?: ZodType[];
  entries?: Record<string, string>;
  values?: unknown[];
}
const defOf = (schema: ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

function sampleString(key: string, format: string | undefined, ctx: SampleContext): string {
  if (format === 'guid' || format === 'uuid' || /(^id$|Id$|Ids$|^items$)/.test(key)) return ctx.idFor(key);
  if (format === 'email' || /email/i.test(key)) return 'pessoa@example.com';
  if (/month/i.test(key)) return '2026-12';
  if (/year/i.test(key)) return '2026';
  if (/date|day|from|^to$|start|end|before/i.test(key)) return '2026-12-01';
  if (/token|session/i.test(key)) return ctx.token;
  return 'Texto de teste';
}

/**
 * A plausible value for a schema: the first option of enums and unions, real ids where ids go, a date
 * where dates go. Not always valid (regexes and refinements are not solved), only close to it.
 */
export function sampleOf(schema: ZodType, ctx: SampleContext, key = ''): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.fromEntries(Object.entries(def.shape ?? {}).map(([k, s]) => [k, sampleOf(s, ctx, k)]));
    case 'string':
      return sampleString(key, def.format, ctx);
    case 'number':
    case 'int':
      return /amount/i.test(key) ? 10 : /image/i.test(key) ? 5 : /month/i.test(key) ? 3 : /days/i.test(key) ? 7 : 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'union':
      return sampleOf(def.options![0]!, ctx, key);
    case 'array':
      return [sampleOf(def.element!, ctx, key)];
    case 'pipe':
      return sampleOf(def.in!, ctx, key);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return sampleOf(def.innerType!, ctx, key);
    default:
      return 'Texto de teste';
  }
}

/** Every path to a leaf of a JSON value (arrays and objects walked), the value itself being []. */
export function leafPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.length ? value.flatMap((v, i) => leafPaths(v, [...at, i])) : [at];
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length ? entries.flatMap(([k, v]) => leafPaths(v, [...at, k])) : [at];
  }
  return [at];
}

/** A copy of `value` with the leaf at `path` replaced. */
export function replaceAt(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  if (!path.length) return leaf;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = replaceAt(copy[head], rest, leaf);
  return copy;
}

/**
 * One row per table: how many rows and a hash of all of them. Equal fingerprints before and after a
 * request mean the request wrote nothing (to the tables compared). The table list is read once.
 */
export async function databaseFingerprinter(db: Database, skip: readonly string[]): Promise<() => Promise<string>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const parts = tables
    .map((t) => t.name)
    .filter((name) => !skip.includes(name) && /^[a-z_][a-z0-9_]*$/.test(name))
    .map(
      (name) =>
        `select '${name}' as name, count(*)::int as n, ` +
        `md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${name}" x`,
    );
  if (parts.length < 10) throw new Error(`only ${parts.length} tables found to fingerprint`);
  const statement = sql.raw(parts.join(' union all '));
  return async () => {
    const rows = await queryRows<{ name: string; n: number; h: string }>(db, statement);
    return rows
      .map((row) => `${row.name}:${row.n}:${row.h}`)
      .sort()
      .join('\n');
  };
}

/** The table lines that differ between two fingerprints (for the failure message). */
export function fingerprintDiff(before: string, after: string): string[] {
  const a = new Set(before.split('\n'));
  return after
    .split('\n')
    .filter((line) => !a.has(line))
    .map((line) => line.split(':')[0] ?? line);
}
