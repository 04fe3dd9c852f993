/**
 * The niche and the daily routine, wired to a profile form: onboarding asks them first, the profile page
 * edits them later, under the same schema. Each keeps its own wording (labels, placeholders, hint).
 */
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { ProfileFormValues } from '@shared/schemas/profile';
import { NicheFields, type NicheFieldsProps } from '@web/components/niche-fields';
import { TextAreaField } from '@web/components/ui/field';
import { fieldMessage } from '@web/lib/form-errors';

export function NicheRoutineFields({
  register,
  errors,
  niche,
  nicheTexts,
  routine,
}: {
  register: UseFormRegister<ProfileFormValues>;
  errors: FieldErrors<ProfileFormValues>;
  /** The niche currently chosen (the form's watched `niche`). */
  niche: string | undefined;
  nicheTexts: NicheFieldsProps['texts'];
  routine: { label: string; placeholder?: string; hint?: string };
}) {
  return (
    <>
      <NicheFields
        value={niche}
        required
        niche={register('niche')}
        customNiche={register('customNiche')}
        errors={{ niche: fieldMessage(errors.niche), customNiche: fieldMessage(errors.customNiche) }}
        texts={nicheTexts}
      />
      <TextAreaField
        label={routine.label}
        required
        rows={5}
        placeholder={routine.placeholder}
        hint={routine.hint}
        {...register('dailyRoutine')}
        error={fieldMessage(errors.dailyRoutine)}
      />
    </>
  );
}
