import { CheckCircle2, XCircle } from 'lucide-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { STORAGE_KEYS } from '@shared/constants';
import { teamTexts } from '@shared/messages/team-texts';
import { buttonClasses } from '@web/components/ui/button';
import { readStorage } from '@web/lib/storage';
import { AuthLayout } from './auth-layout';
import { confirmedInvitationToken, invitationPath } from './invited-sign-up';

/**
 * Where the e-mail link lands. better-auth adds ?error=… when the token is invalid or expired. An account
 * made from an invitation (`?convite=<token>`) goes back to the invitation, which says the e-mail is
 * confirmed and leads to sign in and accept: such an account has no trial, so none is promised.
 */
export default function ConfirmPage() {
  const [search] = useSearchParams();
  const error = search.get('error');
  const invitation = confirmedInvitationToken(search);
  const signIn = invitation ? { from: invitationPath(invitation) } : undefined;
  if (error) {
    return (
      <AuthLayout title="Link inválido ou expirado">
        <div className="space-y-5 text-center">
          <XCircle className="mx-auto h-14 w-14 text-red-500" aria-hidden />
          <p className="text-slate-700 dark:text-slate-300">
            Não foi possível confirmar seu email com este link. Tente entrar: se a conta ainda não estiver confirmada,
            você poderá reenviar o email.
          </p>
          <Link to="/auth/signin" state={signIn} className={buttonClasses('primary', 'lg', 'w-full')}>
            Ir para o login
          </Link>
        </div>
      </AuthLayout>
    );
  }
  if (invitation) return <Navigate to={invitationPath(invitation)} replace state={{ confirmed: true }} />;
  // A confirmation sent again from the sign-in screen carries no token; the invitation this browser opened
  // is where signing in leads (auth-page.tsx), so it is what the page speaks of.
  const pendingInvitation = readStorage(STORAGE_KEYS.pendingInvitation);
  return (
    <AuthLayout title="Email confirmado!">
      <div className="space-y-5 text-center">
        <CheckCircle2 className="mx-auto h-14 w-14 text-emerald-500" aria-hidden />
        <p className="text-slate-700 dark:text-slate-300">
          {pendingInvitation
            ? teamTexts.CONFIRMED_PENDING
            : 'Sua conta está ativa. Entre para começar seu teste grátis de 3 dias.'}
        </p>
        <Link to="/auth/signin" className={buttonClasses('primary', 'lg', 'w-full')}>
          Fazer login
        </Link>
      </div>
    </AuthLayout>
  );
}
