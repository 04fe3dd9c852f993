/**
 * The brand kit ("Kit da marca") that rendered carousels and stories are drawn with: two or three
 * colours, a pair of bundled font families (title + body), the @handle and an optional logo. One per
 * workspace (a creator's own) and one per agency client. Anyone without a kit gets `DEFAULT_BRAND_KIT`.
 */
import { z } from 'zod';
import { isHexColor } from './contrast';

/** The bundled families (files and licences in src/server/render/fonts/<id>/). */
export const FONT_FAMILIES = {
  inter: 'Inter',
  montserrat: 'Montserrat',
  poppins: 'Poppins',
  'playfair-display': 'Playfair Display',
  lora: 'Lora',
  merriweather: 'Merriweather',
} as const;
export type FontFamilyId = keyof typeof FONT_FAMILIES;

/** Font pairs offered to kits: the title family is set bold (700), the body family regular (400). */
export const FONT_PAIRS = {
  moderna: { label: 'Moderna (Montserrat + Inter)', title: 'montserrat', body: 'inter' },
  amigavel: { label: 'Amigável (Poppins + Inter)', title: 'poppins', body: 'inter' },
  elegante: { label: 'Elegante (Playfair Display + Lora)', title: 'playfair-display', body: 'lora' },
  editorial: { label: 'Editorial (Merriweather + Inter)', title: 'merriweather', body: 'inter' },
  classica: { label: 'Clássica (Lora + Merriweather)', title: 'lora', body: 'merriweather' },
  limpa: { label: 'Limpa (Inter)', title: 'inter', body: 'inter' },
} as const satisfies Record<string, { label: string; title: FontFamilyId; body: FontFamilyId }>;
export type FontPairId = keyof typeof FONT_PAIRS;
export const FONT_PAIR_IDS = Object.keys(FONT_PAIRS) as [FontPairId, ...FontPairId[]];

/**
 * A logo upload: PNG, JPEG or WebP, at most 700 KB. The limit is what fits, sent as base64 inside a JSON
 * body, under the API's 1 MB body limit (state-changing routes take JSON only). The server decodes it,
 * scales it to at most 512 px a side and keeps a re-encoded PNG, so a file that only looks like an image
 * is refused.
 */
export const LOGO_MAX_BYTES = 700 * 1024;
export const LOGO_MAX_SIDE = 512;
/** The largest picture an upload may describe (4096 × 4096): decoding it takes 64 MB. */
export const LOGO_MAX_PIXELS = 4096 * 4096;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const HANDLE_MAX_LENGTH = 31;

export interface BrandColors {
  /** Slide background. */
  background: string;
  /** Every text on the slide; checked against the background for WCAG AA. */
  text: string;
  /** Decoration only (bars, quote marks, the list's markers); never text. */
  accent: string | null;
}

export interface BrandKitFields {
  colors: BrandColors;
  fontPair: FontPairId;
  /** Instagram handle without "@", or '' for none. */
  handle: string;
}

export const DEFAULT_BRAND_KIT: BrandKitFields = {
  colors: { background: '#FFF8F0', text: '#1F2937', accent: '#E4572E' },
  fontPair: 'moderna',
  handle: '',
};

const color = z.string().refine(isHexColor, 'BRAND_KIT_COLOR_INVALID');

/**
 * What the brand-kit form sends. `logo`: base64 of a new file, null to remove the logo, absent to keep it.
 * The handle may come with or without "@"; Instagram's rule (letters, digits, "." and "_", up to 30) is
 * checked on what is left.
 */
export const brandKitInputSchema = z.object({
  colors: z.object({ background: color, text: color, accent: color.nullable().default(null) }),
  fontPair: z.enum(FONT_PAIR_IDS, 'BRAND_KIT_FONT_PAIR_INVALID'),
  handle: z
    .string()
    .trim()
    .max(HANDLE_MAX_LENGTH, 'BRAND_KIT_HANDLE_INVALID')
    .transform((h) => h.replace(/^@/, ''))
    .refine((h) => h === '' || /^[A-Za-z0-9._]{1,30}$/.test(h), 'BRAND_KIT_HANDLE_INVALID'),
  logo: z
    .string()
    // base64 of LOGO_MAX_BYTES is 4/3 as long; the decoded size is checked again on the server.
    .max(Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 4, 'BRAND_KIT_LOGO_TOO_LARGE')
    .nullable()
    .optional(),
});
export type BrandKitInput = z.input<typeof brandKitInputSchema>;
