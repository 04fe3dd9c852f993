import { expect, test, type Page } from '@playwright/test';
import { signUpAndOnboard } from './support';

async function createClient(
  page: Page,
  name: string,
  extra: { email?: string; phone?: string; niche?: string; customNiche?: string } = {},
) {
  // By keyboard: the previous client's "criado" toast can sit over this button on a desktop-wide screen,
  // and a pointer resting on a toast keeps it open, so a click could wait on it forever.
  await page.getByRole('button', { name: 'Novo Cliente' }).focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'Novo cliente' });
  await form.getByLabel('Nome do cliente').fill(name);
  if (extra.email) await form.getByLabel('E-mail').fill(extra.email);
  if (extra.phone) await form.getByLabel('Telefone (WhatsApp)').fill(extra.phone);
  if (extra.niche) await form.getByLabel('Nicho', { exact: true }).selectOption(extra.niche);
  if (extra.customNiche) await form.getByLabel('Especifique o nicho').fill(extra.customNiche);
  await form.getByRole('button', { name: 'Salvar Cliente' }).click();
  await expect(page.getByText('Cliente criado com sucesso!').last()).toBeVisible();
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
}

test('agency: five clients reach the limit, then edit and delete one @phone', async ({ page }) => {
  await signUpAndOnboard(page, { plan: 'agency', name: 'Agência Teste' });
  await page.goto('/client-management');
  await expect(page.getByRole('heading', { name: 'Gerenciar Clientes' })).toBeVisible();
  await expect(page.getByTestId('client-counter')).toHaveText('0/5');
  await expect(page.getByTestId('client-remaining')).toHaveText('5');

  // The name is required.
  await page.getByRole('button', { name: 'Novo Cliente' }).click();
  await page.getByRole('form', { name: 'Novo cliente' }).getByRole('button', { name: 'Salvar Cliente' }).click();
  await expect(page.getByText('Nome do cliente é obrigatório')).toBeVisible();
  await page.getByRole('form', { name: 'Novo cliente' }).getByRole('button', { name: 'Cancelar' }).click();

  await createClient(page, 'Academia Forte', {
    email: 'contato@academiaforte.com',
    phone: '(11) 98765-4321',
    niche: 'fitness',
  });
  await createClient(page, 'Pet Feliz', { niche: 'outros', customNiche: 'Pet shop' });
  await expect(page.getByText('Pet shop')).toBeVisible();
  await createClient(page, 'Café da Praça', { niche: 'food' });
  await createClient(page, 'Escola Nova', { niche: 'education' });
  await createClient(page, 'Loja Bela', { niche: 'beauty' });

  await expect(page.getByTestId('client-counter')).toHaveText('5/5');
  await expect(page.getByTestId('client-remaining')).toHaveText('0');
  const limitButton = page.getByRole('button', { name: 'Limite Atingido (5/5)' });
  await expect(limitButton).toBeVisible();
  await expect(limitButton).toBeDisabled();
  const chat = page.getByRole('link', { name: 'Solicitar plano personalizado' });
  await expect(chat).toBeVisible();
  const chatUrl = (await (await page.request.get('/api/config')).json()).chatUrl as string;
  await expect(chat).toHaveAttribute('href', chatUrl);

  // No horizontal scrolling, whatever the viewport.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Edit one.
  await page.getByRole('button', { name: 'Editar Pet Feliz' }).click();
  const editForm = page.getByRole('form', { name: 'Editar cliente' });
  await expect(editForm.getByLabel('Nome do cliente')).toHaveValue('Pet Feliz');
  await expect(editForm.getByLabel('Especifique o nicho')).toHaveValue('Pet shop');
  await editForm.getByLabel('Nome do cliente').fill('Pet Feliz Centro');
  await editForm.getByLabel('Observações').fill('Postar às 18h');
  await editForm.getByRole('button', { name: 'Atualizar Cliente' }).click();
  await expect(page.getByText('Cliente atualizado com sucesso!').last()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pet Feliz Centro', exact: true })).toBeVisible();
  await expect(page.getByText('Postar às 18h')).toBeVisible();

  // Export: the dialog shows a roteiro, and the WhatsApp version opens wa.me to the client's number.
  await page.getByRole('button', { name: 'Exportar conteúdo de Academia Forte' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Exportar conteúdo — Academia Forte' });
  await expect(exportDialog.getByLabel('Pré-visualização')).toHaveValue(/ROTEIRO DE CONTEÚDO — Academia Forte/);
  await exportDialog.getByText('WhatsApp', { exact: true }).click();
  await expect(exportDialog.getByLabel('Pré-visualização (WhatsApp)')).toHaveValue(
    /\*Roteiro de Conteúdo — Academia Forte\*/,
  );
  await expect(exportDialog.getByRole('link', { name: 'Enviar no WhatsApp do cliente' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/5511987654321\?text=/,
  );
  await exportDialog.getByRole('button', { name: 'Fechar' }).click();

  // Delete one, after confirming.
  await page.getByRole('button', { name: 'Excluir Escola Nova' }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir cliente' });
  await expect(confirm.getByText('Tem certeza que deseja excluir Escola Nova?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Excluir', exact: true }).click();
  await expect(page.getByText('Cliente excluído com sucesso!').last()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Escola Nova', exact: true })).toHaveCount(0);
  await expect(page.getByTestId('client-counter')).toHaveText('4/5');
  await expect(page.getByRole('button', { name: 'Novo Cliente' })).toBeEnabled();
  await expect(page.getByRole('link', { name: 'Solicitar plano personalizado' })).toHaveCount(0);
});
