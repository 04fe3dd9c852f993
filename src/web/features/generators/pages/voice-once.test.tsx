/** "Gerar sem a voz desta vez" skips the brand voice for one generation, then the form uses it again. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentItem } from '@shared/content-item';
import { EMPTY_VOICE } from '@shared/schemas/voice';
import { CREATOR_GENERATOR_ROUTES } from '@tests/support/generator-page-api';
import { handle, renderWithProviders, reply, stubApi, type StubCall } from '@tests/support/render';
import CaptionsPage from './captions-page';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const caption: ContentItem = {
  id: '6b1f4c1e-0d55-4a8e-9f43-3f6f3c1f9a01',
  owner: 'task',
  type: 'caption',
  title: 'Treino de pernas',
  content: 'Bora treinar pernas hoje! #fitness #treino #pernas #foco #saude',
  tone: 'amigavel',
  completed: false,
  status: 'pending',
  parts: [],
  options: {},
  scheduledDate: null,
  expiresAt: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  clientId: null,
  clientName: null,
};

/** A creator with a voice; each generation answers with the next of `answers` (a failure or the saved item). */
function serve(answers: Array<'fail' | 'ok'>) {
  const generations: StubCall[] = [];
  const api = stubApi({
    ...CREATOR_GENERATOR_ROUTES,
    '/api/voice/self': {
      voice: {
        subject: 'self',
        name: 'Ana',
        profile: { ...EMPTY_VOICE, notes: 'Fala como treinadora' },
        configured: true,
        examples: [],
        kindExamples: 0,
      },
    },
    'POST /api/generate/caption': handle((call) => {
      generations.push(call);
      return answers.shift() === 'ok'
        ? reply(200, { item: caption })
        : reply(502, { error: { code: 'AI_GENERATION_FAILED' } });
    }),
  });
  return { api, generations };
}

const useVoiceOf = (call: StubCall | undefined) => (call?.body as { useVoice?: boolean } | null)?.useVoice;

async function fillAndSkipVoice() {
  const skip = await screen.findByLabelText('Gerar sem a voz desta vez');
  await userEvent.click(skip);
  expect(skip).toBeChecked();
  return skip;
}

describe('"Gerar sem a voz desta vez"', () => {
  it('counts for one generation: after a failure the box is unticked and the next one uses the voice', async () => {
    const { generations } = serve(['fail', 'ok']);
    renderWithProviders(<CaptionsPage />, { route: '/captions' });
    await userEvent.type(await screen.findByLabelText(/Descrição da postagem/), 'Treino de pernas');
    const skip = await fillAndSkipVoice();

    await userEvent.click(screen.getByRole('button', { name: 'Gerar Legenda' }));
    await waitFor(() => expect(generations).toHaveLength(1));
    expect(useVoiceOf(generations[0])).toBe(false);
    await waitFor(() => expect(skip).not.toBeChecked());

    await userEvent.click(screen.getByRole('button', { name: 'Gerar Legenda' }));
    await waitFor(() => expect(generations).toHaveLength(2));
    expect(useVoiceOf(generations[1])).toBe(true);
  });

  it('after a successful generation the box is unticked and "Gerar novamente" uses the voice', async () => {
    const { generations } = serve(['ok', 'ok']);
    renderWithProviders(<CaptionsPage />, { route: '/captions' });
    await userEvent.type(await screen.findByLabelText(/Descrição da postagem/), 'Treino de pernas');
    const skip = await fillAndSkipVoice();

    await userEvent.click(screen.getByRole('button', { name: 'Gerar Legenda' }));
    expect(await screen.findByRole('button', { name: 'Gerar novamente' })).toBeInTheDocument();
    expect(useVoiceOf(generations[0])).toBe(false);
    expect(skip).not.toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Gerar novamente' }));
    await waitFor(() => expect(generations).toHaveLength(2));
    expect(useVoiceOf(generations[1])).toBe(true);
  });
});
