/**
 * The content kinds' zod schemas: what each generator form sends (input, defaults applied) and, for the
 * kinds the AI answers in JSON, the shape of that reply (output, also used to check edits). The server
 * validates requests and replies with these, and the browser's edit check uses the same ones.
 *
 * Kept apart from the kinds table (content-kinds.ts), which has no zod: the menu, the dashboard and the
 * other screens that only show a kind's name, icon or link do not load zod; the pages that validate
 * (generator forms, edits) and the server import this module.
 */
import { z } from 'zod';
import {
  AD_METHODS,
  AD_TYPES,
  CAPTION_STYLES,
  CAROUSEL_DEFAULT_IMAGES,
  CAROUSEL_MAX_IMAGES,
  CAROUSEL_MIN_IMAGES,
  DEFAULT_AD_METHOD,
  DEFAULT_AD_TYPE,
  DEFAULT_CAPTION_STYLE,
  DEFAULT_TONE,
  MAX_MAIN_TEXT_LENGTH,
  SCRIPT_TONES,
  TONES,
  keepsTimedParts,
  kindInfo,
  mapKinds,
  type ContentKind,
  type KindRow,
} from './content-kinds';
import { scheduledDaySchema } from './schemas/calendar';
import { plainText } from './schemas/text';

// ---------------------------------------------------------------------------
// Generation inputs
// ---------------------------------------------------------------------------

/** A real day 'YYYY-MM-DD' between 2000 and 2100 (the one date rule); empty string and null both mean "no date". */
const scheduledDateSchema = z
  .union([z.literal(''), scheduledDaySchema])
  .nullish()
  .transform((v) => v || null);

// z.guid (any 8-4-4-4-12 hex) rather than z.uuid: the strict RFC variant check adds nothing here.
const clientIdSchema = z
  .union([z.guid(), z.literal('')])
  .nullish()
  .transform((v) => v || null);

/** May be empty: the server checks emptiness itself, after the client check (spec part 2 §5). */
const mainTextSchema = plainText().max(MAX_MAIN_TEXT_LENGTH).default('');

const toneSchema = z.enum(TONES).default(DEFAULT_TONE);

/** False generates once without the brand voice (the voice itself is kept). */
const useVoiceSchema = z.boolean().default(true);
/** "É publicidade?": the text is a paid partnership and must be identified at its start. */
const isAdSchema = z.boolean().default(false);

const common = { clientId: clientIdSchema, scheduledDate: scheduledDateSchema, useVoice: useVoiceSchema };

export const dailyScriptInputSchema = z.object({
  ...common,
  routine: mainTextSchema,
  tone: z.enum(SCRIPT_TONES).default(DEFAULT_TONE),
});
export const storyInputSchema = z.object({
  ...common,
  description: mainTextSchema,
  tone: toneSchema,
  isAd: isAdSchema,
});
const captionInputSchema = z.object({
  ...common,
  description: mainTextSchema,
  tone: toneSchema,
  style: z.enum(CAPTION_STYLES).default(DEFAULT_CAPTION_STYLE),
  isAd: isAdSchema,
});
export const reelInputSchema = z.object({ ...common, description: mainTextSchema, isAd: isAdSchema });
export const carouselInputSchema = z.object({
  ...common,
  theme: mainTextSchema,
  imageCount: z.number().int().min(CAROUSEL_MIN_IMAGES).max(CAROUSEL_MAX_IMAGES).default(CAROUSEL_DEFAULT_IMAGES),
  tone: toneSchema,
  isAd: isAdSchema,
});
const adCopyInputSchema = z.object({
  ...common,
  product: mainTextSchema,
  tone: toneSchema,
  method: z.enum(AD_METHODS).default(DEFAULT_AD_METHOD),
  adType: z.enum(AD_TYPES).default(DEFAULT_AD_TYPE),
  isAd: isAdSchema,
});

export type DailyScriptInput = z.infer<typeof dailyScriptInputSchema>;
export type StoryInput = z.infer<typeof storyInputSchema>;
export type CaptionInput = z.infer<typeof captionInputSchema>;
export type ReelInput = z.infer<typeof reelInputSchema>;
export type CarouselInput = z.infer<typeof carouselInputSchema>;
export type AdCopyInput = z.infer<typeof adCopyInputSchema>;

// ---------------------------------------------------------------------------
// AI outputs of the JSON kinds
// ---------------------------------------------------------------------------

export const dailyScriptOutputSchema = z.object({
  title: z.string(),
  daily_hook: z.string(),
  parts: z
    .array(
      z.object({
        time: z.string(),
        content: z.string(),
        // Story scripts also carry a part type and an engagement tip (spec part 1 §3).
        type: z.string().optional(),
        engagement_tip: z.string().optional(),
      }),
    )
    .min(1),
  daily_cta: z.string(),
});

