import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from '@tests/support/fake-openai';
import { ChatCompletionError, contentOf, createChatCompletionClient } from './chat-completions';

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const request = { model: 'gpt-4o', prompt: 'Uma legenda sobre treino', temperature: 0.7, maxOutputTokens: 500 };

describe('createChatCompletionClient', () => {
  it('sends the Chat Completions body the call contract asks for, streamed with usage', async () => {
    const client = createChatCompletionClient({ apiKey: 'sk-test', baseURL: fake.url });
    await client.stream(
      { ...request, system: 'Você é um redator.' },
      { signal: new AbortController().signal, onText() {} },
    );
    await client.stream(request, { signal: new AbortController().signal, onText() {} });
    const [withSystem, withoutSystem] = fake.requests;
    expect(withSystem?.headers.authorization).toBe('Bearer sk-test');
    expect(withSystem?.body).toMatchObject({
      model: 'gpt-4o',
      temperature: 0.7,
      max_tokens: 500,
      stream: true,
      stream_options: { include_usage: true },
      messages: [
        { role: 'system', content: 'Você é um redator.' },
        { role: 'user', content: 'Uma legenda sobre treino' },
      ],
    });
    // No system message when the call has none (the story call).
    expect(withoutSystem?.body.messages).toEqual([{ role: 'user', content: 'Uma legenda sobre treino' }]);
  });

  it('hands over each piece in order and resolves with the whole text and the usage', async () => {
    const client = createChatCompletionClient({ apiKey: 'sk', baseURL: fake.url });
    const pieces: string[] = [];
    const result = await client.stream(request, {
      signal: new AbortController().signal,
      onText: (piece) => pieces.push(piece),
    });
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe(result.text);
    expect(result.text.length).toBeGreaterThan(20);
    expect(result.usage.outputTokens).toBeGreaterThan(0);
    expect(result.usage.totalTokens).toBe(result.usage.inputTokens + result.usage.outputTokens);
  });

  it('an HTTP error rejects with its status and body', async () => {
    fake.setNext({ type: 'insufficient_quota' });
    const client = createChatCompletionClient({ apiKey: 'sk', baseURL: fake.url });
    const failure = await client
      .stream(request, { signal: new AbortController().signal, onText() {} })
      .catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ChatCompletionError);
    expect(failure).toMatchObject({ kind: 'status', status: 429 });
    expect((failure as ChatCompletionError).body).toContain('insufficient_quota');
  });

  it('a connection cut midway or an unreadable chunk rejects as a broken stream', async () => {
    const client = createChatCompletionClient({ apiKey: 'sk', baseURL: fake.url });
    for (const behaviour of [
      { type: 'break', afterChunks: 2 },
      { type: 'bad_chunk', afterChunks: 2 },
    ] as const) {
      fake.setNext(behaviour);
      const pieces: string[] = [];
      const failure = await client
        .stream(request, { signal: new AbortController().signal, onText: (p) => pieces.push(p) })
        .catch((err: unknown) => err);
      expect(failure).toMatchObject({ kind: 'stream' });
      expect(pieces.length).toBeGreaterThan(0);
    }
  });

  it('aborting the signal ends the call at once', async () => {
    fake.setNext({ type: 'hang' });
    const client = createChatCompletionClient({ apiKey: 'sk', baseURL: fake.url });
    const controller = new AbortController();
    const call = client.stream(request, { signal: controller.signal, onText() {} });
    setTimeout(() => controller.abort(new Error('stop')), 20);
    await expect(call).rejects.toThrow('stop');
  });
});

describe('contentOf (the quick read of an ordinary chunk)', () => {
  const chunk = (delta: unknown, extra: Record<string, unknown> = {}) =>
    JSON.stringify({
      id: 'chatcmpl-1',
      object: 'chat.completion.chunk',
      model: 'gpt-4o',
      choices: [{ index: 0, delta, logprobs: null, finish_reason: null }],
      usage: null,
      ...extra,
    });

  it('reads the text as the full parse would, escapes included', () => {
    for (const text of [
      'Olá',
      ' treino',
      '',
      'aspas "assim" e \\ barra',
      'linha\nnova\ttab',
      'emoji 💪🏽 e ç',
      '\u0000',
    ]) {
      const data = chunk({ content: text });
      expect(contentOf(data)).toBe(
        (JSON.parse(data) as { choices: [{ delta: { content: string } }] }).choices[0].delta.content,
      );
    }
  });

  it('leaves anything else to the full parse', () => {
    expect(contentOf(chunk({ role: 'assistant', content: '' }))).toBeUndefined();
    expect(
      contentOf(JSON.stringify({ choices: [], usage: { prompt_tokens: 1, completion_tokens: 2 } })),
    ).toBeUndefined();
    expect(contentOf(chunk({}, { finish_reason: 'stop' }))).toBeUndefined();
    expect(
      contentOf(JSON.stringify({ error: { message: 'boom' }, choices: [{ delta: { content: 'x' } }] })),
    ).toBeUndefined();
    expect(contentOf('{"choices":[{"delta":{"content":"sem fim')).toBeUndefined();
  });
});
