import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { tokenKeys } from '../entities/tokens/api';
import { api, unwrap } from '../lib/api';
import { sessionKeys } from '../lib/session';
import { drawWithQueries } from './draw-with-queries';

/** The app's API as a fake: every call is counted, and answered from `answers` (404 otherwise). */
function fakeApi(answers: Record<string, () => Response>) {
  const calls: string[] = [];
  const fetchApi = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://pautei.test');
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    return answers[url.pathname]?.() ?? new Response(null, { status: 404 });
  };
  return { calls, fetchApi };
}
const json =
  (body: unknown, status = 200) =>
  () =>
    Response.json(body, { status });

const Later = lazy(async () => ({ default: () => <p>parte que chega depois</p> }));

/** The session, then the tokens once the session is known (a dependent query), and a query left disabled. */
function Page() {
  const me = useQuery({ queryKey: sessionKeys.me, queryFn: () => unwrap(api.me.$get()) });
  const tokens = useQuery({ queryKey: tokenKeys.all, queryFn: () => unwrap(api.tokens.$get()), enabled: !!me.data });
  const never = useQuery({ queryKey: sessionKeys.config, queryFn: () => unwrap(api.config.$get()), enabled: false });
  return (
    <main>
      <h1>{me.data ? `Olá, ${me.data.user.name}` : 'carregando sessão'}</h1>
      <p>{tokens.data ? `saldo ${tokens.data.tokensRemaining}` : 'carregando tokens'}</p>
      <p>{never.isPending ? 'sem config' : 'config'}</p>
      <Suspense fallback={<p>esperando</p>}>
        <Later />
      </Suspense>
    </main>
  );
}
const tree = (client: QueryClient) => (
  <QueryClientProvider client={client}>
    <Page />
  </QueryClientProvider>
);

describe('drawWithQueries', () => {
  it('reads what the page asks for, round after round, once each, and draws it whole', async () => {
    const { calls, fetchApi } = fakeApi({
      '/api/me': json({ user: { name: 'Bia' } }),
      '/api/tokens': json({ tokensRemaining: 7 }),
    });
    const drawn = await drawWithQueries(tree, fetchApi);
    expect(drawn!.html).toContain('Olá, Bia');
    expect(drawn!.html).toContain('saldo 7');
    expect(drawn!.html).toContain('sem config');
    // The lazy piece is drawn, not its fallback.
    expect(drawn!.html).toContain('parte que chega depois');
    expect(drawn!.html).not.toMatch(/esperando|<!--\$[!?]/);
    expect(calls).toEqual(['GET /api/me', 'GET /api/tokens']);
    const queries = (drawn!.queries as { queries: { queryKey: unknown[] }[] }).queries.map((q) => q.queryKey);
    expect(queries).toEqual([['me'], ['tokens']]);
  });

  it('leaves a failed read out, drawn as still loading, for the browser to make again', async () => {
    const { fetchApi } = fakeApi({
      '/api/me': json({ user: { name: 'Bia' } }),
      '/api/tokens': json({ error: 'x' }, 500),
    });
    const drawn = await drawWithQueries(tree, fetchApi);
    expect(drawn!.html).toContain('carregando tokens');
    const queries = (drawn!.queries as { queries: { queryKey: unknown[] }[] }).queries.map((q) => q.queryKey);
    expect(queries).toEqual([['me']]);
  });

  it('draws nothing for a visitor the API does not know, nor for answers the page refuses', async () => {
    const signedOut = fakeApi({ '/api/me': json({ error: { code: 'UNAUTHENTICATED' } }, 401) });
    expect(await drawWithQueries(tree, signedOut.fetchApi)).toBeNull();
    expect(signedOut.calls).toEqual(['GET /api/me']);

    const known = fakeApi({ '/api/me': json({ user: { name: 'Bia' } }), '/api/tokens': json({ tokensRemaining: 7 }) });
    expect(await drawWithQueries(tree, known.fetchApi, () => false)).toBeNull();
  });

  it('sends the calls of two drawings at once each to its own visitor', async () => {
    const bia = fakeApi({ '/api/me': json({ user: { name: 'Bia' } }), '/api/tokens': json({ tokensRemaining: 7 }) });
    const caio = fakeApi({ '/api/me': json({ user: { name: 'Caio' } }), '/api/tokens': json({ tokensRemaining: 2 }) });
    const [a, b] = await Promise.all([drawWithQueries(tree, bia.fetchApi), drawWithQueries(tree, caio.fetchApi)]);
    expect(a!.html).toContain('Olá, Bia');
    expect(a!.html).toContain('saldo 7');
    expect(b!.html).toContain('Olá, Caio');
    expect(b!.html).toContain('saldo 2');
  });
});
