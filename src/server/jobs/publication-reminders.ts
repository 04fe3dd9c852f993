/**
 * "Hora de postar" reminders (services/publication-reminders.ts), checked every minute. The runner lets
 * one instance run it per interval; each reminder is claimed by its own conditional UPDATE anyway, so a
 * second instance, or a restart that runs it at once, never sends one twice.
 */
import type { AppDeps } from '../context';
import { createPushSender } from '../push/sender';
import { runPublicationReminders, type ReminderRun } from '../services/publication-reminders';
import type { Job } from './job';

export function runPublicationRemindersJob(
  deps: Pick<AppDeps, 'db' | 'now' | 'mailer' | 'logger' | 'env'>,
): Promise<ReminderRun> {
  const push = deps.env.vapid ? createPushSender(deps.env.vapid) : null;
  const notify = { mailer: deps.mailer, logger: deps.logger, appUrl: deps.env.APP_URL, push };
  return runPublicationReminders(deps.db, notify, deps.now());
}

export const publicationRemindersJob: Job = {
  name: 'publication-reminders',
  intervalMs: 60_000,
  // After a restart, the reminders missed while down go out at once (once each, marked late).
  runAtStart: true,
  async run(deps) {
    await runPublicationRemindersJob(deps);
  },
};
