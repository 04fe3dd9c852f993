/**
 * "Modelo de cada slide": one choice per carousel slide among the templates the server offers, by name and
 * what each is for. "Automático" keeps the template the slide's role gives (shown in brackets), so a
 * newcomer never has to choose. Plain labelled selects: a keyboard and a screen reader use them as they
 * use any form field.
 */
import { useId } from 'react';
import { controlClasses } from '../ui/field';
import type { TemplateChoices } from '@web/entities/content/images';

export interface PickerSlide {
  title: string;
  /** The template the slide is drawn with now. */
  template: string;
}

export interface PickerChoice {
  id: string;
  label: string;
  hint: string;
}

export function TemplatePicker({
  slides,
  choices,
  value,
  roleTemplates,
  disabled,
  onChange,
}: {
  slides: readonly PickerSlide[];
  choices: readonly PickerChoice[];
  value: TemplateChoices;
  /** The template each slide gets by its role, named in the "Automático" option. */
  roleTemplates: readonly string[];
  disabled?: boolean;
  onChange: (next: TemplateChoices) => void;
}) {
  const id = useId();
  if (!choices.length || !slides.length) return null;
  const labelOf = (templateId: string) => choices.find((c) => c.id === templateId)?.label ?? templateId;
  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-100">Modelo de cada slide</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-300">
        Ao trocar um modelo, as imagens são geradas de novo com ele e a escolha fica salva neste conteúdo.
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {slides.map((slide, i) => {
          const selectId = `${id}-slide-${i}`;
          return (
            <div key={selectId} className="space-y-1">
              <label htmlFor={selectId} className="block text-xs font-medium text-slate-700 dark:text-slate-200">
                Slide {i + 1}
                {slide.title ? `: ${slide.title}` : ''}
              </label>
              <select
                id={selectId}
                className={controlClasses}
                value={value[i] ?? ''}
                disabled={disabled}
                onChange={(e) => {
                  const next: TemplateChoices = slides.map((_, j) => value[j] ?? null);
                  next[i] = (e.target.value || null) as TemplateChoices[number];
                  onChange(next);
                }}
              >
                <option value="">Automático ({labelOf(roleTemplates[i] ?? slide.template)})</option>
                {choices.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.label} — {c.hint}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
