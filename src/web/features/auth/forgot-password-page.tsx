/**
 * "Esqueci minha senha": asks for the e-mail and always answers the same way, so the screen never tells
 * whether an address has an account. The link in the e-mail lasts one hour.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { ERROR_MESSAGES } from '@shared/messages';
import { EMAIL_PATTERN } from '@shared/schemas/auth';
import { EmailField } from '@web/components/account/account-fields';
import { Button } from '@web/components/ui/button';
import { Notice } from '@web/components/ui/notice';
import { fieldMessage } from '@web/lib/form-errors';
import { requestPasswordReset } from '@web/lib/auth-calls';
import { AuthLayout, AuthSwitchLink } from './auth-layout';

const schema = z.object({ email: z.string().trim().regex(EMAIL_PATTERN, 'EMAIL_INVALID_FORMAT') });
type Values = z.infer<typeof schema>;

export default function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<Values>({ resolver: zodResolver(schema) });

  const onSubmit = handleSubmit(async ({ email }) => {
    setError(null);
    const r = await requestPasswordReset(email);
    if (r.ok) setSentTo(email);
    else if (!r.error) setError(ERROR_MESSAGES.NETWORK);
    else setError(r.error.status === 429 ? ERROR_MESSAGES.RATE_LIMITED : ERROR_MESSAGES.RESET_REQUEST_FAILED);
  });

  if (sentTo) {
    return (
      <AuthLayout title="Verifique seu email">
        <div className="space-y-5 text-center">
          <MailCheck className="mx-auto h-14 w-14 text-brand-600 dark:text-brand-400" aria-hidden />
          <p role="status" className="text-slate-700 dark:text-slate-300">
            Se existir uma conta com <strong className="break-all text-slate-900 dark:text-white">{sentTo}</strong>,
            enviamos um link para criar uma nova senha. O link vale por 1 hora.
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Não recebeu? Confira a caixa de spam ou peça outro link.
          </p>
          <Button variant="outline" className="w-full" onClick={() => setSentTo(null)}>
            Enviar outro link
          </Button>
          <Link
            to="/auth/signin"
            className="block text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            Voltar para o login
          </Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Esqueci minha senha"
      subtitle="Digite o email da sua conta. Enviaremos um link para você criar uma nova senha."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {error && <Notice tone="danger">{error}</Notice>}
        <EmailField {...register('email')} error={fieldMessage(formState.errors.email)} />
        <Button type="submit" size="lg" className="w-full" busy={formState.isSubmitting}>
          Enviar link
        </Button>
      </form>
      <AuthSwitchLink question="Lembrou a senha?" to="/auth/signin">
        Entrar
      </AuthSwitchLink>
    </AuthLayout>
  );
}
