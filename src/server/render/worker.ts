/**
 * A render worker: one takumi engine with every font registered, answering the pool's jobs. Rendering
 * runs here, off the main thread, so a 10-slide carousel never holds the event loop that serves requests.
 */
import { parentPort } from 'node:worker_threads';
import { RenderEngine } from './engine';
import { RenderRefusal } from './types';
import type { WorkerReply, WorkerRequest } from './protocol';

const port = parentPort;
if (!port) throw new Error('render worker started outside a worker thread');

const engine = RenderEngine.create();

async function run(request: WorkerRequest): Promise<unknown> {
  const { job } = request;
  // The monthly report's PDF needs no engine: pdfkit is loaded on the first report only.
  if (job.op === 'reportPdf') return (await import('./report-pdf')).drawReportPdf(job.report);
  const e = await engine;
  if (job.op === 'layout') return e.layout(job.deck);
  if (job.op === 'draw') return e.draw(job.frame, job.kit);
  if (job.op === 'scale') return e.scaleJpeg(job.bytes, job.width, job.height);
  return e.reencodeLogo(job.bytes);
}

port.on('message', (request: WorkerRequest) => {
  run(request).then(
    (result) => {
      const transfer = result instanceof Uint8Array ? [result.buffer as ArrayBuffer] : [];
      port.postMessage({ id: request.id, ok: true, result } satisfies WorkerReply, transfer);
    },
    (error: unknown) => {
      const reply: WorkerReply =
        error instanceof RenderRefusal
          ? { id: request.id, ok: false, refusal: { code: error.code, params: error.params }, message: error.message }
          : { id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) };
      port.postMessage(reply);
    },
  );
});
