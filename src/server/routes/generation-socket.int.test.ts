/**
 * Streamed generations through Node's HTTP server, where events are written straight to the socket
 * (the other generation tests call the app in-process, through a ReadableStream).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from '@tests/support/fake-openai';
import { signUpOnboarded } from '@tests/support/onboard';
import { APP_URL, createTestApp, type TestApp } from '@tests/support/test-app';
import { profiles, tasks, tokenLedger } from '../db/schema';
import { createOpenAIProvider } from '../ai/provider';

let t: TestApp;
let fake: FakeOpenAI;
let server: ServerType;
let base: string;

beforeAll(async () => {
  fake = await startFakeOpenAI({ chunkDelayMs: 15 });
  t = await createTestApp({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.url } });
  t.pautei.deps.services.ai = createOpenAIProvider({
    apiKey: 'sk',
    baseURL: fake.url,
    model: 'gpt-4o',
    timeoutMs: 20_000,
    stallTimeoutMs: 5_000,
  });
  server = serve({ fetch: t.pautei.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
  await fake.close();
});

const BODY = JSON.stringify({ description: 'Bastidores do treino de hoje', tone: 'descontraido' });

/** POSTs a streamed story generation over a real socket; `onData` sees each piece of the answer. */
function post(cookie: string, onData: (text: string, req: http.ClientRequest) => void) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const req = http.request(`${base}/api/generate/story`, {
      method: 'POST',
      headers: {
        cookie,
        origin: APP_URL,
        accept: 'text/event-stream',
        'content-type': 'application/json',
        'x-forwarded-for': '10.9.9.9',
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (piece: string) => {
        text += piece;
        onData(text, req);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      res.on('error', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      res.on('aborted', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(BODY);
  });
}

const eventsOf = (text: string) =>
  text
    .split('\n\n')
    .filter((block) => block.startsWith('event: '))
    .map((block) => ({
      event: block.slice(7, block.indexOf('\n')),
      data: JSON.parse(block.slice(block.indexOf('data: ') + 6)) as Record<string, unknown>,
    }));

describe('streaming over a real socket', () => {
  it('sends SSE with the security headers, coalesced deltas, then the saved item', async () => {
    const a = await signUpOnboarded(t);
    const res = await post(a.cookie, () => {});
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-accel-buffering']).toBe('no');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    const events = eventsOf(res.text);
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(1);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const item = done.data.item as { id: string; content: string };
    expect(
      deltas
        .map((d) => d.data.text)
        .join('')
        .trim(),
    ).toBe(item.content);
    const [saved] = await t.pautei.deps.db.select().from(tasks).where(eq(tasks.id, item.id));
    expect(saved?.content).toBe(item.content);
  });

  it('a session renewed by this request gets its new cookie with the stream', async () => {
    const a = await signUpOnboarded(t);
    // better-auth renews a session a day after it was last extended; the stream writes its own headers.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 24 * 60 * 60 * 1000 + 60_000 });
    try {
      const res = await post(a.cookie, () => {});
      expect(res.status).toBe(200);
      expect((res.headers['set-cookie'] ?? []).some((line) => /session_token=[^;]+;.*Max-Age=\d+/i.test(line))).toBe(
        true,
      );
      expect(eventsOf(res.text).at(-1)?.event).toBe('done');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a client that hangs up midway: the model call stops, the token comes back, nothing is saved', async () => {
    const a = await signUpOnboarded(t);
    const [before] = await t.pautei.deps.db.select().from(profiles).where(eq(profiles.userId, a.userId));
    fake.reset();
    await post(a.cookie, (text, req) => {
      if (text.includes('event: delta')) req.destroy();
    });
    const ledger = async () =>
      (await t.pautei.deps.db.select().from(tokenLedger).where(eq(tokenLedger.userId, a.userId))).map((r) => r.entry);
    for (let i = 0; i < 400 && (await ledger()).length < 2; i++) await new Promise((r) => setTimeout(r, 25));
    expect((await ledger()).sort()).toEqual(['refund', 'spend']);
    const [after] = await t.pautei.deps.db.select().from(profiles).where(eq(profiles.userId, a.userId));
    expect(after?.tokensRemaining).toBe(before?.tokensRemaining);
    expect(await t.pautei.deps.db.select().from(tasks).where(eq(tasks.userId, a.userId))).toHaveLength(0);
    // One model call: a cancelled generation is not retried.
    expect(fake.requests).toHaveLength(1);
  });
});
