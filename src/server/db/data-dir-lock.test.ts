import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirBusyError } from './data-dir-lock';

describe('one process per PGlite directory', () => {
  it('refuses a directory held by a live process and frees it on release', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    // pid 1 is always alive: another process holds the directory
    writeFileSync(path.join(dir, 'pglite.lock'), '1');
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirBusyError);
  });
  it('takes over a stale lock and releases it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    writeFileSync(path.join(dir, 'pglite.lock'), '999999999');
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
  });
});
