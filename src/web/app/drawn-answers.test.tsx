import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, dehydrate, hydrate, useQuery } from '@tanstack/react-query';
import { DRAWN_ANSWER_FRESH_MS, drawnAnswerStaleTime, rememberDrawnAnswers } from './drawn-answers';

/** The test's own query keys (no feature's). */
const keyOf = (name: string) => ['drawn-answers-test', name];

/** What the server drew the page with: its answers, dehydrated as the page carries them. */
function drawnState(answers: Record<string, string>) {
  const server = new QueryClient();
  for (const [key, value] of Object.entries(answers)) server.setQueryData(keyOf(key), value);
  return dehydrate(server);
}

function browserClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: drawnAnswerStaleTime } } });
}

function Shown({ name, ask, staleTime }: { name: string; ask: () => Promise<string>; staleTime?: number }) {
  const { data } = useQuery({ queryKey: keyOf(name), queryFn: ask, ...(staleTime === undefined ? {} : { staleTime }) });
  return <p>{`${name}: ${data ?? '…'}`}</p>;
}

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('the answers a drawn page brought', () => {
  it('are not asked again while the page attaches; a query the page did not bring is', async () => {
    window.history.replaceState(null, '', '/dashboard');
    const client = browserClient();
    const state = drawnState({ tokens: 'do servidor' });
    hydrate(client, state);
    rememberDrawnAnswers(client, state);
    const askTokens = vi.fn(async () => 'de novo');
    const askOther = vi.fn(async () => 'lido agora');
    render(
      <QueryClientProvider client={client}>
        <Shown name="tokens" ask={askTokens} />
        <Shown name="other" ask={askOther} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('other: lido agora')).toBeTruthy();
    expect(screen.getByText('tokens: do servidor')).toBeTruthy();
    expect(askTokens).not.toHaveBeenCalled();
    expect(askOther).toHaveBeenCalledTimes(1);
  });

  it('are asked again once changed, after a navigation, after the fresh time, or where the query sets its own', async () => {
    window.history.replaceState(null, '', '/dashboard');
    // Everything below the drawing happens within one millisecond, as it can on a fast machine.
    const now = Date.now();
    vi.useFakeTimers({ now, toFake: ['Date'] });
    const client = browserClient();
    const state = drawnState({ a: 'x', b: 'x', c: 'x', d: 'x' });
    hydrate(client, state);
    rememberDrawnAnswers(client, state, now);
    const query = (key: string) => client.getQueryCache().find({ queryKey: keyOf(key), exact: true })!;
    expect(drawnAnswerStaleTime(query('a'))).toBeGreaterThan(0);
    // A newer answer is no longer the drawn one, even with the same time.
    client.setQueryData(keyOf('a'), 'y');
    expect(query('a').state.dataUpdatedAt).toBe(query('b').state.dataUpdatedAt);
    expect(drawnAnswerStaleTime(query('a'))).toBe(0);
    vi.useRealTimers();
    // The fresh time ends DRAWN_ANSWER_FRESH_MS after the page took the answers.
    const b = query('b');
    expect(b.state.dataUpdatedAt + drawnAnswerStaleTime(b)).toBe(now + DRAWN_ANSWER_FRESH_MS);
    expect(b.isStaleByTime(drawnAnswerStaleTime(b))).toBe(false);
    vi.useFakeTimers({ now: now + DRAWN_ANSWER_FRESH_MS + 1, toFake: ['Date'] });
    expect(b.isStaleByTime(drawnAnswerStaleTime(b))).toBe(true);
    vi.useRealTimers();
    // Another page (or the same one with another query string) asks as usual.
    window.history.pushState(null, '', '/calendar');
    expect(drawnAnswerStaleTime(query('c'))).toBe(0);
    window.history.pushState(null, '', '/dashboard');
    expect(drawnAnswerStaleTime(query('c'))).toBeGreaterThan(0);
    // A query with its own freshness keeps it: staleTime 0 asks again at once.
    const askD = vi.fn(async () => 'nova');
    render(
      <QueryClientProvider client={client}>
        <Shown name="d" ask={askD} staleTime={0} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(askD).toHaveBeenCalledTimes(1));
  });
});
