/**
 * Backups of the embedded database: refused (changing nothing) while a server holds DATA_DIR; taken
 * once it stopped; restored into an empty DATA_DIR only, with the same users, items and balances.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bootstrap } from '@server/bootstrap';
import { BackupError, backupDataDir, restoreDataDir } from '@server/db/backup';
import { openDatabase } from '@server/db/client';
import { DataDirBusyError } from '@server/db/data-dir-lock';
import { profiles, subscriptions, tasks, user } from '@server/db/schema';
import { loadEnv } from '@server/env';
import { ensureProfile } from '@server/services/profile-service';
import { CapturingMailer } from '@tests/support/test-app';

const root = mkdtempSync(path.join(os.tmpdir(), 'pautei-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function snapshot(pgliteDir: string) {
  const handle = await openDatabase({ pgliteDir, migrate: false });
  try {
    const { db } = handle;
    return {
      users: await db.select({ id: user.id, email: user.email }).from(user).orderBy(asc(user.email)),
      balances: await db
        .select({ userId: profiles.userId, tokens: profiles.tokensRemaining, type: subscriptions.subscriptionType })
        .from(profiles)
        .innerJoin(subscriptions, eq(subscriptions.userId, profiles.userId))
        .orderBy(asc(profiles.userId)),
      items: await db
        .select({ id: tasks.id, userId: tasks.userId, title: tasks.title, content: tasks.content })
        .from(tasks)
        .orderBy(asc(tasks.id)),
    };
  } finally {
    await handle.close();
  }
}

describe('npm run backup / npm run restore (PGlite)', () => {
  it('refuses while the server runs, then backs up and restores the same users, items and balances', async () => {
    const dataDir = path.join(root, 'data');
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const pautei = await bootstrap(env, { mailer: new CapturingMailer(), webDist: path.join(root, 'no-web') });
    const { db } = pautei.deps;
    for (const [i, tokens] of [
      [1, 42],
      [2, 7],
    ] as const) {
      const id = randomUUID();
      await db.insert(user).values({ id, name: `Pessoa ${i}`, email: `p${i}@example.com`, emailVerified: true });
      await ensureProfile(db, id, new Date());
      await db.update(profiles).set({ tokensRemaining: tokens }).where(eq(profiles.userId, id));
      await db.insert(tasks).values({ userId: id, title: `Item ${i}`, content: `Texto ${i} ✓`, type: 'caption' });
    }

    await pautei.close();

    // Another process (a running server) holds DATA_DIR: the backup says so and writes nothing.
    const server = spawn(process.execPath, [
      '-e',
      `require('fs').writeFileSync(${JSON.stringify(path.join(dataDir, 'pglite.lock'))}, String(process.pid), { flag: 'wx' });
       process.stdout.write('ready'); setInterval(() => {}, 1000);`,
    ]);
    await new Promise((resolve) => server.stdout.once('data', resolve));
    const busyOut = path.join(root, 'busy-backup');
    try {
      await expect(backupDataDir(dataDir, busyOut)).rejects.toBeInstanceOf(DataDirBusyError);
      await expect(backupDataDir(dataDir, busyOut)).rejects.toThrow(/Pare o servidor/);
      expect(existsSync(busyOut)).toBe(false);
    } finally {
      server.kill();
      await new Promise((resolve) => server.once('exit', resolve));
    }
    const before = await snapshot(path.join(dataDir, 'pglite'));
    expect(before.users).toHaveLength(2);
    expect(before.items).toHaveLength(2);

    const out = path.join(root, 'backup-1');
    await backupDataDir(dataDir, out);
    expect(readdirSync(out).sort()).toEqual(['auth-secret', 'pglite.tar.gz']);

    // A non-empty DATA_DIR is refused, untouched.
    const occupied = path.join(root, 'occupied');
    mkdirSync(occupied);
    writeFileSync(path.join(occupied, 'keep.txt'), 'x');
    await expect(restoreDataDir(out, occupied)).rejects.toBeInstanceOf(BackupError);
    expect(readdirSync(occupied)).toEqual(['keep.txt']);

    const restored = path.join(root, 'restored');
    await restoreDataDir(out, restored);
    expect(await snapshot(path.join(restored, 'pglite'))).toEqual(before);
    expect(readFileSync(path.join(restored, 'auth-secret'), 'utf8')).toBe(
      readFileSync(path.join(dataDir, 'auth-secret'), 'utf8'),
    );

    // The restored directory starts a working app (migrations re-checked, data there).
    const again = await bootstrap(loadEnv({ NODE_ENV: 'test', DATA_DIR: restored, LOG_LEVEL: 'silent' }), {
      mailer: new CapturingMailer(),
      webDist: path.join(root, 'no-web'),
    });
    try {
      expect((await again.deps.db.select().from(user)).length).toBe(2);
    } finally {
      await again.close();
    }
  });
});
