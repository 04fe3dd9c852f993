/**
 * Where the e-mailed reset link lands: better-auth checks the token and adds ?token=… (or
 * ?error=INVALID_TOKEN when it is unknown or older than an hour). Saving the new password ends every
 * session of the account, so the person signs in again.
 */
import { XCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@web/lib/toast';
import { MIN_PASSWORD_LENGTH } from '@shared/constants';
import { ERROR_MESSAGES } from '@shared/messages';
import { accountToasts } from '@shared/messages/account';
import { PasswordField } from '@web/components/account/password-field';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Notice } from '@web/components/ui/notice';
import { resetPassword } from '@web/lib/auth-calls';
import { AuthLayout } from './auth-layout';

function InvalidLink() {
  return (
    <AuthLayout title="Link inválido ou expirado">
      <div className="space-y-5 text-center">
        <XCircle className="mx-auto h-14 w-14 text-red-500" aria-hidden />
        <p className="text-slate-700 dark:text-slate-300">{ERROR_MESSAGES.RESET_LINK_INVALID}</p>
        <Link to="/auth/forgot-password" className={buttonClasses('primary', 'lg', 'w-full')}>
          Pedir novo link
        </Link>
      </div>
    </AuthLayout>
  );
}

export default function ResetPasswordPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const token = search.get('token');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [expired, setExpired] = useState(false);

  if (!token || search.get('error') || expired) return <InvalidLink />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) return setErrors({ password: ERROR_MESSAGES.PASSWORD_TOO_SHORT });
    if (password !== confirm) return setErrors({ confirm: ERROR_MESSAGES.PASSWORDS_DONT_MATCH });
    setErrors({});
    setBusy(true);
    const r = await resetPassword({ token, newPassword: password });
    setBusy(false);
    if (r.ok) {
      toast.success(accountToasts.PASSWORD_RESET);
      navigate('/auth/signin', { replace: true });
      return;
    }
    if (r.error?.code === 'INVALID_TOKEN') return setExpired(true);
    setErrors({
      form: !r.error
        ? ERROR_MESSAGES.NETWORK
        : r.error.status === 429
          ? ERROR_MESSAGES.RATE_LIMITED
          : r.error.code === 'PASSWORD_TOO_SHORT'
            ? ERROR_MESSAGES.PASSWORD_TOO_SHORT
            : ERROR_MESSAGES.RESET_FAILED,
    });
  };

  return (
    <AuthLayout
      title="Criar nova senha"
      subtitle="Escolha uma nova senha. As outras sessões abertas da sua conta serão encerradas."
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        {errors.form && <Notice tone="danger">{errors.form}</Notice>}
        <PasswordField
          label="Nova senha"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          hint={`Mínimo de ${MIN_PASSWORD_LENGTH} caracteres`}
          error={errors.password}
          required
        />
        <PasswordField
          label="Confirmar nova senha"
          value={confirm}
          onChange={setConfirm}
          autoComplete="new-password"
          error={errors.confirm}
          required
        />
        <Button type="submit" size="lg" className="w-full" busy={busy}>
          Salvar nova senha
        </Button>
      </form>
    </AuthLayout>
  );
}
