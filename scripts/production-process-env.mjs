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

/**
 * The V8 flags every production server runs with: the Dockerfile's CMD, `npm start`, the servers the
 * benchmarks and the scale-out test start, and the streaming benchmark's bare proxy (so that the app and
 * its floor are compared under the same garbage collector). production-process-env.test.ts checks they
 * agree.
 *
 * `--max-semi-space-size` is the size of V8's young generation, where new objects are made: the smaller
 * it is, the more often the collector runs while requests are being served, and the more of the objects
 * that live a whole request it copies. 8 MB (V8's own default grows to 16) costs an idle instance about
 * 6 MB more than 4 MB did, and cuts the collector's share of 200 generations starting at once by half,
 * about a millisecond of CPU per generation (decision 0071).
 */
export const PRODUCTION_NODE_FLAGS = Object.freeze(['--max-semi-space-size=8']);
