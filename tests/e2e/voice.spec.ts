/**
 * Brand voice: an agency fills a client's voice, generates a caption and sees which voice is in use;
 * the caption it edits is learned and shows in the client's "Memória da marca". Then the voice governs:
 * "Descontraído", "vocês" and no emoji set the generator's tone and (offline) the caption's words.
 */
import { expect, test, type Page } from '@playwright/test';
import { signUpAndOnboard } from './support';

/** A signed-in agency's client "Pet Feliz" (niche: Pet shop), made through its form. */
async function createPetShopClient(page: Page): Promise<void> {
  await page.goto('/client-management');
  await page.getByRole('button', { name: 'Novo Cliente' }).click();
  const form = page.getByRole('form', { name: 'Novo cliente' });
  await form.getByLabel('Nome do cliente').fill('Pet Feliz');
  await form.getByLabel('Nicho', { exact: true }).selectOption('outros');
  await form.getByLabel('Especifique o nicho').fill('Pet shop');
  await form.getByRole('button', { name: 'Salvar Cliente' }).click();
  await expect(page.getByText('Cliente criado com sucesso!').last()).toBeVisible();
}

test('agency: client voice, voice indicator on the caption generator, edit learned in the memory', async ({ page }) => {
  await signUpAndOnboard(page, { plan: 'agency', name: 'Agência Voz' });
  await createPetShopClient(page);

  // The client's voice, in its edit area.
  await page.getByRole('button', { name: 'Editar Pet Feliz' }).click();
  const voice = page.getByRole('form', { name: 'Voz da marca' });
  await voice.getByLabel('Expressões para usar').fill('au au, tutores\nbanho caprichado');
  await voice.getByLabel('Palavras e expressões a evitar').fill('barato');
  await voice.getByLabel('Uso de emojis').selectOption('pouco');
  await voice.getByLabel('Como falar com o público').selectOption('apelido');
  await voice.getByLabel('Apelido do público').fill('tutores');
  await voice.getByLabel('O apelido fala com').selectOption('plural');
  await voice.getByRole('button', { name: 'Salvar voz da marca' }).click();
  await expect(page.getByText('Voz da marca salva!')).toBeVisible();

  // The caption generator shows the voice in use.
  await page.goto('/captions');
  await page.getByLabel('Selecionar Cliente').selectOption({ label: 'Pet Feliz — Pet shop' });
  const indicator = page.getByTestId('voice-indicator');
  await expect(indicator).toContainText('Voz: Pet Feliz · 0 exemplos aprendidos');
  await expect(indicator.getByRole('link', { name: 'Editar voz' })).toBeVisible();
  const skipVoice = indicator.getByLabel('Gerar sem a voz desta vez');
  await expect(skipVoice).not.toBeChecked();
  // Skipping the voice counts for one generation: the box is unticked again once it is done.
  await skipVoice.check();
  await page.getByLabel('Descrição da postagem').fill('Banho e tosa de verão');
  await page.getByRole('button', { name: 'Gerar Legenda' }).click();
  await expect(page.getByText('Legenda gerada com sucesso!')).toBeVisible({ timeout: 45_000 });
  await expect(skipVoice).not.toBeChecked();
  // A new result is shown once, in its own card; the saved list shows it from the next visit on.
  await page.reload();

  // Edit the caption: the final text is learned.
  const item = page.getByRole('list', { name: 'Legendas recentes' }).getByTestId('content-item').first();
  await item.getByRole('button', { name: 'Editar' }).click();
  const edited = 'Tutores, o banho caprichado de verão chegou! Chama no direct. #petshop #banho #tosa #verao #pets';
  await page.getByLabel('Editar conteúdo').fill(edited);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Legenda atualizada com sucesso!')).toBeVisible();

  // The indicator's link leads to the client's voice, whose memory holds the edit.
  await page.reload();
  await page.getByLabel('Selecionar Cliente').selectOption({ label: 'Pet Feliz — Pet shop' });
  await expect(page.getByTestId('voice-indicator')).toContainText('Voz: Pet Feliz · 1 exemplo aprendido');
  // The memory is kept per kind: the stories page counts no example yet.
  await page.goto('/stories');
  await page.getByLabel('Selecionar Cliente').selectOption({ label: 'Pet Feliz — Pet shop' });
  await expect(page.getByTestId('voice-indicator')).toContainText('Voz: Pet Feliz · 0 exemplos aprendidos');
  await page.goBack();
  await page.getByLabel('Selecionar Cliente').selectOption({ label: 'Pet Feliz — Pet shop' });
  await page.getByTestId('voice-indicator').getByRole('link', { name: 'Editar voz' }).click();
  const memory = page.getByRole('region', { name: 'Memória da marca' });
  await expect(memory.getByTestId('voice-example')).toHaveCount(1);
  await expect(memory).toContainText(edited);
  await expect(memory).toContainText('Editado por você');

  // Remove it.
  await memory.getByRole('button', { name: /Remover exemplo/ }).click();
  await expect(memory).toContainText('Nenhum exemplo aprendido ainda.');

  // The voice governs: its tone starts the generator, and the offline caption speaks its way.
  const voiceForm = page.getByRole('form', { name: 'Voz da marca' });
  await voiceForm.getByLabel('Tom padrão').selectOption('descontraido');
  await voiceForm.getByLabel('Como falar com o público').selectOption('voces');
  await voiceForm.getByLabel('Uso de emojis').selectOption('nenhum');
  await voiceForm.getByRole('button', { name: 'Salvar voz da marca' }).click();
  await expect(page.getByText('Voz da marca salva!').last()).toBeVisible();
  await page.goto('/captions');
  await page.getByLabel('Selecionar Cliente').selectOption({ label: 'Pet Feliz — Pet shop' });
  await expect(page.getByLabel('Tom de voz')).toHaveValue('descontraido');
  await page.getByLabel('Descrição da postagem').fill('Banho e tosa de verão');
  await page.getByRole('button', { name: 'Gerar Legenda' }).click();
  await expect(page.getByText('Legenda gerada com sucesso!').last()).toBeVisible({ timeout: 45_000 });
});

