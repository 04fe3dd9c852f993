/**
 * Creates a new PGlite data directory, then exits. Run as a short-lived child process by openDatabase:
 * PGlite's initdb grows its WebAssembly memory to several hundred MB, and WebAssembly memory never
 * shrinks, so a server that ran initdb itself would carry that memory for as long as it runs.
 * Plain JavaScript, so it runs as is both from the sources and beside the compiled server.
 * Usage: node pglite-init.mjs <data directory>
 */
import { PGlite } from '@electric-sql/pglite';

const dir = process.argv[2];
if (!dir) {
  // A child process with no logger: the parent reads its stderr.
  process.stderr.write('pglite-init: informe o diretório de dados\n');
  process.exit(2);
}
const db = await PGlite.create(dir);
await db.close();
