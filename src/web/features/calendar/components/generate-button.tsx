/**
 * "Gerar pauta": picks a kind and opens its generator with the day, the theme and the client prefilled.
 * Only for who may generate.
 */
import { Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { generatorLink } from '@shared/calendar';
import { CONTENT_KIND_LABELS, THEMED_KINDS, type ContentKind } from '@shared/content-kinds';
import { buttonClasses } from '@web/components/ui/button';
import { controlClasses } from '@web/components/ui/field';
import { useMay } from '@web/lib/session';

export function GenerateButton({
  date,
  theme,
  clientId,
  label,
}: {
  date: string;
  theme?: string;
  clientId: string | null;
  /** What the link is for, for screen readers ('Dia dos Namorados'). */
  label: string;
}) {
  const id = useId();
  const [kind, setKind] = useState<ContentKind>('caption');
  const mayGenerate = useMay('generate');
  if (!mayGenerate) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="sr-only">
        Tipo de conteúdo para {label}
      </label>
      <select
        id={id}
        value={kind}
        onChange={(e) => setKind(e.target.value as ContentKind)}
        className={`${controlClasses} h-8 w-auto py-0`}
      >
        {THEMED_KINDS.map((k) => (
          <option key={k} value={k}>
            {CONTENT_KIND_LABELS[k]}
          </option>
        ))}
      </select>
      <Link
        to={generatorLink(kind, { date, theme, clientId })}
        className={buttonClasses('primary', 'sm')}
        aria-label={`Gerar pauta: ${label}`}
      >
        <Sparkles className="h-4 w-4" aria-hidden />
        Gerar pauta
      </Link>
    </div>
  );
}
