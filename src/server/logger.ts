/**
 * The server's one logger: pino, writing one JSON object per line to stdout (no pretty printing, so log
 * collectors can read it as is). Built once at start from LOG_LEVEL and handed around through AppDeps.
 */
import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from './env';

export type { Logger };

/** `destination` defaults to stdout; tests pass a stream to read what was written. */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = { level, base: { app: 'pautei' }, timestamp: pino.stdTimeFunctions.isoTime };
  return destination ? pino(options, destination) : pino(options);
}

let processWide: Logger | undefined;

/** Makes `logger` the one `processLogger()` answers (bootstrap does, with the process's logger). */
export function setProcessLogger(logger: Logger): void {
  processWide = logger;
}

/**
 * The process's logger, for best-effort steps that several services call without a request's deps at
 * hand (learning a brand-voice example after an edit or an approval, say): they report a failure here
 * and go on. Before start-up has set it, a logger at 'info'.
 */
export function processLogger(): Logger {
  return (processWide ??= createLogger('info'));
}
