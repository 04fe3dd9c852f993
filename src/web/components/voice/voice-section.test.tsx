import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { EMPTY_VOICE, VOICE_LIMITS } from '@shared/schemas/voice';
import { handle, renderWithProviders, reply, stubApi } from '@tests/support/render';
import { VoiceSection } from './voice-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const voice = {
  subject: 'c1',
  name: 'Pet Feliz',
  profile: EMPTY_VOICE,
  configured: false,
  examples: [],
  kindExamples: null,
};

describe('VoiceSection limits', () => {
  it('counts each field, says in Portuguese when one is over, keeps the text whole and sends nothing', async () => {
    const api = stubApi({ '/api/voice/c1': handle(() => reply(200, { voice })) });
    renderWithProviders(<VoiceSection subject="c1" />);
    const cta = await screen.findByLabelText('Estilo da chamada para ação');
    expect(screen.getByText(`0/${VOICE_LIMITS.ctaStyleLength} caracteres`)).toBeInTheDocument();

    const long = 'c'.repeat(VOICE_LIMITS.ctaStyleLength + 1);
    fireEvent.change(cta, { target: { value: long } });
    expect(cta).toHaveValue(long);
    expect(screen.getByText('O estilo de chamada para ação pode ter no máximo 150 caracteres')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Observações'), { target: { value: 'o'.repeat(VOICE_LIMITS.notesLength) } });
    expect(screen.getByText(`${VOICE_LIMITS.notesLength}/${VOICE_LIMITS.notesLength} caracteres`)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Salvar voz da marca' }));
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);

    fireEvent.change(cta, { target: { value: 'c'.repeat(VOICE_LIMITS.ctaStyleLength) } });
    expect(screen.queryByText('O estilo de chamada para ação pode ter no máximo 150 caracteres')).toBeNull();
  });
});
