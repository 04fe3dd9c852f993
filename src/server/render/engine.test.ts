/**
 * The renderer drawn for real (takumi, bundled fonts): sizes and format, the brand's colours at known
 * pixels, the publi label's region, the fitting and continuation rule, refusals and the logo check.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import jpeg from 'jpeg-js';
import { DEFAULT_BRAND_KIT } from '@shared/render/brand-kit';
import { CONTINUES_NOTE, MAX_CONTINUATIONS } from '@shared/render/fit';
import { RenderEngine, sniffImageType } from './engine';
import { jpegSize } from './image-store';
import { pngHeader } from '@tests/support/images';
import { publiRegion } from './templates';
import { RenderRefusal, type DeckInput, type RenderKit, type SlideInput } from './types';

let engine: RenderEngine;
beforeAll(async () => {
  engine = await RenderEngine.create();
}, 60_000);

const kit: RenderKit = {
  colors: { background: '#0B3D91', text: '#FFFFFF', accent: '#FFB703' },
  fontPair: 'elegante',
  handle: 'studio.ana',
  logo: null,
};

const deck = (slides: SlideInput[], over: Partial<DeckInput> = {}): DeckInput => ({
  slides,
  kit,
  publi: false,
  ...over,
});

function pixel(image: { width: number; data: Uint8Array }, x: number, y: number): [number, number, number] {
  const i = (y * image.width + x) * 4;
  return [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!];
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** JPEG is lossy: a flat region comes back within a few levels of the colour drawn. */
function expectColor(actual: [number, number, number], hex: string, tolerance = 10) {
  const want = rgb(hex);
  for (const i of [0, 1, 2])
    expect(Math.abs(actual[i]! - want[i]!), `${actual} vs ${hex}`).toBeLessThanOrEqual(tolerance);
}

async function drawDeck(input: DeckInput) {
  const frames = await engine.layout(input);
  const images = [];
  for (const frame of frames) images.push(await engine.draw(frame, input.kit));
  return { frames, images };
}

