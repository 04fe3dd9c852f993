/**
 * One process per PGlite directory: two processes writing the same PGlite files corrupt them.
 * The lock is a file holding the owner's pid; a lock whose process is gone is taken over.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `O diretório de dados ${dataDir} está em uso pelo processo ${pid} (o servidor está rodando?). ` +
        'Pare o servidor antes de usar este comando; nada foi alterado.',
    );
  }
}

export interface DataDirLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          rmSync(file, { force: true });
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (pid && pid !== process.pid && isAlive(pid)) throw new DataDirBusyError(dataDir, pid);
      rmSync(file, { force: true }); // stale lock from a process that is gone
    }
  }
  throw new Error(`Não foi possível bloquear ${dataDir}`);
}
