import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { handle, renderWithProviders, reply, stubApi } from '@tests/support/render';
import { meFixture } from '@tests/support/me';
import type { CalendarItem } from '@shared/calendar';
import { messageFor } from '@shared/messages';
import { useApprovalSelection } from '@web/components/approval/approval-selection';
import { ItemWithDatePicker, WeekAgenda } from './week-agenda';

const ITEM: CalendarItem = {
  id: '11111111-1111-4111-8111-111111111111',
  type: 'caption',
  title: 'Bolo de pote',
  status: 'pending',
  completed: false,
  date: '2027-06-12',
  scheduledDate: '2027-06-12T12:00:00.000Z',
  createdAt: '2027-06-01T12:00:00.000Z',
  clientId: null,
  clientName: null,
  colorIndex: null,
  approvalState: 'none',
};

function Harness() {
  const selection = useApprovalSelection();
  return (
    <ul>
      <ItemWithDatePicker item={ITEM} selection={selection} />
    </ul>
  );
}

function setup() {
  const api = stubApi({
    '/api/me': meFixture(),
    [`PUT /api/calendar/items/${ITEM.id}/date`]: handle((call) =>
      reply(200, { item: { ...ITEM, ...(call.body as object) } }),
    ),
  });
  renderWithProviders(<Harness />);
  const moves = () => api.calls.filter((c) => c.method === 'PUT');
  return { moves };
}

describe("the phone agenda's date picker", () => {
  it('sends nothing while a date is typed by keyboard, and the whole date on Enter', async () => {
    const { moves } = setup();
    const input = await screen.findByLabelText('Data de Bolo de pote');
    // Typing the year 2027 passes through 0002, 0020 and 0202: none of them is sent.
    for (const value of ['0002-06-15', '0020-06-15', '0202-06-15', '2027-06-15']) {
      fireEvent.keyDown(input, { key: value[3] });
      fireEvent.change(input, { target: { value } });
    }
    expect(moves()).toEqual([]);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(moves().map((c) => c.body)).toEqual([{ date: '2027-06-15' }]));
  });

  it('refuses an impossible typed date with the message and sends nothing', async () => {
    const { moves } = setup();
    const input = await screen.findByLabelText('Data de Bolo de pote');
    fireEvent.keyDown(input, { key: '3' });
    // What Chromium gives for 30/02/2027: an empty value the browser could not read.
    Object.defineProperty(input, 'validity', { configurable: true, value: { badInput: true, valid: false } });
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(await screen.findByRole('alert')).toHaveTextContent(messageFor('DATE_INVALID'));
    expect(input).toHaveAccessibleDescription(messageFor('DATE_INVALID'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // Enter on the same refused date keeps the focus on the field and still sends nothing.
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input).toHaveFocus();
    expect(moves()).toEqual([]);
  });

  it('moves the item at once when a day is chosen in the picker', async () => {
    const { moves } = setup();
    const input = await screen.findByLabelText('Data de Bolo de pote');
    fireEvent.change(input, { target: { value: '2027-06-20' } });
    await waitFor(() => expect(moves().map((c) => c.body)).toEqual([{ date: '2027-06-20' }]));
  });
});

describe('the phone agenda before its data', () => {
  const DAYS = ['2027-06-07', '2027-06-08', '2027-06-09', '2027-06-10', '2027-06-11', '2027-06-12', '2027-06-13'];
  // The data "arrives" when the button is pressed.
  function Agenda() {
    const selection = useApprovalSelection();
    const [loaded, setLoaded] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setLoaded(true)}>
          dados
        </button>
        <WeekAgenda
          days={DAYS}
          today="2027-06-09"
          items={loaded ? [ITEM] : []}
          dates={[]}
          selected={null}
          onSelect={() => {}}
          selection={selection}
          loading={!loaded}
        />
      </>
    );
  }

  it('draws the seven days at once, each with a placeholder line, and then the items in their day', async () => {
    stubApi({ '/api/me': meFixture() });
    renderWithProviders(<Agenda />);
    const agenda = screen.getByRole('list', { name: 'Agenda da semana' });
    expect(agenda).toHaveAttribute('aria-busy', 'true');
    expect(agenda.querySelectorAll(':scope > li')).toHaveLength(7);
    expect(screen.getAllByText('Carregando…')).toHaveLength(7);
    expect(screen.queryByText('Nada agendado.')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'dados' }));
    expect(screen.getByRole('list', { name: 'Agenda da semana' })).not.toHaveAttribute('aria-busy');
    expect(screen.getAllByText('Nada agendado.')).toHaveLength(6);
    expect(await screen.findByText('Bolo de pote')).toBeInTheDocument();
  });
});
