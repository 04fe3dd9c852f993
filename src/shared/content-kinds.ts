/**
 * Content kinds, their form options and their input/output schemas (spec part 2 §3, §5, §7, §9).
 * Isomorphic: used by the SPA forms and by the server generators, so only zod is imported here.
 */
import { z } from 'zod';
import { plainText } from './schemas/text';

// ---------------------------------------------------------------------------
// Kinds
// ---------------------------------------------------------------------------

export const CONTENT_KINDS = ['daily_script', 'story', 'caption', 'reel_idea', 'carousel', 'ad_copy'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const CONTENT_KIND_LABELS: Record<ContentKind, string> = {
  daily_script: 'Roteiro do Dia',
  story: 'Story',
  caption: 'Legenda',
  reel_idea: 'Reel',
  carousel: 'Carrossel',
  ad_copy: 'Anúncio',
};

const JSON_KINDS: readonly ContentKind[] = ['daily_script', 'reel_idea', 'carousel'];

/** Kinds whose AI reply is a JSON document; the others are plain text. */
export function isJsonKind(kind: ContentKind): boolean {
  return JSON_KINDS.includes(kind);
}

export function isContentKind(value: unknown): value is ContentKind {
  return typeof value === 'string' && (CONTENT_KINDS as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------
// Form options
// ---------------------------------------------------------------------------

export const TONES = ['amigavel', 'descontraido', 'informal', 'formal', 'persuasivo'] as const;
export type Tone = (typeof TONES)[number];
/** 'agressivo' exists only in the daily script prompt (spec part 2 §9). */
export const SCRIPT_TONES = [...TONES, 'agressivo'] as const;
export type ScriptTone = (typeof SCRIPT_TONES)[number];
export const DEFAULT_TONE: Tone = 'amigavel';

export const TONE_LABELS: Record<ScriptTone, string> = {
  amigavel: 'Amigável',
  descontraido: 'Descontraído',
  informal: 'Informal',
  formal: 'Formal',
  persuasivo: 'Persuasivo',
  agressivo: 'Agressivo',
};

export const CAPTION_STYLES = ['profissional', 'descontraido', 'motivacional'] as const;
export type CaptionStyle = (typeof CAPTION_STYLES)[number];
export const DEFAULT_CAPTION_STYLE: CaptionStyle = 'profissional';
export const CAPTION_STYLE_LABELS: Record<CaptionStyle, string> = {
  profissional: 'Profissional',
  descontraido: 'Descontraído',
  motivacional: 'Motivacional',
};

export const AD_METHODS = ['aida', 'storytelling', 'direto', 'gancho_cta'] as const;
export type AdMethod = (typeof AD_METHODS)[number];
export const DEFAULT_AD_METHOD: AdMethod = 'aida';
export const AD_METHOD_LABELS: Record<AdMethod, string> = {
  aida: 'AIDA',
  storytelling: 'Storytelling',
  direto: 'Direto',
  gancho_cta: 'Gancho + CTA',
};

export const AD_TYPES = ['video_vendas', 'post_vendas', 'story_vendas'] as const;
export type AdType = (typeof AD_TYPES)[number];
export const DEFAULT_AD_TYPE: AdType = 'video_vendas';
export const AD_TYPE_LABELS: Record<AdType, string> = {
  video_vendas: 'Vídeo de Vendas',
  post_vendas: 'Post de Vendas',
  story_vendas: 'Story de Vendas',
};

export const CAROUSEL_MIN_IMAGES = 3;
export const CAROUSEL_MAX_IMAGES = 10;
export const CAROUSEL_DEFAULT_IMAGES = 5;

/** Separator line between ad copy sections (spec part 2 §2 "Anúncios + Copy"). */
export const AD_SECTION_SEPARATOR = '---';

// ---------------------------------------------------------------------------
// Niches (spec part 1 §3)
// ---------------------------------------------------------------------------

export const NICHE_OPTIONS = [
  'fitness',
  'business',
  'lifestyle',
  'education',
  'food',
  'travel',
  'tech',
  'beauty',
  'parenting',
  'finance',
] as const;
export type NicheOption = (typeof NICHE_OPTIONS)[number];
/** The "other" choice of the forms: reveals a free-text niche that replaces it. */
export const OTHER_NICHE = 'outros';

export const NICHE_LABELS: Record<NicheOption, string> = {
  fitness: 'Fitness / Saúde',
  business: 'Empreendedorismo / Negócios',
  lifestyle: 'Estilo de Vida',
  education: 'Educação',
  food: 'Culinária / Gastronomia',
  travel: 'Viagens',
  tech: 'Tecnologia',
  beauty: 'Beleza / Estética',
  parenting: 'Maternidade e Paternidade',
  finance: 'Finanças Pessoais',
};
export const OTHER_NICHE_LABEL = 'Outros';

export function isNicheOption(value: string): value is NicheOption {
  return (NICHE_OPTIONS as readonly string[]).includes(value);
}

/** Label of a niche option, or the free text itself for custom niches. */
export function nicheLabel(niche: string | null | undefined): string {
  const raw = (niche ?? '').trim();
  const key = raw.toLowerCase();
  if (isNicheOption(key)) return NICHE_LABELS[key];
  // The profile form spells the choice 'other', the other forms 'outros'.
  if (key === OTHER_NICHE || key === 'other') return OTHER_NICHE_LABEL;
  return raw;
}

// ---------------------------------------------------------------------------
// Generation inputs
// ---------------------------------------------------------------------------

export const MAX_MAIN_TEXT_LENGTH = 4000;

/** 'YYYY-MM-DD'; empty string and null both mean "no date". */
const scheduledDateSchema = z
  .union([z.string().regex(/^\d{4}-\d{2}-\d{2}$/), z.literal('')])
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

const common = { clientId: clientIdSchema, scheduledDate: scheduledDateSchema };

export const dailyScriptInputSchema = z.object({
  ...common,
  routine: mainTextSchema,
  tone: z.enum(SCRIPT_TONES).default(DEFAULT_TONE),
});
export const storyInputSchema = z.object({ ...common, description: mainTextSchema, tone: toneSchema });
export const captionInputSchema = z.object({
  ...common,
  description: mainTextSchema,
  tone: toneSchema,
  style: z.enum(CAPTION_STYLES).default(DEFAULT_CAPTION_STYLE),
});
export const reelInputSchema = z.object({ ...common, description: mainTextSchema });
export const carouselInputSchema = z.object({
  ...common,
  theme: mainTextSchema,
  imageCount: z.number().int().min(CAROUSEL_MIN_IMAGES).max(CAROUSEL_MAX_IMAGES).default(CAROUSEL_DEFAULT_IMAGES),
  tone: toneSchema,
});
export const adCopyInputSchema = z.object({
  ...common,
  product: mainTextSchema,
  tone: toneSchema,
  method: z.enum(AD_METHODS).default(DEFAULT_AD_METHOD),
  adType: z.enum(AD_TYPES).default(DEFAULT_AD_TYPE),
});

export type DailyScriptInput = z.infer<typeof dailyScriptInputSchema>;
export type StoryInput = z.infer<typeof storyInputSchema>;
export type CaptionInput = z.infer<typeof captionInputSchema>;
export type ReelInput = z.infer<typeof reelInputSchema>;
export type CarouselInput = z.infer<typeof carouselInputSchema>;
export type AdCopyInput = z.infer<typeof adCopyInputSchema>;

export const generationInputSchemas = {
  daily_script: dailyScriptInputSchema,
  story: storyInputSchema,
  caption: captionInputSchema,
  reel_idea: reelInputSchema,
  carousel: carouselInputSchema,
  ad_copy: adCopyInputSchema,
} satisfies Record<ContentKind, z.ZodObject>;

/** Parsed (output) input type of each kind. */
export type GenerationInputs = { [K in ContentKind]: z.infer<(typeof generationInputSchemas)[K]> };
export type GenerationInput<K extends ContentKind = ContentKind> = GenerationInputs[K];
/** What the form sends (before defaults are applied). */
export type GenerationFormValues<K extends ContentKind = ContentKind> = z.input<(typeof generationInputSchemas)[K]>;

export const MAIN_TEXT_FIELD = {
  daily_script: 'routine',
  story: 'description',
  caption: 'description',
  reel_idea: 'description',
  carousel: 'theme',
  ad_copy: 'product',
} as const satisfies Record<ContentKind, string>;

export const EMPTY_TEXT_MESSAGES: Record<ContentKind, string> = {
  daily_script: 'Descreva sua rotina do dia',
  story: 'Descreva o conteúdo do story',
  caption: 'Descreva o conteúdo da sua postagem',
  reel_idea: 'Descreva o que você quer falar no reel',
  carousel: 'Descreva o tema do carrossel',
  ad_copy: 'Descreva o produto ou serviço',
};

/** The main text of an input, whatever its field name. */
export function mainTextOf<K extends ContentKind>(kind: K, input: GenerationInput<K>): string {
  const value = (input as Record<string, unknown>)[MAIN_TEXT_FIELD[kind]];
  return typeof value === 'string' ? value : '';
}

// ---------------------------------------------------------------------------
// AI outputs of the JSON kinds
// ---------------------------------------------------------------------------

export const STORY_PART_TYPES = ['bastidores', 'educativo', 'engajamento', 'vendas'] as const;

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
