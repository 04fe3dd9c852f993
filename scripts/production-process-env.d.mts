/** Types of production-process-env.mjs, for the TypeScript scripts and tests that import it. */
export declare const PRODUCTION_PROCESS_ENV: Readonly<{ MALLOC_ARENA_MAX: string; MALLOC_TRIM_THRESHOLD_: string }>;
export declare const PRODUCTION_NODE_FLAGS: readonly string[];
