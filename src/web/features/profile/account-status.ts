/** Account status and trial figures shown on the profile page (spec part 1 §3, part 2 §4). */
import { signedDaysUntil } from '@shared/dates';

export const ACCOUNT_STATUS_LABELS = {
  trial: 'Trial',
  active: 'Ativo',
  cancelled: 'Cancelado',
  past_due: 'Pagamento pendente',
  blocked: 'Bloqueado',
} satisfies Record<string, string>;

export type StatusTone = 'brand' | 'success' | 'warning' | 'danger' | 'neutral';

export function accountStatus(status: string | null | undefined): { label: string; tone: StatusTone } {
  switch (status) {
    case 'active':
      return { label: ACCOUNT_STATUS_LABELS.active, tone: 'success' };
    case 'trial':
      return { label: ACCOUNT_STATUS_LABELS.trial, tone: 'brand' };
    case 'past_due':
      return { label: ACCOUNT_STATUS_LABELS.past_due, tone: 'warning' };
    case 'cancelled':
      return { label: ACCOUNT_STATUS_LABELS.cancelled, tone: 'neutral' };
    default:
      return { label: ACCOUNT_STATUS_LABELS.blocked, tone: 'danger' };
  }
}

/** Days of trial left (rounded up) and the text of the trial card: 'Trial expirado' at 0 or less. */
export function trialSummary(
  trialEndsAt: string | Date | null | undefined,
  now: Date = new Date(),
): { daysLeft: number; text: string } {
  const daysLeft = signedDaysUntil(trialEndsAt, now);
  if (daysLeft <= 0) return { daysLeft, text: 'Trial expirado' };
  return { daysLeft, text: daysLeft === 1 ? '1 dia restante' : `${daysLeft} dias restantes` };
}
