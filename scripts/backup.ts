/**
 * npm run backup [-- --out FOLDER]   snapshot of the embedded database (server stopped)
 * npm run restore -- --from FOLDER    brings a backup back into an empty DATA_DIR
 * With DATABASE_URL (PostgreSQL) these refuse and point to pg_dump / pg_restore.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, backupDataDir, restoreDataDir } from '@server/db/backup';
import { DataDirBusyError } from '@server/db/data-dir-lock';
import { readStorageEnv } from '@server/env';

function stamp(d = new Date()): string {
  return d.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { out: { type: 'string' }, from: { type: 'string' } },
  });
  const command = positionals[0];
  const { dataDir, databaseUrl } = readStorageEnv();
  if (databaseUrl) {
    throw new BackupError(
      'DATABASE_URL aponta para um PostgreSQL: use pg_dump para o backup e pg_restore para restaurar (veja o README).',
    );
  }
  if (command === 'backup') {
    const out = path.resolve(values.out ?? path.join('backups', `pautei-${stamp()}`));
    const { archive, bytes } = await backupDataDir(dataDir, out);
    console.log(`Backup de ${dataDir} salvo em ${archive} (${(bytes / 1024).toFixed(0)} KB).`);
  } else if (command === 'restore') {
    if (!values.from) throw new BackupError('Informe a pasta do backup: npm run restore -- --from backups/pautei-...');
    await restoreDataDir(path.resolve(values.from), dataDir);
    console.log(`Backup ${values.from} restaurado em ${dataDir}. Já pode iniciar o servidor.`);
  } else {
    throw new BackupError('Uso: backup [--out PASTA] | restore --from PASTA');
  }
}

main().catch((err) => {
  if (err instanceof DataDirBusyError || err instanceof BackupError) console.error(err.message);
  else console.error('Falha:', err instanceof Error ? err.message : err);
  process.exit(1);
});
