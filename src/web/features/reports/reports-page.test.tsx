import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubApi } from '@tests/support/render';
import { meFixture } from '@tests/support/me';
import type { MonthlyReport } from '@shared/schemas/report';
import ReportsPage from './reports-page';

afterEach(cleanup);

const CLIENT_ID = '00000000-0000-4000-8000-0000000000c1';

function reportFixture(): MonthlyReport {
  return {
    month: '2026-10',
    monthLabel: 'outubro de 2026',
    client: { id: CLIENT_ID, name: 'Padaria' },
    brand: { name: 'Agência Sol', background: '#FFF8F0', text: '#1F2937', accent: '#E4572E', logo: null },
    empty: false,
    opening: 'Em outubro de 2026 produzimos 1 conteúdo para Padaria: 1 legenda.',
    produced: { total: 1, byKind: [{ kind: 'caption', label: 'Legenda', pluralLabel: 'Legendas', count: 1 }] },
    approval: { approved: 0, firstRound: 0, afterAdjustments: 0, medianMs: null, medianLabel: null },
    publication: {
      planned: 1,
      published: 1,
      onTime: 1,
      late: 0,
      unplanned: 0,
      notPublished: 0,
      items: [
        { id: 'i1', title: 'Pão de queijo', kind: 'caption', kindLabel: 'Legenda', reach: null, engagement: null },
      ],
    },
    dates: { covered: [], missed: [] },
    publi: { items: [], labelled: 0, unlabelled: 0 },
    metrics: null,
    nextMonth: { month: '2026-11', monthLabel: 'novembro de 2026', scheduled: [], dates: [] },
  };
}

function serve(role: 'owner' | 'reviewer') {
  return stubApi({
    '/api/me': meFixture({ role }),
    '/api/clients': {
      clients: [{ id: CLIENT_ID, name: 'Padaria', niche: 'food', status: 'active' }],
      quota: { limit: 5, current: 1, remaining: 4, unlimited: false },
    },
    '/api/reports': { report: reportFixture() },
    '/api/reports/links': { links: [] },
    'PUT /api/reports/items/i1/metrics': { itemId: 'i1', reach: 1200, engagement: 80 },
  });
}

describe('the report screen', () => {
  it('a Revisor reads the report but is offered neither the WhatsApp send nor the figures form', async () => {
    serve('reviewer');
    renderWithProviders(<ReportsPage />);
    expect(await screen.findByText('Em outubro de 2026 produzimos 1 conteúdo para Padaria: 1 legenda.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Baixar PDF' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/api/reports/pdf\\?month=\\d{4}-\\d{2}&clientId=${CLIENT_ID}$`)),
    );
    expect(screen.queryByRole('button', { name: 'Enviar por WhatsApp' })).toBeNull();
    expect(screen.queryByLabelText('Alcance de Pão de queijo')).toBeNull();
  });

  it('refuses a figure that is not a whole number before calling the server, then saves good ones', async () => {
    const { calls } = serve('owner');
    renderWithProviders(<ReportsPage />);
    const reach = await screen.findByLabelText('Alcance de Pão de queijo');
    expect(screen.getByRole('button', { name: 'Enviar por WhatsApp' })).toBeVisible();
    await userEvent.type(reach, '12,5');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar números' }));
    expect(
      await screen.findByText('Informe um número inteiro de 0 a 1.000.000.000 (ou deixe em branco).'),
    ).toBeVisible();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.clear(reach);
    await userEvent.type(reach, '1.200');
    await userEvent.type(screen.getByLabelText('Engajamento de Pão de queijo'), '80');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar números' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ reach: 1200, engagement: 80 }));
  });
});
