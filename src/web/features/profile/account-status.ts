/** Account status and trial figures shown on the profile page (spec part 1 §3, part 2 §4). */
import { signedDaysUntil } from '@shared/dates';
import { accessStateBadge, type StatusTone } from '@web/lib/access-state';

export type { StatusTone };

/** The status badge of the account's access state (`/api/me`'s `access.state`). */
export function accountStatus(state: string | null | undefined): { label: string; tone: StatusTone } {
  return accessStateBadge(state);
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
