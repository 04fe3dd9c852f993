import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { ContentItem } from '@shared/content-item';
import type { ApprovalState } from '@shared/schemas/approval';
import type { NoticeView } from '@shared/notices';
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

const notice: NoticeView = {
  kind: 'client_answer',
  id: '00000000-0000-4000-8000-0000000000a1',
  linkId: '00000000-0000-4000-8000-0000000000b1',
  itemId: '00000000-0000-4000-8000-000000000001',
  clientId: '00000000-0000-4000-8000-0000000000c1',
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
    let notices: NoticeView[] = [];
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

    expect(await screen.findByRole('button', { name: 'Respostas de clientes: 1 não lida' })).toBeTruthy();
    expect(await screen.findByText('Aprovado')).toBeTruthy();
    expect(screen.queryByText('Aguardando')).toBeNull();
    expect(contentReads()).toBe(readsBefore + 1);
  });
});

describe('the team’s notices under the bell', () => {
  const base = { itemId: notice.itemId, clientId: notice.clientId, clientName: 'Pet Feliz', readAt: null };
  const teamNotices: NoticeView[] = [
    {
      ...base,
      kind: 'internal_review_waiting',
      id: '00000000-0000-4000-8000-0000000000a2',
      itemTitle: 'Post da semana',
      actorName: 'Bia',
      createdAt: '2026-11-21T16:00:00.000Z',
    },
    {
      ...base,
      kind: 'internal_review_answer',
      id: '00000000-0000-4000-8000-0000000000a3',
      itemTitle: 'Reels de sexta',
      actorName: 'Ana',
      decision: 'changes',
      comment: 'Troque a chamada final.',
      createdAt: '2026-11-21T15:30:00.000Z',
    },
    {
      ...base,
      kind: 'internal_review_answer',
      id: '00000000-0000-4000-8000-0000000000a4',
      itemTitle: 'Carrossel de dicas',
      actorName: 'Ana',
      decision: 'approved',
      comment: null,
      createdAt: '2026-11-21T15:20:00.000Z',
    },
    notice,
  ];

  it('words each kind, links the team’s to the client’s items and reads one when it is opened', async () => {
    const api = stubApi({
      '/api/approval/notices': handle(() => reply(200, { notices: teamNotices, unread: 4 })),
      '/api/approval/notices/read': handle(() => reply(200, { ok: true })),
    });
    renderWithProviders(<ApprovalNoticesBell />);
    fireEvent.click(await screen.findByRole('button', { name: 'Avisos: 4 não lidas' }));

    const lines = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(lines[0]).toContain('“Post da semana” aguarda sua revisão interna (enviado por Bia)');
    expect(lines[0]).toContain('Pet Feliz · ');
    expect(lines[1]).toContain('Ana pediu ajuste interno em “Reels de sexta”');
    expect(lines[1]).toContain('Troque a chamada final.');
    expect(lines[2]).toContain('Ana aprovou internamente “Carrossel de dicas”');
    expect(lines[3]).toContain('Ana aprovou “Bastidores do treino da manhã”');

    // The client's answer is read on the approvals page (linked below); the team's lead to the History.
    const open = screen.getAllByRole('link', { name: 'Abrir no histórico' });
    expect(open).toHaveLength(3);
    expect(open[0]!.getAttribute('href')).toBe(`/history?cliente=${notice.clientId}`);
    fireEvent.click(open[0]!);
    await vi.waitFor(() => expect(api.calls.some((c) => c.path === '/api/approval/notices/read')).toBe(true));
    const read = api.calls.find((c) => c.path === '/api/approval/notices/read')!;
    expect(read.body).toEqual({ ids: ['00000000-0000-4000-8000-0000000000a2'] });
  });
});

