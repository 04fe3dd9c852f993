/**
 * The accessibility sweep: every page — public, sign-in screens, each app page as a creator, the agency
 * pages, the admin pages — in the light and the dark theme, at 1280 px (desktop project) and 390 px
 * (phone project, through the @phone tag). Any serious or critical axe violation fails the test.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { localDayOf, toIsoDay } from '@shared/sao-paulo-time';
import { E2E_ADMIN, addClient, captionTitled, lastLinkTo, signUpAndOnboard, uniqueEmail } from './support';

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

/** The saved theme is read before the first paint (index.html), so it is set before every load. */
async function useTheme(page: Page, theme: Theme) {
  await page.addInitScript((dark) => localStorage.setItem('isDark', JSON.stringify(dark)), theme === 'dark');
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

async function audit(page: Page, paths: string[], theme: Theme): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const path of paths) {
    await page.goto(path);
    await settle(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
    const result = await new AxeBuilder({ page }).analyze();
    expect(result.passes.length, `axe checked nothing on ${path}`).toBeGreaterThan(0);
    for (const v of result.violations) {
      if (v.impact !== 'serious' && v.impact !== 'critical') continue;
      findings.push({
        page: `${path} (${theme})`,
        rule: `${v.id}: ${v.help}`,
        impact: v.impact,
        targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1] ?? ''}`),
      });
    }
  }
  return findings;
}

test.describe('no serious or critical axe violations @phone', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const theme of THEMES) {
    test(`public and sign-in pages, ${theme}`, async ({ page }) => {
      await useTheme(page, theme);
      expect(await audit(page, PUBLIC_PAGES, theme)).toEqual([]);
    });

    test(`onboarding and every creator page, ${theme}`, async ({ page }) => {
      await useTheme(page, theme);
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
      const findings = await auditCurrent(page, 'onboarding', theme);
      await page.getByLabel('Nicho').selectOption('fitness');
      await page.getByLabel('Descreva sua rotina diária').fill('Treino cedo e gravo à tarde.');
      await page.getByRole('button', { name: 'Começar a usar' }).click();
      await expect(page.getByRole('heading', { name: /Olá/ })).toBeVisible();
      await fillCalendar(page, null);
      findings.push(...(await audit(page, CREATOR_PAGES, theme)));
      expect(findings).toEqual([]);
    });

    test(`agency pages, ${theme}`, async ({ page }) => {
      await useTheme(page, theme);
      await signUpAndOnboard(page, { plan: 'agency', name: 'Agência Acessível' });
      const created = await page.request.post('/api/clients', {
        data: { name: 'Cliente Acessível', niche: 'fitness', dailyRoutine: 'Treinos pela manhã' },
      });
      expect(created.ok()).toBeTruthy();
      await fillCalendar(page, await addClient(page, 'Clínica Sorriso'));
      await fillCalendar(page, await addClient(page, 'Clínica Vida'));
      expect(await audit(page, AGENCY_PAGES, theme)).toEqual([]);
    });

    test(`admin pages, ${theme}`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/auth/signin');
      await page.getByLabel('Email').fill(E2E_ADMIN.email);
      await page.getByLabel('Senha', { exact: true }).fill(E2E_ADMIN.password);
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await expect(page).toHaveURL(/\/admin$/);
      expect(await audit(page, ADMIN_PAGES, theme)).toEqual([]);
    });
  }
});

async function auditCurrent(page: Page, label: string, theme: Theme): Promise<Finding[]> {
  await settle(page);
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      page: `${label} (${theme})`,
      rule: `${v.id}: ${v.help}`,
      impact: v.impact!,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
}
