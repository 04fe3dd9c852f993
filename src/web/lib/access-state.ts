/**
 * How an account's access state (the server's `access.state`, by the one access rule in
 * `@shared/access-rule`) is named on screens: the profile's status card, the subscription page and the
 * admin's list of accounts all read it from here, so none of them works out the state from raw columns.
 */
import type { AccessState } from '@shared/access-rule';

export type StatusTone = 'brand' | 'success' | 'warning' | 'danger' | 'neutral' | 'info';

export const ACCESS_STATE_BADGES: Record<AccessState, { label: string; tone: StatusTone }> = {
  admin: { label: 'Ativo', tone: 'success' },
  active: { label: 'Ativo', tone: 'success' },
  trial: { label: 'Trial', tone: 'brand' },
  // The trial card says how it ended ('Trial expirado'); the badge keeps the plan's name.
  trial_expired: { label: 'Trial', tone: 'brand' },
  past_due: { label: 'Pagamento pendente', tone: 'warning' },
  cancelled: { label: 'Cancelado', tone: 'neutral' },
  // A period nothing renews that ended is blocked, whether or not the billing job has marked it yet.
  period_ended: { label: 'Bloqueado', tone: 'danger' },
  none: { label: 'Bloqueado', tone: 'danger' },
  blocked: { label: 'Bloqueado', tone: 'danger' },
};

/** The badge of a state; anything the server did not name reads as blocked. */
export function accessStateBadge(state: string | null | undefined): { label: string; tone: StatusTone } {
  return ACCESS_STATE_BADGES[state as AccessState] ?? ACCESS_STATE_BADGES.blocked;
}

/** The trial has begun on this account (running or ended): the trial card applies. */
export const onTrial = (state: AccessState | null | undefined) => state === 'trial' || state === 'trial_expired';
