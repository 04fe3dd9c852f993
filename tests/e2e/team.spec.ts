import { expect, test, type Browser, type Page } from '@playwright/test';
import { lastLinkTo, seriousViolations, signUpAndOnboard, uniqueEmail } from './support';

/**
 * A new person opening their invitation, creating the account with the invited e-mail and accepting.
 * `form`: through the screens on a phone (390 px), the sign-up reached from the invitation page, whose
 * confirmation link leads back to the invitation; `api`: the sign-up posted straight, then the screens.
 */
async function joinThroughInvitation(
  browser: Browser,
  email: string,
  name: string,
  via: 'form' | 'api' = 'api',
): Promise<Page> {
  const invitation = await lastLinkTo(email);
  const invitationPath = new URL(invitation).pathname;
  const page = await (await browser.newContext()).newPage();
  const size = page.viewportSize();
  if (via === 'form') await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(invitationPath);
  await expect(page.getByRole('heading', { name: 'Você foi convidado(a)' })).toBeVisible();
  const password = 'senha-segura-123';
  if (via === 'form') {
    await page.getByRole('link', { name: 'Criar conta' }).click();
    await expect(page.getByRole('heading', { name: 'Crie sua conta' })).toBeVisible();
    // The token stays out of the address; the e-mail is the invitation's, and there is no trial to promise.
    await expect(page).toHaveURL(/\/auth\/signup$/);
    await expect(page.getByText(/^Você vai entrar na equipe .+ como (Editor|Revisor|Dono)\.$/)).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Email')).not.toBeEditable();
    await expect(page.getByText('Plano escolhido')).toHaveCount(0);
    await expect(page.getByText(/grátis/)).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByLabel('Nome').fill(name);
    await page.getByLabel('Senha', { exact: true }).fill(password);
    await page.getByLabel('Confirmar senha').fill(password);
    await page.getByRole('button', { name: 'Criar conta', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Verifique seu email' })).toBeVisible();
  } else {
    const res = await page.request.post('/api/auth/sign-up/email', {
      data: { name, email, password, selectedPlan: 'creator', callbackURL: '/auth/confirm' },
    });
    expect(res.ok()).toBeTruthy();
  }
  // The confirmation e-mail follows the invitation's in the outbox: wait for it.
  let confirm = invitation;
  await expect.poll(async () => (confirm = await lastLinkTo(email)).includes('verify-email')).toBe(true);
  await page.goto(confirm);
  if (via === 'form') {
    await expect(page).toHaveURL(new RegExp(`${invitationPath}$`));
    await expect(page.getByRole('heading', { name: 'Email confirmado!' })).toBeVisible();
    await expect(page.getByText(/grátis/)).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('link', { name: 'Entrar', exact: true }).click();
  } else {
    await page.goto(invitationPath);
    await page.getByRole('link', { name: 'Já tenho conta: entrar' }).click();
  }
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  // Signing in returns to the invitation: accepting is one click.
  await expect(page).toHaveURL(new RegExp(`${invitationPath}$`));
  await page.getByRole('button', { name: 'Aceitar e entrar na equipe' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  if (size) await page.setViewportSize(size);
  return page;
}

test('the owner invites an editor and a reviewer; the editor generates, the reviewer approves, the owner sends', async ({
  page,
  browser,
}) => {
  // Three people, a generation and the client's link, each through the screens: a long flow.
  test.setTimeout(180_000);
  await signUpAndOnboard(page, { plan: 'agency', name: 'Olga Dona' });
  await expect(
    page.getByRole('navigation', { name: 'Menu principal' }).first().getByRole('link', { name: 'Equipe' }),
  ).toBeVisible();
  const created = await page.request.post('/api/clients', { data: { name: 'Academia Forte', niche: 'fitness' } });
  expect(created.ok()).toBeTruthy();
  await page.request.post('/api/clients', { data: { name: 'Pet Feliz', niche: 'fitness' } });
  const clientA = (await created.json()).client.id as string;

  // The Dono turns the internal review on and invites an editor (one client) and a reviewer.
  await page.goto('/equipe');
  await expect(page.getByRole('heading', { name: 'Equipe' })).toBeVisible();
  const internalSwitch = page.getByRole('switch', { name: 'Revisão interna' });
  await internalSwitch.click();
  await expect(internalSwitch).toBeChecked();
  await expect(page.getByText('Revisão interna ligada.')).toBeVisible();
  const inviteForm = page.locator('form', { has: page.getByRole('button', { name: 'Enviar convite' }) });
  const editorEmail = uniqueEmail('editor');
  await inviteForm.getByLabel('E-mail').fill(editorEmail);
  await inviteForm.getByLabel('Todos os clientes').uncheck();
  await inviteForm.getByLabel('Academia Forte').check();
  await inviteForm.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByText(`Convite enviado para ${editorEmail}.`)).toBeVisible();
  const reviewerEmail = uniqueEmail('revisor');
  await inviteForm.getByLabel('E-mail').fill(reviewerEmail);
  await inviteForm.getByLabel('Função').selectOption('reviewer');
  await inviteForm.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByText(`Convite enviado para ${reviewerEmail}.`)).toBeVisible();
  // On a phone the open invitations fit: "Revogar" on screen, the e-mail in the button's name.
  const wide = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: `Revogar convite de ${reviewerEmail}` })).toHaveText('Revogar');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize(wide);

  // The editor: in the team, no billing, generates for the assigned client on the generator page.
  const editor = await joinThroughInvitation(browser, editorEmail, 'Edu Editor', 'form');
  const menu = editor.getByRole('navigation', { name: 'Menu principal' }).first();
  await expect(menu.getByRole('link', { name: 'Gerenciar Clientes' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Assinatura' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Equipe' })).toHaveCount(0);
  await editor.goto('/subscription');
  await expect(editor.getByText('Apenas o Dono da equipe pode fazer isso.')).toBeVisible();
  // Clients are the Dono's: the editor counts their own and is offered no new client, edit or deletion.
  await editor.goto('/client-management');
  await expect(editor.getByTestId('client-counter')).toHaveText('Seus clientes: 1');
  await expect(editor.getByRole('heading', { name: 'Academia Forte', exact: true })).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Novo Cliente' })).toHaveCount(0);
  await expect(editor.getByRole('button', { name: 'Excluir Academia Forte' })).toHaveCount(0);
  await expect(editor.getByRole('button', { name: 'Voz da marca de Academia Forte' })).toBeVisible();
  await editor.goto('/stories');
  const clientSelect = editor.getByLabel('Selecionar Cliente');
  await expect(clientSelect.locator('option', { hasText: 'Pet Feliz' })).toHaveCount(0);
  await clientSelect.selectOption(clientA);
  await editor.getByLabel('Descrição do story').fill('Treino de pernas');
  await editor.getByRole('button', { name: 'Gerar Story' }).click();
  await expect(editor.getByText('Story gerado com sucesso!')).toBeVisible({ timeout: 45_000 });
  // The story just generated is shown above the list, with its actions.
  await editor.getByRole('button', { name: 'Enviar para revisão interna' }).click();
  await expect(editor.getByText('Enviado para revisão interna.')).toBeVisible();

  // The reviewer: reads, generates nothing, approves the editor's story in History.
  const reviewer = await joinThroughInvitation(browser, reviewerEmail, 'Rita Revisora');
  const workspace = await reviewer.evaluate(() => localStorage.getItem('pautei_workspace'));
  const refused = await reviewer.request.post('/api/generate/story', {
    headers: { 'x-pautei-workspace': workspace! },
    data: { description: 'Treino', tone: 'descontraido', clientId: clientA },
  });
  expect(refused.status()).toBe(403);
  // The generator page says who generates instead of offering a form the server would refuse.
  await reviewer.goto('/stories');
  await expect(reviewer.getByText('Como Revisor(a), você lê, comenta e aprova internamente')).toBeVisible();
  await expect(reviewer.getByRole('button', { name: 'Gerar Story' })).toHaveCount(0);
  await reviewer.goto(`/history?cliente=${clientA}`);
  await expect(reviewer.getByText('Todo o conteúdo da equipe.')).toBeVisible();
  await reviewer.getByTestId('history-item').first().getByRole('button', { name: 'Ver detalhes' }).click();
  const details = reviewer.getByRole('dialog');
  await expect(details.getByText('Em revisão interna')).toBeVisible();
  // Reading and the internal review only: nothing to delete, mark done or send.
  for (const action of [/^Excluir$/, /^Marcar como/, /para aprovação/]) {
    await expect(details.getByRole('button', { name: action })).toHaveCount(0);
  }
  await expect(details.getByRole('switch', { name: 'É publicidade?' })).toHaveCount(0);
  expect(await seriousViolations(reviewer)).toEqual([]);
  await details.getByRole('button', { name: 'Aprovar internamente' }).click();
  await expect(details.getByText('Aprovado internamente')).toBeVisible();

  // The Dono sees both, and gives the editor the second client in the member's form.
  await page.reload();
  await expect(page.getByText('2 de 4 membros além de quem criou a equipe.')).toBeVisible();
  const editorAccess = page.getByRole('form', { name: 'Acesso de Edu Editor' });
  await expect(editorAccess.getByLabel('Função de Edu Editor')).toHaveValue('editor');
  await expect(
    page.getByRole('form', { name: 'Acesso de Rita Revisora' }).getByLabel('Função de Rita Revisora'),
  ).toHaveValue('reviewer');
  const save = editorAccess.getByRole('button', { name: 'Salvar alterações de Edu Editor' });
  await expect(save).toBeDisabled();
  await editorAccess.getByLabel('Pet Feliz').check();
  await save.click();
  await expect(editorAccess.getByRole('status')).toHaveText('Membro atualizado.');
  await expect(page.getByText('Editor · 2 clientes')).toBeVisible();
  await editor.goto('/client-management');
  await expect(editor.getByRole('heading', { name: 'Pet Feliz', exact: true })).toBeVisible();
  // The page is checked once the toast has gone: axe reads a toast mid-fade as low contrast.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);
  // On a phone (390 px) the member forms fit the screen: nothing scrolls sideways.
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(editorAccess.getByLabel('Função de Edu Editor')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize(desktop);

  // History names the author on each card, and filters by author; the Dono sends the story to the client.
  await page.goto(`/history?cliente=${clientA}`);
  const row = page.getByTestId('history-item').first();
  await expect(row.getByText('Criado por Edu Editor')).toBeVisible();
  await page.getByLabel('Autor').selectOption({ label: 'Criado por Edu Editor' });
  await expect(page.getByTestId('history-item')).toHaveCount(1);
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Enviar para aprovação', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar para aprovação' });
  await expect(dialog.getByText('1 conteúdo selecionado de Academia Forte.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Criar link de aprovação' }).click();
  await expect(dialog.getByLabel('Link de aprovação')).toHaveValue(/\/r\/[A-Za-z0-9_-]{43}$/);
  await page.keyboard.press('Escape');

  // Who did what: the client's recent activity names the three people.
  await page.goto('/client-management');
  await page.locator('summary', { hasText: 'Atividade recente de Academia Forte' }).click();
  const activity = page.getByRole('list', { name: 'Atividade recente de Academia Forte' });
  await expect(activity.getByText(/^Edu Editor criou “Treino de pernas/)).toBeVisible();
  await expect(activity.getByText(/^Rita Revisora aprovou internamente “Treino de pernas/)).toBeVisible();
  await expect(activity.getByText(/^Olga Dona enviou “Treino de pernas.*” para aprovação/)).toBeVisible();
});

