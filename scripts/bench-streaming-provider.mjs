#!/usr/bin/env node
/**
 * The fake model of `npm run bench:streaming`, in its own process as a real provider would be: an
 * OpenAI-compatible Chat Completions endpoint that streams token-sized chunks (CHUNK_CHARS characters
 * every CHUNK_MS, TOTAL_CHARS in all). One timer drives every open stream, and each chunk is serialized
 * once, so the fake's own cost stays small next to the server's.
 *
 * Each request's prompt carries a marker `bench-<id>`; GET /stats answers, per id, when the request
 * arrived, when its first chunk and its end were written (ms since the epoch), and forgets them.
 * Prints `{"url": …}` on stdout when ready.
 */
import { createServer } from 'node:http';

const CHUNK_CHARS = Number(process.env.CHUNK_CHARS ?? 4);
const CHUNK_MS = Number(process.env.CHUNK_MS ?? 20);
const TOTAL_CHARS = Number(process.env.TOTAL_CHARS ?? 2000);

const WORDS = 'Treinar em casa funciona quando você tem constância, um plano simples e descanso de verdade. '.repeat(
  Math.ceil(TOTAL_CHARS / 90) + 1,
);
const TEXT = WORDS.slice(0, TOTAL_CHARS);
const head = { id: 'chatcmpl-bench', object: 'chat.completion.chunk', created: 1_700_000_000, model: 'gpt-4o' };
const frame = (data) => `data: ${JSON.stringify(data)}\n\n`;
const CHUNKS = [];
for (let i = 0; i < TEXT.length; i += CHUNK_CHARS) {
  CHUNKS.push(
    frame({
      ...head,
      choices: [{ index: 0, delta: { content: TEXT.slice(i, i + CHUNK_CHARS) }, finish_reason: null }],
    }),
  );
}
const FIRST = frame({
  ...head,
  choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }],
});
const LAST =
  frame({ ...head, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] }) +
  frame({
    ...head,
    choices: [],
    usage: {
      prompt_tokens: 400,
      completion_tokens: Math.ceil(TOTAL_CHARS / 4),
      total_tokens: 400 + Math.ceil(TOTAL_CHARS / 4),
    },
  }) +
  'data: [DONE]\n\n';

/** Open streams: the response and the index of its next chunk. */
const open = new Set();
const stats = new Map();

/** Milliseconds since the epoch, sub-millisecond precise: the benchmark compares them with its own. */
const clock = () => performance.timeOrigin + performance.now();

setInterval(() => {
  const now = clock();
  for (const s of open) {
    if (s.res.destroyed) {
      open.delete(s);
      continue;
    }
    if (s.next === 0) s.stat.firstChunk = now;
    if (s.next < CHUNKS.length) {
      s.res.write(CHUNKS[s.next++]);
    } else {
      open.delete(s);
      s.res.end(LAST);
      s.stat.end = now;
    }
  }
}, CHUNK_MS);

const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/stats') {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(Object.fromEntries(stats)));
    stats.clear();
    return;
  }
  const arrived = clock();
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (d) => (body += d));
  req.on('end', () => {
    const id = body.match(/bench-(\d+)/)?.[1] ?? `anon-${stats.size}`;
    const stat = { arrived, firstChunk: 0, end: 0 };
    stats.set(id, stat);
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write(FIRST);
    open.add({ res, next: 0, stat });
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${server.address().port}/v1` })}\n`);
});
process.on('SIGTERM', () => process.exit(0));
