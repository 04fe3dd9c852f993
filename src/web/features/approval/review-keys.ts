/**
 * The query key of a client's review page, apart from the page's calls (api.ts): the server-drawn page's
 * hand-over (app/server-data.ts) needs only the key, and the report page loads that module too.
 */
export const reviewKeys = {
  page: (token: string) => ['review', token] as const,
};
