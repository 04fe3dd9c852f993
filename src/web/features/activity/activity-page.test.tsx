import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { handle, renderWithProviders, reply, stubApi } from '@tests/support/render';
import ActivityPage from './activity-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = (n: number, over: Record<string, unknown> = {}) => ({
  id: `e${n}`,
  action: 'created',
  actorUserId: 'u2',
  actorName: 'Ana',
  clientId: 'c1',
  clientName: 'Academia Forte',
  itemId: `i${n}`,
  details: { title: `Post ${n}` },
  createdAt: '2026-11-20T12:00:00.000Z',
  ...over,
});

describe('Atividade', () => {
  it('lists who did what, filters by person, client and kind, and loads older pages', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/me': {
        user: { id: 'u1', role: 'user' },
        profile: { subscriptionType: 'agency' },
        workspace: { id: 'u1', own: true, role: 'owner', may: {} },
      },
      'GET /api/activity/people': { people: [{ id: 'u2', name: 'Ana' }] },
      'GET /api/clients': { clients: [{ id: 'c1', name: 'Academia Forte' }] },
      'GET /api/activity': handle((call) => {
        const q = new URL(call.url, 'http://x').searchParams;
        if (q.get('before')) return reply(200, { entries: [entry(3)], nextBefore: null });
        if (q.get('action') === 'edited')
          return reply(200, { entries: [entry(9, { action: 'edited' })], nextBefore: null });
        return reply(200, { entries: [entry(1), entry(2)], nextBefore: '2026-11-20T12:00:00.000Z_e2' });
      }),
    });
    renderWithProviders(<ActivityPage />);
    expect(await screen.findByText('Ana criou “Post 1”')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('Ana criou “Post 3”')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Pessoa'), 'u2');
    await user.selectOptions(screen.getByLabelText('Cliente'), 'c1');
    await user.selectOptions(screen.getByLabelText('Tipo'), 'edited');
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/api/activity').at(-1)?.url).toBe(
        '/api/activity?actorId=u2&clientId=c1&action=edited',
      ),
    );
    expect(await screen.findByText(/“Post 9”/)).toBeTruthy();
    expect(screen.queryByText('Ana criou “Post 1”')).toBeNull();
  });
});
