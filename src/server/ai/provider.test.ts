import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from '@tests/support/fake-openai';
import { AiCallError, createOpenAIProvider } from './provider';

let fake: FakeOpenAI;
beforeAll(async () => {
  // 40 ms between chunks: well inside the 150 ms stall timeout below, but many chunks take longer than it.
  fake = await startFakeOpenAI({ chunkDelayMs: 40 });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const call = {
  kind: 'story' as const,
  input: { description: 'Treino' } as never,
  ctx: { niche: 'fitness' },
  request: { prompt: 'Escreva o texto de UM story.', temperature: 0.7, maxOutputTokens: 500, json: false },
};

describe('the stall timeout', () => {
  const provider = () =>
    createOpenAIProvider({ apiKey: 'sk', baseURL: fake.url, model: 'gpt-4o', timeoutMs: 10_000, stallTimeoutMs: 150 });

  it('lets a steady stream run past it, however long, as long as chunks keep coming', async () => {
    const content = Array.from({ length: 12 }, (_, i) => `parte ${i} do texto`).join(' ');
    fake.setNext({ type: 'content', content });
    const pieces: string[] = [];
    const result = await provider().generate(call, { onText: (p) => pieces.push(p) });
    expect(result.text).toBe(content);
    // Five chunks or more, 40 ms apart: the stream lasted longer than the stall timeout.
    expect(pieces.length).toBeGreaterThanOrEqual(5);
  });

  it('ends a stream whose chunks stop midway as stalled', async () => {
    fake.setNext({ type: 'stall', afterChunks: 3 });
    const failure = await provider()
      .generate(call)
      .catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(AiCallError);
    expect(failure).toMatchObject({ code: 'AI_STALLED', streamed: true });
  });
});
