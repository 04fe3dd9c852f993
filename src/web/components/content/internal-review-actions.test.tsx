import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { handle, renderWithProviders, reply, stubApi } from '@tests/support/render';
import { meFixture } from '@tests/support/me';
import type { InternalReviewOverview } from '@shared/schemas/internal-review';
import { SendForApprovalDialog } from '../approval/send-for-approval-dialog';
import { InternalReviewActions } from './internal-review-actions';

// jsdom has no <dialog> methods; the Modal falls back to the open attribute.
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

const ITEM = { id: 'i1', title: 'Post da semana' };
const me = (role: 'owner' | 'editor' | 'reviewer') => meFixture({ role });
const overview = (over: Partial<InternalReviewOverview>): InternalReviewOverview => ({
  enabled: true,
  items: [],
  ...over,
});

describe('internal review actions', () => {
  it('a reviewer approves an item waiting for them, or asks for an adjustment with a comment', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/me': me('reviewer'),
      'GET /api/internal-review': overview({ items: [{ id: 'i1', state: 'in_review', comment: null }] }),
      'POST /api/internal-review/items/i1/answer': handle((call) =>
        reply(200, {
          item: {
            id: 'i1',
            state: (call.body as { decision: string }).decision === 'approve' ? 'approved' : 'changes',
          },
        }),
      ),
    });
    renderWithProviders(<InternalReviewActions item={ITEM} />);
    expect(await screen.findByText('Em revisão interna')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar para revisão interna' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Aprovar internamente' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/internal-review/items/i1/answer')?.body).toEqual({
        decision: 'approve',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Pedir ajuste' }));
    const dialog = screen.getByRole('dialog', { name: 'Pedir ajuste: Post da semana' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar pedido de ajuste' }));
    expect(within(dialog).getByText('Escreva o que precisa ser ajustado (até 1000 caracteres).')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/O que precisa ser ajustado\?/), 'Troque a foto.');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar pedido de ajuste' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/api/internal-review/items/i1/answer').at(-1)?.body).toEqual({
        decision: 'changes',
        comment: 'Troque a foto.',
      }),
    );
  });

  it('an editor submits a draft and never sees the reviewer actions; the adjustment asked is shown', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/me': me('editor'),
      'GET /api/internal-review': overview({ items: [{ id: 'i1', state: 'changes', comment: 'Mais curto.' }] }),
      'POST /api/internal-review/items/i1/submit': { item: { id: 'i1', state: 'in_review', comment: null } },
    });
    renderWithProviders(<InternalReviewActions item={ITEM} />);
    expect(await screen.findByText('Ajuste interno')).toBeTruthy();
    expect(screen.getByText('Mais curto.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aprovar internamente' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enviar para revisão interna' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/internal-review/items/i1/submit')).toBe(true));
  });

  it('shows nothing while the workspace has the internal review off', async () => {
    const api = stubApi({ 'GET /api/me': me('owner'), 'GET /api/internal-review': overview({ enabled: false }) });
    const { container } = renderWithProviders(<InternalReviewActions item={ITEM} />);
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/internal-review')).toBe(true));
    expect(container.textContent).toBe('');
  });

  it('the send dialog says which items still need the internal approval and does not send', async () => {
    stubApi({
      'GET /api/approval/links': { links: [] },
      'GET /api/internal-review': overview({ items: [{ id: 'i2', state: 'approved', comment: null }] }),
    });
    renderWithProviders(
      <SendForApprovalDialog
        open
        onClose={() => {}}
        items={[
          { id: 'i1', title: 'Post da semana', clientId: 'c1', clientName: 'Padaria' },
          { id: 'i2', title: 'Aprovado', clientId: 'c1', clientName: 'Padaria' },
        ]}
      />,
    );
    expect(
      await screen.findByText('Envie para revisão interna e aguarde a aprovação de: “Post da semana”.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Criar link de aprovação' })).toHaveProperty('disabled', true);
  });
});
