/**
 * Backups of the embedded database (PGlite). A backup is a folder with the PGlite data directory as one
 * gzipped tarball (PGlite's own dumpDataDir) and the generated session secret, so a restored app keeps
 * its users signed in. With PostgreSQL, use pg_dump / pg_restore instead (README).
 *
 * The snapshot is taken with the data-directory lock held, so no server is writing while it is copied:
 * a running server makes the backup refuse (and change nothing) rather than copy files mid-write.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { acquireDataDirLock } from './data-dir-lock';

export const BACKUP_ARCHIVE = 'pglite.tar.gz';
const SECRET_FILE = 'auth-secret';

export class BackupError extends Error {}

const pgliteDirOf = (dataDir: string) => path.join(dataDir, 'pglite');

function isEmptyDir(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/** Writes a snapshot of DATA_DIR's database into `outDir` (which must not exist or be empty). */
export async function backupDataDir(dataDir: string, outDir: string): Promise<{ archive: string; bytes: number }> {
  if (!existsSync(path.join(pgliteDirOf(dataDir), 'PG_VERSION'))) {
    throw new BackupError(`Não há banco de dados em ${dataDir} para copiar.`);
  }
  if (!isEmptyDir(outDir)) throw new BackupError(`O destino ${outDir} já existe e não está vazio; nada foi alterado.`);
  // Throws DataDirBusyError ("pare o servidor...") while the server runs; nothing is written before this.
  const lock = acquireDataDirLock(dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(pgliteDirOf(dataDir));
    let data: Buffer;
    try {
      data = Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
    } finally {
      await db.close();
    }
    mkdirSync(outDir, { recursive: true });
    const archive = path.join(outDir, BACKUP_ARCHIVE);
    writeFileSync(archive, data);
    const secret = path.join(dataDir, SECRET_FILE);
    if (existsSync(secret)) copyFileSync(secret, path.join(outDir, SECRET_FILE));
    return { archive, bytes: data.length };
  } finally {
    lock.release();
  }
}

/** Brings a backup back into an empty DATA_DIR (a non-empty one is refused, nothing is touched). */
export async function restoreDataDir(backupDir: string, dataDir: string): Promise<void> {
  const archive = path.join(backupDir, BACKUP_ARCHIVE);
  if (!existsSync(archive)) throw new BackupError(`${archive} não encontrado: isto não é um backup do Pautei.`);
  if (!isEmptyDir(dataDir)) {
    throw new BackupError(
      `O diretório de dados ${dataDir} não está vazio; restaure num diretório vazio. Nada foi alterado.`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const lock = acquireDataDirLock(dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(pgliteDirOf(dataDir), { loadDataDir: new Blob([readFileSync(archive)]) });
    await db.query('SELECT 1');
    await db.close();
    const secret = path.join(backupDir, SECRET_FILE);
    if (existsSync(secret)) {
      copyFileSync(secret, path.join(dataDir, SECRET_FILE));
    }
  } finally {
    lock.release();
  }
}
