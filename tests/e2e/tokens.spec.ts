/**
 * The token allowance in the browser: a user who has spent every token sees the red 'Tokens Esgotados'
 * card (days until renewal, renewal date, upgrade link) and the generator form stays visible but disabled.
 */
import { expect, test } from '@playwright/test';
import { signUpAndOnboard } from './support';

test('a user with 0 tokens sees the "Tokens Esgotados" card and a disabled form @phone', async ({ page }) => {
  await signUpAndOnboard(page);
  const before = await (await page.request.get('/api/tokens')).json();
  expect(before).toMatchObject({ tokensRemaining: 150, tokensLimit: 150, hasTokens: true });

  // Spend the whole allowance through the real generation endpoint (the fake provider answers),
  // in concurrent batches; one more request must then be refused.
  const spend = () =>
    page.request.post('/api/generate/story', {
      data: { description: 'Bastidores do dia', tone: 'amigavel' },
      timeout: 120_000,
    });
  for (let batch = 0; batch < 3; batch++) {
    const results = await Promise.all(Array.from({ length: 50 }, spend));
    expect(results.every((r) => r.status() === 200)).toBe(true);
  }
  const refused = await spend();
  expect(refused.status()).toBe(402);
  expect((await refused.json()).error.code).toBe('TOKENS_EXHAUSTED');

  const status = await (await page.request.get('/api/tokens')).json();
  expect(status).toMatchObject({ tokensRemaining: 0, hasTokens: false });

  await page.goto('/stories');
  const card = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Tokens Esgotados' }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText(`${status.daysUntilRenewal} dias`);
  await expect(card.getByRole('link', { name: 'Fazer upgrade do plano' })).toHaveAttribute('href', '/subscription');
  await expect(page.getByRole('meter', { name: 'Tokens restantes' })).toHaveAttribute('aria-valuenow', '0');
  // The form is still there, but nothing in it can be used.
  await expect(page.getByLabel('Descrição do story')).toBeVisible();
  await expect(page.getByLabel('Descrição do story')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Gerar Story' })).toBeDisabled();

  await card.getByRole('link', { name: 'Fazer upgrade do plano' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
});
