import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@server/db/client';

const run = promisify(execFile);
const script = ['--import', 'tsx', 'scripts/admin-create.ts'];

// admin:create works on the embedded database itself, so it only runs on PGlite.
describe.skipIf(!!process.env.TEST_DATABASE_URL)('npm run admin:create', () => {
  it('creates a verified admin, and refuses (changing nothing) while another process holds the data directory', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pautei-admin-'));
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    const created = await run(
      process.execPath,
      [...script, '--email', 'Chefe@Pautei.app', '--password', 'segredo-forte-1', '--name', 'Chefe'],
      { env },
    );
    expect(created.stdout).toContain('Admin criado: chefe@pautei.app');

    // the server (here: this test process) holds the directory
    const held = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    try {
      const rows = await held.db.query.user.findMany();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: 'chefe@pautei.app', role: 'admin', emailVerified: true });
      const refused = await run(
        process.execPath,
        [...script, '--email', 'outro@pautei.app', '--password', 'segredo-forte-1'],
        { env },
      ).catch((e) => e);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/está em uso pelo processo \d+ .*nada foi alterado/);
      expect(await held.db.query.user.findMany()).toHaveLength(1);
    } finally {
      await held.close();
    }

    const bad = await run(process.execPath, [...script, '--email', 'x', '--password', '1'], { env }).catch((e) => e);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('Informe um email válido');
    // Four processes each start a new embedded database (the first also creates and migrates it): about
    // 25 s on an idle 2-core machine, over a minute when the test stages share it.
  }, 180_000);
});
