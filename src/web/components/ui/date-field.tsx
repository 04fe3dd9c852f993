/**
 * A date field read by the one date rule (src/shared/date-input.ts). A browser reports a date it cannot
 * read (30/02, a day typed halfway) as an empty value, which on its own passes for "no date": this field
 * notices it, and a year typed halfway (0002) or out of range, and shows the rule's Portuguese message
 * under the field, linked to it for screen readers. Forms set `noValidate` so no English browser bubble
 * appears; before acting they call `checkDateFields(form)`, which shows the message on every refused
 * field and moves the focus to the first one.
 */
import { forwardRef, useCallback, useState, type ChangeEvent, type FocusEvent, type InputHTMLAttributes } from 'react';
import { DATE_FIRST_DAY, DATE_INVALID, DATE_LAST_DAY, readDateField } from '@shared/date-input';
import { messageFor } from '@shared/messages';
import { TextField } from './field';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  /** An error of the form's own (e.g. its schema's), shown before the field's. */
  error?: string;
  hint?: string;
  wrapperClassName?: string;
  /**
   * Shows a refusal as soon as the field loses the focus: for fields acted on at once (a live filter).
   * Off in forms with a button: a message appearing on the blur moves the button away from the pointer
   * that is clicking it, and the click is lost; there checkDateFields shows it on submit.
   */
  checkOnBlur?: boolean;
};

/** The rule's message when the field holds a date the rule refuses; undefined otherwise. */
export function dateFieldError(input: HTMLInputElement): string | undefined {
  return readDateField(input).error ? messageFor(DATE_INVALID) : undefined;
}

export const DateField = forwardRef<HTMLInputElement, Props>(function DateField(
  { error, onChange, onBlur, onInvalid, checkOnBlur = false, min = DATE_FIRST_DAY, max = DATE_LAST_DAY, ...rest },
  ref,
) {
  const [refused, setRefused] = useState<string | undefined>();
  const check = useCallback((input: HTMLInputElement) => setRefused(dateFieldError(input)), []);
  return (
    <TextField
      ref={ref}
      type="date"
      min={min}
      max={max}
      error={error ?? refused}
      onChange={(e: ChangeEvent<HTMLInputElement>) => {
        // Typing clears a shown refusal as soon as the date is whole again; a new one waits for the submit.
        if (refused) check(e.currentTarget);
        onChange?.(e);
      }}
      onBlur={(e: FocusEvent<HTMLInputElement>) => {
        if (checkOnBlur) check(e.currentTarget);
        onBlur?.(e);
      }}
      onInvalid={(e) => {
        // Sent by checkDateFields (or a browser check): the message is ours, never the browser's bubble.
        e.preventDefault();
        check(e.currentTarget);
        onInvalid?.(e);
      }}
      {...rest}
    />
  );
});

/**
 * Checks every date field of a form by the one rule: each refused field shows the message, the first one
 * takes the focus, and the answer says whether the form may go on.
 */
export function checkDateFields(form: HTMLFormElement): boolean {
  const refused = Array.from(form.querySelectorAll<HTMLInputElement>('input[type="date"]')).filter((input) => {
    if (!dateFieldError(input)) return false;
    // The field's `invalid` event shows the message (sent by hand: with noValidate no browser check runs).
    input.dispatchEvent(new Event('invalid', { cancelable: true }));
    return true;
  });
  refused[0]?.focus();
  return refused.length === 0;
}