export const reelOutputSchema = z.object({
  concept: z.string(),
  hook: z.string(),
  scenes: z
    .array(z.object({ timing: z.string(), action: z.string(), text: z.string(), visual_tip: z.string() }))
    .min(1),
  cta: z.string(),
  editing_tips: z.array(z.string()),
});

export const carouselOutputSchema = z.object({
  title: z.string(),
  description: z.string(),
  slides: z
    .array(
      z.object({
        slide_number: z.number().int(),
        title: z.string(),
        content: z.string(),
        image_suggestion: z.string(),
      }),
    )
    .min(1),
  cta: z.string(),
  // Models sometimes answer with a list; the product stores one space-separated string.
  hashtags: z.union([z.string(), z.array(z.string())]).transform((v) =>
    Array.isArray(v)
      ? v
          .map((t) => t.trim())
          .filter(Boolean)
          .join(' ')
      : v.trim(),
  ),
});

export type DailyScriptOutput = z.infer<typeof dailyScriptOutputSchema>;
export type ReelOutput = z.infer<typeof reelOutputSchema>;
export type CarouselOutput = z.infer<typeof carouselOutputSchema>;

// ---------------------------------------------------------------------------
// Each kind's schemas
// ---------------------------------------------------------------------------

/**
 * One row per kind (the type check insists): the input schema, and the reply schema exactly for the
 * kinds the table marks `json` (null for the plain-text ones).
 */
const KIND_SCHEMAS = {
  daily_script: { input: dailyScriptInputSchema, output: dailyScriptOutputSchema },
  story: { input: storyInputSchema, output: null },
  caption: { input: captionInputSchema, output: null },
  reel_idea: { input: reelInputSchema, output: reelOutputSchema },
  carousel: { input: carouselInputSchema, output: carouselOutputSchema },
  ad_copy: { input: adCopyInputSchema, output: null },
} as const satisfies {
  [K in ContentKind]: { input: z.ZodObject; output: KindRow<K>['json'] extends true ? z.ZodType : null };
};

type KindSchemas = typeof KIND_SCHEMAS;

/** The input schema of each kind, as its own type (parsing gives that kind's `GenerationInput`). */
export type GenerationInputSchemas = { readonly [K in ContentKind]: KindSchemas[K]['input'] };

export const generationInputSchemas = mapKinds((kind) => KIND_SCHEMAS[kind].input) as GenerationInputSchemas;

/** The schema of the AI's JSON reply of a kind; null for the plain-text kinds. */
export function outputSchemaOf(kind: ContentKind): z.ZodType | null {
  return KIND_SCHEMAS[kind].output;
}

/** Parsed (output) input type of each kind. */
export type GenerationInputs = { [K in ContentKind]: z.infer<KindSchemas[K]['input']> };
export type GenerationInput<K extends ContentKind = ContentKind> = GenerationInputs[K];
/** What the form sends (before defaults are applied). */
export type GenerationFormValues<K extends ContentKind = ContentKind> = z.input<KindSchemas[K]['input']>;

// ---------------------------------------------------------------------------
// Edits (strict)
// ---------------------------------------------------------------------------

export type EditCheck =
  | {
      ok: true;
      content: string;
      dailyScriptParts?: Array<{ time: string; content: string; type?: string; engagement_tip?: string }>;
    }
  | { ok: false; code: 'CONTENT_REQUIRED' | 'CONTENT_INVALID_JSON' | 'CONTENT_INVALID_SHAPE' };

/**
 * Checks edited content before it is saved: JSON kinds must parse and fit the kind's output schema
 * (the browser checks first for a quick message; the server checks again and is the one that counts).
 */
export function checkEditedContent(kind: ContentKind, text: string): EditCheck {
  const content = text.trim();
  if (!content) return { ok: false, code: 'CONTENT_REQUIRED' };
  const schema = outputSchemaOf(kind);
  if (!schema) return { ok: true, content };
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch {
    return { ok: false, code: 'CONTENT_INVALID_JSON' };
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) return { ok: false, code: 'CONTENT_INVALID_SHAPE' };
  // A script's saved parts follow its JSON: the service rebuilds them from these.
  if (keepsTimedParts(kind)) {
    const out = parsed.data as {
      parts: Array<{ time: string; content: string; type?: string; engagement_tip?: string }>;
    };
    return { ok: true, content, dailyScriptParts: out.parts };
  }
  return { ok: true, content };
}

/** The main text of an input, whatever its field name. */
export function mainTextOf<K extends ContentKind>(kind: K, input: GenerationInput<K>): string {
  const value = (input as Record<string, unknown>)[kindInfo(kind).mainTextField];
  return typeof value === 'string' ? value : '';
}
