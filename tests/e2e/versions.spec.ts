/**
 * From script to camera: the teleprompter on a saved story (keyboard and tap, phone width too), an ad's
 * edit that the claims checker warns about, and restoring an earlier version of it.
 */
import { expect, test, type Page } from '@playwright/test';
import { signUpAndOnboard } from './support';

async function generate(page: Page, path: string, field: string, text: string, button: string, toastText: string) {
  await page.goto(path);
  await page.getByLabel(field).fill(text);
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByText(toastText)).toBeVisible({ timeout: 45_000 });
  // A new result is shown once, in its own card; the saved list shows it from the next visit on.
  await page.reload();
}

test('teleprompter on a story: start, speed, pause by tap and key, mirror @phone', async ({ page }) => {
  await signUpAndOnboard(page);
  await generate(
    page,
    '/stories',
    'Descrição do story',
    'Bastidores do treino de hoje',
    'Gerar Story',
    'Story gerado com sucesso!',
  );
  const card = page.getByTestId('content-item').first();
  await card.getByRole('button', { name: 'Teleprompter' }).click();

  const prompter = page.getByRole('dialog', { name: /Teleprompter/ });
  await expect(prompter).toBeVisible();
  await expect(page.getByTestId('teleprompter-estimate')).toBeVisible();
  const wpm = page.getByTestId('teleprompter-wpm');
  await expect(wpm).toHaveText('130 pal./min');

  // Space starts (the focused "Começar"), then the 3-2-1 countdown, then it runs.
  await page.keyboard.press('Space');
  const pause = page.getByRole('button', { name: 'Pausar' });
  await expect(pause).toBeVisible({ timeout: 10_000 });

  // Arrow keys change the speed; the buttons too.
  await page.keyboard.press('ArrowUp');
  await expect(wpm).toHaveText('140 pal./min');
  await page.getByRole('button', { name: 'Diminuir velocidade' }).click();
  await page.getByRole('button', { name: 'Diminuir velocidade' }).click();
  await expect(wpm).toHaveText('120 pal./min');

  // A tap on the text pauses; the space bar resumes.
  await page.getByTestId('teleprompter-scroller').click();
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(pause).toBeVisible();

  const mirror = page.getByRole('button', { name: 'Espelhar texto' });
  await mirror.click();
  await expect(mirror).toHaveAttribute('aria-pressed', 'true');

  await page.keyboard.press('Escape');
  await expect(prompter).toBeHidden();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
});

test('an ad promising "resultado garantido" is flagged; an earlier version is restored', async ({ page }) => {
  await signUpAndOnboard(page);
  await generate(
    page,
    '/ads',
    'Produto ou serviço',
    'Consultoria online de treino',
    'Gerar Anúncio',
    'Copy de anúncio gerado com sucesso!',
  );
  const card = page.getByTestId('content-item').first();
  const original = (await card.textContent()) ?? '';

  await card.getByRole('button', { name: 'Editar' }).click();
  await card
    .getByRole('textbox')
    .fill('Resultado garantido em 30 dias\n---\nOferta editada no teste\n---\nChame no direct');
  // The checker follows the text while it is edited.
  await expect(card.getByTestId('claims-warnings')).toBeVisible();
  await card.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Copy atualizado com sucesso!')).toBeVisible();

  const warnings = card.getByTestId('claims-warnings');
  await expect(warnings).toBeVisible();
  await expect(warnings.locator('mark').first()).toContainText(/garantido/i);
  await expect(warnings).toContainText('Sugestão:');
  await expect(warnings).toContainText('Regra:');

  await card.getByRole('button', { name: 'Versões' }).click();
  const dialog = page.getByRole('dialog', { name: /Versões/ });
  await expect(dialog.getByText(/Versão 2 · Editada/)).toBeVisible();
  await expect(dialog.getByText(/Versão 1 · Gerada/)).toBeVisible();
  await expect(dialog.getByText('Isso usa 1 token.')).toBeVisible();
  const diff = dialog.getByTestId('version-diff');
  await expect(diff.locator('ins').first()).toBeVisible();
  await expect(diff.locator('del').first()).toBeVisible();

  await dialog.getByRole('button', { name: 'Restaurar versão 1' }).click();
  await expect(page.getByText('Versão 1 restaurada')).toBeVisible();
  await expect(dialog.getByText(/Versão 3 · Restaurada da versão 1/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).click();

  await expect(card.getByTestId('claims-warnings')).toBeHidden();
  await expect(card).not.toContainText('Oferta editada no teste');
  expect(original.length).toBeGreaterThan(0);
});