test('a freelancer in two agencies switches between them and sees only the active one’s clients', async ({
  browser,
}) => {
  /** An agency with one client, inviting the freelancer as editor; answers the invitation's token. */
  const agency = async (name: string, client: string, email: string) => {
    const page = await (await browser.newContext()).newPage();
    await signUpAndOnboard(page, { plan: 'agency', name });
    expect((await page.request.post('/api/clients', { data: { name: client, niche: 'fitness' } })).ok()).toBeTruthy();
    const invited = await page.request.post('/api/team/invitations', {
      data: { email, role: 'editor', allClients: true, clientIds: [] },
    });
    expect(invited.ok()).toBeTruthy();
    return new URL(await lastLinkTo(email)).pathname.slice('/convite/'.length);
  };
  const email = uniqueEmail('freela');
  await agency('Agência Sol', 'Cliente do Sol', email);
  const freelancer = await joinThroughInvitation(browser, email, 'Fabi Freela');
  const secondToken = await agency('Agência Lua', 'Cliente da Lua', email);
  expect((await freelancer.request.post(`/api/invitations/${secondToken}/accept`)).ok()).toBeTruthy();

  await freelancer.goto('/client-management');
  const switcher = freelancer.getByLabel('Espaço de trabalho', { exact: true }).first();
  await expect(switcher).toHaveValue(/.+/);
  // An account made by an invitation has no plan of its own: only the two teams are offered.
  await expect(switcher.locator('option')).toHaveText(['Agência Sol — Editor', 'Agência Lua — Editor']);
  await expect(freelancer.getByRole('heading', { name: 'Cliente do Sol', exact: true })).toBeVisible();
  await expect(freelancer.getByRole('heading', { name: 'Cliente da Lua', exact: true })).toHaveCount(0);

  await switcher.selectOption({ label: 'Agência Lua — Editor' });
  await expect(freelancer).toHaveURL(/\/dashboard$/);
  await freelancer.goto('/client-management');
  await expect(freelancer.getByRole('heading', { name: 'Cliente da Lua', exact: true })).toBeVisible();
  await expect(freelancer.getByRole('heading', { name: 'Cliente do Sol', exact: true })).toHaveCount(0);
  await expect(freelancer.getByLabel('Espaço de trabalho', { exact: true }).first()).toHaveValue(/.+/);
  await expect(
    freelancer.getByLabel('Espaço de trabalho', { exact: true }).first().locator('option:checked'),
  ).toHaveText('Agência Lua — Editor');
});
