/**
 * The six generator screens against the fake OpenAI-compatible provider (which streams slowly): the
 * output appears while the model writes, the item is saved in the list, and it can be edited, copied
 * and exported. Plus the daily script's parts and progress, the agency's client, and phone width.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Cookie, type Locator, type Page } from '@playwright/test';
import { CONTENT_KIND_LABELS, EMPTY_TEXT_MESSAGES, type ContentKind } from '@shared/content-kinds';
import { safeFileName } from '@shared/text';
import { signUpAndOnboard } from './support';

interface KindCase {
  kind: ContentKind;
  path: string;
  field: string;
  text: string;
  button: string;
  generated: string;
  updated: string;
  list: string;
  /** How the edit changes the content: text kinds get new text; JSON kinds a changed field. */
  edit: { json: false; text: string } | { json: true; key: string; value: string };
}

const CASES: [KindCase, ...KindCase[]] = [
  {
    kind: 'daily_script',
    path: '/scripts',
    field: 'Sua rotina do dia',
    text: 'Treino cedo e atendo alunos à tarde',
    button: 'Gerar Roteiro',
    generated: 'Roteiro gerado com sucesso!',
    updated: 'Roteiro atualizado com sucesso!',
    list: 'Seus roteiros',
    edit: { json: true, key: 'daily_hook', value: 'Gancho editado no teste' },
  },
  {
    kind: 'story',
    path: '/stories',
    field: 'Descrição do story',
    text: 'Bastidores do treino de hoje',
    button: 'Gerar Story',
    generated: 'Story gerado com sucesso!',
    updated: 'Story atualizado com sucesso!',
    list: 'Stories recentes',
    edit: { json: false, text: 'Story editado no teste, com outra chamada.' },
  },
  {
    kind: 'caption',
    path: '/captions',
    field: 'Descrição da postagem',
    text: 'Foto do treino de pernas',
    button: 'Gerar Legenda',
    generated: 'Legenda gerada com sucesso!',
    updated: 'Legenda atualizada com sucesso!',
    list: 'Legendas recentes',
    edit: { json: false, text: 'Legenda editada no teste #treino #foco' },
  },
  {
    kind: 'reel_idea',
    path: '/reels',
    field: 'Sobre o que é o reel?',
    text: 'Três erros de quem treina em casa',
    button: 'Gerar Roteiro de Reel',
    generated: 'Roteiro de reel gerado com sucesso!',
    updated: 'Roteiro de reel atualizado com sucesso!',
    list: 'Seus roteiros de reels',
    edit: { json: true, key: 'concept', value: 'Conceito editado no teste' },
  },
  {
    kind: 'carousel',
    path: '/carousels',
    field: 'Tema do carrossel',
    text: 'Cinco mitos sobre emagrecimento',
    button: 'Gerar Carrossel',
    generated: 'Carrossel gerado com sucesso!',
    updated: 'Carrossel atualizado com sucesso!',
    list: 'Carrosséis recentes',
    edit: { json: true, key: 'title', value: 'Carrossel editado no teste' },
  },
  {
    kind: 'ad_copy',
    path: '/ads',
    field: 'Produto ou serviço',
    text: 'Consultoria online de treino',
    button: 'Gerar Anúncio',
    generated: 'Copy de anúncio gerado com sucesso!',
    updated: 'Copy atualizado com sucesso!',
    list: 'Anúncios recentes',
    edit: { json: false, text: 'Gancho editado\n---\nOferta editada no teste\n---\nCTA editado' },
  },
];

/**
 * One signed-up creator per worker, shared by the tests (sign-ups are rate-limited per IP); each test
 * starts a fresh page with its session cookies. Every test works on the items it makes itself.
 */
let creatorCookies: Cookie[] | null = null;
async function signedInCreator(page: Page) {
  if (creatorCookies) {
    await page.context().addCookies(creatorCookies);
    return;
  }
  await signUpAndOnboard(page);
  creatorCookies = await page.context().cookies();
}

const editedText = (c: KindCase) => (c.edit.json ? c.edit.value : (c.edit.text.split('\n')[0] ?? c.edit.text));

/** Long items (reels) are listed collapsed to their hook: opens the whole text so an edit can be seen. */
async function expandIfCollapsed(item: Locator) {
  await expect(item).toBeVisible();
  const expand = item.getByRole('button', { name: 'ver conteúdo completo' });
  if (await expand.isVisible()) await expand.click();
}

type StreamWatch = Window & { __sawStreamWhileBusy?: boolean; __sawBusyButton?: boolean };

