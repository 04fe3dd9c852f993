/**
 * Worker thread of the generation benchmark: runs the fake OpenAI-compatible provider apart from the
 * app's event loop (as a real provider is), and reports each answer's first-byte time as an absolute
 * timestamp (timeOrigin + now) so the main thread can compare it with its own clock.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { startFakeOpenAI } from '../tests/support/fake-openai';

const fake = await startFakeOpenAI({
  chunkDelayMs: Number(workerData?.chunkDelayMs ?? 0),
  onFirstChunk: (index, at) => parentPort?.postMessage({ type: 'first-chunk', index, at: performance.timeOrigin + at }),
});
parentPort?.on('message', async (message: { type: string }) => {
  if (message.type === 'close') {
    await fake.close();
    parentPort?.close();
  }
});
parentPort?.postMessage({ type: 'ready', url: fake.url });
