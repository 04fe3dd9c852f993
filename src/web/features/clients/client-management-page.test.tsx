import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { handle, renderWithProviders, reply, stubApi } from '@tests/support/render';
import { meFixture } from '@tests/support/me';
import ClientManagementPage from './client-management-page';
import type { ClientListResponse, ClientView } from '@shared/schemas/clients';

const CHAT_URL = 'https://wa.me/5511999999999';

const client = (n: number, extra: Partial<ClientView> = {}): ClientView => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Cliente ${n}`,
  niche: 'fitness',
  email: null,
  phone: null,
  dailyRoutine: null,
  notes: null,
  status: 'active',
  createdAt: '2026-03-10T12:00:00.000Z',
  updatedAt: '2026-03-10T12:00:00.000Z',
  ...extra,
});

function serve(
  list: ClientListResponse,
  handlers: Record<string, (body: unknown) => { status: number; body: unknown }> = {},
) {
  const routes: Record<string, unknown> = {
    '/api/me': meFixture({ role: 'owner' }),
    '/api/config': { aiOffline: true, aiModel: 'x', billingProvider: 'demo', chatUrl: CHAT_URL },
    'GET /api/clients': list,
  };
  for (const [key, handler] of Object.entries(handlers))
    routes[key] = handle((call) => {
      const r = handler(call.body);
      return reply(r.status, r.body);
    });
  return stubApi(routes).calls;
}

function renderPage() {
  renderWithProviders(<ClientManagementPage />);
}

// jsdom has no <dialog> methods; the Modal falls back to the open attribute for showModal only.
beforeAll(() => {
  const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  proto.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

describe('ClientManagementPage', () => {
  it('shows the counter and remaining slots, and opens the create form', async () => {
    serve({
      clients: [client(1), client(2, { niche: 'Pet shop', phone: '(11) 98765-4321' })],
      quota: { limit: 5, current: 2, remaining: 3, unlimited: false },
    });
    renderPage();
    expect(await screen.findByTestId('client-counter')).toHaveTextContent('2/5');
    expect(screen.getByTestId('client-remaining')).toHaveTextContent('3');
    expect(screen.getByRole('heading', { name: 'Cliente 2' })).toBeInTheDocument();
    expect(screen.getByText('Pet shop')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Solicitar plano personalizado' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Novo Cliente' }));
    const form = screen.getByRole('form', { name: 'Novo cliente' });
    for (const label of [
      'Nome do cliente',
      'E-mail',
      'Telefone (WhatsApp)',
      'Nicho',
      'Rotina diária do cliente',
      'Observações',
    ]) {
      expect(within(form).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`))).toBeInTheDocument();
    }
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar Cliente' }));
    expect(await within(form).findByText('Nome do cliente é obrigatório')).toBeInTheDocument();
    // 'outros' reveals the free-text niche.
    expect(within(form).queryByLabelText(/Especifique o nicho/)).not.toBeInTheDocument();
    await userEvent.selectOptions(within(form).getByLabelText('Nicho'), 'outros');
    expect(within(form).getByLabelText(/Especifique o nicho/)).toBeInTheDocument();
  });

  it('at the limit, disables creation and offers the custom plan through the chat link', async () => {
    serve({
      clients: [1, 2, 3, 4, 5].map((n) => client(n)),
      quota: { limit: 5, current: 5, remaining: 0, unlimited: false },
    });
    renderPage();
    const button = await screen.findByRole('button', { name: 'Limite Atingido (5/5)' });
    expect(button).toBeDisabled();
    expect(await screen.findByRole('link', { name: 'Solicitar plano personalizado' })).toHaveAttribute(
      'href',
      CHAT_URL,
    );
  });

  it("shows 'Ilimitado' for clients_limit 999", async () => {
    serve({ clients: [client(1)], quota: { limit: 999, current: 6, remaining: null, unlimited: true } });
    renderPage();
    expect(await screen.findByTestId('client-counter')).toHaveTextContent('6/Ilimitado');
    expect(screen.getByTestId('client-remaining')).toHaveTextContent('Ilimitado');
    expect(screen.getByRole('button', { name: 'Novo Cliente' })).toBeEnabled();
  });

  it('asks before deleting and sends the delete', async () => {
    const calls = serve(
      { clients: [client(1), client(2)], quota: { limit: 5, current: 2, remaining: 3, unlimited: false } },
      {
        'DELETE /api/clients/00000000-0000-4000-8000-000000000001': () => ({
          status: 200,
          body: { quota: { limit: 5, current: 1, remaining: 4, unlimited: false } },
        }),
      },
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir Cliente 1' }));
    expect(screen.getByText('Tem certeza que deseja excluir Cliente 1?')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    await vi.waitFor(() =>
      expect(
        calls.some((c) => c.method === 'DELETE' && c.url === '/api/clients/00000000-0000-4000-8000-000000000001'),
      ).toBe(true),
    );
  });
});

describe('ClientManagementPage: the posting plan on each card', () => {
  it('shows the next time, the scheduled, overdue and published counts, from one call for the list', async () => {
    const calls = serve(
      {
        clients: [client(1), client(2), client(3)],
        quota: { limit: 5, current: 3, remaining: 2, unlimited: false },
      },
      {
        'GET /api/publication/clients': () => ({
          status: 200,
          body: {
            clients: [
              {
                clientId: client(1).id,
                scheduled: 2,
                overdue: 1,
                publishedThisMonth: 3,
                nextPublishAt: '2027-03-16T13:00:00.000Z',
              },
              { clientId: client(2).id, scheduled: 0, overdue: 0, publishedThisMonth: 1, nextPublishAt: null },
            ],
          },
        }),
      },
    );
    renderPage();
    const cards = await screen.findAllByTestId('client-card');
    const lineOf = async (name: string) => {
      const card = cards.find((c) => within(c).queryByRole('heading', { name }))!;
      return within(card).findByTestId('publication-summary');
    };
    const first = await lineOf('Cliente 1');
    expect(first).toHaveTextContent(
      'Postagens: próxima 16/03/2027 10:00 · 2 agendadas · 1 atrasada · 3 publicadas este mês',
    );
    expect(within(first).getByText('1 atrasada')).toHaveClass('text-red-700');
    expect(await lineOf('Cliente 2')).toHaveTextContent('Postagens: 0 agendadas · 1 publicada este mês');
    expect(await lineOf('Cliente 3')).toHaveTextContent('Postagens: nada agendado');
    expect(calls.filter((c) => c.path === '/api/publication/clients')).toHaveLength(1);
  });
});
