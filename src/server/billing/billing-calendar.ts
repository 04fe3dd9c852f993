/**
 * The calendar of paid periods that do not renew by themselves (prepaid Pix, or Pix Automático after its
 * authorization was revoked): reminders 7 days and 1 day before the end (an e-mail to the account and a
 * notice under the bell of each Dono of its workspace, once, by billing_notices), and at the end the
 * spec's blocked state, with every piece of data kept. It also ends a refunded upgrade's last Agência days
 * (upgrade-refund.ts).
 */
import { and, eq, gt, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { billingNotices, profiles, subscriptions } from '../db/schema';
import type { Logger } from '../logger';
import { periodEndedEmail, renewalReminderEmail } from '../mail/billing-templates';
import type { MailMessage, Mailer } from '../mail/transport';
import { addDays } from '@shared/dates';
import { writeBillingNotices } from '../services/notices';
import { closeLapsedPaidAccess } from './paid-access';
import { resumeCreatorPeriods } from './upgrade-refund';
import { applyBillingEvent } from './subscription-writer';

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

/**
 * Records a billing notice once per account, period end and kind (the unique index of billing_notices),
 * writes what the bell shows in the same transaction, and only then sends the e-mail: a second run of the
 * job, or another instance running it at the same moment, finds the row and tells no one again. A mail
 * failure is logged and does not undo the record (the bell still shows it).
 */
async function notifyOnce(
  db: Database,
  notify: CalendarNotifier,
  notice: { userId: string; periodEnd: Date; kind: string },
  mail: MailMessage,
  now: Date,
  inApp?: (tx: Database) => Promise<void>,
): Promise<boolean> {
  const first = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(billingNotices)
      .values({ ...notice, sentAt: now })
      .onConflictDoNothing()
      .returning({ userId: billingNotices.userId });
    if (inserted.length === 0) return false;
    await inApp?.(tx);
    return true;
  });
  if (!first) return false;
  try {
    await notify.mailer.send(mail);
  } catch (err) {
    notify.logger.error({ err, userId: notice.userId, kind: notice.kind }, 'e-mail de renovação não enviado');
  }
  return true;
}

export interface CalendarRun {
  reminded: number;
  ended: number;
}

/**
 * The end of paid periods nothing renews: active accounts whose `paid_until` has passed become blocked, each
 * through the writer in its own transaction (the row read again under its lock, so a payment that extended
 * the period meanwhile keeps it open). Answers the accounts blocked now and where their period ended.
 */
async function blockEndedPeriods(db: Database, now: Date): Promise<{ userId: string; paidUntil: Date }[]> {
  const due = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.subscriptionStatus, 'active'),
        isNotNull(subscriptions.paidUntil),
        lte(subscriptions.paidUntil, now),
      ),
    );
  const blocked: { userId: string; paidUntil: Date }[] = [];
  for (const { userId } of due) {
    const applied = await db.transaction((tx) => applyBillingEvent(tx, userId, { kind: 'period_ended', at: now }, now));
    if (applied?.changed && applied.after.subscriptionStatus === 'blocked' && applied.before.paidUntil)
      blocked.push({ userId, paidUntil: applied.before.paidUntil });
  }
  return blocked;
}

export async function runBillingCalendar(db: Database, notify: CalendarNotifier, now: Date): Promise<CalendarRun> {
  let ended = 0;
  // A refunded upgrade's last Agência days over: back to the prepaid Criador period it had replaced.
  await resumeCreatorPeriods(db, now);
  // The end: active accounts whose paid period is over become blocked (nothing is deleted).
  const over = await blockEndedPeriods(db, now);
  const emails = new Map(
    over.length === 0
      ? []
      : (
          await db
            .select({ userId: profiles.userId, email: profiles.email })
            .from(profiles)
            .where(
              inArray(
                profiles.userId,
                over.map((r) => r.userId),
              ),
            )
        ).map((r) => [r.userId, r.email]),
  );
  for (const row of over) {
    const endedAt = row.paidUntil;
    const mail = periodEndedEmail({ to: emails.get(row.userId) ?? '', endedAt, appUrl: notify.appUrl });
    if (await notifyOnce(db, notify, { userId: row.userId, periodEnd: endedAt, kind: 'ended' }, mail, now)) ended += 1;
  }
  await closeLapsedPaidAccess(db, now);

  let reminded = 0;
  const soon = await db
    .select({
      userId: profiles.userId,
      email: profiles.email,
      paidUntil: subscriptions.paidUntil,
      paymentMethod: subscriptions.paymentMethod,
    })
    .from(profiles)
    .innerJoin(subscriptions, eq(subscriptions.userId, profiles.userId))
    .where(
      and(
        eq(subscriptions.subscriptionStatus, 'active'),
        gt(subscriptions.paidUntil, now),
        lte(subscriptions.paidUntil, addDays(now, 7)),
      ),
    );
  for (const row of soon) {
    const endsAt = row.paidUntil!;
    // The closest reminder due: a period found with less than a day left gets the 1-day one only. "N days
    // before" is counted on the São Paulo calendar, at the end's time of day.
    const due = REMINDERS.find((r) => addDays(endsAt, -r.days).getTime() <= now.getTime());
    if (!due) continue;
    const method = row.paymentMethod === 'pix_automatico' ? 'pix_automatico' : 'pix_upfront';
    const mail = renewalReminderEmail({ to: row.email, endsAt, days: due.days, method, appUrl: notify.appUrl });
    // The bell tells the workspace's Donos too (the account's id is its workspace's id).
    const payload = { endsAt: endsAt.toISOString(), days: due.days, method } as const;
    const inApp = (tx: Database) => writeBillingNotices(tx, row.userId, 'billing_renewal', payload, now);
    const notice = { userId: row.userId, periodEnd: endsAt, kind: due.kind };
    if (await notifyOnce(db, notify, notice, mail, now, inApp)) reminded += 1;
  }
  return { reminded, ended };
}
