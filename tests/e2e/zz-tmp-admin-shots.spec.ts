import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './support';

test('shots @phone', async ({ page }, info) => {
  await page.goto('/auth/signin');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel(/^Senha\*?$/).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  for (const [d, a, c] of [['Servidor', 80, 'infraestrutura'], ['Créditos API', 45.5, 'openai'], ['Anúncios Meta', 150, 'marketing']] as const) {
    await page.request.post('/api/admin/expenses', { data: { description: d, amount: a, category: c } });
  }
  await page.reload();
  await expect(page.getByText('Receita, Custos e Lucro')).toBeVisible();
  await page.waitForTimeout(1500);
  const p = info.project.name;
  await page.screenshot({ path: `/tmp/admin-shots/${p}-dashboard.png`, fullPage: true });
  await page.goto('/admin/expenses');
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `/tmp/admin-shots/${p}-expenses.png`, fullPage: true });
  await page.goto('/admin/profile');
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `/tmp/admin-shots/${p}-profile.png`, fullPage: true });
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await page.screenshot({ path: `/tmp/admin-shots/${p}-profile-dark.png`, fullPage: true });
  await page.goto('/admin');
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/admin-shots/${p}-dashboard-dark.png`, fullPage: true });
});
