import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Forwarder, type SseSink } from './sse';

/** A sink that records what was written and can play a slow reader. */
interface RecordingSink extends SseSink {
  writes: string[];
  behind: boolean;
  ended: boolean;
  drain(): void;
}

function recordingSink(): RecordingSink {
  const writes: string[] = [];
  let drain = () => {};
  const sink: RecordingSink = {
    writes,
    behind: false,
    ended: false,
    write(chunk: string) {
      writes.push(chunk);
      return !sink.behind;
    },
    end() {
      sink.ended = true;
    },
    onDrain(listener: () => void) {
      drain = listener;
    },
    onGone() {},
    drain() {
      sink.behind = false;
      drain();
    },
  };
  return sink;
}

const events = (writes: string[]) =>
  writes.map((w) => {
    const [, event = '', data = ''] = /^event: (\w+)\ndata: (.*)\n\n$/.exec(w) ?? [];
    return { event, data: JSON.parse(data) as Record<string, unknown> };
  });

describe('Forwarder (text kinds)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the first words at once, then writes the pieces that arrive within a window as one event', () => {
    const sink = recordingSink();
    const forward = new Forwarder(sink, false, { textMs: 25, partialMs: 100 });
    // What the person is waiting for goes out as it comes, without waiting for a window.
    forward.onText('Ola');
    expect(events(sink.writes)).toEqual([{ event: 'delta', data: { text: 'Ola' } }]);
    forward.onText(', mun');
    forward.onText('do');
    expect(sink.writes).toHaveLength(1);
    vi.advanceTimersByTime(25);
    expect(events(sink.writes).map((e) => e.data.text)).toEqual(['Ola', ', mundo']);
    forward.onText('!');
    vi.advanceTimersByTime(25);
    expect(events(sink.writes).map((e) => e.data.text)).toEqual(['Ola', ', mundo', '!']);
  });

  it('holds writes back while the reader is behind, then sends what accumulated in one write', () => {
    const sink = recordingSink();
    const forward = new Forwarder(sink, false, { textMs: 25, partialMs: 100 });
    sink.behind = true;
    forward.onText('a');
    vi.advanceTimersByTime(25);
    expect(sink.writes).toHaveLength(1);
    for (const piece of ['b', 'c', 'd']) {
      forward.onText(piece);
      vi.advanceTimersByTime(25);
    }
    // Nothing more was written to the slow reader.
    expect(sink.writes).toHaveLength(1);
    sink.drain();
    expect(events(sink.writes).map((e) => e.data.text)).toEqual(['a', 'bcd']);
  });

  it('sends the text still waiting before done, even to a slow reader, and ends once', async () => {
    const sink = recordingSink();
    const forward = new Forwarder(sink, false, { textMs: 25, partialMs: 100 });
    sink.behind = true;
    forward.onText('um');
    vi.advanceTimersByTime(25);
    forward.onText(' dois');
    await forward.send('done', { item: { id: 'x' } });
    forward.close();
    forward.close();
    expect(events(sink.writes)).toEqual([
      { event: 'delta', data: { text: 'um' } },
      { event: 'delta', data: { text: ' dois' } },
      { event: 'done', data: { item: { id: 'x' } } },
    ]);
    expect(sink.ended).toBe(true);
  });

  it('with a zero window each piece is its own event', () => {
    const sink = recordingSink();
    const forward = new Forwarder(sink, false, { textMs: 0, partialMs: 100 });
    forward.onText('a');
    forward.onText('b');
    expect(events(sink.writes).map((e) => e.data.text)).toEqual(['a', 'b']);
  });
});

describe('Forwarder (JSON kinds)', () => {
  it('sends the first partial object at once and the complete one before done', async () => {
    const sink = recordingSink();
    const forward = new Forwarder(sink, true, { textMs: 25, partialMs: 60_000 });
    forward.onText('{"title": "Tr');
    forward.onText('eino", "slides": [');
    forward.onText('{"text": "um"}]}');
    await forward.send('done', { item: {} });
    const sent = events(sink.writes);
    expect(sent.map((e) => e.event)).toEqual(['partial', 'partial', 'done']);
    expect(sent[0]!.data.object).toEqual({ title: 'Tr' });
    expect(sent[1]!.data.object).toEqual({ title: 'Treino', slides: [{ text: 'um' }] });
  });
});
