/**
 * The renderer: takumi (native, Rust) behind a small interface. It lays a deck out — fits every text into
 * its box, moving overflow to continuation frames by the rule in src/shared/render/fit.ts — and draws one
 * frame as a JPEG. It runs inside the render workers (pool.ts); tests and the benchmark may build one
 * directly. Decision record: docs/decisions/0029-rendered-visuals.md.
 */
import { createHash } from 'node:crypto';
import { Renderer, type Node } from '@takumi-rs/core';
import { fitSize, MAX_CONTINUATIONS, MAX_FRAMES, splitList, splitWords, type Measure } from '@shared/render/fit';
import { LOGO_MAX_PIXELS, LOGO_MAX_SIDE } from '@shared/render/brand-kit';
import { loadFontFiles } from './fonts';
import { readImageHeader, type ImageType } from './image-header';
import { boxesOf, CONTENT_WIDTH, fieldNode, frameNode, geometryOf, labelsEveryFrame, type Box } from './templates';
import { RenderRefusal, type DeckInput, type Frame, type KitLogo, type RenderKit, type SlideInput } from './types';

export const JPEG_QUALITY = 88;

export class RenderEngine {
  private constructor(private readonly renderer: Renderer) {}

  /** Registers every bundled font once (≈60 ms); a worker keeps its engine for its whole life. */
  static async create(): Promise<RenderEngine> {
    // takumi's resource cache holds decoded images (here: logos) and parsed styles; 64 MB by default is
    // far more than a few logos need, and every worker has its own.
    const renderer = new Renderer({ cacheMaxBytes: 8 * 1024 * 1024 });
    for (const font of loadFontFiles())
      await renderer.registerFont({ name: font.name, weight: font.weight, data: font.data });
    return new RenderEngine(renderer);
  }

  private async heightOf(node: Node, width: number): Promise<number> {
    const measured = await this.renderer.measure({
      type: 'container',
      style: { display: 'flex', flexDirection: 'column', width },
      children: [node],
    });
    return measured.height;
  }

  private measurer(b: Box, kit: RenderKit): Measure {
    return (text, size) =>
      this.heightOf(
        fieldNode(b.field === 'compare' ? 'column' : b.field === 'title' ? 'title' : 'body', text, size, kit, b.align),
        b.width,
      );
  }

  private listMeasurer(b: Box, kit: RenderKit) {
    return (items: readonly string[], size: number) => this.heightOf(fieldNode('list', items, size, kit), b.width);
  }

  /**
   * Fits a deck's texts into its templates and expands it into frames (see the rule in fit.ts): titles
   * and comparisons that do not fit are refused; bodies and lists that do not fit go on in continuation
   * frames marked "continua →". Slide numbers count the frames.
   */
  async layout(deck: DeckInput): Promise<Frame[]> {
    const frames: Omit<Frame, 'number' | 'total' | 'publi'>[] = [];
    for (const [index, slide] of deck.slides.entries()) {
      frames.push(...(await this.layoutSlide(slide, index + 1, deck.kit)));
      if (frames.length > MAX_FRAMES) throw new RenderRefusal('RENDER_TOO_MANY_FRAMES', { max: MAX_FRAMES });
    }
    return frames.map((frame, i) => ({
      ...frame,
      number: i + 1,
      total: frames.length,
      publi: deck.publi && (i === 0 || labelsEveryFrame(frame.template)),
    }));
  }

  private async layoutSlide(slide: SlideInput, slideNumber: number, kit: RenderKit) {
    const g = geometryOf(slide.template);
    let body = slide.body?.trim() ?? '';
    let list = (slide.list ?? []).map((item) => item.trim()).filter(Boolean);
    const out: Omit<Frame, 'number' | 'total' | 'publi'>[] = [];
    for (let part = 0; ; part++) {
      if (part > MAX_CONTINUATIONS)
        throw new RenderRefusal('RENDER_TEXT_TOO_LONG', { slide: slideNumber, max: MAX_CONTINUATIONS + 1 });
      const frame: Omit<Frame, 'number' | 'total' | 'publi'> = {
        template: slide.template,
        width: g.width,
        height: g.height,
        title: null,
        body: null,
        list: null,
        compare: null,
        continues: false,
      };
      let restBody = '';
      let restList: string[] = [];
      for (const b of boxesOf(slide.template, { body: !!body, list: list.length > 0 })) {
        if (b.field === 'title') {
          const title = slide.title.trim();
          const fitted = await fitSize(title, b.rule, this.measurer(b, kit));
          if (!fitted.fits) throw new RenderRefusal('RENDER_TITLE_TOO_LONG', { slide: slideNumber });
          frame.title = { text: title, size: fitted.size };
        } else if (b.field === 'compare') {
          const before = slide.compare?.before.trim() ?? '';
          const after = slide.compare?.after.trim() ?? '';
          const measure = this.measurer(b, kit);
          const [a, c] = [await fitSize(before, b.rule, measure), await fitSize(after, b.rule, measure)];
          // A comparison split over two slides loses its point: it is refused instead.
          if (!a.fits || !c.fits) throw new RenderRefusal('RENDER_TEXT_TOO_LONG', { slide: slideNumber, max: 1 });
          frame.compare = { before, after, size: Math.min(a.size, c.size) };
        } else if (b.field === 'body') {
          const measure = this.measurer(b, kit);
          const fitted = await fitSize(body, b.rule, measure);
          if (fitted.fits) frame.body = { text: body, size: fitted.size };
          else {
            const split = await splitWords(body, b.rule.minSize, b.rule.height, measure);
            frame.body = { text: split.head, size: b.rule.minSize };
            restBody = split.rest;
          }
        } else if (b.field === 'list') {
          if (restBody) {
            // The body already goes on in the next frame: the list waits for it there.
            restList = list;
            continue;
          }
          const measure = this.listMeasurer(b, kit);
          const fitted = await fitSize('x', b.rule, (_t, size) => measure(list, size));
          if (fitted.fits) frame.list = { items: list, size: fitted.size };
          else {
            const split = await splitList(list, b.rule.minSize, b.rule.height, measure);
            frame.list = { items: split.head, size: b.rule.minSize };
            restList = split.rest;
          }
        }
      }
      frame.continues = !!restBody || restList.length > 0;
      out.push(frame);
      if (!frame.continues) return out;
      body = restBody;
      list = restList;
    }
  }

