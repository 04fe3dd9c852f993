/**
 * The images while working on a carousel: picking a slide's template (saved on the item and drawn at
 * once), the live preview under the editor with its notes where text did not fit, and "Compartilhar"
 * handing the phone's share sheet the JPEG files (or the ZIP where files can't be shared). At 1280 px and
 * at 390 px, with no serious axe finding on what is shown.
 */
import { expect, test, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { seriousViolations, signUpAndOnboard } from './support';

const jsonHeaders = (page: Page) => ({ Origin: new URL(page.url()).origin, 'Content-Type': 'application/json' });

interface SharedFile {
  name: string;
  type: string;
  size: number;
  head: number[];
}

/**
 * Stands in for the phone's share sheet: `canShare` answers `canShareFiles`, `share` records what it was
 * given (each file's name, type, size and first bytes) in `window.__shares`.
 */
function stubShare(canShare: boolean) {
  {
    const w = window as unknown as { __shares: SharedFile[][] };
    w.__shares = [];
    Object.defineProperty(Navigator.prototype, 'canShare', {
      configurable: true,
      value: (data?: { files?: File[] }) => canShare && !!data?.files?.length,
    });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: { files?: File[] }) => {
        const files = await Promise.all(
          (data.files ?? []).map(async (f) => ({
            name: f.name,
            type: f.type,
            size: f.size,
            head: [...new Uint8Array(await f.slice(0, 3).arrayBuffer())],
          })),
        );
        w.__shares.push(files);
      },
    });
  }
}

async function makeCarousel(page: Page, slides: number): Promise<string> {
  const made = await page.request.post('/api/generate/carousel', {
    headers: jsonHeaders(page),
    data: { theme: 'Pão de fermentação natural', imageCount: slides },
    timeout: 55_000,
  });
  expect(made.ok(), await made.text()).toBeTruthy();
  return (await made.json()).item.id as string;
}

test('a creator picks a slide template, watches the preview while editing and shares the images as files', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await page.addInitScript(stubShare, true);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndOnboard(page, { plan: 'creator', name: 'Carla Pães' });
  const itemId = await makeCarousel(page, 4);

  await page.goto('/carousels');
  const images = page.getByRole('region', { name: 'Imagens' }).first();
  await images.getByRole('button', { name: 'Gerar imagens' }).click();
  await expect(images.getByRole('img', { name: /^Slide 1 de 4: / })).toBeVisible({ timeout: 60_000 });

  // The template picker: one labelled select per slide, "Automático" naming the role's template.
  const picker = images.getByRole('group', { name: 'Modelo de cada slide' });
  const second = picker.getByLabel(/^Slide 2/);
  await expect(second).toHaveValue('');
  await expect(second.locator('option').first()).toHaveText(/^Automático \(/);
  await second.focus();
  await second.selectOption('citacao');
  // Choosing draws the slide again on the server; on a busy machine that can take a while.
  await expect
    .poll(async () => (await (await page.request.get(`/api/content/${itemId}/images`)).json()).slides[1].chosen, {
      timeout: 60_000,
    })
    .toBe('citacao');
  const drawn = await (await page.request.get(`/api/content/${itemId}/images`)).json();
  expect(drawn.images.map((i: { template: string }) => i.template)[1]).toBe('citacao');
  await page.reload();
  await expect(
    page
      .getByRole('group', { name: 'Modelo de cada slide' })
      .first()
      .getByLabel(/^Slide 2/),
  ).toHaveValue('citacao');
  expect(await seriousViolations(page)).toEqual([]);

  // The live preview: the draft is drawn under the editor; a long text is told to go on in the next image.
  const card = page.getByTestId('content-item').first();
  await card.getByRole('button', { name: 'Editar', exact: true }).click();
  const editor = card.getByLabel('Editar JSON');
  const preview = card.getByRole('region', { name: 'Prévia das imagens' });
  await expect(preview.getByRole('img', { name: /^Prévia 1 de 4/ })).toBeVisible({ timeout: 60_000 });
  const data = JSON.parse(await editor.inputValue());
  data.slides[2].content = Array.from({ length: 50 }, (_, i) => `Passo ${i + 1}: sove a massa com calma.`).join(' ');
  await editor.fill(JSON.stringify(data, null, 2));
  await expect(preview.getByText(/Imagem 3: o texto não coube e continua na imagem 4/)).toBeVisible({
    timeout: 60_000,
  });
  expect(await preview.getByRole('img', { name: /^Prévia \d+ de \d+/ }).count()).toBeGreaterThan(4);
  expect(await seriousViolations(page)).toEqual([]);
  // Nothing was saved by the preview.
  const stored = await (await page.request.get(`/api/content/${itemId}`)).json();
  expect(stored.content).not.toContain('Passo 50');
  await card.getByRole('button', { name: 'Cancelar' }).click();

  // On a 390 px phone: "Compartilhar" hands the share sheet the four JPEGs, named as the ZIP names them.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const phoneImages = page.getByRole('region', { name: 'Imagens' }).first();
  await expect(phoneImages.getByRole('img', { name: /^Slide 1 de 4: / })).toBeVisible({ timeout: 30_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await phoneImages.getByRole('button', { name: 'Compartilhar' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shares: unknown[] }).__shares.length), {
      timeout: 30_000,
    })
    .toBe(1);
  const shared = await page.evaluate(() => (window as unknown as { __shares: SharedFile[][] }).__shares[0]!);
  const zip = unzipSync(new Uint8Array(await (await page.request.get(`/api/content/${itemId}/images/zip`)).body()));
  expect(shared.map((f) => f.name)).toEqual(Object.keys(zip));
  expect(shared.map((f) => f.name.slice(-7))).toEqual(['_01.jpg', '_02.jpg', '_03.jpg', '_04.jpg']);
  for (const f of shared) {
    expect(f.type).toBe('image/jpeg');
    expect(f.head).toEqual([0xff, 0xd8, 0xff]);
    expect(f.size).toBe(zip[f.name]!.length);
  }

  // Where the browser can't share files, the same button downloads the ZIP.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    storageState: await page.context().storageState(),
  });
  await phone.addInitScript(stubShare, false);
  const other = await phone.newPage();
  await other.goto('/carousels');
  const otherImages = other.getByRole('region', { name: 'Imagens' }).first();
  await expect(otherImages.getByRole('img', { name: /^Slide 1 de 4: / })).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([
    other.waitForEvent('download'),
    otherImages.getByRole('button', { name: 'Compartilhar' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  expect(await other.evaluate(() => (window as unknown as { __shares: unknown[] }).__shares.length)).toBe(0);
  await phone.close();
});
