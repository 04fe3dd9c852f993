import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { ContentItem } from '@shared/content-item';
import type { ApprovalState } from '@shared/schemas/approval';
import { handle, renderWithProviders, reply, stubApi } from '@tests/support/render';
import { ApprovalBadge } from './approval-badge';
import { ApprovalNoticesBell } from './approval-notices-bell';
import { contentListQuery } from '@web/entities/content/api';
import { approvalKeys } from '@web/entities/approval/api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = (approvalState: ApprovalState): ContentItem => ({
  id: '00000000-0000-4000-8000-000000000001',
  owner: 'task',
  type: 'story',
  title: 'Bastidores do treino da manhã',
  content: 'Texto do story',
  tone: null,
  completed: false,
  status: 'pending',
  parts: [],
  options: {},
  scheduledDate: null,
  expiresAt: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
  clientId: null,
  clientName: null,
  approvalState,
});

const notice = {
  id: '00000000-0000-4000-8000-0000000000a1',
  linkId: '00000000-0000-4000-8000-0000000000b1',
  itemId: '00000000-0000-4000-8000-000000000001',
  itemTitle: 'Bastidores do treino da manhã',
  clientName: 'Pet Feliz',
  state: 'approved',
  approverName: 'Ana',
  comment: null,
  readAt: null,
  createdAt: '2026-11-21T15:00:00.000Z',
};

/** An open list of the screen: the items of a kind with their approval badges. */
function OpenList() {
  const { data } = useQuery(contentListQuery({ type: 'story', limit: 10 }));
  return (
    <ul aria-label="Seus stories">
      {data?.items.map((i) => (
        <li key={i.id}>
          {i.title} <ApprovalBadge state={i.approvalState} />
        </li>
      ))}
    </ul>
  );
}

describe('an answer that arrives through the bell', () => {
  it('refreshes the approval badges of the lists already open', async () => {
    // The server's state: the client has not answered yet.
    let state: ApprovalState = 'pending';
    let notices: (typeof notice)[] = [];
    const api = stubApi({
      '/api/content': handle(() => reply(200, { items: [item(state)], nextCursor: null })),
      '/api/approval/notices': handle(() => reply(200, { notices, unread: notices.filter((n) => !n.readAt).length })),
    });
    const { queryClient } = renderWithProviders(
      <>
        <ApprovalNoticesBell />
        <OpenList />
      </>,
    );
    expect(await screen.findByText('Aguardando')).toBeTruthy();
    await screen.findByRole('button', { name: 'Respostas de clientes' });
    const contentReads = () => api.calls.filter((c) => c.path === '/api/content').length;
    const readsBefore = contentReads();

    // A poll with nothing new leaves the lists alone.
    await act(() => queryClient.refetchQueries({ queryKey: approvalKeys.notices() }));
    expect(contentReads()).toBe(readsBefore);

    // The client approves; the bell's next poll (the 60-second one, run now) brings the notice.
    state = 'approved';
    notices = [notice];
    await act(() => queryClient.refetchQueries({ queryKey: approvalKeys.notices() }));

    expect(await screen.findByRole('button', { name: 'Respostas de clientes: 1 não lidas' })).toBeTruthy();
    expect(await screen.findByText('Aprovado')).toBeTruthy();
    expect(screen.queryByText('Aguardando')).toBeNull();
    expect(contentReads()).toBe(readsBefore + 1);
  });
});