describe('rendered slides', () => {
  it('draws carousel slides as 1080×1350 JPEGs and stories and reel covers as 1080×1920', async () => {
    const { images } = await drawDeck(
      deck([
        { template: 'capa', title: 'Cinco hábitos de quem acorda cedo', body: 'Um guia rápido' },
        { template: 'story', title: 'Bom dia!', body: 'Hoje tem novidade.' },
        { template: 'reel_capa', title: 'Três erros comuns' },
      ]),
    );
    expect(images.map((b) => [b[0], b[1]])).toEqual([
      [0xff, 0xd8],
      [0xff, 0xd8],
      [0xff, 0xd8],
    ]);
    expect(images.map(jpegSize)).toEqual([
      { width: 1080, height: 1350 },
      { width: 1080, height: 1920 },
      { width: 1080, height: 1920 },
    ]);
  }, 60_000);

  it('paints the brand background and accent where the template puts them', async () => {
    const { images } = await drawDeck(deck([{ template: 'passo', title: 'Passo 1', body: 'Beba água ao acordar.' }]));
    const image = jpeg.decode(images[0]!, { useTArray: true });
    expect([image.width, image.height]).toEqual([1080, 1350]);
    expectColor(pixel(image, 540, 8), kit.colors.accent!);
    expectColor(pixel(image, 1040, 700), kit.colors.background);
    // Another kit, another colour at the same place: the colour comes from the kit, not the template.
    const other = await drawDeck(
      deck([{ template: 'passo', title: 'Passo 1' }], { kit: { ...kit, colors: DEFAULT_BRAND_KIT.colors } }),
    );
    expectColor(
      pixel(jpeg.decode(other.images[0]!, { useTArray: true }), 1040, 700),
      DEFAULT_BRAND_KIT.colors.background,
    );
  }, 60_000);

  it('draws the publi label on slide 1 only, and on every story frame', async () => {
    const slides: SlideInput[] = [
      { template: 'capa', title: 'Parceria com a marca' },
      { template: 'passo', title: 'Como usar', body: 'Aplique pela manhã.' },
    ];
    const region = publiRegion('capa');
    const at = (img: Uint8Array, template: 'capa' | 'story') => {
      const r = publiRegion(template);
      return pixel(jpeg.decode(img, { useTArray: true }), r.x + r.width / 2, r.y + 5);
    };
    const on = await drawDeck(deck(slides, { publi: true }));
    expect(on.frames.map((f) => f.publi)).toEqual([true, false]);
    expectColor(at(on.images[0]!, 'capa'), kit.colors.text);
    expectColor(at(on.images[1]!, 'capa'), kit.colors.background);
    const off = await drawDeck(deck(slides, { publi: false }));
    expectColor(at(off.images[0]!, 'capa'), kit.colors.background);
    expect(region.y).toBeGreaterThan(20);

    const stories = await drawDeck(
      deck(
        [
          { template: 'story', title: 'Manhã', body: 'Café.' },
          { template: 'story', title: 'Tarde', body: 'Treino.' },
        ],
        { publi: true },
      ),
    );
    expect(stories.frames.map((f) => f.publi)).toEqual([true, true]);
    for (const img of stories.images) expectColor(at(img, 'story'), kit.colors.text);
  }, 60_000);

  it('shrinks a longer title before anything else', async () => {
    const [short] = await engine.layout(deck([{ template: 'capa', title: 'Oi' }]));
    const [long] = await engine.layout(
      deck([{ template: 'capa', title: 'Como organizar a sua semana inteira com um método simples e sem estresse' }]),
    );
    expect(short!.title!.size).toBe(120);
    expect(long!.title!.size).toBeLessThan(120);
    expect(long!.title!.size).toBeGreaterThanOrEqual(56);
    expect(long!.continues).toBe(false);
  }, 60_000);

  it('moves a body that does not fit at the smallest size to a continuation frame, losing no word', async () => {
    const body = Array.from({ length: 90 }, (_, i) => `Frase número ${i + 1} sobre organização da rotina.`).join(' ');
    const frames = await engine.layout(
      deck([
        { template: 'passo', title: 'Rotina', body },
        { template: 'cta', title: 'Siga!' },
      ]),
    );
    expect(frames.length).toBeGreaterThan(2);
    const parts = frames.filter((f) => f.template === 'passo');
    expect(parts.slice(0, -1).every((f) => f.continues)).toBe(true);
    expect(parts.at(-1)!.continues).toBe(false);
    expect(parts.map((f) => f.body!.text).join(' ')).toBe(body);
    expect(parts[0]!.body!.size).toBe(30);
    // Numbers count the frames, continuation frames included.
    expect(frames.map((f) => `${f.number}/${f.total}`)).toEqual(frames.map((_, i) => `${i + 1}/${frames.length}`));
    expect(CONTINUES_NOTE).toBe('continua →');
  }, 60_000);

  it('moves list items that do not fit to the next frame, whole', async () => {
    const list = Array.from({ length: 24 }, (_, i) => `Item ${i + 1}: uma tarefa que cabe numa linha`);
    const frames = await engine.layout(deck([{ template: 'passo', title: 'Checklist', list }]));
    expect(frames.length).toBeGreaterThan(1);
    expect(frames.flatMap((f) => f.list!.items)).toEqual(list);
  }, 60_000);

  it('refuses a title that cannot fit, and a body past the continuation limit, in Portuguese codes', async () => {
    const title = 'palavra '.repeat(120);
    await expect(engine.layout(deck([{ template: 'passo', title }]))).rejects.toMatchObject({
      code: 'RENDER_TITLE_TOO_LONG',
      params: { slide: 1 },
    });
    const huge = 'texto longo demais para caber '.repeat(400);
    const refusal = await engine
      .layout(deck([{ template: 'story', title: 'Oi', body: huge }]))
      .catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(RenderRefusal);
    expect(refusal).toMatchObject({ code: 'RENDER_TEXT_TOO_LONG', params: { max: MAX_CONTINUATIONS + 1 } });
  }, 60_000);

  it('renders accents, emoji and a very long word without refusing or losing text', async () => {
    const title = 'Anticonstitucionalissimamente';
    const body = 'Ação, atenção, coração: ÁÉÍÓÚ ÂÊÔ ÃÕ Ç à ü — “aspas” … 🚀✨😀';
    const { frames, images } = await drawDeck(deck([{ template: 'reel_capa', title, body }]));
    expect(frames[0]!.title!.text).toBe(title);
    expect(frames[0]!.body!.text).toBe(body);
    expect(jpegSize(images[0]!)).toEqual({ width: 1080, height: 1920 });
  }, 60_000);
});

describe('logo uploads', () => {
  it('re-encodes a real image as a PNG no larger than 512 px a side', async () => {
    const w = 800;
    const h = 400;
    const data = Buffer.alloc(w * h * 4, 0xff);
    for (let i = 0; i < w * h; i++) data[i * 4] = 200;
    const upload = jpeg.encode({ data, width: w, height: h }, 90).data;
    const logo = await engine.reencodeLogo(new Uint8Array(upload));
    expect(sniffImageType(logo.png)).toBe('image/png');
    expect([logo.width, logo.height]).toEqual([512, 256]);
    expect(logo.hash).toMatch(/^[0-9a-f]{64}$/);
  }, 60_000);

  it('refuses a file that is not an image, and one that only starts like one', async () => {
    await expect(engine.reencodeLogo(new TextEncoder().encode('<svg></svg>'))).rejects.toMatchObject({
      code: 'BRAND_KIT_LOGO_INVALID',
    });
    const broken = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 6, 7, 8]);
    await expect(engine.reencodeLogo(broken)).rejects.toMatchObject({ code: 'BRAND_KIT_LOGO_INVALID' });
    // A header is not an image: the size is fine, the pixels are missing.
    await expect(engine.reencodeLogo(pngHeader(64, 64))).rejects.toMatchObject({ code: 'BRAND_KIT_LOGO_INVALID' });
  }, 60_000);

  it('refuses a picture too large to decode before decoding it', async () => {
    await expect(engine.reencodeLogo(pngHeader(30_000, 30_000))).rejects.toMatchObject({
      code: 'BRAND_KIT_LOGO_DIMENSIONS',
    });
  }, 60_000);
});
