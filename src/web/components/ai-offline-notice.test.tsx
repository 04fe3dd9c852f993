import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AiOfflineNotice } from './ai-offline-notice';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderOffline(ui: React.ReactNode) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ aiOffline: true, aiModel: 'gpt-4o', billingProvider: 'demo', chatUrl: 'x' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe('AiOfflineNotice for creators and agencies', () => {
  it('is one line: demonstration mode, example texts, a token per generation — no server instructions', async () => {
    renderOffline(<AiOfflineNotice />);
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(
      'A IA está em modo de demonstração: os textos gerados são exemplos. Cada geração usa 1 token normalmente.',
    );
    expect(notice).not.toHaveTextContent(/OPENAI_API_KEY|AI_MODEL/);
  });
});
