/**
 * The invitation link (/convite/:token): what the invitation is, then accepting it signed in with the
 * invited e-mail. Before signing in, the page is remembered so that signing in comes back here; "Criar
 * conta" opens the sign-up made for the invitation (invited-sign-up.ts), whose confirmation link returns
 * here saying the e-mail is confirmed. An expired, revoked or used invitation, or another account's, is
 * told in plain words.
 */
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { STORAGE_KEYS } from '@shared/constants';
import { interpolate } from '@shared/messages';
import { teamMessages } from '@shared/messages/team';
import { teamTexts } from '@shared/messages/team-texts';
import { ROLE_LABELS } from '@shared/team';
import { formatDate } from '@shared/format';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Notice } from '@web/components/ui/notice';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';
import { signOut } from '@web/lib/auth-calls';
import { useMe } from '@web/lib/session';
import { writeStorage } from '@web/lib/storage';
import { rememberWorkspace } from '@web/lib/workspace';
import { AuthLayout } from './auth-layout';
import { invitationPath, invitationSignUpState } from './invited-sign-up';
import { acceptInvitation, useInvitation } from '@web/entities/team/api';

export default function InvitationPage() {
  const token = useParams().token ?? '';
  const confirmed = (useLocation().state as { confirmed?: boolean } | null)?.confirmed === true;
  const invitation = useInvitation(token);
  const me = useMe();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (invitation.isPending || me.isPending) return <Spinner className="min-h-dvh" />;
  if (invitation.isError) {
    writeStorage(STORAGE_KEYS.pendingInvitation, null);
    const err = invitation.error;
    return (
      <AuthLayout title="Convite indisponível">
        <Notice tone="warning">{err instanceof ApiError ? err.message : teamMessages.INVITATION_NOT_FOUND}</Notice>
        <Link to="/" className={buttonClasses('outline', 'lg', 'mt-6 w-full')}>
          Ir para a página inicial
        </Link>
      </AuthLayout>
    );
  }
  const info = invitation.data.invitation;
  const here = invitationPath(token);
  const signedIn = me.data;
  const subtitle = `${info.teamName} convidou você para a equipe como ${ROLE_LABELS[info.role]}. O convite vale até ${formatDate(info.expiresAt)}.`;

  const accept = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await acceptInvitation(token);
      writeStorage(STORAGE_KEYS.pendingInvitation, null);
      rememberWorkspace(res.workspaceId);
      window.location.assign('/dashboard');
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  };

  if (!signedIn && confirmed) {
    writeStorage(STORAGE_KEYS.pendingInvitation, here);
    return (
      <AuthLayout title={teamTexts.CONFIRMED_TITLE} subtitle={subtitle}>
        <p className="text-sm break-words text-slate-600 dark:text-slate-300">
          {interpolate(teamTexts.CONFIRMED_TEXT, { email: info.email })}
        </p>
        <Link to="/auth/signin" state={{ from: here }} className={buttonClasses('primary', 'lg', 'mt-6 w-full')}>
          Entrar
        </Link>
      </AuthLayout>
    );
  }

  if (!signedIn) {
    writeStorage(STORAGE_KEYS.pendingInvitation, here);
    return (
      <AuthLayout title="Você foi convidado(a)" subtitle={subtitle}>
        <p className="text-sm break-words text-slate-600 dark:text-slate-300">
          Entre ou crie sua conta com o e-mail <strong>{info.email}</strong> para aceitar.
        </p>
        <div className="mt-6 space-y-3">
          <Link to="/auth/signin" state={{ from: here }} className={buttonClasses('primary', 'lg', 'w-full')}>
            Já tenho conta: entrar
          </Link>
          <Link
            to="/auth/signup"
            state={invitationSignUpState(token)}
            className={buttonClasses('outline', 'lg', 'w-full')}
          >
            Criar conta
          </Link>
        </div>
      </AuthLayout>
    );
  }

  if (signedIn.user.email.toLowerCase() !== info.email) {
    return (
      <AuthLayout title="Convite para outro e-mail" subtitle={subtitle}>
        <Notice tone="warning">{interpolate(teamMessages.INVITATION_WRONG_EMAIL, { email: info.email })}</Notice>
        <Button className="mt-6 w-full" size="lg" variant="outline" onClick={() => void signOut()}>
          Sair e entrar com {info.email}
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Aceitar convite" subtitle={subtitle}>
      {info.seatsFull && (
        <Notice tone="info">{interpolate(teamTexts.INVITEE_SEATS_FULL, { name: info.teamName })}</Notice>
      )}
      {error && <Notice tone="danger">{error}</Notice>}
      <Button className="mt-6 w-full" size="lg" busy={busy} disabled={info.seatsFull} onClick={() => void accept()}>
        {info.seatsFull ? teamTexts.INVITEE_WAITING : 'Aceitar e entrar na equipe'}
      </Button>
    </AuthLayout>
  );
}
