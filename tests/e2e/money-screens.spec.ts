/**
 * Money screens say what is true, in the browser with the demo provider: the paywall after a paid period
 * offers Pix beside the card; the pending Pix code promises no trial that has ended and leads back to the
 * app; a second tab's checkout refused over the open code links to it; the token card says when a plan
 * that no longer renews ends; a discount reads as the admin set it (12,5%).
 */
import { expect, test, type Page } from '@playwright/test';
import { addMonths } from '@shared/dates';
import { formatDate } from '@shared/format';
import { E2E_ADMIN, signUpAndOnboard } from './support';

const fitsScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A creator who subscribed by card in the demo and cancelled: no access, the paywall on gated pages. */
async function creatorWhosePlanEnded(page: Page) {
  await signUpAndOnboard(page);
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Assinar Criador Solo' }).click();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible({ timeout: 15_000 });
  await page.goto('/subscription?portal=demo');
  await page.getByRole('button', { name: 'Cancelar plano' }).click();
  await page.getByRole('button', { name: 'Sim, cancelar plano' }).click();
  await expect(page.getByRole('heading', { name: 'Seu plano: Nenhum plano ativo' })).toBeVisible();
}

test('after a paid period: Pix beside the card, a pending code that promises no trial, and a second tab led to it @phone', async ({
  page,
  context,
}) => {
  await creatorWhosePlanEnded(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Assinatura Necessária' })).toBeVisible();
  const solo = page.getByRole('article', { name: 'Criador Solo' });
  await expect(solo.getByRole('button', { name: 'Assinar Criador Solo' })).toBeVisible();
  await expect(solo.getByRole('button', { name: 'Pix mensal' })).toBeVisible();
  const upfront = solo.getByRole('group', { name: 'Ou pague 3, 6 ou 12 meses com Pix' });
  await expect(upfront.getByRole('button', { name: '3 meses R$ 418,95' })).toBeVisible();
  expect(await fitsScreen(page)).toBe(true);

  // A second tab, open on the paywall before the first one makes a code.
  const second = await context.newPage();
  await second.goto('/dashboard');
  await expect(second.getByRole('heading', { name: 'Assinatura Necessária' })).toBeVisible();

  await upfront.getByRole('button', { name: '3 meses R$ 418,95' }).click();
  await expect(page).toHaveURL(/\/checkout\/pix\?payment=/);
  const codeUrl = page.url();
  await expect(page.getByText('Pagamento em processamento')).toBeVisible();
  await expect(page.getByText('O acesso aos geradores volta assim que o pagamento for confirmado.')).toBeVisible();
  await expect(page.getByText(/teste grátis/)).toHaveCount(0);
  // The way back: the subscription screen (the dashboard would only show the paywall).
  await expect(page.getByRole('link', { name: 'Ir para o Dashboard' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ver assinatura' })).toBeVisible();
  expect(await fitsScreen(page)).toBe(true);

  // The second tab's card checkout is refused over that code, and leads to it.
  await second.getByRole('button', { name: 'Assinar Criador Solo' }).click();
  const notice = second.getByRole('status').filter({ hasText: 'Você já tem um pagamento Pix em processamento.' });
  await expect(notice).toBeVisible();
  await notice.getByRole('link', { name: 'Abrir o código Pix' }).click();
  await expect(second).toHaveURL(codeUrl);
  await expect(second.getByText('Pagamento em processamento')).toBeVisible();

  await page.getByRole('link', { name: 'Ver assinatura' }).click();
  await expect(page.getByRole('heading', { name: 'Seu plano: Nenhum plano ativo' })).toBeVisible();
});

test('a trial user’s pending code keeps the trial until its day, with a way back to the dashboard @phone', async ({
  page,
}) => {
  await signUpAndOnboard(page);
  await page.goto('/subscription');
  await page.getByRole('article', { name: 'Criador Solo' }).getByRole('button', { name: 'Pix mensal' }).click();
  await expect(page).toHaveURL(/\/checkout\/pix\?payment=/);
  await expect(
    page.getByText(/Até lá, você continua com o acesso do teste grátis, que termina em \d\d\/\d\d\/\d{4}\./),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Ir para o Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Olá/ })).toBeVisible();
});

test('the token card of a plan that no longer renews says when it ends, not "Renovação" @phone', async ({ page }) => {
  await signUpAndOnboard(page);
  await page.goto('/subscription');
  await page.getByRole('article', { name: 'Criador Solo' }).getByRole('button', { name: 'Pix mensal' }).click();
  const paidAt = new Date();
  await page.getByRole('button', { name: 'Simular pagamento' }).click();
  await expect(page.getByText(/renova todo mês pelo Pix Automático/)).toBeVisible();
  await page.goto('/dashboard');
  const tokens = page.getByRole('region', { name: 'Uso de Tokens' });
  await expect(tokens).toContainText(`Renovação em ${formatDate(addMonths(paidAt, 1))}`);

  // Revoked: the month paid is the last one.
  await page.goBack();
  await page.getByRole('button', { name: 'Simular autorização revogada' }).click();
  await expect(page.getByText(/não renova\./)).toBeVisible();
  await page.goto('/dashboard');
  await expect(tokens).toContainText(`Seu plano termina em ${formatDate(addMonths(paidAt, 1))}`);
  await expect(tokens).not.toContainText('Renovação');
  expect(await fitsScreen(page)).toBe(true);
});

test('a discount of 12,5% reads 12,5% in the admin’s price row and on the subscription page', async ({
  page,
  browser,
}) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto('/auth/signin');
  await admin.getByLabel('Email').fill(E2E_ADMIN.email);
  await admin.getByLabel('Senha', { exact: true }).fill(E2E_ADMIN.password);
  await admin.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(admin).toHaveURL(/\/admin$/);
  try {
    const row = admin.getByRole('region', { name: 'Preços Creator' });
    await row.getByRole('button', { name: 'Editar preços Creator' }).click();
    await row.getByLabel('3 meses (%)').fill('12.5');
    await row.getByRole('button', { name: 'Salvar' }).click();
    await expect(admin.getByText('Preços atualizados com sucesso!')).toBeVisible();
    await expect(row).toContainText('12,5% / 10% / 15%');

    await signUpAndOnboard(page);
    await page.goto('/subscription');
    const three = page.getByRole('article', { name: 'Criador Solo' }).getByRole('button', { name: /^3 meses com Pix/ });
    await expect(three).toContainText('12,5% de desconto');
    await expect(three).not.toContainText('13%');
  } finally {
    // The other tests read the seeded 5%.
    const restored = await admin.request.patch('/api/admin/pricing/creator', { data: { upfrontDiscount3: 5 } });
    expect(restored.ok()).toBe(true);
    await adminContext.close();
  }
});
