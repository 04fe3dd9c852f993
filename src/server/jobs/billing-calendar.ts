/**
 * Prepaid periods: reminders before the end and the blocked state after it (billing/billing-calendar.ts),
 * and the money of refunds the provider has not moved yet.
 * With PostgreSQL, only the instance holding the advisory lock runs it; each e-mail goes out once anyway.
 */
import type { AppDeps } from '../context';
import { withAdvisoryLock } from '../db/raw';
import { runBillingCalendar, type CalendarRun } from '../billing/billing-calendar';
import type { Job } from './job';
import type { Database } from '../db/client';
import { moveOwedRefunds } from '../billing/admin-payments';

export const BILLING_CALENDAR_LOCK_KEY = 7_310_019;

export async function runBillingCalendarJob(
  deps: Pick<AppDeps, 'db' | 'driver' | 'now' | 'mailer' | 'logger' | 'env' | 'services'>,
): Promise<CalendarRun> {
  const notify = { mailer: deps.mailer, logger: deps.logger, appUrl: deps.env.APP_URL };
  const now = deps.now();
  const run = async (db: Database) => {
    const calendar = await runBillingCalendar(db, notify, now);
    // Refunds committed whose money the provider has not moved yet (it failed, or the process stopped).
    await moveOwedRefunds(db, deps.services.billing, deps.logger);
    return calendar;
  };
  return (
    (await withAdvisoryLock(deps, BILLING_CALENDAR_LOCK_KEY, run)) ?? {
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
