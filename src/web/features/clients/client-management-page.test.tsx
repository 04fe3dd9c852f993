import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
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

interface Call {
  method: string;
  url: string;
  body: unknown;
}

function serve(
  list: ClientListResponse,
  handlers: Record<string, (body: unknown) => { status: number; body: unknown }> = {},
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
      const url = new URL(req.url, 'http://localhost');
      const method = req.method;
      const text = await req.text();
      const body = text ? JSON.parse(text) : null;
      calls.push({ method, url: url.pathname + url.search, body });
      const json = (status: number, data: unknown) =>
        new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });
      const handler = handlers[`${method} ${url.pathname}`];
      if (handler) {
        const r = handler(body);
        return json(r.status, r.body);
      }
      if (url.pathname === '/api/config')
        return json(200, { aiOffline: true, aiModel: 'x', billingProvider: 'demo', chatUrl: CHAT_URL });
      if (url.pathname === '/api/clients' && method === 'GET') return json(200, list);
      return json(404, { error: { code: 'NOT_FOUND' } });
    }),
  );
  return calls;
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ClientManagementPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
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

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
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
