/**
 * Plans and payments in the browser, with the demo billing provider (the e2e server has no Stripe key):
 * trial → /subscription → demo checkout → success screen → 'Ativo' on the dashboard; cancel screen; and a
 * user without access (plan cancelled in the demo portal) sees the paywall on gated pages but can open
 * /subscription. A creator pays 3 months upfront with Pix in the demo, and the admin sees that payment
 * spread over its three months. A creator who prepaid 3 months moves up to Agência with Pix, the unused
 * days credited (the card's "Mudar para Agência" leads to those Pix options). A Pix Automático whose
 * authorization was revoked reads so on its Pix page and on the subscription screen, which offers it again.
 */
import { expect, test, type Page } from '@playwright/test';
import { addMonths } from '@shared/dates';
import { formatDate, formatMoney } from '@shared/format';
import { localDayOf } from '@shared/sao-paulo-time';
import { E2E_ADMIN, seriousViolations, signUpAndOnboard } from './support';

async function subscribeThroughDemo(page: Page, planName: 'Criador Solo' | 'Agência', price: string) {
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Assinatura', exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Assinar ${planName}` }).click();

  await expect(page).toHaveURL(/\/checkout\/demo\?session=/);
  await expect(page.getByText('Isto é uma DEMONSTRAÇÃO')).toBeVisible();
  await expect(page.getByText('Nenhuma cobrança real será feita', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Plano ${planName}` })).toBeVisible();
  await expect(page.getByText(price, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar' }).click();

  await expect(page).toHaveURL(/\/payment-success$/);
  await expect(page.getByText('Confirmando seu pagamento...')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(planName, { exact: true })).toBeVisible();
}

test('trial user subscribes through the demo checkout and the dashboard shows the plan active @phone', async ({
  page,
}) => {
  await signUpAndOnboard(page);

  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Seu plano: Teste grátis' })).toBeVisible();
  const agencyCard = page.getByRole('article', { name: 'Agência' });
  await expect(agencyCard.getByText('Mais Popular')).toBeVisible();
  await expect(agencyCard.getByText('R$ 397,00')).toBeVisible();
  await expect(agencyCard.getByText('até 5 clientes', { exact: true })).toBeVisible();
  await expect(agencyCard.getByRole('link', { name: 'Mais de 5 clientes? Fale com a gente' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\//,
  );
  await expect(page.getByRole('article', { name: 'Criador Solo' }).getByText('R$ 147,00')).toBeVisible();
  for (const note of ['Pagamento seguro', 'Cancele quando quiser', 'Suporte em português', 'Garantia de 7 dias']) {
    await expect(page.getByText(note, { exact: true })).toBeVisible();
  }
  // No page scrolls sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await subscribeThroughDemo(page, 'Criador Solo', 'R$ 147,00');
  const features = page.getByRole('list', { name: 'Recursos do plano Criador Solo' }).getByRole('listitem');
  await expect(features).toHaveCount(4);
  await expect(features.first()).toHaveText('Roteiros diários ilimitados');

  await page.getByRole('link', { name: 'Ir para o Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Plano Criador Solo ativo' })).toBeVisible();

  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Seu plano: Criador Solo' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Criador Solo' }).getByText('Plano Atual').first()).toBeVisible();
  await expect(page.getByRole('article', { name: 'Agência' }).getByText('Plano Atual')).toHaveCount(0);
});

test('cancelling the demo checkout shows the cancel screen and nothing changes', async ({ page }) => {
  await signUpAndOnboard(page);
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Assinar Agência' }).click();
  await expect(page).toHaveURL(/\/checkout\/demo\?session=/);
  await page.getByRole('button', { name: 'Cancelar' }).click();

  await expect(page).toHaveURL(/\/payment-cancel$/);
  await expect(page.getByRole('heading', { name: 'Pagamento cancelado' })).toBeVisible();
  await expect(page.getByText('O que você ganha ao assinar')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Assinar agora' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar ao Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Pronto para criar conteúdo?' })).toBeVisible();
  const me = await (await page.request.get('/api/me')).json();
  expect(me.profile.subscriptionStatus).toBe('trial');
});

test('a trial user sees "Gerenciar Assinatura"; pressing it leads to the plans with a word on why @phone', async ({
  page,
}) => {
  await signUpAndOnboard(page);
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Seu plano: Teste grátis' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Planos', exact: true })).toBeVisible();
  const manage = page.getByRole('button', { name: 'Gerenciar Assinatura' });
  await expect(manage).toBeVisible();
  await manage.click();
  // The upgrade path, not an error: the plans, focused, with the explanation under their heading.
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByRole('heading', { name: 'Planos', exact: true })).toBeFocused();
  await expect(
    page.getByRole('status').filter({ hasText: 'ainda não tem uma assinatura para gerenciar' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Assinar Criador Solo' })).toBeInViewport();
  await expect(page.getByText(/Erro ao abrir portal|Você precisa ter uma assinatura/)).toHaveCount(0);
  await page.goto('/profile');
  await expect(page.getByRole('link', { name: 'Ver planos' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Gerenciar assinatura/i })).toHaveCount(0);
});

test('a user without access sees the paywall on gated pages but can open /subscription', async ({ page }) => {
  await signUpAndOnboard(page, { plan: 'agency', name: 'Agência Sem Acesso' });
  await subscribeThroughDemo(page, 'Agência', 'R$ 397,00');

  // The demo portal: change plan, then cancel it.
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Gerenciar Assinatura' }).click();
  await expect(page).toHaveURL(/\/subscription\?portal=demo$/);
  await expect(page.getByText('Portal da assinatura (demonstração)')).toBeVisible();
  await page.getByRole('button', { name: 'Mudar para o plano Criador Solo' }).click();
  await expect(page.getByText('Plano alterado para Criador Solo.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Seu plano: Criador Solo' })).toBeVisible();

  await page.getByRole('button', { name: 'Cancelar plano' }).click();
  await expect(page.getByRole('dialog', { name: 'Cancelar plano?' })).toBeVisible();
  await page.getByRole('button', { name: 'Sim, cancelar plano' }).click();
  await expect(page.getByText('Plano cancelado.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Seu plano: Nenhum plano ativo' })).toBeVisible();

  for (const path of ['/dashboard', '/scripts', '/stories', '/history', '/analytics', '/profile']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Assinatura Necessária' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Assinar Criador Solo' })).toBeVisible();
  }
  // The server refuses too, whatever the UI does.
  const gated = await page.request.get('/api/content');
  expect(gated.status()).toBe(402);
  expect((await gated.json()).error.code).toBe('SUBSCRIPTION_REQUIRED');

  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Assinatura', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Assinatura Necessária' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Assinar Agência' })).toBeVisible();
});

test('a creator pays 3 months with Pix in the demo and the admin sees it spread over three months @phone', async ({
  page,
  browser,
}) => {
  const creator = await signUpAndOnboard(page);
  await page.goto('/subscription');
  const card = page.getByRole('article', { name: 'Criador Solo' });
  await expect(card.getByText('Pix Automático: você autoriza uma vez no app do banco.')).toBeVisible();
  await expect(card.getByText('Pagar 3, 6 ou 12 meses com Pix')).toBeVisible();
  // 3 × R$ 147,00 less 5%: R$ 418,95, that is R$ 139,65 a month.
  const threeMonths = card.getByRole('button', { name: /3 meses com Pix: R\$ 418,95/ });
  await expect(threeMonths).toContainText('R$ 139,65/mês');
  await threeMonths.click();

  await expect(page).toHaveURL(/\/checkout\/pix\?payment=/);
  await expect(page.getByText('Isto é uma DEMONSTRAÇÃO')).toBeVisible();
  await expect(page.getByText('Pagamento em processamento')).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code do Pix (demonstração)' })).toBeVisible();
  await expect(page.getByLabel('Pix copia e cola (demonstração)')).toHaveValue(
    /^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);

  // Pending grants nothing: the trial stays, and the subscription screen says the payment is processing.
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Seu plano: Teste grátis' })).toBeVisible();
  await expect(page.getByText('Pagamento em processamento')).toBeVisible();
  await page.getByRole('link', { name: 'Abrir o código Pix' }).click();

  const paidAt = new Date();
  await page.getByRole('button', { name: 'Simular pagamento' }).click();
  const until = formatDate(addMonths(paidAt, 3));
  await expect(page.getByText(`Seu plano Criador Solo está ativo até ${until}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Ver assinatura' }).click();
  await expect(page.getByRole('heading', { name: 'Seu plano: Criador Solo' })).toBeVisible();
  await expect(page.getByText(`Pago com Pix antecipado até ${until}`)).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('definition').filter({ hasText: 'Pix antecipado' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: until })).toBeVisible();

  // The admin: the payment counted one third in each of its three months.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto('/auth/signin');
  await admin.getByLabel('Email').fill(E2E_ADMIN.email);
  await admin.getByLabel('Senha', { exact: true }).fill(E2E_ADMIN.password);
  await admin.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(admin).toHaveURL(/\/admin$/);
  const row = admin.getByRole('listitem', { name: `Pagamento de ${creator.email}` });
  await expect(row).toContainText(`Pix antecipado · Criador Solo · 3 meses · ${formatMoney(418.95)}`);
  const months = [0, 1, 2].map((i) => {
    const d = localDayOf(addMonths(paidAt, i));
    return `${String(d.month).padStart(2, '0')}/${d.year}: R$ 139,65`;
  });
  await expect(row.getByRole('list', { name: 'Receita por mês' }).getByRole('listitem')).toHaveText(months);
  await adminContext.close();
});

