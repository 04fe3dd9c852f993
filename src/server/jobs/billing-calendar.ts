/**
 * Prepaid periods: reminders before the end and the blocked state after it (billing/billing-calendar.ts).
 * With PostgreSQL, only the instance holding the advisory lock runs it; each e-mail goes out once anyway.
 */
import type { AppDeps } from '../context';
import { withAdvisoryLock } from '../db/raw';
import { runBillingCalendar, type CalendarRun } from '../billing/billing-calendar';
import type { Job } from './job';

export const BILLING_CALENDAR_LOCK_KEY = 7_310_019;

export async function runBillingCalendarJob(
  deps: Pick<AppDeps, 'db' | 'driver' | 'now' | 'mailer' | 'logger' | 'env'>,
): Promise<CalendarRun> {
  const notify = { mailer: deps.mailer, logger: deps.logger, appUrl: deps.env.APP_URL };
  const now = deps.now();
  return (
    (await withAdvisoryLock(deps, BILLING_CALENDAR_LOCK_KEY, (db) => runBillingCalendar(db, notify, now))) ?? {
      reminded: 0,
      ended: 0,
    }
  );
}

export const billingCalendarJob: Job = {
  name: 'billing-calendar',
  intervalMs: 15 * 60_000,
  async run(deps) {
    await runBillingCalendarJob(deps);
  },
};
