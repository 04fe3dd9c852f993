import { afterAll, afterEach, beforeAll } from 'vitest';
import { createOpenAIProvider } from '@server/ai/provider';
import { startFakeOpenAI, type FakeOpenAI } from './fake-openai';
import { createTestApp, type TestApp } from './test-app';

/**
 * A test app whose model is a fake of its own, for a test file: both start before the file's tests and
 * close after them, and the fake forgets its queued faults after each test. `use` receives both once
 * started. The deadlines are short, so the fault tests (hang, stall) end quickly.
 */
export function useAppWithFakeModel(
  use: (t: TestApp, fake: FakeOpenAI) => void,
  deadlines: { timeoutMs: number; stallTimeoutMs: number } = { timeoutMs: 2000, stallTimeoutMs: 500 },
) {
  let t: TestApp | undefined;
  let fake: FakeOpenAI | undefined;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await createTestApp({
      env: {
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: fake.url,
        AI_TIMEOUT_MS: String(deadlines.timeoutMs),
        AI_STALL_TIMEOUT_MS: String(deadlines.stallTimeoutMs),
      },
    });
    use(t, fake);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  afterEach(() => fake?.reset());
}

/**
 * Runs `fn` while the app's model calls go to a fake of their own that writes slowly (`chunkDelayMs`
 * between chunks), so a test can act while the model is still writing: delete the item, cancel, stop.
 * The app's own provider is put back and the fake closed afterwards, whatever happened.
 */
export async function withSlowModel<T>(
  t: TestApp,
  chunkDelayMs: number,
  fn: (slow: FakeOpenAI) => Promise<T>,
): Promise<T> {
  const slow = await startFakeOpenAI({ chunkDelayMs });
  const original = t.pautei.deps.services.ai;
  t.pautei.deps.services.ai = providerAt(slow.url);
  try {
    return await fn(slow);
  } finally {
    t.pautei.deps.services.ai = original;
    await slow.close();
  }
}

/** The real OpenAI client pointed at a fake, with deadlines roomy enough for a shared, busy machine. */
export function providerAt(baseURL: string, deadlines: { timeoutMs?: number; stallTimeoutMs?: number } = {}) {
  return createOpenAIProvider({
    apiKey: 'sk',
    baseURL,
    model: 'gpt-4o',
    timeoutMs: deadlines.timeoutMs ?? 20_000,
    stallTimeoutMs: deadlines.stallTimeoutMs ?? 5_000,
  });
}
