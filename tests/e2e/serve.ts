/**
 * The app as the browser tests see it: a fake OpenAI-compatible provider (streaming slowly, so tests
 * can see text arrive) started in this process, then the real server pointed at it — the compiled one
 * when E2E_SERVER_BUNDLE names it (npm run test:e2e), else the TypeScript sources.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const fakeModule = fileURLToPath(new URL('../support/fake-openai.ts', import.meta.url));
if (existsSync(fakeModule) && !process.env.E2E_AI_OFFLINE) {
  const { startFakeOpenAI } = await import('../support/fake-openai');
  const fake = await startFakeOpenAI({ chunkDelayMs: Number(process.env.E2E_AI_CHUNK_DELAY_MS ?? 15) });
  process.env.OPENAI_API_KEY = 'sk-e2e-fake';
  process.env.OPENAI_BASE_URL = fake.url;
}
// Browser tests that need an admin get one made before the server takes the data directory.
if (process.env.E2E_ADMIN_EMAIL && process.env.E2E_ADMIN_PASSWORD) {
  const { bootstrap } = await import('@server/bootstrap');
  const { loadEnv } = await import('@server/env');
  const { createOrPromoteAdmin } = await import('@server/services/admin-account');
  const pautei = await bootstrap(loadEnv({ ...process.env, LOG_LEVEL: 'silent' }));
  await createOrPromoteAdmin(
    pautei.deps.db,
    pautei.deps.auth,
    { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
    pautei.deps.now(),
  );
  await pautei.close();
}
// The server's info lines (one per e-mail, per job) would drown Playwright's report; warnings still show.
process.env.LOG_LEVEL ||= 'warn';
if (process.env.E2E_SERVER_BUNDLE) await import(pathToFileURL(process.env.E2E_SERVER_BUNDLE).href);
else await import('@server/main');
