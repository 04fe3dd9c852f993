#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse (mobile, simulated throttling) on the pages people wait on, as the
 * production build serves them: the landing page (/); signed in and onboarded, the dashboard
 * (/dashboard), the calendar (/calendar, with a scheduled carousel) and the posting kit of that carousel
 * (/postar/:id, with its images drawn); and, signed out, the client's review page of a link with it
 * (/r/:token) and the month's report shared with the client (/relatorio/:token). Starts the built server (building first when the sources changed) on a temporary data
 * folder with the embedded database, signs a user up through the API (confirming the e-mail with the
 * link the server wrote to the outbox), makes that content through the API (the offline writer, no AI
 * key), asks for each page once before measuring (warmUp), runs Lighthouse a few times per page and prints
 * the median of the four category scores and of the key metrics.
 *
 * Lighthouse is not a dependency of the project (it is large): point LIGHTHOUSE_BIN at its cli
 * (e.g. /tmp/lh/node_modules/lighthouse/cli/index.js) or install it where `npx lighthouse` finds it.
 * Without it the script says so and exits 0.
 *
 *   LIGHTHOUSE_BIN=… npm run lighthouse
 *   LIGHTHOUSE_RUNS=3 (default)   CHROME_PATH=/usr/bin/chromium (default)
 *   LIGHTHOUSE_OUT=<folder>       keep every run's full JSON report there (landing-1.json, dashboard-1.json…)
 *   LIGHTHOUSE_TRACES=1           with LIGHTHOUSE_OUT, also keep each run's trace there (landing-1-0.trace.json…)
 *   LIGHTHOUSE_PROFILE=1          the trace also records V8's CPU samples (which functions ran in each long task)
 *   LIGHTHOUSE_NO_SCRIPTS=1       the same pages with every script blocked: the HTML and CSS alone, as the server
 *                                 sends them. What the browser on this machine scores for a page with no work
 *                                 of the app's own: the ceiling the app's figures are read against.
 *   LIGHTHOUSE_PAINT_HOLDING=1     keep Chrome's paint holding on (see DISABLED_FEATURES below)
 *   LIGHTHOUSE_PAGES=calendar,review   only these pages (landing, dashboard, calendar, posting, review, report)
 *   LIGHTHOUSE_BASE=../base        also measures another checkout (its own build and server) in the same run,
 *                                  alternating with this one; the closing table puts both side by side
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkoutsToMeasure, freePort, ownChild } from './bench-server.mjs';

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const NO_SCRIPTS = process.env.LIGHTHOUSE_NO_SCRIPTS === '1';
const PASSWORD = 'senha-segura-123';

