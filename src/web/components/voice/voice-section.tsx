/**
 * "Voz da marca" and "Memória da marca" of one subject (an agency client or the creator): the voice form
 * and the learned examples with remove and clear all. Used in the client's edit area and in Perfil.
 */
import { Brain, Mic, Trash2 } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from '@web/lib/toast';
import { CONTENT_KIND_LABELS, SCRIPT_TONES, TONE_LABELS } from '@shared/content-kinds';
import { truncate } from '@shared/text';
import {
  ADDRESS_FORM_LABELS,
  ADDRESS_FORMS,
  EMOJI_LEVEL_LABELS,
  EMOJI_LEVELS,
  NICKNAME_NUMBER_LABELS,
  NICKNAME_NUMBERS,
  VOICE_LIMITS,
  type VoiceProfile,
  type VoiceView,
  voiceProfileSchema,
} from '@shared/schemas/voice';
import { messageFor } from '@shared/messages';
import { ApiError } from '@web/lib/api';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { SelectField, TextAreaField, TextField } from '@web/components/ui/field';
import { Spinner } from '@web/components/ui/spinner';
import { useClearVoiceMemory, useRemoveVoiceExample, useSaveVoice, useVoice } from '@web/entities/voice/api';

/** Separates pasted example posts in their text box. */
const POST_SEPARATOR = '---';

interface FormState {
  tone: string;
  expressions: string;
  avoidWords: string;
  emojiLevel: string;
  ctaStyle: string;
  addressForm: string;
  nickname: string;
  nicknameNumber: string;
  notes: string;
  examplePosts: string;
}

const toForm = (p: VoiceProfile): FormState => ({
  tone: p.tone ?? '',
  expressions: p.expressions.join('\n'),
  avoidWords: p.avoidWords.join('\n'),
  emojiLevel: p.emojiLevel ?? '',
  ctaStyle: p.ctaStyle,
  addressForm: p.addressForm ?? '',
  nickname: p.nickname,
  nicknameNumber: p.nicknameNumber ?? '',
  notes: p.notes,
  examplePosts: p.examplePosts.join(`\n${POST_SEPARATOR}\n`),
});

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

const fromForm = (f: FormState) => ({
  tone: (f.tone || null) as VoiceProfile['tone'],
  expressions: linesOf(f.expressions),
  avoidWords: linesOf(f.avoidWords),
  emojiLevel: (f.emojiLevel || null) as VoiceProfile['emojiLevel'],
  ctaStyle: f.ctaStyle,
  addressForm: (f.addressForm || null) as VoiceProfile['addressForm'],
  nickname: f.addressForm === 'apelido' ? f.nickname : '',
  nicknameNumber: (f.addressForm === 'apelido' && f.nicknameNumber
    ? f.nicknameNumber
    : null) as VoiceProfile['nicknameNumber'],
  notes: f.notes,
  examplePosts: f.examplePosts
    .split(new RegExp(`^\\s*${POST_SEPARATOR}\\s*$`, 'm'))
    .map((p) => p.trim())
    .filter(Boolean),
});

/** The field a server error code points at ("expressions.3" → "expressions"). */
const fieldOf = (key: string) => key.split('.')[0]!;

/**
 * The limits the server enforces, checked as the user types with the same shared schema: each field
 * says in Portuguese when it is over its limit, and nothing is cut.
 */
function limitErrors(form: FormState): Record<string, string> {
  const parsed = voiceProfileSchema.safeParse(fromForm(form));
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[fieldOf(String(issue.path[0] ?? ''))] ??= messageFor(issue.message);
  }
  return errors;
}

const chars = (text: string, max: number) => `${text.trim().length}/${max} caracteres`;
const longest = (items: string[]) => Math.max(0, ...items.map((i) => i.length));

