import { expect, test, type Page } from '@playwright/test';
import { signUpAndOnboard } from './support';

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('profile settings and analytics @phone', () => {
  test("profile: niche 'Outros' with its text is saved and shown after a reload", async ({ page }) => {
    await signUpAndOnboard(page, { name: 'Paula Perfil' });
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Configurações do Perfil' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Nome')).toHaveValue('Paula Perfil');
    await expect(page.getByText('Trial', { exact: true })).toBeVisible();
    await expect(page.getByText(/\d dias? restantes?/)).toBeVisible();
    await expect(page.getByRole('meter', { name: 'Tokens restantes' })).toBeVisible();

    const niche = page.getByRole('combobox', { name: 'Nicho', exact: true });
    await expect(niche).toHaveValue('fitness');
    await niche.selectOption({ label: 'Outros' });
    const custom = page.getByLabel('Nicho personalizado');
    await expect(custom).toBeVisible();
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('Por favor, especifique seu nicho personalizado')).toBeVisible();

    await custom.fill('Pet shop');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('Perfil atualizado com sucesso!')).toBeVisible();
    await expectNoHorizontalScroll(page);

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Nicho', exact: true })).toHaveValue('outros');
    await expect(page.getByLabel('Nicho personalizado')).toHaveValue('Pet shop');
  });

  test('analytics: cards and recharts charts, loaded only on the analytics page', async ({ page }) => {
    const scripts: { url: string; body: Promise<string> }[] = [];
    page.on('response', (res) => {
      if (res.url().endsWith('.js')) scripts.push({ url: res.url(), body: res.text().catch(() => '') });
    });

    await signUpAndOnboard(page, { name: 'Ana Analytics' });
    // Dashboard: greeting, the six stat cards, the plan banner (a trial has no active plan).
    await expect(page.getByRole('heading', { name: 'Olá, Ana Analytics! 👋' })).toBeVisible();
    await expect(page.getByText('Aqui está um resumo da sua atividade na plataforma')).toBeVisible();
    await expect(page.getByText('Pronto para criar conteúdo?')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Uso de Tokens' })).toBeVisible();
    await expectNoHorizontalScroll(page);

    // Nothing loaded so far (landing, sign-in, onboarding, dashboard) carries recharts.
    const beforeAnalytics = await Promise.all(scripts.map((s) => s.body));
    expect(beforeAnalytics.some((body) => body.includes('recharts-surface'))).toBe(false);

    const generated = await page.request.post('/api/generate/story', {
      data: { description: 'Bastidores do treino da manhã', tone: 'amigavel' },
    });
    expect(generated.ok()).toBeTruthy();

    await page.goto('/dashboard');
    const summary = page.getByRole('region', { name: 'Resumo de conteúdos' });
    await expect(summary.getByText('Stories').locator('xpath=../..')).toContainText('1');
    await expect(summary.getByText('Taxa').locator('xpath=../..')).toContainText('0%');

    await page.goto('/analytics');
    await page.getByRole('button', { name: 'Hoje' }).click();
    await expect(page.getByRole('button', { name: 'Hoje' })).toHaveAttribute('aria-pressed', 'true');
    const cards = page.getByRole('region', { name: 'Resumo do período' });
    await expect(cards.getByText('Total').locator('xpath=../..')).toContainText('1');
    await expect(cards.getByText('Pendentes').locator('xpath=../..')).toContainText('1');
    await expect(cards.getByText('Taxa de conclusão').locator('xpath=../..')).toContainText('0%');

    const perDay = page.getByTestId('chart-per-day');
    await expect(perDay.getByText('Conteúdos criados por dia')).toBeVisible();
    await expect(perDay.locator('svg.recharts-surface').first()).toBeVisible();
    await expect(perDay.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await expect(page.getByTestId('chart-per-kind').locator('svg.recharts-surface').first()).toBeVisible();
    await expectNoHorizontalScroll(page);

    // The charts' chunk arrived with this page.
    const all = await Promise.all(scripts.map((s) => s.body));
    expect(all.some((body) => body.includes('recharts-surface'))).toBe(true);

    // Custom range: both day fields, and an inverted range is refused with its message.
    await page.getByRole('button', { name: 'Personalizado' }).click();
    await expect(page.getByLabel('Data inicial')).toBeVisible();
    await page.getByLabel('Data final').fill('2020-01-01');
    await expect(page.getByText('A data final deve ser igual ou posterior à data inicial')).toBeVisible();
    await page.getByRole('button', { name: 'Tudo' }).click();
    await expect(cards.getByText('Total').locator('xpath=../..')).toContainText('1');
  });
});
