/**
 * The one check of a row id (a UUID, 8-4-4-4-12 hex digits, any version). Every id that comes from the
 * address or the body is checked with it before it reaches a query: PostgreSQL refuses a malformed uuid
 * with an error, and the caller must see "not found" instead.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
