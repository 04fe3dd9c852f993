/**
 * Saved content reads short and clear on a phone: scripts in lists start collapsed, history numbers the
 * sections of ad copy, and deleting asks in the app's own dialog.
 */
import { expect, test } from '@playwright/test';
import { signUpAndOnboard } from './support';

test('a saved script starts collapsed to title and hook; "ver conteúdo completo" opens it @phone', async ({ page }) => {
  await signUpAndOnboard(page);
  const made = await page.request.post('/api/generate/daily_script', {
    data: { routine: 'Acordo cedo, treino e atendo alunos à tarde' },
    timeout: 55_000,
  });
  expect(made.ok()).toBeTruthy();
  await page.goto('/scripts');
  const item = page.getByRole('list', { name: 'Seus roteiros' }).getByTestId('content-item').first();
  await expect(item.getByRole('heading', { level: 3 })).toBeVisible();
  await expect(item.getByRole('progressbar')).toBeVisible();
  await expect(item.getByRole('checkbox')).toHaveCount(0);
  const toggle = item.getByRole('button', { name: 'ver conteúdo completo' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const collapsed = (await item.boundingBox())!.height;
  await toggle.click();
  await expect(item.getByRole('button', { name: 'ver menos' })).toHaveAttribute('aria-expanded', 'true');
  expect(await item.getByRole('checkbox').count()).toBeGreaterThan(1);
  expect((await item.boundingBox())!.height).toBeGreaterThan(collapsed);
});

test('history numbers ad copy sections and deletes through the confirmation dialog @phone', async ({ page }) => {
  await signUpAndOnboard(page);
  const made = await page.request.post('/api/generate/ad_copy', {
    data: { product: 'Consultoria de treino' },
    timeout: 55_000,
  });
  expect(made.ok()).toBeTruthy();
  const { item } = await made.json();
  const content = 'Pare de treinar sem resultado\n---\nConheça a consultoria semanal\n---\nChame no direct';
  const patched = await page.request.patch(`/api/content/${item.id}`, { data: { content } });
  expect(patched.ok()).toBeTruthy();

  await page.goto('/history');
  const row = page.getByTestId('history-item').first();
  await expect(row).toContainText('1. Pare de treinar sem resultado');
  await expect(row).toContainText('2. Conheça a consultoria semanal');
  await expect(row).not.toContainText('---');

  await row.getByRole('button', { name: 'Ver detalhes' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir conteúdo' });
  await expect(confirm).toContainText('Tem certeza que deseja excluir este conteúdo?');
  // Cancel keeps it and goes back to the details.
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('dialog', { name: 'Excluir conteúdo' })).toHaveCount(0);
  await expect(page.getByTestId('history-item')).toHaveCount(1);
  // Confirm deletes it.
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await page.getByRole('dialog', { name: 'Excluir conteúdo' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Conteúdo excluído com sucesso!')).toBeVisible();
  await expect(page.getByTestId('history-item')).toHaveCount(0);
});

test('lists and history title an item with the first 50 characters of its description @phone', async ({ page }) => {
  await signUpAndOnboard(page);
  // The 50th character falls inside a word ("particulares"): the title keeps it as it is, with no "…".
  const description = 'Acordo cedo, treino na academia e atendo alunos particulares à tarde e gravo à noite';
  const title = description.slice(0, 50);
  const made = await page.request.post('/api/generate/story', { data: { description }, timeout: 55_000 });
  expect(made.ok()).toBeTruthy();

  await page.goto('/stories');
  const item = page.getByRole('list', { name: 'Stories recentes' }).getByTestId('content-item').first();
  await expect(item.getByRole('heading', { level: 3 })).toHaveText(title);

  await page.goto('/history');
  await expect(page.getByTestId('history-item').first().getByRole('heading', { level: 2 })).toHaveText(title);
});
