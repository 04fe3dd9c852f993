/**
 * Sends "Hora de postar" when a scheduled item's time comes: a notice under the bell and an e-mail to the
 * person who is to post it (publicationReminderRecipients).
 *
 * Exactly once per item and time, however many instances run the job and however often it restarts:
 * each reminder row is claimed by ONE conditional UPDATE (`... where sent_at is null returning`). Two
 * runs racing for the same row both try the update; the row lock lets one through and the other, which
 * re-reads the row after the first commits, finds it sent and skips it. The notice is written in the
 * claim's transaction, so a claim and its notice exist together; the e-mails and the Web Push messages to
 * the person's devices go out after it commits (a failed one is logged, never resent in a burst; a device
 * the push service says is gone is forgotten). A reminder found long after its time (the server was
 * down) is sent once, marked late ("atrasado").
 */
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { agencyClients, publicationReminders, tasks, user } from '../db/schema';
import type { Logger } from '../logger';
import { publicationReminderEmail } from '../mail/publication-templates';
import type { MailMessage, Mailer } from '../mail/transport';
import { REMINDER_LATE_AFTER_MS } from '@shared/publication';
import { publicationPush, publicationPushOptions, type PublicationPushPayload } from '../push/publication-push';
import type { PushSender } from '../push/sender';
import { publicationReminderRecipients, writeNotices } from './notices';
import { dropPushSubscription, pushSubscriptionsOf, type StoredPushSubscription } from './push-service';

export interface ReminderNotifier {
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  /** Web Push; null when the server has no VAPID keys (push is off). */
  push: PushSender | null;
}

export interface ReminderRun {
  sent: number;
  late: number;
  /** Push messages the push services accepted, and subscriptions deleted because they were gone. */
  pushed: number;
  pushGone: number;
}

interface ClaimedReminder {
  mails: MailMessage[];
  late: boolean;
  itemId: string | null;
  push: PublicationPushPayload | null;
  devices: StoredPushSubscription[];
}

/** How many reminders one run claims at most (the next run, a minute later, takes the rest). */
const BATCH = 200;

/** Claims one reminder and writes its notices; the e-mails to send once it is committed, or null if taken. */
async function claimReminder(
  db: Database,
  notify: ReminderNotifier,
  reminder: { taskId: string; dueAt: Date },
  now: Date,
): Promise<ClaimedReminder | null> {
  const late = now.getTime() - reminder.dueAt.getTime() > REMINDER_LATE_AFTER_MS;
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(publicationReminders)
      .set({ sentAt: now, late })
      .where(
        and(
          eq(publicationReminders.taskId, reminder.taskId),
          eq(publicationReminders.dueAt, reminder.dueAt),
          isNull(publicationReminders.sentAt),
        ),
      )
      .returning({ taskId: publicationReminders.taskId });
    if (!claimed) return null;
    const [item] = await tx
      .select({
        id: tasks.id,
        title: tasks.title,
        workspaceId: tasks.userId,
        clientId: tasks.clientId,
        authorId: tasks.createdBy,
        clientName: agencyClients.name,
      })
      .from(tasks)
      .leftJoin(agencyClients, eq(agencyClients.id, tasks.clientId))
      .where(eq(tasks.id, reminder.taskId));
    if (!item) return { mails: [], late, itemId: null, push: null, devices: [] };
    const place = { workspaceId: item.workspaceId, clientId: item.clientId };
    const recipients = await publicationReminderRecipients(tx, place, item.authorId);
    const clientName = item.clientId ? (item.clientName ?? null) : null;
    await writeNotices(tx, {
      kind: 'publication_due',
      place,
      itemId: item.id,
      recipients,
      payload: { itemTitle: item.title, clientName, publishAt: reminder.dueAt.toISOString(), late },
      createdAt: now,
    });
    const people = recipients.length
      ? await tx.select({ email: user.email }).from(user).where(inArray(user.id, recipients))
      : [];
    const mails = people.map((p) =>
      publicationReminderEmail({
        to: p.email,
        itemId: item.id,
        itemTitle: item.title,
        clientName,
        publishAt: reminder.dueAt,
        late,
        appUrl: notify.appUrl,
      }),
    );
    // The devices are read in the claim too: whoever is reminded now gets the push, once.
    const devices = notify.push ? await pushSubscriptionsOf(tx, recipients) : [];
    const push = publicationPush({ itemId: item.id, itemTitle: item.title, clientName, late });
    return { mails, late, itemId: item.id, push, devices };
  });
}

/**
 * The push to each device, after the claim committed. A device the push service says is gone (404/410)
 * is deleted; any other failure is logged and leaves the device (and the e-mail, the notice) as they are.
 */
async function sendPushes(db: Database, notify: ReminderNotifier, claimed: ClaimedReminder, run: ReminderRun) {
  const sender = notify.push;
  if (!sender || !claimed.push || !claimed.itemId || !claimed.devices.length) return;
  const payload = JSON.stringify(claimed.push);
  const options = publicationPushOptions(claimed.itemId);
  const outcomes = await Promise.all(claimed.devices.map((device) => sender.send(device, payload, options)));
  for (const [i, outcome] of outcomes.entries()) {
    const device = claimed.devices[i]!;
    if (outcome.result === 'sent') run.pushed += 1;
    else if (outcome.result === 'gone') {
      run.pushGone += 1;
      try {
        await dropPushSubscription(db, device.id);
      } catch (err) {
        notify.logger.error({ err }, 'inscrição de push expirada não removida');
      }
    } else {
      notify.logger.warn(
        { status: outcome.status, itemId: claimed.itemId },
        'aviso no celular de hora de postar não enviado',
      );
    }
  }
}

export async function runPublicationReminders(db: Database, notify: ReminderNotifier, now: Date): Promise<ReminderRun> {
  // Due reminders of items still scheduled for that very time (a moved or marked item's old row is not).
  const due = await db
    .select({ taskId: publicationReminders.taskId, dueAt: publicationReminders.dueAt })
    .from(publicationReminders)
    .innerJoin(tasks, eq(tasks.id, publicationReminders.taskId))
    .where(
      and(
        isNull(publicationReminders.sentAt),
        lte(publicationReminders.dueAt, now),
        eq(tasks.publicationState, 'scheduled'),
        eq(tasks.publishAt, publicationReminders.dueAt),
      ),
    )
    .orderBy(publicationReminders.dueAt)
    .limit(BATCH);
  const run: ReminderRun = { sent: 0, late: 0, pushed: 0, pushGone: 0 };
  for (const reminder of due) {
    const claimed = await claimReminder(db, notify, reminder, now);
    if (!claimed) continue;
    run.sent += 1;
    if (claimed.late) run.late += 1;
    for (const mail of claimed.mails) {
      try {
        await notify.mailer.send(mail);
      } catch (err) {
        notify.logger.error({ err, taskId: reminder.taskId }, 'e-mail de hora de postar não enviado');
      }
    }
    await sendPushes(db, notify, claimed, run);
  }
  return run;
}