describe('the subscription’s notices under the bell', () => {
  const base = { itemId: null, clientId: null, readAt: null, createdAt: '2026-11-14T16:00:00.000Z' };
  // 22/11 at 01:30 in UTC is still 21/11 in São Paulo: the day shown is Brazil's.
  const endsAt = '2026-11-22T01:30:00.000Z';
  const billingNotices: NoticeView[] = [
    {
      ...base,
      kind: 'billing_renewal',
      id: '00000000-0000-4000-8000-0000000000d1',
      endsAt,
      days: 1,
      method: 'pix_upfront',
    },
    {
      ...base,
      kind: 'billing_renewal',
      id: '00000000-0000-4000-8000-0000000000d2',
      endsAt,
      days: 7,
      method: 'pix_upfront',
    },
    {
      ...base,
      kind: 'billing_renewal',
      id: '00000000-0000-4000-8000-0000000000d3',
      endsAt,
      days: 7,
      method: 'pix_automatico',
    },
    {
      ...base,
      kind: 'billing_mandate_revoked',
      id: '00000000-0000-4000-8000-0000000000d4',
      endsAt,
      readAt: '2026-11-14T17:00:00.000Z',
    },
  ];

  it('words the period’s end in São Paulo’s day, names the bell "Avisos" and reads one when it leads to the subscription', async () => {
    const api = stubApi({
      '/api/approval/notices': handle(() => reply(200, { notices: billingNotices, unread: 3 })),
      '/api/approval/notices/read': handle(() => reply(200, { ok: true })),
    });
    renderWithProviders(<ApprovalNoticesBell />);
    fireEvent.click(await screen.findByRole('button', { name: 'Avisos: 3 não lidas' }));
    expect(screen.getByText('Avisos')).toBeTruthy();

    const lines = screen.getAllByRole('listitem').map((li) => li.textContent);
    // Each offers only what the checkout accepts then: more months for a prepaid period; the authorization
    // again or months after a revoked Pix Automático.
    expect(lines[0]).toContain('Seu plano pré-pago termina amanhã (21/11/2026). Renove pagando mais meses com Pix.');
    expect(lines[1]).toContain('Seu plano pré-pago termina em 7 dias (21/11/2026). Renove pagando mais meses com Pix.');
    expect(lines[1]).not.toContain('Pix Automático');
    expect(lines[2]).toContain(
      'Seu plano termina em 7 dias (21/11/2026). Autorize o Pix Automático de novo ou pague meses com Pix.',
    );
    expect(lines[3]).toContain(
      'A autorização do Pix Automático foi cancelada. Seu plano continua ativo até 21/11/2026.',
    );
    // About no client: only the time under each line.
    expect(lines[0]).not.toContain(' · ');

    const renew = screen.getAllByRole('link', { name: 'Renovar agora' });
    expect(renew).toHaveLength(3);
    for (const link of renew) expect(link.getAttribute('href')).toBe('/subscription');
    expect(screen.getByRole('link', { name: 'Ver assinatura' }).getAttribute('href')).toBe('/subscription');
    expect(screen.queryByRole('link', { name: 'Abrir no histórico' })).toBeNull();

    fireEvent.click(renew[1]!);
    await vi.waitFor(() => expect(api.calls.some((c) => c.path === '/api/approval/notices/read')).toBe(true));
    const read = api.calls.find((c) => c.path === '/api/approval/notices/read')!;
    expect(read.body).toEqual({ ids: ['00000000-0000-4000-8000-0000000000d2'] });
  });

  it('a read notice is not read again when followed', async () => {
    const api = stubApi({
      '/api/approval/notices': handle(() => reply(200, { notices: [billingNotices[3]!], unread: 0 })),
      '/api/approval/notices/read': handle(() => reply(200, { ok: true })),
    });
    renderWithProviders(<ApprovalNoticesBell />);
    fireEvent.click(await screen.findByRole('button', { name: 'Avisos' }));
    fireEvent.click(screen.getByRole('link', { name: 'Ver assinatura' }));
    // The panel closes and nothing is marked.
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: 'Ver assinatura' })).toBeNull());
    expect(api.calls.some((c) => c.path === '/api/approval/notices/read')).toBe(false);
  });
});
