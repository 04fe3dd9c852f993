/** Rendered images of a content item (/api/content/:id/images) and on the review page. */
import { z } from 'zod';
import { SLIDE_TEMPLATE_IDS } from '../render/item-deck';

/** Body of POST /api/content/:id/images: confirm after the claims warnings; per-slide template choices. */
export const renderImagesSchema = z
  .object({
    confirm: z.boolean().default(false),
    /** Per slide, a template or null for the one its role gives (at most Instagram's 20). */
    templates: z.array(z.enum(SLIDE_TEMPLATE_IDS).nullable()).max(20).optional(),
  })
  .strict();
export type RenderImagesInput = z.output<typeof renderImagesSchema>;

/** An image hash: sha256 in hex. */
export const imageHashSchema = z.string().regex(/^[0-9a-f]{64}$/);

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
  images: ItemImage[];
  /** The images no longer match the item's text, or the brand kit changed since ("Atualizar imagens"). */
  outdated: { content: boolean; kit: boolean };
  renderedAt: string | null;
}
