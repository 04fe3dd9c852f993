/**
 * The brand voice ("Voz da marca") of an agency client or of a creator, and its learned memory
 * ("Memória da marca"). Every field is optional; the limits keep the whole voice small enough to fit the
 * prompt's fixed budget (see docs/decisions/0010-brand-voice.md). Messages are catalogue codes.
 */
import { z } from 'zod';
import { CONTENT_KINDS, SCRIPT_TONES, type ContentKind } from '../content-kinds';
import { plainText } from './text';

export const VOICE_LIMITS = {
  expressions: 8,
  expressionLength: 50,
  avoidWords: 12,
  avoidWordLength: 40,
  ctaStyleLength: 150,
  nicknameLength: 40,
  notesLength: 400,
  examplePosts: 5,
  examplePostLength: 800,
} as const;

/** Learned examples kept per client (or creator) and content kind: the most recent ones. */
export const VOICE_MEMORY_PER_KIND = 3;
/** A learned example is stored clipped to this many characters. */
export const VOICE_EXAMPLE_MAX_LENGTH = 1500;

export const EMOJI_LEVELS = ['nenhum', 'pouco', 'bastante'] as const;
export type EmojiLevel = (typeof EMOJI_LEVELS)[number];
export const EMOJI_LEVEL_LABELS: Record<EmojiLevel, string> = {
  nenhum: 'Nenhum',
  pouco: 'Pouco',
  bastante: 'Bastante',
};

export const ADDRESS_FORMS = ['voce', 'voces', 'a_gente', 'apelido'] as const;
export type AddressForm = (typeof ADDRESS_FORMS)[number];
export const ADDRESS_FORM_LABELS: Record<AddressForm, string> = {
  voce: 'Você',
  voces: 'Vocês',
  a_gente: 'A gente',
  apelido: 'Apelido',
};

/**
 * Whether the audience's nickname speaks to one person ("campeã", "amiga": "você") or to a group
 * ("meninas", "galera", "família": "vocês"). Asked, not guessed: "galera" and "família" end without an "s"
 * and are still spoken to as "vocês". A voice that has not said gets a neutral address ("a gente").
 */
export const NICKNAME_NUMBERS = ['singular', 'plural'] as const;
export type NicknameNumber = (typeof NICKNAME_NUMBERS)[number];
export const NICKNAME_NUMBER_LABELS: Record<NicknameNumber, string> = {
  singular: 'Uma pessoa (você)',
  plural: 'Um grupo (vocês)',
};

/** One short line: no line breaks inside an expression or a word to avoid. */
const shortLine = (max: number, code: string) =>
  plainText()
    .transform((v) => v.replace(/\s+/g, ' ').trim())
    .pipe(z.string().max(max, code));

const list = (max: number, itemMax: number, tooMany: string, tooLong: string) =>
  z
    .array(shortLine(itemMax, tooLong))
    .max(max, tooMany)
    .default([])
    .transform((items) => [...new Set(items.filter(Boolean))]);

export const voiceProfileSchema = z.object({
  tone: z.enum(SCRIPT_TONES).nullable().default(null),
  expressions: list(
    VOICE_LIMITS.expressions,
    VOICE_LIMITS.expressionLength,
    'VOICE_EXPRESSIONS_TOO_MANY',
    'VOICE_EXPRESSION_TOO_LONG',
  ),
  avoidWords: list(
    VOICE_LIMITS.avoidWords,
    VOICE_LIMITS.avoidWordLength,
    'VOICE_AVOID_TOO_MANY',
    'VOICE_AVOID_TOO_LONG',
  ),
  emojiLevel: z.enum(EMOJI_LEVELS).nullable().default(null),
  ctaStyle: plainText().trim().max(VOICE_LIMITS.ctaStyleLength, 'VOICE_CTA_TOO_LONG').default(''),
  addressForm: z.enum(ADDRESS_FORMS).nullable().default(null),
  nickname: shortLine(VOICE_LIMITS.nicknameLength, 'VOICE_NICKNAME_TOO_LONG').default(''),
  nicknameNumber: z.enum(NICKNAME_NUMBERS).nullable().default(null),
  notes: plainText().trim().max(VOICE_LIMITS.notesLength, 'VOICE_NOTES_TOO_LONG').default(''),
  examplePosts: z
    .array(plainText().trim().max(VOICE_LIMITS.examplePostLength, 'VOICE_EXAMPLE_TOO_LONG'))
    .max(VOICE_LIMITS.examplePosts, 'VOICE_EXAMPLES_TOO_MANY')
    .default([])
    .transform((posts) => posts.filter(Boolean)),
});
export type VoiceProfile = z.output<typeof voiceProfileSchema>;
export type VoiceProfileInput = z.input<typeof voiceProfileSchema>;

export const EMPTY_VOICE: VoiceProfile = voiceProfileSchema.parse({});

/** True when nothing of the voice was filled in. */
export function isVoiceEmpty(voice: VoiceProfile): boolean {
  return (
    !voice.tone &&
    !voice.expressions.length &&
    !voice.avoidWords.length &&
    !voice.emojiLevel &&
    !voice.ctaStyle &&
    !voice.addressForm &&
    !voice.notes &&
    !voice.examplePosts.length
  );
}

/** A learned example of the memory. */
export interface VoiceExample {
  id: string;
  kind: ContentKind;
  text: string;
  source: 'edit' | 'approval';
  createdAt: string;
}

/** GET /api/voice/:subject — the voice, whose it is, and its memory (newest first). */
export interface VoiceView {
  subject: string;
  name: string;
  profile: VoiceProfile;
  configured: boolean;
  examples: VoiceExample[];
  /**
   * With `?kind=`: how many learned examples of that kind a generation of it gets (the memory is kept per
   * kind, so a caption's count says nothing about stories). Null when no kind was asked for.
   */
  kindExamples: number | null;
}

export const voiceExampleKindSchema = z.enum(CONTENT_KINDS, 'VOICE_KIND_INVALID');

/** GET /api/voice/:subject's query: the content kind a generator page asks about, if any. */
export const voiceQuerySchema = z.object({ kind: voiceExampleKindSchema.optional() });

/**
 * How learned examples are compared: case, accents, punctuation and spacing do not make two texts
 * different, so re-saving the same caption with an extra space is not a second example.
 */
export function normaliseExampleText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}#@\p{Extended_Pictographic}]+/gu, ' ')
    .trim();
}
