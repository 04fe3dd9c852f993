/**
 * The calendar of paid periods that do not renew by themselves (prepaid Pix, or Pix Automático after its
 * authorization was revoked): reminders 7 days and 1 day before the end (e-mail once, by billing_notices),
 * and at the end the spec's blocked state, with every piece of data kept.
 */
import { and, eq, gt, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { billingNotices, profiles } from '../db/schema';
import type { Logger } from '../logger';
import { periodEndedEmail, renewalReminderEmail } from '../mail/billing-templates';
import type { MailMessage, Mailer } from '../mail/transport';
import { DAY_MS } from '@shared/constants';
import { closeLapsedPaidAccess } from './paid-access';

export interface CalendarNotifier {
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
}

/** The reminders: the kind stored and how many days before the end it goes out. */
const REMINDERS = [
  { kind: 'renew_1d', days: 1 },
  { kind: 'renew_7d', days: 7 },
] as const;

async function sendOnce(
  db: Database,
  notify: CalendarNotifier,
  userId: string,
  periodEnd: Date,
  kind: string,
  mail: MailMessage,
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(billingNotices)
    .values({ userId, periodEnd, kind, sentAt: now })
    .onConflictDoNothing()
    .returning({ userId: billingNotices.userId });
  if (inserted.length === 0) return false;
  try {
    await notify.mailer.send(mail);
  } catch (err) {
    notify.logger.error({ err, userId, kind }, 'e-mail de renovação não enviado');
  }
  return true;
}

export interface CalendarRun {
  reminded: number;
  ended: number;
}

export async function runBillingCalendar(db: Database, notify: CalendarNotifier, now: Date): Promise<CalendarRun> {
  let ended = 0;
  // The end: active accounts whose paid period is over become blocked (nothing is deleted).
  const over = await db
    .update(profiles)
    .set({ subscriptionStatus: 'blocked', updatedAt: now })
    .where(and(eq(profiles.subscriptionStatus, 'active'), isNotNull(profiles.paidUntil), lte(profiles.paidUntil, now)))
    .returning({ userId: profiles.userId, email: profiles.email, paidUntil: profiles.paidUntil });
  for (const row of over) {
    const endedAt = row.paidUntil!;
    const mail = periodEndedEmail({ to: row.email, endedAt, appUrl: notify.appUrl });
    if (await sendOnce(db, notify, row.userId, endedAt, 'ended', mail, now)) ended += 1;
  }
  await closeLapsedPaidAccess(db, now);

  let reminded = 0;
  const soon = await db
    .select({ userId: profiles.userId, email: profiles.email, paidUntil: profiles.paidUntil })
    .from(profiles)
    .where(
      and(
        eq(profiles.subscriptionStatus, 'active'),
        gt(profiles.paidUntil, now),
        lte(profiles.paidUntil, new Date(now.getTime() + 7 * DAY_MS)),
      ),
    );
  for (const row of soon) {
    const endsAt = row.paidUntil!;
    const left = endsAt.getTime() - now.getTime();
    // The closest reminder due: a period found with less than a day left gets the 1-day one only.
    const due = REMINDERS.find((r) => left <= r.days * DAY_MS);
    if (!due) continue;
    const mail = renewalReminderEmail({ to: row.email, endsAt, days: due.days, appUrl: notify.appUrl });
    if (await sendOnce(db, notify, row.userId, endsAt, due.kind, mail, now)) reminded += 1;
  }
  return { reminded, ended };
}
