/**
 * A build folder for the tests of the pages the server draws: `web/index.html` (and its brotli copy, as
 * the real build has) and a stand-in for the server-side bundle (`web-ssr/server-entry.js`), a module
 * with the real bundle's functions. Answers the `web` folder to give the app, and a function that removes
 * the whole folder.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

export function standInBuild(indexHtml: string, bundle: string): { webDist: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pautei-ssr-'));
  const webDist = path.join(dir, 'web');
  mkdirSync(webDist);
  mkdirSync(path.join(dir, 'web-ssr'));
  writeFileSync(path.join(webDist, 'index.html'), indexHtml);
  writeFileSync(path.join(webDist, 'index.html.br'), brotliCompressSync(indexHtml));
  writeFileSync(path.join(dir, 'web-ssr', 'server-entry.js'), bundle);
  return { webDist, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
