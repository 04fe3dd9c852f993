import { expect, test, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { openLive, seriousViolations, signUpAndOnboard } from './support';

/** Same-origin JSON calls from the signed-in page (the API refuses other origins). */
function jsonHeaders(page: Page) {
  return { Origin: new URL(page.url()).origin, 'Content-Type': 'application/json' };
}

test('an agency draws a client carousel in its kit, the client swipes and approves it, the ZIP has the slides', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndOnboard(page, { plan: 'agency', name: 'Agência Sol' });
  const clientRes = await page.request.post('/api/clients', {
    headers: jsonHeaders(page),
    data: { name: 'Doce Ana', phone: '(11) 98765-4321', email: 'ana@example.com', niche: 'food' },
  });
  expect(clientRes.ok()).toBeTruthy();
  const clientBody = await clientRes.json();
  const clientId: string = clientBody.client?.id ?? clientBody.id;

  // The client's kit, in the client's edit form: an unreadable text colour gets the suggestion first.
  await page.goto('/client-management');
  await page.getByRole('button', { name: 'Editar Doce Ana' }).click();
  const kitForm = page.getByRole('form', { name: 'Kit da marca' });
  await kitForm.getByLabel('Cor de fundo', { exact: true }).fill('#0B3D91');
  await kitForm.getByLabel('Cor do texto', { exact: true }).fill('#1A237E');
  await expect(kitForm.getByText(/O texto fica difícil de ler sobre esse fundo/)).toBeVisible();
  await kitForm.getByLabel('Cor do texto', { exact: true }).fill('#FFFFFF');
  await kitForm.getByLabel('@ do perfil').fill('@doceana');
  await kitForm.getByLabel('Fontes').selectOption('moderna');
  expect(await seriousViolations(page)).toEqual([]);
  await kitForm.getByRole('button', { name: 'Salvar kit da marca' }).click();
  await expect(page.getByText('Kit da marca salvo')).toBeVisible();
  const kit = await (await page.request.get(`/api/clients/${clientId}/brand-kit`)).json();
  expect(kit.kit.colors).toMatchObject({ background: '#0B3D91', text: '#FFFFFF' });

  const made = await page.request.post('/api/generate/carousel', {
    headers: jsonHeaders(page),
    data: { theme: 'Doces de festa', imageCount: 4, clientId },
    timeout: 55_000,
  });
  expect(made.ok(), await made.text()).toBeTruthy();
  const itemId: string = (await made.json()).item.id;

  // History: open the item, draw its images.
  await page.goto(`/history?cliente=${clientId}`);
  await page.getByTestId('history-item').first().getByRole('button', { name: 'Ver detalhes' }).click();
  const details = page.getByRole('dialog');
  const images = details.getByRole('region', { name: 'Imagens' });
  await images.getByRole('button', { name: 'Gerar imagens' }).click();
  await expect(details.getByRole('img', { name: /^Slide 1 de 4: / })).toBeVisible({ timeout: 60_000 });
  await expect(details.getByRole('img', { name: /^Slide \d de 4/ })).toHaveCount(4);
  await expect(images.getByRole('button', { name: 'Atualizar imagens' })).toBeVisible();
  await expect(images.getByRole('link', { name: 'Baixar ZIP' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  // Send it for approval.
  await page.getByTestId('history-item').first().getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Enviar para aprovação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar para aprovação' });
  await dialog.getByRole('button', { name: 'Criar link de aprovação' }).click();
  const linkField = dialog.getByLabel('Link de aprovação');
  await expect(linkField).toHaveValue(/\/r\/[A-Za-z0-9_-]{43}$/);
  const url = await linkField.inputValue();
  await page.keyboard.press('Escape');

  // The client on a 390 px phone: swipes (or taps "Próxima imagem") through the slides and approves.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const review = await phone.newPage();
  await openLive(review, url);
  const article = review.getByRole('article').first();
  await expect(article.getByRole('img', { name: /^Slide 1 de 4: / })).toBeVisible();
  // The page came drawn, with its scripts held back until its first slide was in: on a phone's network
  // the slide then loads alone instead of sharing the bandwidth with them.
  const order = await review.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const first = document.querySelector<HTMLImageElement>('#root img[fetchpriority=high]')?.currentSrc;
    const slide = entries.find((e) => e.name === first);
    const app = entries.find((e) => /\/assets\/index-[^/]+\.js$/.test(e.name));
    return { slideLoaded: slide?.responseEnd ?? null, appAskedFor: app?.startTime ?? null };
  });
  expect(order.slideLoaded).not.toBeNull();
  expect(order.appAskedFor).toBeGreaterThanOrEqual(order.slideLoaded!);
  await expect(article.getByText('1 de 4', { exact: true })).toBeVisible();
  await article.getByRole('button', { name: 'Próxima imagem' }).click();
  await expect(article.getByText('2 de 4', { exact: true })).toBeVisible();
  await expect(article.getByRole('img', { name: /^Slide 2 de 4: / })).toBeInViewport();
  expect(await seriousViolations(review)).toEqual([]);
  await article.getByRole('button', { name: 'Aprovar' }).click();
  await expect(article.getByRole('button', { name: 'Aprovado' })).toBeDisabled();
  await phone.close();

  // The agency downloads the ZIP: the JPEGs in slide order.
  const zip = await page.request.get(`/api/content/${itemId}/images/zip`);
  expect(zip.ok()).toBeTruthy();
  const entries = unzipSync(new Uint8Array(await zip.body()));
  const names = Object.keys(entries);
  expect(names).toHaveLength(4);
  expect(names.map((n) => n.slice(-7))).toEqual(['_01.jpg', '_02.jpg', '_03.jpg', '_04.jpg']);
  for (const name of names) expect([...entries[name]!.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
});