/**
 * Clicks Generate and checks that the button turned into a disabled "Gerando..." and that text showed in
 * the output while it was still busy. The page itself watches every change of the DOM (a MutationObserver
 * set up before the click), so the check sees each state the app drew, however briefly: sampling it from
 * the test missed a stream of half a second when the machine was busy, and on a quiet machine a short story
 * could be written whole before the test first looked at the button.
 */
async function generateAndSeeStream(page: Page, c: KindCase) {
  await page.getByLabel(c.field).fill(c.text);
  await page.evaluate(() => {
    const watch = window as StreamWatch;
    watch.__sawStreamWhileBusy = false;
    watch.__sawBusyButton = false;
    const observer = new MutationObserver(() => {
      const out = document.querySelector('[data-testid="stream-text"]');
      const busy = document.querySelector<HTMLButtonElement>('button[type="submit"][aria-busy="true"]');
      if (busy?.disabled && (busy.textContent ?? '').includes('Gerando...')) watch.__sawBusyButton = true;
      if (watch.__sawBusyButton && busy && out && (out.textContent ?? '').trim().length > 10) {
        watch.__sawStreamWhileBusy = true;
        observer.disconnect();
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  await page.getByRole('button', { name: c.button }).click();
  await expect.poll(() => page.evaluate(() => (window as StreamWatch).__sawBusyButton)).toBe(true);
  // Streamed output: some text in the output region at a moment when the button was still busy.
  await expect
    .poll(() => page.evaluate(() => (window as StreamWatch).__sawStreamWhileBusy), { timeout: 30_000 })
    .toBe(true);
  await expect(page.getByText(c.generated)).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('button', { name: c.button })).toBeEnabled();
}

test.describe('generator screens', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  for (const c of CASES) {
    test(`${CONTENT_KIND_LABELS[c.kind]}: streams, saves in the list, edit, copy and export`, async ({ page }) => {
      await signedInCreator(page);
      await page.goto(c.path);
      const generate = page.getByRole('button', { name: c.button });
      if (c.kind === 'carousel') {
        // Carousels: Generate stays disabled while the theme is empty.
        await expect(generate).toBeDisabled();
      } else {
        await generate.click();
        await expect(page.getByText(EMPTY_TEXT_MESSAGES[c.kind])).toBeVisible();
      }
      await generateAndSeeStream(page, c);
      // The new result shows once, in its "gerado" card; the list has it from the next visit on.
      await expect(page.getByRole('list', { name: c.list })).toHaveCount(0);
      await page.reload();

      const list = page.getByRole('list', { name: c.list });
      const item = list.getByTestId('content-item').first();
      await expect(item).toBeVisible();
      const title = c.text.slice(0, 50);

      // Edit and save (daily scripts: the whole JSON, from the full-view panel).
      if (c.kind === 'daily_script') {
        await item.getByRole('button', { name: 'Abrir e editar' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: 'Editar' }).click();
      } else {
        await item.getByRole('button', { name: 'Editar' }).click();
      }
      const editor = page.getByLabel(c.edit.json ? 'Editar JSON' : 'Editar conteúdo');
      if (c.edit.json) {
        const data = JSON.parse(await editor.inputValue());
        data[c.edit.key] = c.edit.value;
        await editor.fill(JSON.stringify(data, null, 2));
      } else {
        await editor.fill(c.edit.text);
      }
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect(page.getByText(c.updated)).toBeVisible();
      if (c.kind === 'daily_script') await page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).click();
      await expandIfCollapsed(item);
      await expect(item).toContainText(editedText(c));

      // Copy
      await item.getByRole('button', { name: 'Copiar', exact: true }).click();
      await expect(page.getByText('Copiado para a área de transferência!')).toBeVisible();
      const clip = await page.evaluate(() => navigator.clipboard.readText());
      expect(clip).toContain(editedText(c));

      // Export .txt: name from kind and title with non-alphanumerics as '_', content with the edit.
      const downloadPromise = page.waitForEvent('download');
      await item.getByRole('button', { name: 'Exportar .txt' }).click();
      const download = await downloadPromise;
      expect(download.suggestedFilename()).toBe(`${safeFileName(`${CONTENT_KIND_LABELS[c.kind]} ${title}`)}.txt`);
      expect(download.suggestedFilename()).toMatch(/^[A-Za-z0-9_]+\.txt$/);
      const file = readFileSync((await download.path())!, 'utf8');
      expect(file).toContain(editedText(c));

      // The task toggle: saved, then the item shows 'Concluído'; and back.
      await item.getByRole('button', { name: 'Marcar como concluído' }).click();
      await expect(item.getByText('Concluído', { exact: true })).toBeVisible();
      await expect(item.getByRole('button', { name: 'Marcar como pendente' })).toBeVisible();

      // Still there after a reload, with the edit and the toggle (saved on the server).
      await page.reload();
      const reloaded = page.getByRole('list', { name: c.list }).getByTestId('content-item').first();
      await expandIfCollapsed(reloaded);
      await expect(reloaded).toContainText(editedText(c));
      await expect(reloaded.getByText('Concluído', { exact: true })).toBeVisible();
      await reloaded.getByRole('button', { name: 'Marcar como pendente' }).click();
      await expect(reloaded.getByRole('button', { name: 'Marcar como concluído' })).toBeVisible();
      await expect(reloaded.getByText('Concluído', { exact: true })).toHaveCount(0);
    });
  }

  test('Roteiros do Dia: parts move the progress bar and survive a reload; invalid JSON is refused', async ({
    page,
  }) => {
    await signedInCreator(page);
    await page.goto('/scripts');
    await generateAndSeeStream(page, CASES[0]);
    await page.reload();
    const list = page.getByRole('list', { name: 'Seus roteiros' });
    const item = list.getByTestId('content-item').first();
    await item.getByRole('button', { name: 'ver conteúdo completo' }).click();
    const bar = item.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '0');

    const parts = item.getByRole('checkbox');
    const total = await parts.count();
    expect(total).toBeGreaterThan(1);
    // The box changes once the server saved the parts (saved first, then the local state).
    await parts.nth(0).click();
    await expect(parts.nth(0)).toBeChecked();
    const one = String(Math.round((1 / total) * 100));
    await expect(bar).toHaveAttribute('aria-valuenow', one);
    await parts.nth(1).click();
    await expect(parts.nth(1)).toBeChecked();
    const two = String(Math.round((2 / total) * 100));
    await expect(bar).toHaveAttribute('aria-valuenow', two);
    await expect(item.getByTestId('progress-value')).toHaveText(`${two}% concluído`);

    await page.reload();
    const again = page.getByRole('list', { name: 'Seus roteiros' }).getByTestId('content-item').first();
    await again.getByRole('button', { name: 'ver conteúdo completo' }).click();
    await expect(again.getByRole('progressbar')).toHaveAttribute('aria-valuenow', two);
    await expect(again.getByRole('checkbox').nth(0)).toBeChecked();
    await expect(again.getByRole('checkbox').nth(2)).not.toBeChecked();

    // Per-part edit saves the whole parts array.
    await again.getByRole('button', { name: /Editar parte 3/ }).click();
    await again.getByLabel(/Editar parte 3/).fill('Parte três editada no teste');
    await again.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Roteiro atualizado com sucesso!')).toBeVisible();
    await expect(again).toContainText('Parte três editada no teste');
    await expect(again.getByRole('progressbar')).toHaveAttribute('aria-valuenow', two);

    // The expiry notice (24 h).
    await expect(again).toContainText('Roteiros do dia ficam disponíveis por 24 horas');

    // Invalid JSON: refused in the browser with a message; the server refuses it too; nothing saved.
    await again.getByRole('button', { name: 'Abrir e editar' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Editar' }).click();
    const before = await dialog.getByLabel('Editar JSON').inputValue();
    await dialog.getByLabel('Editar JSON').fill('{"title": "sem fechar"');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog.getByRole('alert')).toContainText('JSON inválido');
    await dialog.getByLabel('Editar JSON').fill(JSON.stringify({ title: 'Sem partes' }));
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog.getByRole('alert')).toContainText('não segue o formato');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    const page1 = await page.request.get('/api/content?type=daily_script');
    const { items } = await page1.json();
    const refused = await page.request.patch(`/api/content/${items[0].id}`, {
      data: { content: '{"title": "sem fechar"' },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).error.code).toBe('CONTENT_INVALID_JSON');
    const stored = await (await page.request.get(`/api/content/${items[0].id}`)).json();
    expect(JSON.parse(stored.content)).toEqual(JSON.parse(before));
  });

  test('agency: Generate waits for a client, and the item carries the client name', async ({ page }) => {
    await signUpAndOnboard(page, { plan: 'agency', name: 'Agência Teste' });
    await page.goto('/stories');
    await expect(page.getByText('Nenhum cliente cadastrado. Cadastre um cliente primeiro.')).toBeVisible();
    await page.getByLabel('Descrição do story').fill('Lançamento da coleção de verão');
    await expect(page.getByRole('button', { name: 'Gerar Story' })).toBeDisabled();

    const res = await page.request.post('/api/clients', { data: { name: 'Loja Solar', niche: 'beauty' } });
    expect(res.ok()).toBeTruthy();
    const body = await res.json();
    const clientId: string = body.client?.id ?? body.id;

    await page.reload();
    await page.getByLabel('Descrição do story').fill('Lançamento da coleção de verão');
    await expect(page.getByRole('button', { name: 'Gerar Story' })).toBeDisabled();
    await expect(page.getByText('Selecione um cliente para ver os conteúdos dele.')).toBeVisible();
    await page.getByLabel('Selecionar Cliente').selectOption(clientId);
    await expect(page.getByRole('button', { name: 'Gerar Story' })).toBeEnabled();
    await page.getByRole('button', { name: 'Gerar Story' }).click();
    await expect(page.getByText('Story gerado com sucesso!')).toBeVisible({ timeout: 45_000 });
    // After a reload the chosen client is still selected (kept for the session) and the story is listed.
    await page.reload();
    await expect(page.getByLabel('Selecionar Cliente')).toHaveValue(clientId);
    const item = page.getByRole('list', { name: 'Stories recentes' }).getByTestId('content-item').first();
    await expect(item).toContainText('Cliente: Loja Solar');

    // History: the agency's client filter and the client's name.
    await page.goto('/history');
    await page.getByLabel('Cliente', { exact: true }).selectOption(clientId);
    await expect(page.getByTestId('history-item').first()).toContainText('Cliente: Loja Solar');
  });
});

test.describe('history', () => {
  test('type and status filters, previews and the detail modal', async ({ page }) => {
    await signedInCreator(page);
    const [caption, story] = await Promise.all([
      page.request.post('/api/generate/caption', {
        data: { description: 'Legenda para o histórico' },
        timeout: 55_000,
      }),
      page.request.post('/api/generate/story', { data: { description: 'Story para o histórico' }, timeout: 55_000 }),
    ]);
    const captionItem = (await caption.json()).item;
    const storyItem = (await story.json()).item;
    expect(
      (await page.request.put(`/api/content/${storyItem.id}/completed`, { data: { completed: true } })).ok(),
    ).toBeTruthy();

    await page.goto('/history');
    const rows = page.getByTestId('history-item');
    await expect(rows.filter({ hasText: 'Legenda para o histórico' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Story para o histórico' })).toHaveCount(1);

    await page.getByLabel('Tipo de conteúdo').selectOption('caption');
    await expect(rows.filter({ hasText: 'Story para o histórico' })).toHaveCount(0);
    await expect(rows.filter({ hasText: 'Legenda para o histórico' })).toHaveCount(1);
    for (const badge of await rows
      .locator('span', { hasText: /^(Legenda|Story|Reel|Carrossel|Anúncio|Roteiro do Dia)$/ })
      .allTextContents()) {
      expect(badge).toBe('Legenda');
    }

    await page.getByLabel('Tipo de conteúdo').selectOption('all');
    await page.getByLabel('Status').selectOption('completed');
    await expect(rows.filter({ hasText: 'Story para o histórico' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Legenda para o histórico' })).toHaveCount(0);
    await page.getByLabel('Status').selectOption('pending');
    await expect(rows.filter({ hasText: 'Legenda para o histórico' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Story para o histórico' })).toHaveCount(0);
    // The filters live in the address, so a reload keeps them.
    await page.reload();
    await expect(page.getByLabel('Status')).toHaveValue('pending');

    await rows.filter({ hasText: 'Legenda para o histórico' }).getByRole('button', { name: 'Ver detalhes' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(captionItem.content.slice(0, 60));
    await expect(dialog).toContainText('Estilo: Profissional');
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('phone width @phone', () => {
  test('every generator fits 390 px without horizontal scrolling, with items in its list', async ({ page }) => {
    await signedInCreator(page);
    // One saved item of each kind, made through the API (in parallel) so every list has content.
    const inputs: Record<ContentKind, Record<string, unknown>> = {
      daily_script: { routine: 'Treino e atendimento' },
      story: { description: 'Bastidores do dia' },
      caption: { description: 'Foto do treino' },
      reel_idea: { description: 'Erros comuns no treino' },
      carousel: { theme: 'Mitos do treino', imageCount: 4 },
      ad_copy: { product: 'Consultoria de treino' },
    };
    const made = await Promise.all(
      CASES.map((c) => page.request.post(`/api/generate/${c.kind}`, { data: inputs[c.kind], timeout: 55_000 })),
    );
    for (const r of made) expect(r.ok()).toBeTruthy();

    const width = page.viewportSize()!.width;
    for (const c of CASES) {
      await page.goto(c.path);
      await expect(page.getByRole('list', { name: c.list }).getByTestId('content-item').first()).toBeVisible();
      await page.getByLabel(c.field).fill(c.text);
      const button = page.getByRole('button', { name: c.button });
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeEnabled();
      await expect(button).toBeInViewport();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${c.path} rola na horizontal`).toBeLessThanOrEqual(width);
    }
    // The history page too.
    await page.goto('/history');
    await expect(page.getByTestId('history-item').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
});
