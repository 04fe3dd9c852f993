/** What the renderer takes and what its layout step decides; plain data, so it crosses to the workers. */
import type { BrandKitFields } from '@shared/render/brand-kit';
import type { TemplateId } from '@shared/render/item-deck';

export { TEMPLATE_IDS, type TemplateId } from '@shared/render/item-deck';

/** One slide (or story frame) as written: the texts a template draws. */
export interface SlideInput {
  template: TemplateId;
  title: string;
  body?: string;
  /** Steps or items ("passo/lista"). */
  list?: string[];
  /** "Antes" and "Depois" of the comparison template. */
  compare?: { before: string; after: string };
}

/** A logo ready to draw: the re-encoded PNG kept with the kit, and its size. */
export interface KitLogo {
  png: Uint8Array;
  width: number;
  height: number;
  /** sha256 of the PNG: the logo's part of the cache key. */
  hash: string;
}

export interface RenderKit extends BrandKitFields {
  logo: KitLogo | null;
}

export interface DeckInput {
  slides: SlideInput[];
  kit: RenderKit;
  /** Paid partnership: the CONAR label is drawn on slide 1 and on every story frame. */
  publi: boolean;
}

export interface FittedText {
  text: string;
  size: number;
}

/** One image to draw: the texts with the sizes the fitting chose, its place in the deck and its notes. */
export interface Frame {
  template: TemplateId;
  width: number;
  height: number;
  title: FittedText | null;
  body: FittedText | null;
  list: { items: string[]; size: number } | null;
  compare: { before: string; after: string; size: number } | null;
  /** 1-based position in the deck and the deck's size, after continuation frames were added. */
  number: number;
  total: number;
  /** The text goes on in the next frame: "continua →" is drawn. */
  continues: boolean;
  publi: boolean;
}

/** A refusal the author can act on: a catalogue code and its parameters (crosses the worker boundary). */
export class RenderRefusal extends Error {
  constructor(
    readonly code:
      | 'RENDER_TITLE_TOO_LONG'
      | 'RENDER_TEXT_TOO_LONG'
      | 'RENDER_TOO_MANY_FRAMES'
      | 'BRAND_KIT_LOGO_INVALID'
      | 'BRAND_KIT_LOGO_DIMENSIONS',
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
    this.name = 'RenderRefusal';
  }
}
