/**
 * "Alterar Senha": current, new and confirmation, with the spec's three messages. Every signed-in
 * account has it (admin settings and the creator/agency profile); changing it ends the other sessions.
 */
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '@web/lib/toast';
import { MIN_PASSWORD_LENGTH } from '@shared/constants';
import { adminMessages, adminToasts } from '@shared/messages/admin';
import { ApiError } from '@web/lib/api';
import { changePassword } from '@web/lib/auth-calls';
import { Button } from '../ui/button';
import { Card, CardTitle } from '../ui/card';
import { PasswordField } from './password-field';
import { messageFor } from '@shared/messages';
import { BAD_TEXT_CODE, hasBadCharacters } from '@shared/schemas/text';

// The password rules are the same for every account; the catalogue keeps them with the admin texts.
const messages = {
  required: adminMessages.ADMIN_PASSWORD_REQUIRED,
  mismatch: adminMessages.ADMIN_PASSWORD_MISMATCH,
  tooShort: adminMessages.ADMIN_PASSWORD_TOO_SHORT,
  wrong: adminMessages.ADMIN_PASSWORD_WRONG,
  failed: adminMessages.ADMIN_PASSWORD_FAILED,
};

export function PasswordChangeCard() {
  const change = useMutation({ mutationFn: changePassword });
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fail = (message: string) => {
    setError(message);
    toast.error(message);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!current || !next) return fail(messages.required);
    if (next !== confirm) return fail(messages.mismatch);
    if (next.length < MIN_PASSWORD_LENGTH) return fail(messages.tooShort);
    // The rule the server applies to every text it is sent, with its words.
    if (hasBadCharacters(current) || hasBadCharacters(next)) return fail(messageFor(BAD_TEXT_CODE));
    setError(null);
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          toast.success(adminToasts.PASSWORD_CHANGED);
          setCurrent('');
          setNext('');
          setConfirm('');
        },
        onError: (err) => {
          setError(err instanceof ApiError && err.code === 'INVALID_PASSWORD' ? messages.wrong : messages.failed);
          toast.error(messages.failed);
        },
      },
    );
  };
  return (
    <Card>
      <form aria-label="Alterar senha" onSubmit={submit} noValidate className="space-y-4">
        <CardTitle as="h2" className="flex items-center gap-2">
          <KeyRound className="h-5 w-5 text-brand-600 dark:text-brand-400" aria-hidden /> Alterar Senha
        </CardTitle>
        <PasswordField label="Senha atual" value={current} onChange={setCurrent} autoComplete="current-password" />
        <PasswordField label="Nova senha" value={next} onChange={setNext} autoComplete="new-password" />
        <PasswordField label="Confirmar nova senha" value={confirm} onChange={setConfirm} autoComplete="new-password" />
        <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
          <p className="font-medium">Requisitos da senha:</p>
          <ul className="mt-1 list-inside list-disc">
            <li>Pelo menos {MIN_PASSWORD_LENGTH} caracteres</li>
            <li>A confirmação deve ser igual à nova senha</li>
          </ul>
          <p className="mt-2">Ao alterar a senha, as outras sessões abertas desta conta são encerradas.</p>
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {error}
          </p>
        )}
        <Button type="submit" busy={change.isPending}>
          Alterar Senha
        </Button>
      </form>
    </Card>
  );
}
