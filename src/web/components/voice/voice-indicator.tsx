/**
 * Which brand voice a generation uses ("Voz: Pet Feliz · 3 exemplos aprendidos" — the examples learned for
 * this page's content kind, the ones its generations get), a link to edit it, and the choice to generate
 * once without it.
 */
import { Mic } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { ContentKind } from '@shared/content-kinds';
import { useVoiceForKind, SELF_VOICE } from '@web/entities/voice/api';

const examplesLabel = (n: number) => (n === 1 ? '1 exemplo aprendido' : `${n} exemplos aprendidos`);

export function VoiceIndicator({
  subject,
  kind,
  withoutVoice,
  onVoiceTone,
}: {
  /** 'self', a client's id, or null while no client is chosen. */
  subject: string | null;
  kind: ContentKind;
  withoutVoice: UseFormRegisterReturn;
  /** Called with the voice's default tone when it loads, and again when another client's voice does. */
  onVoiceTone?: (tone: string) => void;
}) {
  const { data: voice } = useVoiceForKind(subject, kind);
  const voiceTone = subject && voice?.profile.tone ? voice.profile.tone : null;
  // The latest callback, so that only a new voice tone (not a new render) moves the form's tone.
  const onTone = useRef(onVoiceTone);
  onTone.current = onVoiceTone;
  useEffect(() => {
    if (voiceTone) onTone.current?.(voiceTone);
  }, [voiceTone, subject]);
  if (!subject || !voice) return null;
  const editUrl =
    subject === SELF_VOICE ? '/profile#voz-da-marca' : `/client-management?voz=${encodeURIComponent(subject)}`;
  const learned = voice.kindExamples ?? 0;
  // Without a profile and without examples of this kind, a generation of this kind gets no voice at all.
  const active = voice.configured || learned > 0;
  return (
    <div
      className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm dark:border-slate-700 dark:bg-slate-800/60"
      data-testid="voice-indicator"
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-700 dark:text-slate-200">
        <Mic className="h-4 w-4 text-brand-600" aria-hidden />
        <span>
          {active ? `Voz: ${voice.name} · ${examplesLabel(learned)}` : `Voz: ${voice.name} · ainda não definida`}
        </span>
        <Link to={editUrl} className="font-medium text-brand-700 underline dark:text-brand-300">
          {active ? 'Editar voz' : 'Definir voz'}
        </Link>
      </p>
      {active && (
        <label className="flex items-center gap-2 text-slate-600 dark:text-slate-300">
          <input type="checkbox" className="h-4 w-4 rounded border-slate-300 accent-brand-600" {...withoutVoice} />
          Gerar sem a voz desta vez
        </label>
      )}
    </div>
  );
}
