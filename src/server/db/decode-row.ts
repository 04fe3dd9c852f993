/**
 * Reading a row that did not come through drizzle's own select (a JSON object built by PostgreSQL, the
 * RETURNING of a raw statement) the way drizzle's select would: each value through its column's own
 * mapping (a timestamp's text becomes a Date, a numeric's text a number...), so the result has the same
 * types and values as the typed read of the same row.
 */
import type { Column } from 'drizzle-orm';

export type ColumnEntries = ReadonlyArray<readonly [key: string, column: Column]>;

/** `values` keyed by the columns' property names (`userId`, not `user_id`); a missing value reads as null. */
export function decodeColumns<T>(entries: ColumnEntries, values: Record<string, unknown>): T {
  const row: Record<string, unknown> = {};
  for (const [key, column] of entries) {
    const value = values[key];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T;
}
