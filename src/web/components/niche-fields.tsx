/**
 * The niche of a profile or a client, as every form asks it: the list of options and "Outros", which
 * reveals a free-text niche (the server stores the text in its place). Each form keeps its own wording
 * (labels, placeholders) and wires the two fields to its form with `register`.
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { NICHE_SELECT_OPTIONS, isOtherNiche } from '@shared/niches';
import { SelectField, TextField } from '@web/components/ui/field';

export interface NicheFieldsProps {
  /** The choice currently selected (the form's watched `niche`). */
  value: string | undefined;
  niche: UseFormRegisterReturn;
  customNiche: UseFormRegisterReturn;
  /** Messages (already in Portuguese) of each field, when invalid. */
  errors: { niche?: string; customNiche?: string };
  texts: { label: string; placeholder: string; customLabel: string; customPlaceholder: string };
  /** Whether a niche must be chosen (the free text is always required once "Outros" is chosen). */
  required?: boolean;
  customMaxLength?: number;
  customClassName?: string;
}

export function NicheFields({
  value,
  niche,
  customNiche,
  errors,
  texts,
  required,
  customMaxLength,
  customClassName,
}: NicheFieldsProps) {
  return (
    <>
      <SelectField
        label={texts.label}
        required={required}
        placeholder={texts.placeholder}
        options={[...NICHE_SELECT_OPTIONS]}
        error={errors.niche}
        {...niche}
      />
      {isOtherNiche(value) && (
        <TextField
          label={texts.customLabel}
          required
          maxLength={customMaxLength}
          placeholder={texts.customPlaceholder}
          wrapperClassName={customClassName}
          error={errors.customNiche}
          {...customNiche}
        />
      )}
    </>
  );
}
