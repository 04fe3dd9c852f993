import { CheckCircle2, XCircle } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@web/components/ui/button';
import { AuthLayout } from './auth-layout';

/** Where the e-mail link lands. better-auth adds ?error=… when the token is invalid or expired. */
export default function ConfirmPage() {
  const [search] = useSearchParams();
  const error = search.get('error');
  if (error) {
    return (
      <AuthLayout title="Link inválido ou expirado">
        <div className="space-y-5 text-center">
          <XCircle className="mx-auto h-14 w-14 text-red-500" aria-hidden />
          <p className="text-slate-700 dark:text-slate-300">
            Não foi possível confirmar seu email com este link. Tente entrar: se a conta ainda não estiver confirmada,
            você poderá reenviar o email.
          </p>
          <Link to="/auth/signin" className={buttonClasses('primary', 'lg', 'w-full')}>
            Ir para o login
          </Link>
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Email confirmado!">
      <div className="space-y-5 text-center">
        <CheckCircle2 className="mx-auto h-14 w-14 text-emerald-500" aria-hidden />
        <p className="text-slate-700 dark:text-slate-300">
          Sua conta está ativa. Entre para começar seu teste grátis de 3 dias.
        </p>
        <Link to="/auth/signin" className={buttonClasses('primary', 'lg', 'w-full')}>
          Fazer login
        </Link>
      </div>
    </AuthLayout>
  );
}
