#!/usr/bin/env node
/**
 * The floor of `npm run bench:streaming`: what forwarding the model's bytes costs by itself. A bare Node
 * HTTP server with no database, no session and no validation: for each POST it calls the fake model
 * (Chat Completions, streamed, keep-alive) with the request's description, reads the text of each chunk
 * (with the app's own reader, which skips the full parse of ordinary chunks) and writes it to the client
 * as SSE `delta` events, the first at once and the rest coalesced per 25 ms, as the app does, then `done`.
 * Whatever the app spends above this figure is its own work (checks, token, saving); this is the part
 * every server pays for each byte read and written on this machine.
 *
 * PROVIDER_URL=<fake model's /v1 URL>; prints `{"url": …}` on stdout when ready.
 */
import http from 'node:http';
// The app's own reader of a chunk's text (no full parse of ordinary chunks): run with `--import tsx`.
import { contentOf } from '../src/server/ai/chat-completions.ts';

const PROVIDER_URL = process.env.PROVIDER_URL;
const INTERVAL_MS = 25;
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** Streams whose text waits for the next tick; one timer serves them all. */
const pending = new Set();
setInterval(() => {
  for (const stream of pending) stream.flush();
  pending.clear();
}, INTERVAL_MS).unref();

const server = http.createServer((req, res) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (d) => (body += d));
  req.on('end', () => {
    const { description } = JSON.parse(body);
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    let text = '';
    let wroteText = false;
    const stream = {
      flush() {
        if (!text) return;
        res.write(`event: delta\ndata: ${JSON.stringify({ text })}\n\n`);
        text = '';
      },
    };
    const upstream = http.request(`${PROVIDER_URL}/chat/completions`, {
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json', authorization: 'Bearer sk-floor' },
    });
    upstream.on('response', (up) => {
      let buffer = '';
      up.setEncoding('utf8');
      up.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const line = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!line.startsWith('data: ') || line === 'data: [DONE]') continue;
          const data = line.slice(6);
          const content = contentOf(data) ?? JSON.parse(data).choices?.[0]?.delta?.content;
          if (content) {
            text += content;
            if (wroteText) pending.add(stream);
            else {
              wroteText = true;
              stream.flush();
            }
          }
        }
      });
      up.on('end', () => {
        pending.delete(stream);
        stream.flush();
        res.end(`event: done\ndata: {}\n\n`);
      });
    });
    upstream.end(JSON.stringify({ model: 'gpt-4o', stream: true, messages: [{ role: 'user', content: description }] }));
  });
});

server.listen(0, '127.0.0.1', () => {
  console.log(JSON.stringify({ url: `http://127.0.0.1:${server.address().port}` }));
});

// A clean exit on the benchmark's SIGTERM, so a CPU profile asked for (BENCH_SERVER_NODE_ARGS) is written.
process.on('SIGTERM', () => process.exit(0));
