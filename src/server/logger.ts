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
