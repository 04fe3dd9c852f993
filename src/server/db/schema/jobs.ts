/** When each periodic job last ran, shared by every instance so a job runs once per interval overall. */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const jobRuns = pgTable('job_runs', {
  /** The job's name (`Job.name`). */
  name: text('name').primaryKey(),
  /** When the last run was claimed (set before it starts). */
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
  /** How long the last finished run took; null while the first run is still going. */
  lastDurationMs: integer('last_duration_ms'),
  /** The last run's error message; null when it succeeded. */
  lastError: text('last_error'),
  /** How many runs were claimed so far (operators and tests read it to see a job ran once). */
  runCount: integer('run_count').notNull().default(0),
});
