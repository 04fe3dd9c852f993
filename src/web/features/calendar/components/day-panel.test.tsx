import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { handle, renderWithProviders, reply, stubApi } from '@tests/support/render';
import { meFixture } from '@tests/support/me';
import type { CalendarItem } from '@shared/calendar';
import type { CreatedReviewLink } from '@shared/schemas/approval';
import { ApprovalSelectionBar, useApprovalSelection } from '@web/components/approval/approval-selection';
import { DayPanel } from './day-panel';
import { DraggableItem } from './item-chip';

const DAY = '2027-06-12';

const item = (id: string, title: string, client: [string, string] | null, over: Partial<CalendarItem> = {}) =>
  ({
    id,
    type: 'caption',
    title,
    status: 'pending',
    completed: false,
    date: DAY,
    scheduledDate: `${DAY}T12:00:00.000Z`,
    createdAt: '2027-06-01T12:00:00.000Z',
    clientId: client?.[0] ?? null,
    clientName: client?.[1] ?? null,
    colorIndex: client ? 0 : null,
    approvalState: 'none',
    ...over,
  }) satisfies CalendarItem;

const ITEMS: CalendarItem[] = [
  item('a1', 'Bolo de pote', ['c1', 'Docinho'], { approvalState: 'changes_requested' }),
  item('a2', 'Brigadeiro', ['c1', 'Docinho']),
  item('b1', 'Banho e tosa', ['c2', 'Pet Feliz']),
];

function Harness({ items }: { items: CalendarItem[] }) {
  const selection = useApprovalSelection();
  return (
    <>
      <DayPanel day={DAY} dates={[]} items={items} clientId={null} selection={selection} onOpen={() => {}} />
      <ApprovalSelectionBar selection={selection} />
    </>
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

describe('calendar and client approval', () => {
  it('shows the approval badge in the day panel, nothing for an item never sent', () => {
    renderWithProviders(<Harness items={ITEMS} />);
    const rows = screen.getAllByTestId('day-item');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Ajuste solicitado')).toBeTruthy();
    expect(within(rows[1]!).queryByText(/Sem envio|Aguardando|Aprovado|Ajuste/)).toBeNull();
  });

  it('a chip in a day cell shows the badge as its icon and says it in its name', () => {
    renderWithProviders(<DraggableItem item={{ ...ITEMS[1]!, approvalState: 'pending' }} onOpen={() => {}} />);
    expect(screen.getByTitle('Aguardando')).toBeTruthy();
    // The name is the visible text (kind, title, client) with the state and the approval after it.
    const chip = screen.getByRole('button', { name: /^Legenda: Brigadeiro \(pendente, aguardando\) Docinho/ });
    expect(chip).toBeTruthy();
    // Hover and focus show the whole title, the client and the state.
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.focus(chip);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Cliente: Docinho');
  });

  it('explains that a link is for one client, then sends the items of one client', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/me': meFixture({ role: 'owner' }),
      'POST /api/approval/links': handle(() =>
        reply(201, {
          url: 'http://localhost/r/token',
          token: 'token',
          recipient: { name: 'Docinho', phone: null, hasEmail: false },
          link: {
            id: 'l1',
            clientId: 'c1',
            clientName: 'Docinho',
            status: 'open',
            createdAt: '2027-06-01T12:00:00.000Z',
            expiresAt: '2027-06-15T12:00:00.000Z',
            revokedAt: null,
            remindedAt: null,
            addressKept: true,
            items: [],
            movedCount: 0,
          },
        } satisfies CreatedReviewLink),
      ),
    });
    renderWithProviders(<Harness items={ITEMS} />);
    expect(screen.getByText(/Marque conteúdos de um mesmo cliente/)).toBeTruthy();

    await user.click(await screen.findByLabelText('Selecionar “Bolo de pote” para aprovação'));
    await user.click(screen.getByLabelText('Selecionar “Banho e tosa” para aprovação'));
    await user.click(screen.getByRole('button', { name: 'Enviar para aprovação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar para aprovação' });
    expect(within(dialog).getByText('Selecione conteúdos de um único cliente')).toBeTruthy();
    expect(within(dialog).getByText(/Você marcou conteúdos de Docinho e Pet Feliz/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Criar link de aprovação' })).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.click(screen.getByLabelText('Selecionar “Bolo de pote” para aprovação'));
    await user.click(screen.getByLabelText('Selecionar “Brigadeiro” para aprovação'));
    await user.click(screen.getByRole('button', { name: 'Enviar para aprovação' }));
    const again = await screen.findByRole('dialog', { name: 'Enviar para aprovação' });
    expect(within(again).getByText('2 conteúdos selecionados de Docinho.')).toBeTruthy();
    await user.click(within(again).getByRole('button', { name: 'Criar link de aprovação' }));
    expect(await within(again).findByText('Link de aprovação criado')).toBeTruthy();
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ items: ['a1', 'a2'], expiresInDays: 14 });
  });
});
