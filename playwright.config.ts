/**
 * Browser tests: Debian's Chromium (/usr/bin/chromium, never a downloaded browser) against the built
 * app, started on a free port with a temporary DATA_DIR and a fake OpenAI-compatible provider.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Computed once in the runner; workers inherit the environment and reuse the same values.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim();
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'pautei-e2e-'));
// Per-run artifacts, so parallel runs on one machine never clobber each other's traces.
process.env.E2E_OUTPUT_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'pautei-e2e-results-'));
const port = Number(process.env.E2E_PORT);
const offline = Boolean(process.env.E2E_AI_OFFLINE);
const baseURL = `http://localhost:${port}`;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const launchOptions = {
  executablePath: chromium,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: process.env.E2E_OUTPUT_DIR,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // On CI one more try: two shards share two cores there, and a page starved of CPU for several seconds
  // can miss a wait that holds on any machine people use. A test that fails twice still fails the run,
  // and Playwright lists a test that passed only on its second try as "flaky", so it is seen and fixed.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Recording a trace (a screencast and a DOM snapshot at every step) doubled Chromium's CPU time: a
    // file that ran in 175 s with it runs in 127 s without. On CI a failed test is tried again, and only that
    // second try is recorded, which is the one to read; locally every failed test keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions,
    // The API accepts state changes only from the app's own origin. The browser sends Origin by itself;
    // `page.request` (Playwright's HTTP client, used for quick setup calls) does not, so it is added here.
    extraHTTPHeaders: { origin: baseURL },
  },
  // Tests tagged @offline need a server with no AI key (E2E_AI_OFFLINE=1: the offline writer answers); the
  // usual run's server answers through the fake model, so each run takes only its own tests.
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions },
      ...(offline ? { grep: /@offline/ } : { grepInvert: /@offline/ }),
    },
    {
      name: 'phone',
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        launchOptions,
      },
      grep: offline ? /@phone.*@offline|@offline.*@phone/ : /@phone/,
      ...(offline ? {} : { grepInvert: /@offline/ }),
    },
  ],
  webServer: {
    command: 'node --import tsx tests/e2e/serve.ts',
    url: `${baseURL}/api/config`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? path.resolve('dist/web'),
      E2E_SERVER_BUNDLE: process.env.E2E_SERVER_BUNDLE ?? '',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      // Every test signs up from 127.0.0.1: lift the per-IP auth limits (the per-account caps stay).
      AUTH_RATE_LIMIT_FACTOR: '100',
      E2E_ADMIN_EMAIL: 'admin@pautei.test',
      E2E_ADMIN_PASSWORD: 'admin-senha-123',
    },
  },
});
