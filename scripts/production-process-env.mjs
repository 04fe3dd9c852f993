/**
 * The glibc allocator settings every production process runs with (the Dockerfile's ENV, `npm start`, and
 * the benchmarks that spawn the built server say the same; production-process-env.test.ts checks they agree).
 *
 * Why: the image renderer (native code in the render workers) allocates a few MB per frame from threads of
 * libuv's pool. By default glibc gives each such thread its own heap ("arena") and keeps freed memory in it,
 * so an instance that has drawn one carousel stays ~100–180 MB larger for good. Two arenas and returning
 * free memory above 128 KB to the system keep the renderer's share under ~85 MB, with no measurable cost per
 * frame (decision 0044). They only take effect when set before the process starts.
 */
export const PRODUCTION_PROCESS_ENV = Object.freeze({
  MALLOC_ARENA_MAX: '2',
  MALLOC_TRIM_THRESHOLD_: '131072',
});