/** How to start Lighthouse: [command, ...args], or null when it is not installed. */
function findLighthouse() {
  const bin = process.env.LIGHTHOUSE_BIN;
  if (bin) {
    if (!existsSync(bin)) return null;
    return bin.endsWith('.js') || bin.endsWith('.mjs') ? [process.execPath, bin] : [bin];
  }
  // `npx --no-install` only runs a copy that is already installed; it never downloads one.
  const probe = spawnSync('npx', ['--no-install', 'lighthouse', '--version'], { encoding: 'utf8' });
  return probe.status === 0 ? ['npx', '--no-install', 'lighthouse'] : null;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** A tiny cookie-keeping client for the API. */
function apiClient(url) {
  const cookies = new Map();
  const header = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const call = async (pathname, body, method) => {
    const target = pathname.startsWith('http') ? pathname : url + pathname;
    const res = await fetch(target, {
      method: method ?? (body ? 'POST' : 'GET'),
      redirect: 'manual',
      headers: { origin: url, cookie: header(), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const idx = pair.indexOf('=');
      cookies.set(pair.slice(0, idx), pair.slice(idx + 1));
    }
    if (res.status >= 400) throw new Error(`${pathname}: ${res.status} ${await res.text()}`);
    return res;
  };
  return { call, cookie: header };
}

/** The e-mail confirmation link the server wrote to DATA_DIR/outbox for `email`. */
async function verificationLink(dataDir, email) {
  const dir = path.join(dataDir, 'outbox');
  const tag = email.replace(/[^a-zA-Z0-9@._-]/g, '_');
  for (let i = 0; i < 100; i++) {
    const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.includes(tag)) : [];
    for (const file of files) {
      const eml = readFileSync(path.join(dir, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const link = eml.match(/https?:\/\/[^\s"<>]+verify-email[^\s"<>]*/)?.[0];
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no confirmation e-mail for ${email}`);
}

/**
 * Signs a user up, confirms the e-mail, signs in and finishes onboarding; returns the session cookie and
 * the API client signed in as that user.
 */
async function signIn(url, dataDir) {
  const client = apiClient(url);
  const email = `lighthouse-${randomBytes(3).toString('hex')}@example.com`;
  await client.call('/api/auth/sign-up/email', {
    name: 'Lighthouse',
    email,
    password: PASSWORD,
    selectedPlan: 'creator',
    callbackURL: '/auth/confirm',
  });
  await client.call(await verificationLink(dataDir, email));
  await client.call('/api/auth/sign-in/email', { email, password: PASSWORD });
  await client.call('/api/me/onboarding', {
    name: 'Lighthouse',
    niche: 'fitness',
    dailyRoutine: 'Treino às 6h, atendo alunos à tarde.',
  });
  const [name, value] = client
    .cookie()
    .split('; ')
    .find((c) => /session_token=/.test(c))
    .split(/=(.*)/);
  return { cookie: { name, value }, client };
}

/**
 * What the calendar, the posting kit and the review page show: a carousel from the offline writer with
 * its images drawn, scheduled for today (São Paulo), sent for approval. Answers the item and the link.
 */
async function makeContent(client) {
  const made = await (
    await client.call('/api/generate/carousel', { theme: 'Treino em casa para iniciantes', imageCount: 5 })
  ).json();
  const id = made.item.id;
  // An older checkout (LIGHTHOUSE_BASE) may lack a step: its pages that need it are left out.
  const step = async (what) => {
    try {
      return await what();
    } catch (err) {
      console.error(`\n${err instanceof Error ? err.message : err}`);
      return null;
    }
  };
  const drawn = await step(() => client.call(`/api/content/${id}/images`, { confirm: true }));
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  await step(() => client.call(`/api/calendar/items/${id}/date`, { date: today }, 'PUT'));
  const link = await step(async () => (await client.call('/api/approval/links', { items: [id] })).json());
  // The month's report, shared with the client: this month, the one that holds the carousel.
  const month = today.slice(0, 7);
  const report = await step(async () => (await client.call('/api/reports/links', { month })).json());
  return { id, drawn: Boolean(drawn), reviewUrl: link?.url, reportUrl: report?.link?.url };
}

/**
 * Chrome features turned off for every run: those Lighthouse's own launcher turns off (background traffic,
 * dialogs), and paint holding.
 *
 * Why paint holding: Lighthouse loads each page after about:blank in the same tab, which Chrome treats as
 * a same-origin navigation and so holds the first paint back until the page is "ready". In headless
 * Chrome on this machine that hold often misses the compositor's frame, which then throttles the tab
 * (viz's "ThrottleUnresponsiveClient") and shows the first paint one or two whole seconds late, though
 * the page was loaded and laid out at ~250 ms: observed FCP 1.2–2.3 s in about half the runs, against
 * 0.2–0.3 s in the others, for the same page, scripts blocked. Lantern then counts every request and
 * task before that late paint as needed for it, and the page scores 77–93 instead of 97–100. A person
 * opening Pautei from a link or the home screen gets no paint holding (it needs a same-origin page
 * before), so the run without it is the one that measures what they see. This is Lighthouse's open
 * issue 17148 (bimodal FCP in headless runs, PageSpeed Insights included).
 * LIGHTHOUSE_PAINT_HOLDING=1 keeps Chrome's default, to see the effect.
 *
 * And the omnibox's popup pages. This Chrome (156) loads its omnibox popup as two hidden web pages
 * (chrome://omnibox-popup.top-chrome/, one of them the "AI mode" box) even headless, where there is no
 * omnibox to open it. They kept running scripts during every measured load: on this 2-core machine about a
 * fifth of a core, and in the CPU profiles of Lighthouse's traces their samples fell inside the page's own
 * long tasks. A phone opening a link runs no such page beside it.
 */
const DISABLED_FEATURES = [
  'Translate',
  'OptimizationHints',
  'MediaRouter',
  'DialMediaRouteProvider',
  'CalculateNativeWinOcclusion',
  'InterestFeedContentSuggestions',
  'CertificateTransparencyComponentUpdater',
  'AutofillServerCommunication',
  'PrivacySandboxSettings4',
  'RenderDocument',
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
  ...(process.env.LIGHTHOUSE_PAINT_HOLDING === '1' ? [] : ['PaintHolding']),
];

/** Chrome's flags as Lighthouse's own launcher sets them (no background traffic, no first-run dialogs). */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
  '--disable-extensions',
  '--disable-component-extensions-with-background-pages',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-client-side-phishing-detection',
  '--disable-sync',
  '--metrics-recording-only',
  '--disable-default-apps',
  '--mute-audio',
  '--no-default-browser-check',
  '--no-first-run',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-ipc-flooding-protection',
  '--password-store=basic',
  '--use-mock-keychain',
  '--force-fieldtrials=*BackgroundTracing/default/',
];

/**
 * A Chrome that holds the session cookie in its own cookie jar, as a signed-in visitor's browser does.
 * (Lighthouse's --extra-headers would send the cookie as a fixed header beside the jar's cookies, which
 * the server's later cookies then contradict.) Lighthouse drives it through its debugging port.
 */
async function chromeSignedIn(url, cookie) {
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'pautei-lighthouse-chrome-'));
  const chrome = ownChild(
    spawn(CHROME_PATH, [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`], {
      stdio: 'ignore',
    }),
  );
  const exited = new Promise((resolve) => chrome.on('exit', resolve));
  const stop = async () => {
    chrome.kill('SIGTERM');
    await exited;
    // Chrome's helper processes may still be writing to the profile for a moment after it exits.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  };
  try {
    let version;
    for (let i = 0; !version; i++) {
      version = await fetch(`http://127.0.0.1:${port}/json/version`).then(
        (r) => r.json(),
        () => null,
      );
      if (!version && (i > 100 || chrome.exitCode !== null)) throw new Error('Chrome did not start');
      if (!version) await new Promise((r) => setTimeout(r, 100));
    }
    const ws = new WebSocket(version.webSocketDebuggerUrl);
    await new Promise((resolve, reject) => {
      ws.onopen = resolve;
      ws.onerror = reject;
    });
    const reply = new Promise((resolve) => {
      ws.onmessage = (event) => resolve(JSON.parse(String(event.data)));
    });
    ws.send(
      JSON.stringify({
        id: 1,
        method: 'Storage.setCookies',
        params: { cookies: [{ ...cookie, url, path: '/', httpOnly: true, sameSite: 'Lax' }] },
      }),
    );
    const answer = await reply;
    ws.close();
    if (answer.error) throw new Error(`setting the cookie failed: ${answer.error.message}`);
    return { port, stop, visit: (pageUrl) => visitInTab(version.webSocketDebuggerUrl, pageUrl) };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** How long a warm-up visit leaves a page open in the signed-in Chrome. */
const WARM_UP_VISIT_MS = 4000;

/** Opens `pageUrl` in a new tab of the Chrome at `browserWs`, leaves it a few seconds to load and run, closes it. */
async function visitInTab(browserWs, pageUrl) {
  const ws = new WebSocket(browserWs);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  let id = 0;
  const call = (method, params) =>
    new Promise((resolve) => {
      const mine = ++id;
      ws.onmessage = (event) => {
        const message = JSON.parse(String(event.data));
        if (message.id === mine) resolve(message.result ?? {});
      };
      ws.send(JSON.stringify({ id: mine, method, params }));
    });
  const { targetId } = await call('Target.createTarget', { url: pageUrl });
  await new Promise((r) => setTimeout(r, WARM_UP_VISIT_MS));
  await call('Target.closeTarget', { targetId });
  ws.close();
}

/**
 * Before anything is measured, each page is asked for as it will be measured: twice from here (the
 * server's first drawing of a page loads that page's modules and compiles its code), and once in the
 * signed-in Chrome (its first navigations start its processes and fill its caches of compiled code). Each
 * run then measures a visit to a server that has been running, as a visitor's would be, and the first
 * run of a page no longer came out 15 to 20 points below the two after it for that alone. Chrome's cache
 * is emptied by Lighthouse before every run, as before.
 */
async function warmUp(target, cookie, chrome) {
  for (const p of target.pages) {
    const headers = p.chromePort ? { cookie: `${cookie.name}=${cookie.value}` } : {};
    for (let i = 0; i < 2; i++) await fetch(p.url, { headers }).then((r) => r.text());
    if (p.chromePort) await chrome.visit(p.url);
  }
}

/** One Lighthouse run; in the Chrome listening on `chromePort` when given, else in a fresh one. */
function runLighthouse(lighthouse, url, chromePort, outFile) {
  const args = [
    ...lighthouse.slice(1),
    url,
    '--quiet',
    '--output=json',
    `--output-path=${outFile}`,
    '--only-categories=performance,accessibility,best-practices,seo',
  ];
  // The trace and the DevTools log beside the report (…-0.trace.json), to see which tasks blocked.
  if (process.env.LIGHTHOUSE_TRACES === '1') args.push('--save-assets');
  if (process.env.LIGHTHOUSE_PROFILE === '1')
    args.push('--additional-trace-categories=disabled-by-default-v8.cpu_profiler');
  if (NO_SCRIPTS) args.push('--blocked-url-patterns=*.js');
  if (chromePort) args.push(`--port=${chromePort}`);
  // Lighthouse's launcher puts its own --disable-features first; Chrome keeps the last one, so this
  // one repeats the launcher's list and adds to it.
  else args.push(`--chrome-flags=--headless=new --no-sandbox --disable-features=${DISABLED_FEATURES.join(',')}`);
  const r = spawnSync(lighthouse[0], args, {
    encoding: 'utf8',
    env: { ...process.env, CHROME_PATH },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`lighthouse failed on ${url}: ${r.stderr || r.stdout}`);
  const lhr = JSON.parse(readFileSync(outFile, 'utf8'));
  if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    si: metric('speed-index'),
    // What the browser itself recorded, before Lantern's simulation: a first paint far after the load
    // is the browser waiting, not the page (see DISABLED_FEATURES).
    observedFcp: lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? NaN,
    observedLoad: lhr.audits.metrics?.details?.items?.[0]?.observedLoad ?? NaN,
  };
}

function report(name, runs) {
  const m = (key) => median(runs.map((r) => r[key]));
  const ms = (v) => `${Math.round(v)} ms`;
  console.log(`\n${name} — median of ${runs.length} run(s) (final URL ${runs.at(-1).finalUrl})`);
  console.log(
    `  Performance ${m('performance')}   Accessibility ${m('accessibility')}   Best practices ${m('bestPractices')}   SEO ${m('seo')}`,
  );
  console.log(
    `  FCP ${ms(m('fcp'))}   LCP ${ms(m('lcp'))}   TBT ${ms(m('tbt'))}   CLS ${m('cls').toFixed(3)}   SI ${ms(m('si'))}`,
  );
  console.log(`  performance per run: ${runs.map((r) => r.performance).join(', ')}`);
  console.log(
    `  observed by the browser, per run: ${runs.map((r) => `FCP ${Math.round(r.observedFcp)} ms / load ${Math.round(r.observedLoad)} ms`).join(', ')}`,
  );
}

/**
 * One checkout's built server on a temporary data folder (embedded database, no AI key: the offline
 * writer answers), a signed-in user with the content the pages show, and a Chrome holding that session.
 */
async function startTarget(target) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pautei-lighthouse-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = ownChild(
    spawn(process.execPath, [path.join(target.buildDir, 'server', 'main.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: url,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        AUTH_SECRET: randomBytes(32).toString('hex'),
        OPENAI_API_KEY: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  const exited = new Promise((resolve) => server.on('exit', resolve));
  let chrome;
  const stop = async () => {
    try {
      await chrome?.stop();
    } finally {
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    }
  };
  try {
    for (let i = 0; ; i++) {
      const ok = await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (i > 600 || server.exitCode !== null) throw new Error(`${target.label}: the server did not start`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const session = await signIn(url, dataDir);
    const content = await makeContent(session.client);
    chrome = await chromeSignedIn(url, session.cookie);
    const pages = [
      { id: 'landing', name: 'Landing page (/)', url: `${url}/`, chromePort: null },
      { id: 'dashboard', name: 'Dashboard (/dashboard, signed in)', url: `${url}/dashboard`, chromePort: chrome.port },
      { id: 'calendar', name: 'Calendar (/calendar, signed in)', url: `${url}/calendar`, chromePort: chrome.port },
      content.drawn && {
        id: 'posting',
        name: 'Posting kit (/postar/:id, signed in)',
        url: `${url}/postar/${content.id}`,
        chromePort: chrome.port,
      },
      // The client opens the link without an account: a fresh browser, no session.
      content.reviewUrl && {
        id: 'review',
        name: 'Review page (/r/:token, signed out)',
        url: content.reviewUrl,
        chromePort: null,
      },
      content.reportUrl && {
        id: 'report',
        name: 'Report page (/relatorio/:token, signed out)',
        url: content.reportUrl,
        chromePort: null,
      },
    ].filter(Boolean);
    await warmUp({ pages }, session.cookie, chrome);
    return { ...target, url, dataDir, pages, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

async function main() {
  const lighthouse = findLighthouse();
  if (!lighthouse) {
    console.log(
      'Lighthouse is not installed: set LIGHTHOUSE_BIN to its cli (…/node_modules/lighthouse/cli/index.js) ' +
        'or install it where `npx lighthouse` finds it. Nothing measured.',
    );
    return;
  }
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim());
  const started = [];
  try {
    for (const target of await checkoutsToMeasure(process.env.LIGHTHOUSE_BASE)) started.push(await startTarget(target));
    const runs = new Map();
    const key = (t, p) => `${t.label} ${p.id}`;
    // Pages and checkouts alternate, so that a slow moment of the machine does not fall on one of them.
    for (let run = 0; run < RUNS; run++) {
      for (const t of started) {
        for (const p of t.pages.filter((p) => !only || only.includes(p.id))) {
          const outDir = process.env.LIGHTHOUSE_OUT ? path.resolve(process.env.LIGHTHOUSE_OUT) : t.dataDir;
          mkdirSync(outDir, { recursive: true });
          const prefix = started.length > 1 ? `${t.label.split(' ')[0]}-` : '';
          const outFile = path.join(outDir, `${prefix}${p.id}-${run + 1}.json`);
          let result;
          // Lighthouse now and then fails to record a trace (NO_NAVSTART, PROTOCOL_TIMEOUT): try once more.
          try {
            result = runLighthouse(lighthouse, p.url, p.chromePort, outFile);
          } catch (err) {
            console.error(`\n${err instanceof Error ? err.message : err}; trying again`);
            result = runLighthouse(lighthouse, p.url, p.chromePort, outFile);
          }
          if (!result.finalUrl.startsWith(p.url)) throw new Error(`${p.url} ended on ${result.finalUrl}`);
          runs.set(key(t, p), [...(runs.get(key(t, p)) ?? []), result]);
          process.stdout.write('.');
        }
      }
    }
    console.log(
      `\nLighthouse mobile (simulated throttling), ${RUNS} run(s) per page${NO_SCRIPTS ? ', every script blocked' : ''}`,
    );
    for (const t of started) {
      if (started.length > 1) console.log(`\n=== ${t.label}, built server at ${t.url} ===`);
      for (const p of t.pages) if (runs.has(key(t, p))) report(p.name, runs.get(key(t, p)));
    }
    // The closing table: each page's median performance score and LCP, per checkout.
    const ids = [...new Set(started.flatMap((t) => t.pages.map((p) => p.id)))].filter(
      (id) => !only || only.includes(id),
    );
    const cell = (t, id) => {
      const found = runs.get(`${t.label} ${id}`);
      if (!found) return '–';
      const ms = (k) => Math.round(median(found.map((r) => r[k])));
      return `${median(found.map((r) => r.performance))} (LCP ${ms('lcp')} ms, TBT ${ms('tbt')} ms, CLS ${median(found.map((r) => r.cls)).toFixed(3)})`;
    };
    console.log(`\n| page | ${started.map((t) => t.label).join(' | ')} |`);
    console.log(`|---|${started.map(() => '---').join('|')}|`);
    for (const id of ids) console.log(`| ${id} | ${started.map((t) => cell(t, id)).join(' | ')} |`);
  } finally {
    for (const t of started) await t.stop();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
