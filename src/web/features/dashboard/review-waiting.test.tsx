import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, stubApi } from '@tests/support/render';
import { meFixture } from '@tests/support/me';
import { ReviewWaitingCard } from './review-waiting';

afterEach(cleanup);

const waiting = {
  waiting: {
    count: 7,
    items: [
      { id: 'i1', type: 'caption', title: 'Treino de pernas', clientId: 'c1', clientName: 'Academia Sol' },
      { id: 'i2', type: 'reels', title: 'Agachamento livre', clientId: 'c1', clientName: 'Academia Sol' },
    ],
  },
};

describe('Aguardando a sua revisão', () => {
  it('leads a Revisor’s dashboard with the count and each item linking to it', async () => {
    stubApi({ 'GET /api/me': meFixture({ role: 'reviewer' }), 'GET /api/internal-review/waiting': waiting });
    renderWithProviders(<ReviewWaitingCard />);
    const card = await screen.findByRole('region', { name: 'Aguardando a sua revisão' });
    expect(within(card).getByText('7 conteúdos dos seus clientes aguardam a sua revisão.')).toBeTruthy();
    const link = within(card).getByRole('link', { name: /Treino de pernas/ });
    expect(link.getAttribute('href')).toBe('/history?item=i1');
    expect(link.textContent).toContain('Academia Sol');
    expect(within(card).getByRole('link', { name: 'Ver todos no Histórico' })).toBeTruthy();
  });

  it('says when nothing waits', async () => {
    stubApi({
      'GET /api/me': meFixture({ role: 'reviewer' }),
      'GET /api/internal-review/waiting': { waiting: { count: 0, items: [] } },
    });
    renderWithProviders(<ReviewWaitingCard />);
    expect(await screen.findByText('Nada aguardando a sua revisão nos seus clientes agora.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('is not shown to an Editor, who is not even asked', async () => {
    const api = stubApi({ 'GET /api/me': meFixture({ role: 'editor' }), 'GET /api/internal-review/waiting': waiting });
    renderWithProviders(<ReviewWaitingCard />);
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/me')).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region')).toBeNull();
    expect(api.calls.some((c) => c.path.startsWith('/api/internal-review'))).toBe(false);
  });
});
