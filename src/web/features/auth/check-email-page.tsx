import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@web/lib/toast';
import { RESEND_COUNTDOWN_SECONDS, STORAGE_KEYS } from '@shared/constants';
import { authToasts, ERROR_MESSAGES } from '@shared/messages';
import { Button } from '@web/components/ui/button';
import { resendVerification } from '@web/lib/auth-calls';
import { readStorage } from '@web/lib/storage';
import { AuthLayout } from './auth-layout';

/**
 * After sign-up: the address used, a 60 s resend countdown, and the way on to sign-in. A sign-up made
 * from an invitation passes its token, so that a new link also leads back to the invitation.
 */
export default function CheckEmailPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as { email?: string; invitation?: string } | null;
  const email = state?.email ?? readStorage(STORAGE_KEYS.signupEmail) ?? '';
  const [seconds, setSeconds] = useState(RESEND_COUNTDOWN_SECONDS);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (seconds <= 0) return;
    const t = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(t);
  }, [seconds]);

  const resend = async () => {
    if (!email) return;
    setSending(true);
    const r = await resendVerification(email, state?.invitation);
    setSending(false);
    if (r.ok) {
      toast.success(authToasts.CONFIRMATION_SENT);
      setSeconds(RESEND_COUNTDOWN_SECONDS);
    } else toast.error(r.error?.status === 429 ? ERROR_MESSAGES.RATE_LIMITED : ERROR_MESSAGES.RESEND_FAILED);
  };

  return (
    <AuthLayout title="Verifique seu email">
      <div className="space-y-5 text-center">
        <MailCheck className="mx-auto h-14 w-14 text-brand-600" aria-hidden />
        <p className="text-slate-700 dark:text-slate-300">
          Enviamos um link de confirmação para{' '}
          <strong className="break-all text-slate-900 dark:text-white">{email || 'o seu email'}</strong>. Abra o email e
          clique no link para ativar sua conta.
        </p>
        <p className="text-sm text-slate-500 dark:text-slate-400">
          Não recebeu? Confira a caixa de spam ou reenvie o email.
        </p>
        <Button variant="outline" className="w-full" onClick={resend} disabled={seconds > 0 || !email} busy={sending}>
          {seconds > 0 ? `Reenviar email em ${seconds}s` : 'Reenviar email de confirmação'}
        </Button>
        <Button className="w-full" onClick={() => navigate('/auth/signin')}>
          Continuar para o login
        </Button>
      </div>
    </AuthLayout>
  );
}
