import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { handle, renderWithProviders, reply, stubApi } from '@tests/support/render';
import { meFixture } from '@tests/support/me';
import type { AddedReviewItems, ReviewLinkSummary } from '@shared/schemas/approval';
import { WaitingRoundsCard } from './approval-figures';
import { SendForApprovalDialog } from './send-for-approval-dialog';

// jsdom has no <dialog> methods; the Modal falls back to the open attribute for showModal only.
beforeAll(() => {
  const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  proto.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const link = (over: Partial<ReviewLinkSummary>): ReviewLinkSummary => ({
  id: 'l-open',
  clientId: 'c1',
  clientName: 'Padaria',
  status: 'open',
  createdAt: '2026-11-20T12:00:00.000Z',
  expiresAt: '2026-12-04T12:00:00.000Z',
  revokedAt: null,
  remindedAt: null,
  addressKept: true,
  items: [
    { id: 'i1', type: 'caption', title: 'Pão na chapa', approvalState: 'pending' },
    { id: 'i2', type: 'caption', title: 'Sonho de creme', approvalState: 'approved' },
  ],
  movedCount: 0,
  ...over,
});

const NEW_ITEM = { id: 'i3', title: 'Bolo de milho', clientId: 'c1', clientName: 'Padaria' };

describe('sending to a client with an open link', () => {
  it('adds to the open link by default and says what was added, at the same address', async () => {
    const user = userEvent.setup();
    const open = link({});
    const api = stubApi({
      'GET /api/approval/links': {
        links: [link({ id: 'l-old', status: 'revoked', createdAt: '2026-11-25T12:00:00.000Z' }), open],
      },
      'POST /api/approval/links/l-open/items': handle(() =>
        reply(200, {
          added: 1,
          link: { ...open, items: [...open.items, { ...NEW_ITEM, type: 'caption', approvalState: 'pending' }] },
          address: {
            url: 'http://localhost/r/tok',
            token: 'tok',
            recipient: { name: 'Padaria', phone: null, hasEmail: false },
            link: open,
          },
        } satisfies AddedReviewItems),
      ),
    });
    renderWithProviders(<SendForApprovalDialog open onClose={() => {}} items={[NEW_ITEM]} />);
    const dialog = screen.getByRole('dialog', { name: 'Enviar para aprovação' });
    const add = await within(dialog).findByRole('radio', {
      name: 'Adicionar ao link aberto de Padaria (1 item aguardando)',
    });
    expect(add).toHaveProperty('checked', true);
    expect(within(dialog).queryByLabelText('Validade do link')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Adicionar ao link' }));
    expect(await within(dialog).findByText('Adicionado ao link aberto')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ items: ['i3'] });
    expect(within(dialog).getByLabelText('Link de aprovação')).toHaveProperty('value', 'http://localhost/r/tok');
    expect((within(dialog).getByLabelText('Mensagem') as HTMLTextAreaElement).value).toBe(
      'Olá, Padaria! Adicionei 1 conteúdo ao seu link de aprovação:\n• Bolo de milho\n' +
        'Agora são 2 aguardando a sua aprovação. É só abrir o mesmo link, sem cadastro, e aprovar ou pedir ajuste em cada um:\n' +
        'http://localhost/r/tok',
    );
  });

  it('proposes the link still waiting, never a newer one already answered', async () => {
    stubApi({
      'GET /api/approval/links': {
        links: [
          link({ id: 'l-answered', status: 'answered', createdAt: '2026-11-26T12:00:00.000Z' }),
          link({ id: 'l-open', status: 'open', createdAt: '2026-11-20T12:00:00.000Z' }),
        ],
      },
    });
    renderWithProviders(<SendForApprovalDialog open onClose={() => {}} items={[NEW_ITEM]} />);
    const dialog = screen.getByRole('dialog', { name: 'Enviar para aprovação' });
    const add = await within(dialog).findByRole('radio', {
      name: 'Adicionar ao link aberto de Padaria (1 item aguardando)',
    });
    expect(add).toHaveProperty('checked', true);
  });

  it('with only answered or emptied links, proposes a new link and no round to join', async () => {
    stubApi({
      'GET /api/approval/links': {
        links: [
          link({ id: 'l-answered', status: 'answered' }),
          link({ id: 'l-empty', status: 'empty', items: [], createdAt: '2026-11-22T12:00:00.000Z' }),
        ],
      },
    });
    renderWithProviders(<SendForApprovalDialog open onClose={() => {}} items={[NEW_ITEM]} />);
    const dialog = screen.getByRole('dialog', { name: 'Enviar para aprovação' });
    expect(await within(dialog).findByLabelText('Validade do link')).toBeTruthy();
    expect(within(dialog).queryByRole('radio', { name: /Adicionar ao link/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Criar link de aprovação' })).toBeTruthy();
  });

  it('makes a new link when asked, with its validity', async () => {
    const user = userEvent.setup();
    const api = stubApi({ 'GET /api/approval/links': { links: [link({})] } });
    renderWithProviders(<SendForApprovalDialog open onClose={() => {}} items={[NEW_ITEM]} />);
    const dialog = screen.getByRole('dialog', { name: 'Enviar para aprovação' });
    await user.click(await within(dialog).findByRole('radio', { name: 'Criar um novo link' }));
    expect(within(dialog).getByLabelText('Validade do link')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Criar link de aprovação' }));
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/approval/links',
      body: { items: ['i3'], expiresInDays: 14 },
    });
  });
});

describe('rounds waiting on the dashboard', () => {
  it('lists a round waiting for days and prepares the reminder at the same address', async () => {
    const user = userEvent.setup();
    const waiting = link({});
    const api = stubApi({
      'GET /api/me': meFixture({ role: 'owner' }),
      'GET /api/approval/waiting': {
        rounds: [{ link: waiting, pending: 2, waitingSince: new Date(Date.now() - 3 * 86_400_000).toISOString() }],
      },
      'POST /api/approval/links/l-open/remind': {
        url: 'http://localhost/r/tok',
        token: 'tok',
        recipient: { name: 'Padaria', phone: '(11) 98765-4321', hasEmail: false },
        link: {
          ...waiting,
          items: waiting.items.map((i) => ({ ...i, approvalState: 'pending' as const })),
        },
      },
    });
    renderWithProviders(<WaitingRoundsCard />);
    expect(await screen.findByText(/2 conteúdos há 3 dias/)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Lembrar Padaria' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar para aprovação' });
    expect(within(dialog).getByText('Lembrete pronto')).toBeTruthy();
    expect((within(dialog).getByLabelText('Mensagem') as HTMLTextAreaElement).value).toBe(
      'Oi, Padaria! Ainda faltam 2 conteúdos para você aprovar. ' +
        'É só abrir o link, sem cadastro, e aprovar ou pedir ajuste em cada um:\nhttp://localhost/r/tok',
    );
    expect(within(dialog).getByRole('link', { name: 'Enviar no WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/5511987654321\?text=Oi%2C%20Padaria!/,
    );
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/approval/links/l-open/remind',
    ]);
  });
});
