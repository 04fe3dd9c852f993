/** What a periodic job is: the list in index.ts and the runner read it, each job module defines one. */
import type { AppDeps } from '../context';

export interface Job {
  name: string;
  intervalMs: number;
  /** Wait before the first run (default: run at start). */
  initialDelayMs?: number;
  /**
   * Run once when this instance starts, whatever `job_runs` says, then on the shared interval. For jobs
   * that are safe to repeat (they take their own advisory lock and act exactly once), so that a restart
   * after a crash acts at once instead of waiting for the interval.
   */
  runAtStart?: boolean;
  run(deps: AppDeps): Promise<void>;
}
