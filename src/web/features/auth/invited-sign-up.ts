/**
 * The sign-up reached from an invitation ("Criar conta" on /convite/:token). The invitation page passes
 * its token in the navigation state, never in the address, so it reaches no log or referrer the
 * invitation link itself does not. Such a sign-up fills in the invited e-mail and keeps it (the server
 * accepts the invitation only for that address), offers no plan and promises no trial (the account works
 * on the team's subscription, decision 0020), and its confirmation link leads back to the invitation.
 */
import { useLocation } from 'react-router';
import { interpolate } from '@shared/messages';
import { teamTexts } from '@shared/messages/team-texts';
import { ROLE_LABELS, type InvitableRole } from '@shared/team';
import { useInvitation } from '@web/entities/team/api';

export interface SignUpInvitation {
  token: string;
  email: string;
  teamName: string;
  role: InvitableRole;
}

/** The navigation state the invitation page gives its "Criar conta" link. */
export function invitationSignUpState(token: string) {
  return { invitation: token };
}

export function invitationPath(token: string): string {
  return `/convite/${token}`;
}

/** An invitation token as the server makes them (base64url); anything else is no invitation. */
function asToken(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,200}$/.test(value) ? value : null;
}

function tokenFrom(state: unknown): string | null {
  return asToken((state as { invitation?: unknown } | null)?.invitation);
}

/** The invitation a confirmation link leads back to (`/auth/confirm?convite=<token>`), if any. */
export function confirmedInvitationToken(search: URLSearchParams): string | null {
  return asToken(search.get('convite'));
}

export type SignUpInvitationState =
  | { status: 'none' }
  | { status: 'loading' }
  /** Expired, revoked or used: its own page says so. */
  | { status: 'unavailable'; page: string }
  | { status: 'ready'; invitation: SignUpInvitation };

/** Whether this sign-up comes from an invitation, and which. */
export function useSignUpInvitation(signup: boolean): SignUpInvitationState {
  const location = useLocation();
  const token = signup ? tokenFrom(location.state) : null;
  const query = useInvitation(token);
  if (!token) return { status: 'none' };
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'unavailable', page: invitationPath(token) };
  const { email, teamName, role } = query.data.invitation;
  return { status: 'ready', invitation: { token, email, teamName, role } };
}

/** The sign-up's header for an invitation: the team joined and the role, in place of the trial. */
export function invitedSignUpHeader(invitation: SignUpInvitation) {
  return {
    title: teamTexts.SIGNUP_TITLE,
    subtitle: interpolate(teamTexts.SIGNUP_SUBTITLE, {
      name: invitation.teamName,
      role: ROLE_LABELS[invitation.role],
    }),
  };
}
