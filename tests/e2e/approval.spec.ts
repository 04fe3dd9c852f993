import { expect, test, type Page } from '@playwright/test';
import { localDayOf, toIsoDay } from '@shared/sao-paulo-time';
import { collectReactErrors, openLive, seriousViolations, signUpAndOnboard } from './support';

/** Same-origin JSON calls from the signed-in page (the API refuses other origins). */
function jsonHeaders(page: Page) {
  return { Origin: new URL(page.url()).origin, 'Content-Type': 'application/json' };
}

test('an agency sends three items on WhatsApp, the client answers on a phone, the agency adjusts', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signUpAndOnboard(page, { plan: 'agency', name: 'Agência Sol' });
  const clientRes = await page.request.post('/api/clients', {
    headers: jsonHeaders(page),
    data: { name: 'Doce Ana', phone: '(11) 98765-4321', email: 'ana@example.com', niche: 'food' },
  });
  expect(clientRes.ok()).toBeTruthy();
  const clientBody = await clientRes.json();
  const clientId: string = clientBody.client?.id ?? clientBody.id;

  // Three captions for the client, one after the other (the review page lists them in this order).
  const ids: string[] = [];
  for (const description of ['Bolo de pote', 'Brigadeiro gourmet', 'Torta de limão']) {
    const res = await page.request.post('/api/generate/caption', {
      headers: jsonHeaders(page),
      data: { description, clientId },
      timeout: 55_000,
    });
    expect(res.ok(), await res.text()).toBeTruthy();
    ids.push((await res.json()).item.id);
  }

  // History: select the three items and send them for approval.
  await page.goto(`/history?cliente=${clientId}`);
  const rows = page.getByTestId('history-item');
  await expect(rows).toHaveCount(3);
  for (let i = 0; i < 3; i++) await rows.nth(i).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Enviar para aprovação', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar para aprovação' });
  await expect(dialog.getByText('3 conteúdos selecionados de Doce Ana.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Criar link de aprovação' }).click();
  const linkField = dialog.getByLabel('Link de aprovação');
  await expect(linkField).toHaveValue(/\/r\/[A-Za-z0-9_-]{43}$/);
  const url = await linkField.inputValue();
  const message =
    'Olá, Doce Ana! Tem 3 conteúdos aguardando a sua aprovação. ' +
    `É só abrir o link, sem cadastro, e aprovar ou pedir ajuste em cada um:\n${url}`;
  await expect(dialog.getByLabel('Mensagem')).toHaveValue(message);
  const encoded =
    'Ol%C3%A1%2C%20Doce%20Ana!%20Tem%203%20conte%C3%BAdos%20aguardando%20a%20sua%20aprova%C3%A7%C3%A3o.%20' +
    '%C3%89%20s%C3%B3%20abrir%20o%20link%2C%20sem%20cadastro%2C%20e%20aprovar%20ou%20pedir%20ajuste%20em%20cada%20um%3A%0A' +
    encodeURIComponent(url);
  await expect(dialog.getByRole('link', { name: 'Enviar no WhatsApp' })).toHaveAttribute(
    'href',
    `https://wa.me/5511987654321?text=${encoded}`,
  );
  await expect(dialog.getByRole('button', { name: 'Enviar por e-mail' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The client: another browser context, no cookies, a 390 px phone.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  expect(await phone.cookies()).toEqual([]);
  const review = await phone.newPage();
  const reactErrors = collectReactErrors(review);
  const response = await openLive(review, url);
  // The server sends the page already drawn (its greeting in the HTML), and the app attaches to it without
  // redrawing it: React reports a mismatch between the two as an error.
  expect(await response?.text()).toContain('Olá, Doce Ana!');
  expect(response?.headers()['x-robots-tag']).toContain('noindex');
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(review.getByRole('heading', { name: 'Olá, Doce Ana!' })).toBeVisible();
  // The page wears the agency's name: in its header (the brand), beside the greeting and at the foot.
  await expect(review.getByRole('main').getByText('Agência Sol', { exact: true })).toBeVisible();
  await expect(review.getByText('Enviado por Agência Sol')).toBeVisible();
  await expect(review.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(reactErrors).toEqual([]);
  const articles = review.getByRole('article');
  await expect(articles).toHaveCount(3);
  expect(await review.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await review.getByLabel('Seu nome (opcional)').fill('Ana');
  await articles.nth(0).getByRole('button', { name: 'Aprovar' }).click();
  await expect(articles.nth(0).getByRole('button', { name: 'Aprovado' })).toBeDisabled();

  await articles.nth(1).getByRole('button', { name: 'Pedir ajuste' }).click();
  await articles.nth(1).getByRole('button', { name: 'Enviar ajuste' }).click();
  await expect(articles.nth(1).getByText('Conte o que precisa ser ajustado')).toBeVisible();
  await articles.nth(1).getByLabel('O que precisa ajustar?').fill('Troque a foto por uma do bolo inteiro');
  await articles.nth(1).getByRole('button', { name: 'Enviar ajuste' }).click();
  await expect(articles.nth(1).getByText('Ajuste solicitado')).toBeVisible();
  await expect(review.getByText('2 de 3 respondidos')).toBeVisible();

  // The agency sees both states and the comment.
  await page.goto('/approvals');
  const card = page.getByRole('listitem').filter({ hasText: 'Doce Ana' }).first();
  await expect(card.getByText('Aprovado')).toBeVisible();
  await expect(card.getByText('Ajuste solicitado')).toBeVisible();
  await card.getByRole('button', { name: 'Respostas' }).click();
  await expect(card.getByText('Ana pediu ajuste')).toBeVisible();
  await expect(card.getByText('“Troque a foto por uma do bolo inteiro”')).toBeVisible();
  await expect(page.getByRole('button', { name: /Respostas de clientes: 2 não lidas/ }).first()).toBeAttached();

  // The agency edits the adjusted item in the captions list of that client; it waits for approval again.
  await page.goto('/captions');
  await page.getByLabel('Selecionar Cliente').selectOption(clientId);
  const list = page.getByRole('list', { name: 'Legendas recentes' });
  await expect(list.getByTestId('content-item')).toHaveCount(3);
  const adjusted = list.getByTestId('content-item').filter({ hasText: 'Ajuste solicitado' });
  await expect(adjusted).toHaveCount(1);
  const adjustedTitle = await adjusted.getAttribute('aria-label');
  const edited = list.getByLabel(adjustedTitle ?? '', { exact: true });
  await edited.getByRole('button', { name: 'Editar' }).click();
  await edited.getByLabel('Editar conteúdo').fill('Nova legenda com o bolo inteiro #docesdaana');
  await edited.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Legenda atualizada com sucesso!')).toBeVisible();
  await expect(edited.getByText('Aguardando', { exact: true })).toBeVisible();
  await expect(edited.getByText('Ajuste solicitado')).toHaveCount(0);
  const stored = await page.request.get(`/api/content/${ids[1]}`);
  expect((await stored.json()).content).toBe('Nova legenda com o bolo inteiro #docesdaana');
  await page.goto(`/history?cliente=${clientId}&aprovacao=pending`);
  await expect(page.getByTestId('history-item')).toHaveCount(2);

  await review.reload();
  await expect(articles.nth(1).getByText('Aguardando', { exact: true })).toBeVisible();
  await expect(articles.nth(1).getByText('#docesdaana')).toBeVisible();
  await expect(articles.nth(1).getByText('Nova versão')).toBeVisible();
  await expect(articles.nth(0).getByRole('button', { name: 'Aprovado' })).toBeDisabled();
  await phone.close();
});

test('expired, revoked and unknown links show a friendly page', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`/r/${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'Link não encontrado' })).toBeVisible();
  await expect(page.getByText('Confira o endereço com quem enviou.')).toBeVisible();
  await context.close();
});

test('an agency sends a caption from the generator and adds the next one to the open link from the calendar', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndOnboard(page, { plan: 'agency', name: 'Agência Sol' });
  const clientRes = await page.request.post('/api/clients', {
    headers: jsonHeaders(page),
    data: { name: 'Padaria', phone: '(11) 98765-4321', niche: 'food' },
  });
  expect(clientRes.ok()).toBeTruthy();
  const clientBody = await clientRes.json();
  const clientId: string = clientBody.client?.id ?? clientBody.id;
  const newestTitle = async () =>
    (await (await page.request.get('/api/content?limit=1')).json()).items[0].title as string;
  const month = toIsoDay(localDayOf(new Date())).slice(0, 7);
  const day = `${month}-14`;

  // The generator: write a caption for the client, planned for the 14th.
  const generate = async (description: string) => {
    await page.getByLabel('Descrição da postagem').fill(description);
    await page.getByLabel('Data agendada (opcional)').fill(day);
    await page.getByRole('button', { name: 'Gerar Legenda' }).click();
    await expect(page.getByText('Legenda gerada com sucesso!').first()).toBeVisible({ timeout: 55_000 });
  };
  await page.goto(`/captions?clientId=${clientId}`);
  await generate('Pão de fermentação natural saindo do forno');
  const first = await newestTitle();

  // Its list: select it and send it; the client has no open link yet, so a new one is made.
  await page.reload();
  const list = page.getByRole('list', { name: 'Legendas recentes' });
  await list.getByLabel(`Selecionar “${first}” para aprovação`).check();
  await page
    .getByRole('region', { name: 'Itens selecionados' })
    .getByRole('button', { name: 'Enviar para aprovação' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Enviar para aprovação' });
  await expect(dialog.getByText('1 conteúdo selecionado de Padaria.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Criar link de aprovação' }).click();
  const linkField = dialog.getByLabel('Link de aprovação');
  await expect(linkField).toHaveValue(/\/r\/[A-Za-z0-9_-]{43}$/);
  const url = await linkField.inputValue();
  await page.keyboard.press('Escape');

  await generate('Café da manhã com bolo de milho');
  const second = await newestTitle();

  // The calendar: the second caption joins the open link by default, at the same address.
  await openLive(page, `/calendar?mes=${month}&data=${day}`);
  await page
    .getByLabel(/Dia escolhido/)
    .getByLabel(`Selecionar “${second}” para aprovação`)
    .check();
  await page
    .getByRole('region', { name: 'Itens selecionados' })
    .getByRole('button', { name: 'Enviar para aprovação' })
    .click();
  await expect(
    dialog.getByRole('radio', { name: 'Adicionar ao link aberto de Padaria (1 item aguardando)' }),
  ).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Criar um novo link' })).not.toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Adicionar ao link' }).click();
  await expect(dialog.getByText('Adicionado ao link aberto')).toBeVisible();
  await expect(linkField).toHaveValue(url);
  await expect(dialog.getByLabel('Mensagem')).toHaveValue(
    `Olá, Padaria! Adicionei 1 conteúdo ao seu link de aprovação:\n• ${second}\n` +
      `Agora são 2 aguardando a sua aprovação. É só abrir o mesmo link, sem cadastro, e aprovar ou pedir ajuste em cada um:\n${url}`,
  );
  await page.keyboard.press('Escape');

  // The client: no cookies, a 390 px phone, both captions on one page, the newest first.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  expect(await phone.cookies()).toEqual([]);
  const review = await phone.newPage();
  await openLive(review, url);
  await expect(review.getByRole('heading', { name: 'Olá, Padaria!' })).toBeVisible();
  const articles = review.getByRole('article');
  await expect(articles).toHaveCount(2);
  await expect(articles.nth(0).getByRole('heading', { name: second })).toBeVisible();
  await expect(articles.nth(1).getByRole('heading', { name: first })).toBeVisible();
  await expect(review.getByText('0 de 2 respondidos')).toBeVisible();
  expect(await review.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(review)).toEqual([]);
  await phone.close();

  // The approvals page: the open round first, with the client's counts, in light and dark.
  await page.goto('/approvals');
  const round = page.getByRole('list', { name: 'Links de aprovação' }).getByRole('listitem').first();
  await expect(round.getByText('Link: Aberto')).toBeVisible();
  await expect(round.getByText('2 conteúdos aguardando o cliente')).toBeVisible();
  await expect(page.getByRole('row', { name: 'Padaria 2 0 0' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => localStorage.setItem('isDark', 'true'));
  await page.reload();
  await expect(round.getByText('Link: Aberto')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => localStorage.setItem('isDark', 'false'));

  // The client's card: this month's approval, opening History filtered to the client.
  await page.goto('/client-management');
  const card = page.getByTestId('client-card').filter({ hasText: 'Padaria' });
  const summary = card.getByTestId('approval-summary');
  await expect(summary).toHaveText('Aprovação: 2 aguardando · 0 ajustes · 0 aprovados');
  await summary.click();
  await expect(page).toHaveURL(new RegExp(`/history\\?cliente=${clientId}$`));
  await expect(page.getByTestId('history-item')).toHaveCount(2);
});
