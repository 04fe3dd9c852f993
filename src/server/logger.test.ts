import { describe, expect, it } from 'vitest';
import { LOG_LEVELS, loadEnv } from './env';
import { createLogger } from './logger';

/** Writes one line at every level and answers the levels that came out, as parsed JSON lines. */
function emitted(level: (typeof LOG_LEVELS)[number]): { level: number; msg: string; app: string }[] {
  const lines: string[] = [];
  const logger = createLogger(level, { write: (line: string) => void lines.push(line) });
  logger.fatal('fatal');
  logger.error('error');
  logger.warn('warn');
  logger.info('info');
  logger.debug('debug');
  logger.trace('trace');
  return lines.map((line) => JSON.parse(line));
}

describe('the logger', () => {
  it('honours every LOG_LEVEL value: that level and the more severe ones', () => {
    const expected: Record<(typeof LOG_LEVELS)[number], string[]> = {
      fatal: ['fatal'],
      error: ['fatal', 'error'],
      warn: ['fatal', 'error', 'warn'],
      info: ['fatal', 'error', 'warn', 'info'],
      debug: ['fatal', 'error', 'warn', 'info', 'debug'],
      trace: ['fatal', 'error', 'warn', 'info', 'debug', 'trace'],
      silent: [],
    };
    for (const level of LOG_LEVELS) expect(emitted(level).map((l) => l.msg)).toEqual(expected[level]);
  });

  it('writes plain JSON lines with pino numeric levels and the app name', () => {
    const [line] = emitted('fatal');
    expect(line).toMatchObject({ level: 60, msg: 'fatal', app: 'pautei' });
  });

  it('LOG_LEVEL accepts the pino levels and defaults to info', () => {
    const dir = { DATA_DIR: '/tmp/pautei-logger-test' };
    for (const level of LOG_LEVELS) expect(loadEnv({ ...dir, LOG_LEVEL: level }).LOG_LEVEL).toBe(level);
    expect(loadEnv({ ...dir, NODE_ENV: 'production' }).LOG_LEVEL).toBe('info');
    expect(() => loadEnv({ ...dir, LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL/);
  });
});
