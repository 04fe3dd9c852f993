import { createOpenAIProvider } from '@server/ai/provider';
import { startFakeOpenAI, type FakeOpenAI } from './fake-openai';
import type { TestApp } from './test-app';

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
