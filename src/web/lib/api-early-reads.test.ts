import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  delete (globalThis as Record<string, unknown>).__pauteiEarlyReads;
  vi.unstubAllGlobals();
  vi.resetModules();
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

it('hands the answer the page already asked for to the first GET of that address, once', async () => {
  (globalThis as Record<string, unknown>).__pauteiEarlyReads = {
    '/api/tokens': Promise.resolve(json({ from: 'page' })),
  };
  const fetchMock = vi.fn(async () => json({ from: 'network' }));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(performance, 'now').mockReturnValue(1_000);
  const { api } = await import('./api');

  expect(await (await api.tokens.$get()).json()).toEqual({ from: 'page' });
  expect(fetchMock).not.toHaveBeenCalled();
  expect(await (await api.tokens.$get()).json()).toEqual({ from: 'network' });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('without answers from the page, every call goes to the network', async () => {
  const fetchMock = vi.fn(async () => json({ from: 'network' }));
  vi.stubGlobal('fetch', fetchMock);
  const { api } = await import('./api');
  expect(await (await api.tokens.$get()).json()).toEqual({ from: 'network' });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('an answer the page got more than a few seconds ago is not used: the figures are asked for again', async () => {
  (globalThis as Record<string, unknown>).__pauteiEarlyReads = {
    '/api/tokens': Promise.resolve(json({ from: 'page' })),
  };
  const fetchMock = vi.fn(async () => json({ from: 'network' }));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(performance, 'now').mockReturnValue(60_000);
  const { api } = await import('./api');
  expect(await (await api.tokens.$get()).json()).toEqual({ from: 'network' });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('hands the first answers out together, once the last one is in, so the page draws once', async () => {
  let answerMe!: (res: Response) => void;
  (globalThis as Record<string, unknown>).__pauteiEarlyReads = {
    '/api/tokens': Promise.resolve(json({ from: 'page', read: 'tokens' })),
    '/api/me': new Promise<Response>((resolve) => (answerMe = resolve)),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json({ from: 'network' })),
  );
  vi.spyOn(performance, 'now').mockReturnValue(1_000);
  const { api } = await import('./api');

  let tokensIn = false;
  const tokens = api.tokens.$get().then((res) => {
    tokensIn = true;
    return res.json();
  });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(tokensIn).toBe(false);

  answerMe(json({ from: 'page', read: 'me' }));
  expect(await tokens).toEqual({ from: 'page', read: 'tokens' });
  expect(await (await api.me.$get()).json()).toEqual({ from: 'page', read: 'me' });
});

it('a failed first read fails only the call that takes it; the others still get their answers', async () => {
  (globalThis as Record<string, unknown>).__pauteiEarlyReads = {
    '/api/tokens': Promise.resolve(json({ from: 'page' })),
    '/api/me': Promise.reject(new TypeError('Failed to fetch')),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json({ from: 'network' })),
  );
  vi.spyOn(performance, 'now').mockReturnValue(1_000);
  const { api } = await import('./api');
  expect(await (await api.tokens.$get()).json()).toEqual({ from: 'page' });
  await expect(api.me.$get()).rejects.toThrow('Failed to fetch');
});

it('in a team, a review link’s early answer is still used (it is the same for anyone), other reads go out again', async () => {
  const { rememberWorkspace } = await import('./workspace');
  rememberWorkspace('team-owner-id');
  try {
    (globalThis as Record<string, unknown>).__pauteiEarlyReads = {
      '/api/review/abc_DEF-123': Promise.resolve(json({ from: 'page', read: 'review' })),
      '/api/tokens': Promise.resolve(json({ from: 'page', read: 'tokens' })),
    };
    const fetchMock = vi.fn(async () => json({ from: 'network' }));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(performance, 'now').mockReturnValue(1_000);
    const { api } = await import('./api');

    expect(await (await api.review[':token'].$get({ param: { token: 'abc_DEF-123' } })).json()).toEqual({
      from: 'page',
      read: 'review',
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await (await api.tokens.$get()).json()).toEqual({ from: 'network' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  } finally {
    rememberWorkspace(null);
  }
});
