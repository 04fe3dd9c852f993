/**
 * The fields the account forms ask the same way (sign-in, sign-up, forgotten password, onboarding,
 * profile): one label, autofill hint and keyboard each, so browsers' autofill and screen readers meet
 * them alike everywhere. The form wires each one with `register` and passes its message.
 */
import type { ComponentProps } from 'react';
import { TextField } from '../ui/field';

type AccountFieldProps = Omit<ComponentProps<typeof TextField>, 'label'>;

export function NameField(props: AccountFieldProps) {
  return <TextField label="Nome" autoComplete="name" required {...props} />;
}

export function EmailField(props: AccountFieldProps) {
  return <TextField label="Email" type="email" autoComplete="email" inputMode="email" required {...props} />;
}
