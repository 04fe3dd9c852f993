import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from '@tests/support/fake-openai';
import { profileOf, signUpOnboarded } from '@tests/support/onboard';
import { providerAt } from '@tests/support/slow-model';
import { createTestApp, type Agent, type TestApp } from '@tests/support/test-app';
import { messageFor } from '@shared/messages';
import { tasks, tokenLedger } from '../db/schema';
import { GenerationGate } from '../services/generation-gate';

// One generation at a time on this instance, against a provider slow enough to overlap requests.
let t: TestApp;
let slow: FakeOpenAI;

beforeAll(async () => {
  slow = await startFakeOpenAI({ chunkDelayMs: 30 });
  t = await createTestApp({
    env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: slow.url, MAX_CONCURRENT_GENERATIONS: '1' },
  });
  t.pautei.deps.services.ai = providerAt(slow.url);
});
afterAll(async () => {
  await t.close();
  await slow.close();
});

const BODY = { description: 'Bastidores do treino de hoje', tone: 'descontraido' };
const start = (a: Agent) =>
  a.request('/api/generate/story', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(BODY),
  });
const untilProviderCalled = async (n: number) => {
  while (slow.requests.length < n) await new Promise((r) => setTimeout(r, 10));
};
const events = (text: string) =>
  text
    .split('\n\n')
    .filter((b) => b.startsWith('event: '))
    .map((b) => ({ event: b.slice(7, b.indexOf('\n')), data: JSON.parse(b.slice(b.indexOf('data: ') + 6)) }));

describe('generation admission', () => {
  it('past the cap a generation is refused with 503 and Retry-After before any token is spent', async () => {
    const first = await signUpOnboarded(t);
    const second = await signUpOnboarded(t);
    const before = (await profileOf(t, second.userId)).tokensRemaining;
    slow.reset();

    const running = start(first);
    await untilProviderCalled(1);
    const refused = await second.json('/api/generate/story', { method: 'POST', body: BODY });
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ error: { code: 'GENERATION_BUSY' } });
    expect(messageFor('GENERATION_BUSY')).toBe('Muita gente gerando agora; tente em alguns segundos');
    const again = await second.request('/api/generate/story', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BODY),
    });
    expect(again.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await profileOf(t, second.userId)).tokensRemaining).toBe(before);
    expect(await t.pautei.deps.db.select().from(tokenLedger).where(eq(tokenLedger.userId, second.userId))).toEqual([]);
    // Other routes stay served meanwhile.
    expect((await second.request('/api/me')).status).toBe(200);

    const done = events(await (await running).text());
    expect(done.at(-1)?.event).toBe('done');
    // The slot is free again.
    const ok = await second.json('/api/generate/story', { method: 'POST', body: BODY });
    expect(ok.status).toBe(200);
  });

  it('a reply the model has finished is saved only in its finishing turn, and then answered', async () => {
    const u = await signUpOnboarded(t);
    const services = t.pautei.deps.services;
    const usual = services.generations;
    // One turn for the whole instance, so the test can hold it the way a burst of other generations would.
    services.generations = new GenerationGate(10, 1);
    try {
      slow.reset();
      const response = await start(u);
      await untilProviderCalled(1);
      const other = services.generations.enter();
      if (typeof other === 'string') throw new Error(other);
      await other.finishing(); // free: a generation that is streaming holds no turn

      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let text = '';
      const read = () => reader.read().then(({ value, done }) => (done ? null : (text += value)));
      // Read until the model has been quiet for a while: the deltas are all in, the answer is not.
      for (;;) {
        const quiet = new Promise<'quiet'>((r) => setTimeout(() => r('quiet'), 500));
        if ((await Promise.race([read(), quiet])) === 'quiet') break;
      }
      expect(text).toContain('event: delta');
      expect(text).not.toContain('event: done');
      expect(await t.pautei.deps.db.select().from(tasks).where(eq(tasks.userId, u.userId))).toEqual([]);

      other.release();
      while ((await read()) !== null);
      expect(events(text).at(-1)?.event).toBe('done');
      expect(await t.pautei.deps.db.select().from(tasks).where(eq(tasks.userId, u.userId))).toHaveLength(1);
    } finally {
      services.generations = usual;
    }
  });

  it('on shutdown: new generations are refused, a running one past the drain window gets its error event and its token back', async () => {
    const u = await signUpOnboarded(t);
    const before = (await profileOf(t, u.userId)).tokensRemaining;
    slow.reset();
    const running = start(u);
    await untilProviderCalled(1);

    t.pautei.deps.draining = true;
    try {
      const refused = await u.json('/api/generate/story', { method: 'POST', body: BODY });
      expect(refused.status).toBe(503);
      expect(refused.body.error.code).toBe('SERVER_STOPPING');

      const aborted = await t.pautei.deps.services.generations.drain(0);
      expect(aborted).toBe(1);
      const got = events(await (await running).text());
      expect(got.at(-1)).toEqual({ event: 'error', data: { error: { code: 'GENERATION_INTERRUPTED' } } });
    } finally {
      t.pautei.deps.draining = false;
    }
    expect((await profileOf(t, u.userId)).tokensRemaining).toBe(before);
    expect(await t.pautei.deps.db.select().from(tasks).where(eq(tasks.userId, u.userId))).toEqual([]);
  });
});
