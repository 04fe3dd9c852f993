/** Admin area in the browser: sign in, filter, add an expense, edit a price inline, export the report. */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, signUpAndOnboard } from './support';

const MONTHS = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
];

/** Today in São Paulo as numbers and as 'YYYY-MM-DD'. */
function todayInSaoPaulo() {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Sao_Paulo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(new Date())
      .map((p) => [p.type, p.value]),
  );
  return { year: Number(parts.year), month: Number(parts.month), iso: `${parts.year}-${parts.month}-${parts.day}` };
}

const money = (n: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 2 })
    .format(n)
    .replace(/\u00a0/g, ' ');
const parseMoney = (text: string | null) => Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.'));

async function signInAsAdmin(page: Page) {
  await page.goto('/auth/signin');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel(/^Senha\*?$/).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard Master' })).toBeVisible();
}

test('admin filters by month, adds an expense, edits a price and exports the report', async ({ page }) => {
  await signInAsAdmin(page);
  const { year, month, iso } = todayInSaoPaulo();

  // A specific month: this one.
  await page.getByLabel('Período').selectOption('specific_month');
  await page.getByLabel('Mês').selectOption(String(month));
  await page.getByLabel('Ano').selectOption(String(year));
  await page.getByRole('button', { name: 'Aplicar Filtros' }).click();
  await expect(page.getByText('Filtros aplicados!')).toBeVisible();
  await expect(page).toHaveURL(
    new RegExp(
      `period=specific_month.*month=${month}.*year=${year}|period=specific_month.*year=${year}.*month=${month}`,
    ),
  );
  await expect(page.getByText(`Visão geral do negócio — ${MONTHS[month - 1]} de ${year}`)).toBeVisible();

  // Churn over the 30 days up to today: a percentage, or a dash when nobody was paying when they began.
  const churn = page.getByRole('region', { name: 'Churn (30 dias)' });
  await expect(churn.locator('[data-kpi-value]')).toHaveText(/^(—Sem assinaturas no início do período|\d{1,3},\d%)$/);
  await expect(churn).toContainText(/\d+ de \d+ assinaturas? · \d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}/);

  const operating = page.getByRole('region', { name: 'Gastos Operacionais' }).locator('[data-kpi-value]');
  await expect(operating).toHaveText(/R\$/);
  const before = parseMoney(await operating.textContent());

  // Quick add: the rule first, then a real expense; the KPI follows.
  const form = page.getByRole('form', { name: 'Adicionar gasto', exact: true });
  await form.getByRole('button', { name: 'Adicionar Gasto' }).click();
  await expect(form.getByText('Preencha todos os campos corretamente')).toBeVisible();
  await form.getByLabel('Descrição').fill('Hospedagem e2e');
  await form.getByLabel('Valor (R$)').fill('123.45');
  await form.getByLabel('Categoria').selectOption('tecnologia');
  await form.getByRole('button', { name: 'Adicionar Gasto' }).click();
  await expect(page.getByText('Gasto adicionado com sucesso!')).toBeVisible();
  await expect(operating).toHaveText(money(before + 123.45));
  await expect(page.getByRole('list', { name: 'Gastos recentes' }).getByText('Hospedagem e2e')).toBeVisible();

  // Inline price edit (restored afterwards: other pages read these prices).
  const social = page.getByRole('region', { name: 'Preços Agência Social' });
  await expect(social.getByText('R$ 397,00/mês')).toBeVisible();
  await social.getByRole('button', { name: 'Editar preços Agência Social' }).click();
  await social.getByLabel('Preço por cliente (R$)').fill('55');
  await social.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Preços atualizados com sucesso!')).toBeVisible();
  await expect(social.getByText('R$ 55,00')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Preços Agência Enterprise' }).getByText('Ilimitado')).toBeVisible();
  await social.getByRole('button', { name: 'Editar preços Agência Social' }).click();
  await social.getByLabel('Preço por cliente (R$)').fill('50');
  await social.getByRole('button', { name: 'Salvar' }).click();
  await expect(social.getByText('R$ 50,00')).toBeVisible();

  // The expense page and its report.
  await page.goto('/admin/expenses');
  await expect(page.getByRole('heading', { name: 'Gestão de Gastos' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Lista de gastos' }).getByText('Hospedagem e2e')).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar Relatório' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`gastos-pautei-${iso}.txt`);
  const content = readFileSync(await download.path(), 'utf8');
  expect(content).toContain('RELATÓRIO DE GASTOS - PAUTEI');
  expect(content).toContain('Período: Este mês');
  expect(content).toContain('Categoria: Todas');
  expect(content).toMatch(/Total: R\$ [\d.]+,\d{2}/);
  expect(content).toMatch(/\d+\. \d{2}\/\d{2}\/\d{4} \| Hospedagem e2e \| Tecnologia \| R\$ 123,45/);
  await expect(page.getByText('Relatório exportado!')).toBeVisible();
});

test('admin pages fit a phone screen @phone', async ({ page }) => {
  await signInAsAdmin(page);
  for (const path of ['/admin', '/admin/expenses', '/admin/profile']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

/** Codes kept in the database that must never reach the admin's screen as they are. */
const RAW_CODES =
  /\b(creator|agency|agency_social|agency_enterprise|solo|trialing|active|cancelled|past_due|fitness|beauty|operacional|tecnologia)\b/;

/** The page's visible text without e-mail addresses (test e-mails such as agency-1@example.com hold codes). */
const visibleText = (page: Page) =>
  page.evaluate(() => document.body.innerText.replace(/\S+@\S+/g, ' ').replace(/\s+/g, ' '));

/** Nothing wider than the screen: the page does not scroll sideways and no visible box pokes out of it. */
async function expectFitsScreen(page: Page, path: string) {
  const fit = await page.evaluate(() => {
    const width = window.innerWidth;
    const outside = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 1 && r.height > 1 && r.right > width + 1 && getComputedStyle(el).visibility !== 'hidden';
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 120));
    return { scrollWidth: document.documentElement.scrollWidth, width, outside };
  });
  expect(fit.scrollWidth, path).toBeLessThanOrEqual(fit.width);
  expect(fit.outside, path).toEqual([]);
}

const top = async (page: Page, locator: ReturnType<Page['locator']>) => (await locator.boundingBox())?.y ?? Infinity;

test('admin dashboard and expenses at phone width: KPIs first, Portuguese labels, nothing clipped @phone', async ({
  page,
}) => {
  // An agency with a fitness niche and a client in beauty, so the recent lists hold codes to translate
  // (named after the project and the attempt: both projects, and a retry, run against the same server).
  const where = `${test.info().project.name === 'phone' ? 'Celular' : 'Tela'} ${test.info().retry + 1}`;
  const agencyName = `Rótulos ${where}`;
  const clientName = `Cliente Beleza ${where}`;
  await signUpAndOnboard(page, { plan: 'agency', name: agencyName, niche: 'fitness' });
  const created = await page.request.post('/api/clients', { data: { name: clientName, niche: 'beauty' } });
  expect(created.ok()).toBeTruthy();
  await page.context().clearCookies();

  await signInAsAdmin(page);
  const kpis = page.getByRole('region', { name: 'Indicadores' });
  await expect(kpis.getByRole('region', { name: 'Usuários Ativos' })).toBeVisible();
  const users = page
    .getByRole('list', { name: 'Usuários recentes' })
    .or(page.getByRole('table', { name: 'Usuários recentes' }));
  const agencyUser = users.getByText(agencyName).locator('xpath=ancestor-or-self::*[self::li or self::tr][1]');
  await expect(agencyUser).toContainText('Fitness / Saúde');
  await expect(agencyUser).toContainText('Agência');
  await expect(agencyUser).toContainText('Trial');
  const clients = page
    .getByRole('list', { name: 'Clientes de agências recentes' })
    .or(page.getByRole('table', { name: 'Clientes de agências recentes' }));
  const client = clients.getByText(clientName).locator('xpath=ancestor-or-self::*[self::li or self::tr][1]');
  await expect(client).toContainText('Beleza / Estética');
  await expect(client).toContainText('Ativo');
  await expect(page.getByRole('region', { name: 'Preços Agência Social' })).toBeVisible();
  await page.getByRole('button', { name: 'Editar preços Creator' }).click();
  const creatorPrices = page.getByRole('region', { name: 'Preços Creator' });
  await expect(creatorPrices.getByLabel('Preço base (R$)')).toBeVisible();
  await expect(creatorPrices.getByText('Limite de clientes')).toHaveCount(0);
  await creatorPrices.getByRole('button', { name: 'Cancelar' }).click();

  // The KPI cards come before the filters, the forms and the lists.
  await page.waitForLoadState('networkidle');
  const kpiTop = await top(page, kpis);
  for (const later of [
    page.getByRole('combobox', { name: 'Período' }),
    page.getByRole('form', { name: 'Adicionar gasto', exact: true }),
    users,
    clients,
  ]) {
    expect(kpiTop).toBeLessThan(await top(page, later));
  }
  expect(await visibleText(page)).not.toMatch(RAW_CODES);
  await expectFitsScreen(page, '/admin');

  await page.goto('/admin/expenses');
  await expect(page.getByRole('heading', { name: 'Gestão de Gastos' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const total = page.getByRole('region', { name: 'Total de Gastos' });
  await expect(total).toBeVisible();
  expect(await top(page, total)).toBeLessThan(await top(page, page.getByRole('form', { name: 'Filtros de gastos' })));
  expect(await visibleText(page)).not.toMatch(RAW_CODES);
  await expectFitsScreen(page, '/admin/expenses');
});