// Run by `npm run test:e2e` a second time against a server with no AI key (E2E_AI_OFFLINE=1), so the
// caption below is the offline writer's own: the words a new install shows first.
test('offline writer: a voice with Descontraído, "vocês" and no emoji gives whole sentences to "vocês" @offline', async ({
  page,
}) => {
  await signUpAndOnboard(page, { plan: 'agency', name: 'Agência Offline' });
  await createPetShopClient(page);
  await page.getByRole('button', { name: 'Editar Pet Feliz' }).click();
  const voice = page.getByRole('form', { name: 'Voz da marca' });
  await voice.getByLabel('Palavras e expressões a evitar').fill('barato');
  await voice.getByLabel('Tom padrão').selectOption('descontraido');
  await voice.getByLabel('Como falar com o público').selectOption('voces');
  await voice.getByLabel('Uso de emojis').selectOption('nenhum');
  await voice.getByRole('button', { name: 'Salvar voz da marca' }).click();
  await expect(page.getByText('Voz da marca salva!').last()).toBeVisible();

  await page.goto('/captions');
  await page.getByLabel('Selecionar Cliente').selectOption({ label: 'Pet Feliz — Pet shop' });
  await expect(page.getByLabel('Tom de voz')).toHaveValue('descontraido');
  await page.getByLabel('Descrição da postagem').fill('Banho e tosa de verão');
  await page.getByRole('button', { name: 'Gerar Legenda' }).click();
  await expect(page.getByText('Legenda gerada com sucesso!').last()).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText(/A IA está em modo de demonstração/).first()).toBeVisible();
  const caption = await page.getByTestId('generation-output').locator('p').first().innerText();
  expect(caption).toMatch(/(?<!\p{L})vocês(?!\p{L})/iu);
  expect(caption).not.toMatch(/(?<!\p{L})(?:você|a gente)(?!\p{L})/iu);
  expect(caption).not.toMatch(/\p{Extended_Pictographic}/u);
  // Whole sentences: each line of prose starts with a capital and ends with final punctuation, and no
  // word was cut out of it (no doubled space or punctuation, no preposition left before a comma).
  const [prose = '', tags = ''] = caption.split(/\n\s*\n(?=#)/);
  for (const line of prose.split('\n').filter((l) => l.trim())) {
    expect(line.trim()).toMatch(/^[\p{Lu}“"].*[.!?”]$/u);
  }
  expect(prose).not.toMatch(/ {2}|[,;:] *[,;:.!?]|(?<!\p{L})(?:de|a|o|para|com)[,.;:!?]/u);
  expect(
    tags
      .trim()
      .split(/\s+/)
      .every((t) => /^#[\p{L}\p{N}_]{2,}$/u.test(t)),
  ).toBe(true);
});
