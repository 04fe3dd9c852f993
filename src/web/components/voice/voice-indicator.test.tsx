import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { EMPTY_VOICE, type VoiceExample } from '@shared/schemas/voice';
import { handle, renderWithProviders, reply, stubApi } from '@tests/support/render';
import { useUpdateContent } from '@web/entities/content/api';
import { VoiceIndicator } from './voice-indicator';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const example = (kind: VoiceExample['kind'], n: number): VoiceExample => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  kind,
  text: `Exemplo ${n}`,
  source: 'edit',
  createdAt: '2026-05-04T12:00:00.000Z',
});

/** The client's memory: two captions and one story; the server counts the kind the page asks for. */
function serve(configured: boolean) {
  const examples = [example('caption', 1), example('caption', 2), example('story', 3)];
  return stubApi({
    '/api/voice/c1': handle((call) => {
      const kind = new URL(call.url, 'http://localhost').searchParams.get('kind');
      return reply(200, {
        voice: {
          subject: 'c1',
          name: 'Pet Feliz',
          profile: configured ? { ...EMPTY_VOICE, notes: 'Carinhoso' } : EMPTY_VOICE,
          configured,
          examples,
          kindExamples: kind ? examples.filter((e) => e.kind === kind).length : null,
        },
      });
    }),
  });
}

const field = { name: 'withoutVoice', onChange: async () => {}, onBlur: async () => {}, ref: () => {} };

describe('VoiceIndicator', () => {
  it.each([
    ['story', 'Voz: Pet Feliz · 1 exemplo aprendido'],
    ['caption', 'Voz: Pet Feliz · 2 exemplos aprendidos'],
    ['carousel', 'Voz: Pet Feliz · 0 exemplos aprendidos'],
  ] as const)('on the %s page counts that kind\'s examples: "%s"', async (kind, text) => {
    const api = serve(true);
    renderWithProviders(<VoiceIndicator subject="c1" kind={kind} withoutVoice={field} />);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(api.calls.map((c) => c.url)).toEqual([`/api/voice/c1?kind=${kind}`]);
    expect(screen.getByLabelText('Gerar sem a voz desta vez')).not.toBeChecked();
  });

  it('without a profile, examples of other kinds do not make a voice for this one', async () => {
    serve(false);
    renderWithProviders(<VoiceIndicator subject="c1" kind="carousel" withoutVoice={field} />);
    expect(await screen.findByText('Voz: Pet Feliz · ainda não definida')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Definir voz' })).toHaveAttribute('href', '/client-management?voz=c1');
    expect(screen.queryByLabelText('Gerar sem a voz desta vez')).toBeNull();
  });

  it('an edited text, which teaches the voice, shows in the count without a reload', async () => {
    let learned = 1;
    stubApi({
      '/api/voice/c1': handle(() =>
        reply(200, {
          voice: {
            subject: 'c1',
            name: 'Pet Feliz',
            profile: { ...EMPTY_VOICE, notes: 'Carinhoso' },
            configured: true,
            examples: [],
            kindExamples: learned,
          },
        }),
      ),
      '/api/content/i1': handle(() => {
        learned = 2; // the server keeps the edited text as an example
        return reply(200, { id: 'i1', content: 'Texto final' });
      }),
    });
    let edit: ReturnType<typeof useUpdateContent> | null = null;
    function Editor() {
      edit = useUpdateContent();
      return null;
    }
    renderWithProviders(
      <>
        <VoiceIndicator subject="c1" kind="caption" withoutVoice={field} />
        <Editor />
      </>,
    );
    expect(await screen.findByText('Voz: Pet Feliz · 1 exemplo aprendido')).toBeInTheDocument();
    await act(() => edit!.mutateAsync({ id: 'i1', content: 'Texto final' }));
    expect(await screen.findByText('Voz: Pet Feliz · 2 exemplos aprendidos')).toBeInTheDocument();
  });

  it("hands the voice's default tone to the form once it loads", async () => {
    stubApi({
      '/api/voice/c1': handle(() =>
        reply(200, {
          voice: {
            subject: 'c1',
            name: 'Pet Feliz',
            profile: { ...EMPTY_VOICE, tone: 'descontraido' },
            configured: true,
            examples: [],
            kindExamples: 0,
          },
        }),
      ),
    });
    const onVoiceTone = vi.fn();
    renderWithProviders(<VoiceIndicator subject="c1" kind="caption" withoutVoice={field} onVoiceTone={onVoiceTone} />);
    expect(await screen.findByText('Voz: Pet Feliz · 0 exemplos aprendidos')).toBeInTheDocument();
    expect(onVoiceTone).toHaveBeenCalledWith('descontraido');
    expect(onVoiceTone).toHaveBeenCalledTimes(1);
  });
});