  /** Draws one frame as a JPEG. */
  async draw(frame: Frame, kit: RenderKit): Promise<Uint8Array> {
    const images = kit.logo ? [{ src: 'logo', data: kit.logo.png }] : [];
    const out = await this.renderer.render(frameNode(frame, kit), {
      width: frame.width,
      height: frame.height,
      format: 'jpeg',
      quality: JPEG_QUALITY,
      images,
    });
    return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
  }

  /**
   * Reads an uploaded logo and keeps a clean copy: the file must start like a PNG, JPEG or WebP and decode
   * as one; it is scaled to at most LOGO_MAX_SIDE px a side and re-encoded as PNG (transparency kept), so
   * what is stored is always an image the renderer has drawn itself. Anything else is refused.
   */
  async reencodeLogo(bytes: Uint8Array): Promise<KitLogo> {
    const header = readImageHeader(bytes);
    if (!header || header.width < 1 || header.height < 1) throw new RenderRefusal('BRAND_KIT_LOGO_INVALID');
    // Checked before decoding: a few hundred KB can describe a picture that needs gigabytes decoded.
    if (header.width * header.height > LOGO_MAX_PIXELS) throw new RenderRefusal('BRAND_KIT_LOGO_DIMENSIONS');
    let natural: { width: number; height: number };
    try {
      const measured = await this.renderer.measure(
        { type: 'image', src: 'upload' },
        { images: [{ src: 'upload', data: bytes, cache: 'none' }] },
      );
      natural = { width: measured.width, height: measured.height };
    } catch {
      throw new RenderRefusal('BRAND_KIT_LOGO_INVALID');
    }
    if (!(natural.width >= 1 && natural.height >= 1)) throw new RenderRefusal('BRAND_KIT_LOGO_INVALID');
    const scale = Math.min(1, LOGO_MAX_SIDE / Math.max(natural.width, natural.height));
    const width = Math.max(1, Math.round(natural.width * scale));
    const height = Math.max(1, Math.round(natural.height * scale));
    let data: Uint8Array;
    try {
      data = await this.drawImage(bytes, width, height, { format: 'png' });
    } catch {
      throw new RenderRefusal('BRAND_KIT_LOGO_INVALID');
    }
    return { png: data, width, height, hash: createHash('sha256').update(data).digest('hex') };
  }

  /**
   * A stored slide drawn again `width` × `height` px, as a JPEG of the slides' quality: the screen-sized
   * copy a phone downloads instead of the 1080 px original. Only images this app drew come here.
   */
  scaleJpeg(bytes: Uint8Array, width: number, height: number): Promise<Uint8Array> {
    return this.drawImage(bytes, width, height, { format: 'jpeg', quality: JPEG_QUALITY });
  }

  /** An image given as bytes, drawn alone at the given size (the decoded copy is not cached). */
  private async drawImage(
    bytes: Uint8Array,
    width: number,
    height: number,
    output: { format: 'png' } | { format: 'jpeg'; quality: number },
  ): Promise<Uint8Array> {
    const out = await this.renderer.render(
      { type: 'image', src: 'source', width, height, style: { width, height } },
      { width, height, ...output, images: [{ src: 'source', data: bytes, cache: 'none' }] },
    );
    return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
  }
}

/** The image type a file's first bytes announce, or null: PNG, JPEG and WebP only. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  return readImageHeader(bytes)?.type ?? null;
}

export { CONTENT_WIDTH };