export function VoiceSection({ subject, id = 'voz-da-marca' }: { subject: string; id?: string }) {
  const query = useVoice(subject);
  const loaded = Boolean(query.data);
  // Links to "#voz-da-marca" (from the generators) land on the section once it has loaded.
  useEffect(() => {
    if (loaded && window.location.hash === `#${id}`) document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
  }, [loaded, id]);
  if (query.isPending) return <Spinner label="Carregando voz da marca..." />;
  if (query.isError || !query.data) {
    return <p className="text-sm text-red-600 dark:text-red-400">Não foi possível carregar a voz da marca.</p>;
  }
  return (
    <div id={id} className="scroll-mt-20 space-y-6">
      <VoiceForm key={subject} voice={query.data} subject={subject} />
      <VoiceMemory voice={query.data} subject={subject} />
    </div>
  );
}

function VoiceForm({ voice, subject }: { voice: VoiceView; subject: string }) {
  const save = useSaveVoice(subject);
  const [form, setForm] = useState<FormState>(() => toForm(voice.profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => setForm(toForm(voice.profile)), [voice.profile]);

  const set = (key: keyof FormState) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const limits = limitErrors(form);
  const errorOf = (key: keyof FormState) => errors[key] ?? limits[key];
  const expressions = linesOf(form.expressions);
  const avoidWords = linesOf(form.avoidWords);
  const posts = fromForm(form).examplePosts;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    // Over a limit: the fields already say which and why; nothing is sent (the server would refuse it too).
    if (Object.keys(limits).length) {
      toast.error('Revise os campos acima do limite.');
      return;
    }
    save.mutate(fromForm(form), {
      onSuccess: () => toast.success('Voz da marca salva!'),
      onError: (err) => {
        if (err instanceof ApiError && err.fields) {
          const next: Record<string, string> = {};
          for (const [key, code] of Object.entries(err.fields)) next[fieldOf(key)] ??= messageFor(code);
          setErrors(next);
        }
        toast.error(err instanceof ApiError ? err.message : 'Não foi possível salvar a voz da marca.');
      },
    });
  };

  return (
    <Card>
      <CardTitle className="mb-1 flex items-center gap-2">
        <Mic className="h-5 w-5 text-brand-600" aria-hidden />
        Voz da marca
      </CardTitle>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
        Como {voice.name} fala. Tudo é opcional e entra em cada geração só como referência de estilo.
      </p>
      <form onSubmit={submit} noValidate aria-label="Voz da marca" className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Tom padrão"
            value={form.tone}
            onChange={set('tone')}
            options={[
              { value: '', label: 'Sem preferência' },
              ...SCRIPT_TONES.map((t) => ({ value: t, label: TONE_LABELS[t] })),
            ]}
          />
          <SelectField
            label="Uso de emojis"
            value={form.emojiLevel}
            onChange={set('emojiLevel')}
            options={[
              { value: '', label: 'Sem preferência' },
              ...EMOJI_LEVELS.map((l) => ({ value: l, label: EMOJI_LEVEL_LABELS[l] })),
            ]}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextAreaField
            label="Expressões para usar"
            hint={`Uma por linha: ${expressions.length}/${VOICE_LIMITS.expressions}, a maior com ${longest(expressions)}/${VOICE_LIMITS.expressionLength} caracteres.`}
            rows={3}
            value={form.expressions}
            onChange={set('expressions')}
            error={errorOf('expressions')}
          />
          <TextAreaField
            label="Palavras e expressões a evitar"
            hint={`Uma por linha: ${avoidWords.length}/${VOICE_LIMITS.avoidWords}, a maior com ${longest(avoidWords)}/${VOICE_LIMITS.avoidWordLength} caracteres.`}
            rows={3}
            value={form.avoidWords}
            onChange={set('avoidWords')}
            error={errorOf('avoidWords')}
          />
        </div>
        <TextField
          label="Estilo da chamada para ação"
          placeholder="Ex.: convida para chamar no direct"
          hint={chars(form.ctaStyle, VOICE_LIMITS.ctaStyleLength)}
          value={form.ctaStyle}
          onChange={set('ctaStyle')}
          error={errorOf('ctaStyle')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Como falar com o público"
            value={form.addressForm}
            onChange={set('addressForm')}
            options={[
              { value: '', label: 'Sem preferência' },
              ...ADDRESS_FORMS.map((a) => ({ value: a, label: ADDRESS_FORM_LABELS[a] })),
            ]}
          />
          {form.addressForm === 'apelido' && (
            <TextField
              label="Apelido do público"
              placeholder="Ex.: tutores"
              hint={chars(form.nickname, VOICE_LIMITS.nicknameLength)}
              value={form.nickname}
              onChange={set('nickname')}
              error={errorOf('nickname')}
            />
          )}
          {form.addressForm === 'apelido' && (
            <SelectField
              label="O apelido fala com"
              value={form.nicknameNumber}
              onChange={set('nicknameNumber')}
              options={[
                { value: '', label: 'Sem preferência' },
                ...NICKNAME_NUMBERS.map((n) => ({ value: n, label: NICKNAME_NUMBER_LABELS[n] })),
              ]}
            />
          )}
        </div>
        <TextAreaField
          label="Observações"
          rows={3}
          hint={chars(form.notes, VOICE_LIMITS.notesLength)}
          value={form.notes}
          onChange={set('notes')}
          error={errorOf('notes')}
        />
        <TextAreaField
          label="Posts de exemplo"
          hint={`${posts.length}/${VOICE_LIMITS.examplePosts} posts, o maior com ${longest(posts)}/${VOICE_LIMITS.examplePostLength} caracteres; separe um do outro com uma linha contendo apenas ${POST_SEPARATOR}.`}
          rows={5}
          value={form.examplePosts}
          onChange={set('examplePosts')}
          error={errorOf('examplePosts')}
        />
        <Button type="submit" busy={save.isPending} className="w-full sm:w-auto">
          Salvar voz da marca
        </Button>
      </form>
    </Card>
  );
}

function VoiceMemory({ voice, subject }: { voice: VoiceView; subject: string }) {
  const remove = useRemoveVoiceExample(subject);
  const clear = useClearVoiceMemory(subject);
  const [confirming, setConfirming] = useState(false);
  const failed = () => toast.error('Não foi possível alterar a memória da marca.');

  return (
    <Card>
      <section aria-label="Memória da marca">
        <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            <Brain className="h-5 w-5 text-brand-600" aria-hidden />
            Memória da marca
          </CardTitle>
          {voice.examples.length > 0 &&
            (confirming ? (
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="danger"
                  busy={clear.isPending}
                  onClick={() =>
                    clear.mutate(undefined, {
                      onSuccess: () => toast.success('Memória da marca limpa.'),
                      onError: failed,
                      onSettled: () => setConfirming(false),
                    })
                  }
                >
                  Confirmar limpeza
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                  Cancelar
                </Button>
              </div>
            ) : (
              <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
                Limpar memória
              </Button>
            ))}
        </div>
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
          Textos que você editou e que o cliente aprovou. Guardamos os 3 mais recentes de cada tipo de conteúdo.
        </p>
        {voice.examples.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">Nenhum exemplo aprendido ainda.</p>
        ) : (
          <ul className="space-y-3">
            {voice.examples.map((example) => (
              <li
                key={example.id}
                className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
                data-testid="voice-example"
              >
                <div className="mb-2 flex flex-wrap items-center gap-2">
                  <Badge tone="brand">{CONTENT_KIND_LABELS[example.kind]}</Badge>
                  <Badge>{example.source === 'approval' ? 'Aprovado pelo cliente' : 'Editado por você'}</Badge>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="ml-auto"
                    aria-label={`Remover exemplo: ${truncate(example.text, 40)}`}
                    icon={<Trash2 className="h-4 w-4" aria-hidden />}
                    onClick={() => remove.mutate(example.id, { onError: failed })}
                  >
                    Remover
                  </Button>
                </div>
                <p className="whitespace-pre-wrap break-words text-sm text-slate-700 dark:text-slate-200">
                  {truncate(example.text, 400)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
