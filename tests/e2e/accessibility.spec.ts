/**
 * The accessibility sweep: every page — public, sign-in screens, each app page as a creator, the agency
 * pages, the admin pages — in the light and the dark theme, at 1280 px (desktop project) and 390 px
 * (phone project, through the @phone tag). Any serious or critical axe violation fails the test.
 */
import { expect, test, type Page } from '@playwright/test';
import { localDayOf, toIsoDay } from '@shared/sao-paulo-time';
import {
  E2E_ADMIN,
  addClient,
  axeScan,
  captionTitled,
  isSerious,
  lastLinkTo,
  signUpAndOnboard,
  uniqueEmail,
} from './support';

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

const PUBLIC_PAGES = [
  '/',
  '/auth/signin',
  '/auth/signup',
  '/auth/check-email',
  '/auth/confirm',
  '/auth/confirm?error=INVALID_TOKEN',
  '/auth/forgot-password',
  '/auth/reset-password?token=qualquer',
  '/auth/reset-password?error=INVALID_TOKEN',
  // Links that no longer (or never did) lead anywhere: the pages that say so.
  '/r/link-que-nao-existe',
  '/convite/convite-que-nao-existe',
];

const CREATOR_PAGES = [
  '/dashboard',
  '/scripts',
  '/stories',
  '/captions',
  '/carousels',
  '/reels',
  '/ads',
  '/calendar',
  '/history',
  '/approvals',
  '/analytics',
  '/profile',
  '/subscription',
  '/client-management',
  '/payment-cancel',
  '/payment-success',
];

const AGENCY_PAGES = [
  '/dashboard',
  '/client-management',
  '/scripts',
  '/captions',
  '/calendar',
  '/history',
  '/approvals',
  '/analytics',
  '/equipe',
];

const ADMIN_PAGES = ['/admin', '/admin/expenses', '/admin/profile'];

/**
 * Puts items on the calendar so that its chips, its "+N mais", the agenda rows and the tray are audited:
 * four on today (a cell shows three) — two of a series — and one without a date.
 */
async function fillCalendar(page: Page, clientId: string | null) {
  const today = toIsoDay(localDayOf(new Date()));
  for (const title of [
    'Rotina de treinos para iniciantes: semana 1',
    'Rotina de treinos para iniciantes: semana 2',
    'Bastidores do estúdio',
    'Perguntas da audiência',
  ]) {
    await captionTitled(page, title, today, clientId);
  }
  await captionTitled(page, 'Ideia ainda sem data', null, clientId);
}

/**
 * The theme is the `dark` class on <html> (set from localStorage before the first paint), so both themes
 * are audited on one load of each page: the page loads once, then each theme is applied and audited.
 */
async function applyTheme(page: Page, theme: Theme) {
  await page.evaluate((dark) => {
    localStorage.setItem('isDark', JSON.stringify(dark));
    document.documentElement.classList.toggle('dark', dark);
  }, theme === 'dark');
  // One frame, so styles that depend on the class are computed before axe reads colours.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
}

/** Waits for the page to settle: no request in flight, no loading spinner, no toast on its way in or out. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /^(Carregando|Verificando)/ })).toHaveCount(0, {
    timeout: 15_000,
  });
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('h1').first()).toBeVisible();
}

interface Finding {
  page: string;
  rule: string;
  impact: string;
  targets: string[];
}

async function audit(page: Page, paths: string[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const path of paths) {
    await page.goto(path);
    await settle(page);
    findings.push(...(await auditCurrent(page, path)));
  }
  return findings;
}

test.describe('no serious or critical axe violations @phone', () => {
  test.describe.configure({ timeout: 360_000 });

  test('public and sign-in pages', async ({ page }) => {
    expect(await audit(page, PUBLIC_PAGES)).toEqual([]);
  });

  test('onboarding and every creator page', async ({ page }) => {
    // Onboarding shows for a signed-in account without niche and routine: audit it on the way in.
    const user = { name: 'Criadora Acessível', email: uniqueEmail('a11y'), password: 'senha-segura-123' };
    const res = await page.request.post('/api/auth/sign-up/email', {
      data: { ...user, selectedPlan: 'creator', callbackURL: '/auth/confirm' },
    });
    expect(res.ok()).toBeTruthy();
    await page.goto(await lastLinkTo(user.email));
    await page.goto('/auth/signin');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Senha', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText('Passo 1 de 1')).toBeVisible();
    await settle(page);
    const findings = await auditCurrent(page, 'onboarding');
    await page.getByLabel('Nicho').selectOption('fitness');
    await page.getByLabel('Descreva sua rotina diária').fill('Treino cedo e gravo à tarde.');
    await page.getByRole('button', { name: 'Começar a usar' }).click();
    await expect(page.getByRole('heading', { name: /Olá/ })).toBeVisible();
    await fillCalendar(page, null);
    findings.push(...(await audit(page, CREATOR_PAGES)));
    expect(findings).toEqual([]);
  });

  test('agency pages', async ({ page }) => {
    await signUpAndOnboard(page, { plan: 'agency', name: 'Agência Acessível' });
    const created = await page.request.post('/api/clients', {
      data: { name: 'Cliente Acessível', niche: 'fitness', dailyRoutine: 'Treinos pela manhã' },
    });
    expect(created.ok()).toBeTruthy();
    await fillCalendar(page, await addClient(page, 'Clínica Sorriso'));
    await fillCalendar(page, await addClient(page, 'Clínica Vida'));
    expect(await audit(page, AGENCY_PAGES)).toEqual([]);
  });

  test('admin pages', async ({ page }) => {
    await page.goto('/auth/signin');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Senha', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect(await audit(page, ADMIN_PAGES)).toEqual([]);
  });
});

/** Audits the page as it stands, in each theme in turn. */
async function auditCurrent(page: Page, label: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const theme of THEMES) {
    await applyTheme(page, theme);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
    const result = await axeScan(page);
    for (const v of result.violations) {
      if (!isSerious(v)) continue;
      findings.push({
        page: `${label} (${theme})`,
        rule: `${v.id}: ${v.help}`,
        impact: v.impact,
        targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1] ?? ''}`),
      });
    }
  }
  return findings;
}
