/**
 * zod's fast path compiles validators with `new Function`, which the page's Content-Security-Policy
 * forbids: even zod's probe for it is reported by the browser as a violation. In the browser the plain
 * validators are fast enough, so zod is told not to try. zod keeps its settings in this global object
 * (what `z.config()` writes to); setting it here, instead of calling `z.config()`, keeps zod out of the
 * landing page's scripts. Imported first by main.tsx, before any chunk that loads zod.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(scope.__zod_globalConfig ??= {}).jitless = true;
export {};