test('a creator who prepaid 3 months moves up to Agência with Pix, the unused days credited @phone', async ({
  page,
}) => {
  await signUpAndOnboard(page);
  await page.goto('/subscription');
  await page
    .getByRole('article', { name: 'Criador Solo' })
    .getByRole('button', { name: /3 meses com Pix: R\$ 418,95/ })
    .click();
  await expect(page).toHaveURL(/\/checkout\/pix\?payment=/);
  await page.getByRole('button', { name: 'Simular pagamento' }).click();
  await expect(page.getByText(/Seu plano Criador Solo está ativo até/)).toBeVisible();

  // Paid today, not one day used yet: all of it (R$ 418,95) is credited against Agência's 3 months
  // (3 × R$ 397,00 less 5% = R$ 1.131,45, R$ 377,15 a month as for everyone), so R$ 712,50 is paid now.
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Seu plano: Criador Solo' })).toBeVisible();
  // Inside the prepaid period only more months are offered on Criador; the line says why the rest waits.
  const solo = page.getByRole('article', { name: 'Criador Solo' });
  await expect(solo.getByRole('button', { name: 'Pix mensal' })).toHaveCount(0);
  await expect(
    solo.getByText(/^Cartão e Pix Automático ficam disponíveis quando o período pago terminar/),
  ).toBeVisible();
  await expect(page.getByText('Sem renovação automática')).toBeVisible();
  const agency = page.getByRole('article', { name: 'Agência' });
  await expect(agency.getByText('Crédito de R$ 418,95 pelos dias não usados do plano atual')).toBeVisible();
  await expect(agency.getByRole('button', { name: 'Pix mensal' })).toHaveCount(0);
  const threeMonths = agency.getByRole('button', { name: /^3 meses com Pix: R\$ 1\.131,45/ });
  await expect(threeMonths).toContainText('R$ 377,15/mês · 5% de desconto');
  await expect(threeMonths).toContainText('– R$ 418,95 de crédito · Total a pagar agora: R$ 712,50');
  // Longer periods cost less a month, the credit apart.
  await expect(agency.getByRole('button', { name: /^6 meses com Pix: R\$ 2\.143,80/ })).toContainText(
    'R$ 357,30/mês · 10% de desconto',
  );
  await expect(agency.getByRole('button', { name: /^12 meses com Pix: R\$ 4\.049,40/ })).toContainText(
    'Total a pagar agora: R$ 3.630,45',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  // The card's "Mudar para Agência" leads to these options, not to the portal (no card subscription there).
  await agency.getByRole('button', { name: 'Mudar para Agência' }).click();
  await expect(
    agency.getByRole('group', { name: 'Mudar para Agência pagando 3, 6 ou 12 meses com Pix' }),
  ).toBeFocused();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByText('Portal da assinatura (demonstração)')).toHaveCount(0);
  await threeMonths.click();

  await expect(page).toHaveURL(/\/checkout\/pix\?payment=/);
  await expect(page.getByText('R$ 712,50', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Já descontado o crédito de R$ 418,95 pelos dias não usados do plano atual.'),
  ).toBeVisible();
  await expect(page.getByLabel('Pix copia e cola (demonstração)')).toHaveValue(/5406712\.50/);

  const paidAt = new Date();
  await page.getByRole('button', { name: 'Simular pagamento' }).click();
  const until = formatDate(addMonths(paidAt, 3));
  await expect(page.getByText(`Seu plano Agência está ativo até ${until}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Ver assinatura' }).click();
  await expect(page.getByRole('heading', { name: 'Seu plano: Agência' })).toBeVisible();
  await expect(page.getByText(`Pago com Pix antecipado até ${until}`)).toBeVisible();
  await expect(page.getByText(/Crédito de R\$/)).toHaveCount(0);

  // A prepaid period has no portal: "Gerenciar Assinatura" says how it is renewed, and going back down to
  // Criador waits for the period's end; both leave the account as it is.
  await page.getByRole('button', { name: 'Gerenciar Assinatura' }).click();
  await expect(page.getByRole('heading', { name: 'Planos' })).toBeFocused();
  await expect(page.getByText(`Seu plano está pago com Pix antecipado até ${until}`)).toBeVisible();
  await page
    .getByRole('article', { name: 'Criador Solo' })
    .getByRole('button', { name: 'Mudar para Criador Solo' })
    .click();
  await expect(page.getByText('Voltar para o Criador Solo só é possível no fim do período pago')).toBeVisible();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByRole('heading', { name: 'Seu plano: Agência' })).toBeVisible();
});

test('after "Simular autorização revogada" the Pix page and the subscription screen say it will not renew', async ({
  page,
}) => {
  await signUpAndOnboard(page);
  await page.goto('/subscription');
  await page.getByRole('article', { name: 'Criador Solo' }).getByRole('button', { name: 'Pix mensal' }).click();
  await expect(page).toHaveURL(/\/checkout\/pix\?payment=/);
  const paidAt = new Date();
  await page.getByRole('button', { name: 'Simular pagamento' }).click();
  await expect(
    page.getByText('Seu plano Criador Solo está ativo e renova todo mês pelo Pix Automático.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Simular autorização revogada' }).click();
  const until = formatDate(addMonths(paidAt, 1));
  await expect(
    page.getByText(
      `A autorização do Pix Automático foi cancelada: seu plano Criador Solo fica ativo até ${until} e não renova.`,
    ),
  ).toBeVisible();
  await expect(page.getByText(/renova todo mês/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Simular autorização revogada' })).toHaveCount(0);

  // The subscription screen: the same truth, and what the e-mail promises (authorize again, or months upfront).
  await page.getByRole('link', { name: 'Ver assinatura' }).click();
  await expect(
    page.getByText(`A autorização do Pix Automático foi cancelada: seu plano fica ativo até ${until} e não renova.`),
  ).toBeVisible();
  const solo = page.getByRole('article', { name: 'Criador Solo' });
  await expect(
    solo.getByText(`O novo mês começa em ${until}, quando o mês pago termina.`, { exact: false }),
  ).toBeVisible();
  await expect(solo.getByRole('button', { name: /^3 meses com Pix: R\$ 418,95/ })).toBeEnabled();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await solo.getByRole('button', { name: 'Autorizar o Pix Automático de novo' }).click();
  await expect(page).toHaveURL(/\/checkout\/pix\?payment=/);
  await expect(
    page.getByText(`Até lá, seu plano atual continua como está; o novo período começa em ${until}`, { exact: false }),
  ).toBeVisible();
});
