import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentItem } from '@shared/content-item';
import { handle, renderWithProviders, reply, stubApi } from '@tests/support/render';
import { meFixture } from '@tests/support/me';
import { ScriptCard } from './script-card';

const script: ContentItem = {
  id: '0f7c5a52-2b1e-4f41-9d0c-8d7a3f0b1c11',
  owner: 'task',
  type: 'daily_script',
  title: 'Rotina de treino',
  content: JSON.stringify({
    title: 'Rotina de treino',
    daily_hook: 'Bom dia!',
    parts: [
      { time: '07:00', content: 'Café' },
      { time: '12:00', content: 'Almoço' },
      { time: '18:00', content: 'Treino' },
      { time: '21:00', content: 'Descanso' },
    ],
    daily_cta: 'Comente',
  }),
  tone: 'amigavel',
  completed: false,
  status: 'pending',
  parts: [
    { id: 'a', time: '07:00', content: 'Café', completed: false },
    { id: 'b', time: '12:00', content: 'Almoço', completed: false },
    { id: 'c', time: '18:00', content: 'Treino', completed: false },
    { id: 'd', time: '21:00', content: 'Descanso', completed: false },
  ],
  options: {},
  scheduledDate: null,
  expiresAt: new Date(Date.now() + 20 * 3_600_000).toISOString(),
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  clientId: null,
  clientName: null,
};

const partsPath = `PUT /api/content/${script.id}/parts`;

function renderCard(props: { defaultExpanded?: boolean } = { defaultExpanded: true }) {
  renderWithProviders(<ScriptCard item={script} {...props} />);
}

const progress = () => screen.getByRole('progressbar');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ScriptCard parts', () => {
  it('saves the whole parts array, then moves the progress bar', async () => {
    const api = stubApi({
      '/api/me': meFixture(),
      [partsPath]: handle((call) => reply(200, { ...script, parts: (call.body as { parts: unknown }).parts })),
    });
    renderCard();
    expect(progress()).toHaveAttribute('aria-valuenow', '0');

    // The toggles are for who may change content: they work once the session says so.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Parte 2 (12:00) feita' })).toBeEnabled());
    await userEvent.click(screen.getByRole('checkbox', { name: 'Parte 2 (12:00) feita' }));
    await waitFor(() => expect(progress()).toHaveAttribute('aria-valuenow', '25'));
    expect(screen.getByRole('checkbox', { name: 'Parte 2 (12:00) feita' })).toBeChecked();

    // One save; the card may also read the session (what the person's role may do), which changes nothing.
    const writes = api.calls.filter((c) => c.method !== 'GET');
    expect(writes).toHaveLength(1);
    const [call] = writes;
    expect(call?.url).toContain(`/api/content/${script.id}/parts`);
    expect(call?.method).toBe('PUT');
    const sent = (call?.body as { parts: Array<{ completed: boolean }> }).parts;
    expect(sent).toHaveLength(4);
    expect(sent.map((p: { completed: boolean }) => p.completed)).toEqual([false, true, false, false]);
  });

  it('keeps the parts as they were and only logs when the save fails', async () => {
    stubApi({ '/api/me': meFixture(), [partsPath]: handle(() => reply(500, { error: { code: 'INTERNAL' } })) });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCard();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Parte 1 (07:00) feita' })).toBeEnabled());

    await userEvent.click(screen.getByRole('checkbox', { name: 'Parte 1 (07:00) feita' }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(log.mock.calls[0]?.[0]).toContain('Falha ao salvar as partes do roteiro');
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('checkbox', { name: 'Parte 1 (07:00) feita' })).not.toBeChecked();
  });

  it('starts collapsed in lists: title, hook and progress; "ver conteúdo completo" opens the parts', async () => {
    renderCard({});
    expect(screen.getByRole('heading', { name: 'Rotina de treino' })).toBeInTheDocument();
    expect(screen.getByText('Gancho do dia: Bom dia!')).toBeInTheDocument();
    expect(progress()).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'ver conteúdo completo' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'ver menos' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    expect(screen.getByText('CTA do dia: Comente')).toBeInTheDocument();
  });

  it('shows the 24 h expiry notice', () => {
    stubApi({});
    renderCard();
    expect(screen.getByText(/Roteiros do dia ficam disponíveis por 24 horas/)).toBeInTheDocument();
    expect(screen.getByText(/em 20 horas/)).toBeInTheDocument();
  });
});
