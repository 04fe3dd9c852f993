/** Helpers for browser tests: read the outbox, sign up a verified user, create an admin. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const dataDir = () => process.env.E2E_DATA_DIR!;
let seq = 0;
export function uniqueEmail(prefix = 'e2e'): string {
  seq += 1;
  return `${prefix}-${Date.now()}-${seq}@example.com`;
}

/**
 * The last link e-mailed to `to` (the .eml files of DATA_DIR/outbox). With `containing`, waits until the
 * newest message to `to` has a link with that text: a message sent after an earlier one (a reset after the
 * confirmation) may still be on its way when the page already answered.
 */
export async function lastLinkTo(to: string, containing?: string): Promise<string> {
  const dir = path.join(dataDir(), 'outbox');
  const safeTo = to.replace(/[^a-zA-Z0-9@._-]/g, '_');
  for (let i = 0; i < 150; i++) {
    let files: string[];
    try {
      files = readdirSync(dir)
        .filter((f) => f.endsWith(`-${safeTo}.eml`))
        .sort();
    } catch {
      files = [];
    }
    if (files.length) {
      const eml = readFileSync(path.join(dir, files.at(-1) ?? ''), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const links = eml.match(/https?:\/\/[^\s"<>]+/g) ?? [];
      const link = containing
        ? links.find((l) => l.includes(containing))
        : (links.find((l) => l.includes('verify-email')) ?? links[0]);
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nenhum email para ${to}${containing ? ` com ${containing}` : ''}`);
}

export interface NewUser {
  name: string;
  email: string;
  password: string;
}

/**
 * A new account, ready on its dashboard: signs up, confirms the e-mail, signs in and finishes onboarding
 * through the API (the page's own cookie jar keeps the session), then opens the dashboard. The screens of
 * sign-in and onboarding have their own tests (foundation, accessibility); the rest start from here.
 */
export async function signUpAndOnboard(
  page: Page,
  opts: { plan?: 'creator' | 'agency'; name?: string; niche?: string; routine?: string } = {},
): Promise<NewUser> {
  const user = {
    name: opts.name ?? 'Criadora Teste',
    email: uniqueEmail(opts.plan ?? 'creator'),
    password: 'senha-segura-123',
  };
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { ...user, selectedPlan: opts.plan ?? 'creator', callbackURL: '/auth/confirm' },
  });
  expect(res.ok()).toBeTruthy();
  const verified = await page.request.get(await lastLinkTo(user.email), { maxRedirects: 0 });
  expect(verified.status(), 'o link de confirmação').toBe(302);
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const onboarded = await page.request.post('/api/me/onboarding', {
    data: {
      name: user.name,
      niche: opts.niche ?? 'fitness',
      dailyRoutine: opts.routine ?? 'Acordo às 6h, treino e gravo conteúdo à tarde.',
    },
  });
  expect(onboarded.status(), await onboarded.text()).toBe(200);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Olá/ })).toBeVisible();
  return user;
}

/** The admin made by tests/e2e/serve.ts before the server starts. */
export const E2E_ADMIN = { email: 'admin@pautei.test', password: 'admin-senha-123' };

/** Saves a caption through the real generation endpoint, from inside the page (same origin, JSON). */
export async function generateCaption(
  page: Page,
  description: string,
  scheduledDate: string | null,
  clientId: string | null = null,
) {
  const { status, text } = await page.evaluate(
    async (body) => {
      const res = await fetch('/api/generate/caption', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, text: await res.text() };
    },
    { description, tone: 'amigavel', style: 'profissional', scheduledDate, clientId },
  );
  expect(status, text.slice(0, 300)).toBe(200);
}

/** The newest item's id and title (read from the API, as titles come from the AI). */
export async function newestItem(page: Page): Promise<{ id: string; title: string }> {
  return page.evaluate(async () => {
    const res = await fetch('/api/content?limit=1');
    const body = (await res.json()) as { items: { id: string; title: string }[] };
    const [newest] = body.items;
    if (!newest) throw new Error('no content item yet');
    return { id: newest.id, title: newest.title };
  });
}

/** The title the calendar shows for the newest item. */
export async function newestTitle(page: Page): Promise<string> {
  return (await newestItem(page)).title;
}

/** Generates a caption and gives it a chosen title (the edit a user makes in the content page). */
export async function captionTitled(
  page: Page,
  title: string,
  scheduledDate: string | null,
  clientId: string | null = null,
): Promise<string> {
  await generateCaption(page, `Post: ${title}`, scheduledDate, clientId);
  const { id } = await newestItem(page);
  const status = await page.evaluate(
    async ({ itemId, newTitle }) => {
      const res = await fetch(`/api/content/${itemId}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title: newTitle }),
      });
      return res.status;
    },
    { itemId: id, newTitle: title },
  );
  expect(status).toBe(200);
  return id;
}

/** Adds an agency client (with a niche, which generation needs) through the API, from inside the page. */
export async function addClient(page: Page, name: string): Promise<string> {
  return page.evaluate(async (clientName) => {
    const res = await fetch('/api/clients', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: clientName, phone: '(11) 98765-4321', niche: 'food' }),
    });
    const body = (await res.json()) as { client?: { id: string }; id?: string };
    const id = body.client?.id ?? body.id;
    if (!id) throw new Error(`creating ${clientName} failed: ${res.status}`);
    return id;
  }, name);
}

/**
 * The errors React reports on `page` from now on: a page the server sent drawn that the app cannot attach
 * to (a mismatch between the two renders) is one. Read the array once the page is on screen.
 */
export function collectReactErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error' && /react|hydrat|#4(18|19|20|21|22|23|25)\b/i.test(message.text()))
      errors.push(message.text());
  });
  return errors;
}

/**
 * Opens a page the server may send drawn (a review or report link) and waits until the app has attached to
 * it: its buttons show before the scripts have arrived, and a tap before then would be lost (main.tsx).
 */
export async function openLive(page: Page, url: string) {
  const response = await page.goto(url);
  await expect(page.locator('#root[data-live]')).toBeAttached();
  return response;
}

/** `openLive` for the page already open: reloads it and waits until the app has attached to it. */
export async function reloadLive(page: Page) {
  const response = await page.reload();
  await expect(page.locator('#root[data-live]')).toBeAttached();
  return response;
}

/**
 * Runs axe on the page as it stands and gives back its findings. Two settings keep a scan quick without
 * checking less: axe runs in the page itself ("legacy mode"), rather than finishing each run in a second,
 * blank page that the library opens only to reach cross-origin frames (the app has none); and the results
 * list every node only for violations, instead of also serialising every node that passed.
 */
export async function axeScan(page: Page) {
  const result = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(result.passes.length, 'axe checked nothing').toBeGreaterThan(0);
  return result;
}

/** Whether an axe finding is one that fails a test: serious or critical (minor and moderate are not). */
export function isSerious<T extends { impact?: string | null }>(v: T): v is T & { impact: 'serious' | 'critical' } {
  return v.impact === 'serious' || v.impact === 'critical';
}

/** The serious and critical axe findings of what the page shows now: each rule with its first targets. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await axeScan(page);
  return result.violations
    .filter(isSerious)
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
