import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { generateStream } from './generate-stream';
import { onGenerationSettled } from './generation-settled';

afterEach(() => vi.unstubAllGlobals());

function sseResponse(pieces: string[]) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const p of pieces) controller.enqueue(encoder.encode(p));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

const item = { id: 'i1', type: 'caption', content: 'Olá mundo', title: 'x' };

describe('generateStream', () => {
  it('streams deltas as the whole text so far and resolves with the item', async () => {
    const fetchMock = vi.fn(async () =>
      sseResponse([
        'event: delta\ndata: {"text":"Olá"}\n\n',
        'event: delta\nda',
        'ta: {"text":" mundo"}\n\nevent: done\ndata: ',
        JSON.stringify({ item }) + '\n\n',
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const seen: string[] = [];
    const settled = vi.fn();
    const off = onGenerationSettled(settled);
    const result = await generateStream('caption', { description: 'x' }, { onDelta: (t) => seen.push(t) });
    off();
    expect(result).toEqual(item);
    expect(seen).toEqual(['Olá', 'Olá mundo']);
    expect(settled).toHaveBeenCalledWith('caption');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/generate/caption');
    expect(new Headers(init.headers).get('accept')).toBe('text/event-stream');
  });

  it('reads events split across chunks, with comments, CRLF line ends and an unterminated last event', async () => {
    vi.stubGlobal('fetch', async () =>
      sseResponse([
        ': keepalive\n\nevent: del',
        'ta\ndata: {"text":"a"}\n',
        '\nevent: delta\r\ndata: {"text":"b"}\r',
        '\n\r\n',
        `event: done\ndata: ${JSON.stringify({ item })}`,
      ]),
    );
    const seen: string[] = [];
    const result = await generateStream('caption', { description: 'x' }, { onDelta: (t) => seen.push(t) });
    expect(seen).toEqual(['a', 'ab']);
    expect(result).toEqual(item);
  });

  it('passes partial objects for JSON kinds', async () => {
    vi.stubGlobal('fetch', async () =>
      sseResponse([
        'event: partial\ndata: {"object":{"title":"T"}}\n\n',
        `event: done\ndata: ${JSON.stringify({ item })}\n\n`,
      ]),
    );
    const partials: unknown[] = [];
    await generateStream('reel_idea', { description: 'x' }, { onPartial: (o) => partials.push(o) });
    expect(partials).toEqual([{ title: 'T' }]);
  });

  it('throws the server code of an error event', async () => {
    vi.stubGlobal('fetch', async () =>
      sseResponse(['event: delta\ndata: {"text":"a"}\n\n', 'event: error\ndata: {"error":{"code":"AI_TIMEOUT"}}\n\n']),
    );
    const err = await generateStream('story', { description: 'x' }).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.code).toBe('AI_TIMEOUT');
  });

  it('throws the code of a JSON error answered before the stream', async () => {
    const settled = vi.fn();
    const off = onGenerationSettled(settled);
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ error: { code: 'TOKENS_EXHAUSTED', params: { days: 4 } } }), {
          status: 402,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const err = await generateStream('story', { description: 'x' }).catch((e) => e);
    off();
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(402);
    expect(err.code).toBe('TOKENS_EXHAUSTED');
    expect(err.message).toBe('Você esgotou seus tokens mensais. Próxima renovação em 4 dia(s).');
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('a stream that ends without done is a broken stream', async () => {
    vi.stubGlobal('fetch', async () => sseResponse(['event: delta\ndata: {"text":"a"}\n\n']));
    const err = await generateStream('story', { description: 'x' }).catch((e) => e);
    expect(err.code).toBe('AI_STREAM_BROKEN');
  });

  it('a network failure is NETWORK', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    const err = await generateStream('story', { description: 'x' }).catch((e) => e);
    expect(err.code).toBe('NETWORK');
  });
});
