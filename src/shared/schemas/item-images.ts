/** Rendered images of a content item (/api/content/:id/images) and on the review page. */
import { z } from 'zod';
import { SLIDE_TEMPLATE_IDS } from '../render/item-deck';
import { IMAGE_RENDITION_WIDTHS, type ImageRenditionWidth } from '../render/renditions';
import { MAX_CONTENT_LENGTH } from './content';
import { plainText } from './text';

/** Body of POST /api/content/:id/images: confirm after the claims warnings; per-slide template choices. */
export const renderImagesSchema = z
  .object({
    confirm: z.boolean().default(false),
    /** Per slide, a template or null for the one its role gives (at most Instagram's 20). */
    templates: z.array(z.enum(SLIDE_TEMPLATE_IDS).nullable()).max(20).optional(),
  })
  .strict();
export type RenderImagesInput = z.output<typeof renderImagesSchema>;

/**
 * Body of POST /api/content/:id/images/preview: the draft text being edited (not saved), the templates to
 * try (missing: the saved ones), and the hashes of the frames the editor already shows (not drawn again).
 */
export const previewImagesSchema = z
  .object({
    content: plainText().trim().min(1, 'CONTENT_REQUIRED').max(MAX_CONTENT_LENGTH, 'CONTENT_TOO_LONG'),
    templates: z.array(z.enum(SLIDE_TEMPLATE_IDS).nullable()).max(20).optional(),
    known: z
      .array(z.string().regex(/^[0-9a-f]{64}$/))
      .max(40)
      .optional(),
  })
  .strict();
export type PreviewImagesInput = z.output<typeof previewImagesSchema>;

/** One frame of a preview, with the renderer's fitting answer. */
export interface PreviewFrame {
  hash: string;
  position: number;
  template: string;
  width: number;
  height: number;
  title: string;
  /** A JPEG data URL; null when the editor said it already has this frame (`known`). */
  image: string | null;
  /** The text did not fit: the rest goes on in the next frame ("continua →"). */
  continues: boolean;
  /** This frame holds the rest of the previous one's text. */
  continued: boolean;
  /** A text is set smaller than its template's largest size to fit. */
  shrunk: boolean;
}

export interface ImagesPreview {
  frames: PreviewFrame[];
  /** The renderer refuses the draft (a catalogue code and its parameters): nothing would be drawn. */
  refusal: { code: string; params: Record<string, string | number> } | null;
}

/** An image hash: sha256 in hex. */
export const imageHashSchema = z.string().regex(/^[0-9a-f]{64}$/);

const RENDITION_WIDTH_VALUES = IMAGE_RENDITION_WIDTHS.map(String) as [
  `${ImageRenditionWidth}`,
  ...Array<`${ImageRenditionWidth}`>,
];

/**
 * Query of the two image routes: `w`, a screen-sized copy at one of the fixed widths; without it, the
 * original. Anything else (another number, text, an empty or repeated `w`) is refused, not guessed at.
 */
export const imageQuerySchema = z.object({
  w: z
    .enum(RENDITION_WIDTH_VALUES, 'RENDER_IMAGE_WIDTH_INVALID')
    .transform((v) => Number(v) as ImageRenditionWidth)
    .optional(),
});

export interface ItemImage {
  /** 1-based, in posting order. */
  position: number;
  hash: string;
  width: number;
  height: number;
  template: string;
  /** "Slide 1 de 5: <título>". */
  alt: string;
  url: string;
}

export interface ItemImages {
  itemId: string;
  /** The item has something to draw (a kind with images and text in it). */
  renderable: boolean;
  /** The slides as they would be drawn now: the template each gets, and the user's choice (null: by role). */
  slides: Array<{ template: string; title: string; chosen: string | null }>;
  /** The templates the user may choose per slide (empty: this kind's images have a fixed template). */
  templateChoices: Array<{ id: string; label: string; hint: string }>;
  images: ItemImage[];
  /** The images no longer match the item's text, or the brand kit changed since ("Atualizar imagens"). */
  outdated: { content: boolean; kit: boolean };
  renderedAt: string | null;
}
