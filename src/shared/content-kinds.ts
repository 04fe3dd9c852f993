/**
 * Content kinds: their form options and the one table of what both the browser and the server know about
 * each kind (labels, page, messages, list sizes). Isomorphic: used by the SPA and by the server generators.
 * The kinds' zod schemas (what each form sends, and the AI's JSON reply) live in content-kind-schemas.ts:
 * the screens that only show a kind's name, icon or link (the menu, the dashboard) then load no zod. The
 * kinds' input and output types are imported from there too (this module imports nothing of it).
 * What only the server knows about a kind (prompt, call settings, offline writer) lives in
 * src/server/ai/generators/<kind>/index.ts.
 */
import { RECENT_LIST_SIZE } from './constants';
import { messageFor, type ErrorCode } from './messages';

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
// Generation inputs (their schemas: content-kind-schemas.ts)
// ---------------------------------------------------------------------------

export const MAX_MAIN_TEXT_LENGTH = 4000;

// ---------------------------------------------------------------------------
// The kinds table: one row per kind
// ---------------------------------------------------------------------------

/**
 * How the screens, previews and exports lay a kind out: timed parts, reel scenes, carousel slides,
 * numbered ad sections, or plain text.
 */
export type ContentLayout = 'script' | 'reel' | 'carousel' | 'sections' | 'text';

/** Where a kind carries the "Publicidade" label (see publiPlacement). */
export type PubliPlacement = 'caption' | 'story' | 'sections' | 'scene' | 'slide';
/**
 * What a kind's images are drawn from (src/shared/render/item-deck.ts): a carousel's slides, a story's
 * paragraphs as story frames, a daily script's timed parts as story frames, a reel's cover.
 */
export type VisualsSource = 'slides' | 'story_paragraphs' | 'script_parts' | 'reel_cover';
/** Where the teleprompter's segments come from (see teleprompter). */
export type TeleprompterSource = 'parts' | 'scenes' | 'text';

/** pt-BR texts of the item actions of a kind (toasts and messages). */
export interface KindTexts {
  /** Lower-case noun used inside messages ('Erro ao salvar roteiro...'). */
  item: string;
  generated: string;
  updated: string;
  exported: string;
  exportFailed: string;
  /** Title of the toast when a generation fails (its description says the token came back). */
  generationFailed: string;
}

interface ContentKindRow {
  /** Singular name: badges, history filter, chart, export file names. */
  label: string;
  /** Plural name: menu, generator links, groups of the client export. */
  pluralLabel: string;
  /** The generator page. */
  route: string;
  /** Position in the menu and in the generator links (the export and charts use the table order). */
  menuPosition: number;
  /** One line under the generator link. */
  description: string;
  /** lucide icon name; the browser maps names to components (src/web/components/kind-icons.ts). */
  icon: string;
  /** Bar colour in the analytics charts. */
  color: string;
  /** Group marker in the WhatsApp export. */
  exportEmoji: string;
  /**
   * The client's review page: true shows the maker's notes with the content (a reel's visual tips, a
   * carousel's image ideas: they tell the client what the post will look like); false shows only what
   * gets posted (a daily script's engagement tips are the creator's own strategy, not the client's).
   */
  reviewShowsNotes: boolean;
  /** The input field holding the user's main text, and the message when it is blank. */
  mainTextField: string;
  emptyTextCode: ErrorCode;
  /**
   * The reply field in which the brand voice signs off in offline drafts (a preferred expression before
   * it, a sentence of the voice's examples after it); null for plain-text kinds, whose writer weaves the
   * voice into its own slots.
   */
  voiceField: string | null;
  /**
   * True: the AI replies with a JSON document (its schema, also used to check edits, is the kind's
   * output schema in content-kind-schemas.ts). False: plain text.
   */
  json: boolean;
  layout: ContentLayout;
  /** Characters of the list preview (kinds shown as text); null: the list shows entries instead. */
  previewLength: number | null;
  /**
   * Where the paid-partnership label goes when "É publicidade?" is on (claims/publi.ts reads it: the
   * caption's or story's first line, the first ad section, the first reel scene, the first carousel
   * slide); null: the kind has no "É publicidade?" switch.
   */
  publiPlacement: PubliPlacement | null;
  /** What the teleprompter reads: the script's parts, the reel's scenes or the whole text; null: none. */
  teleprompter: TeleprompterSource | null;
  /** What the kind's post-ready images are drawn from; null: the kind has no images (text only). */
  visuals: VisualsSource | null;
  /** The generator takes a free theme, so the calendar's "Gerar pauta" can open it with a date's theme. */
  takesTheme: boolean;
  /** How many items the generator page lists; null: all, page by page. */
  listSize: number | null;
  /** Saved items expire this many hours after creation; null: never. */
  expiresAfterHours: number | null;
  /** The dashboard's count card (short name and position); null: the dashboard shows no card for it. */
  statCard: { label: string; position: number } | null;
  texts: KindTexts;
}

/** Characters of a history preview, whatever the kind. */
export const HISTORY_PREVIEW_LENGTH = 300;
/** Scenes, parts or slides shown in previews. */
export const PREVIEW_ENTRIES = 2;
/** Characters of each ad section in list previews. */
export const AD_SECTION_PREVIEW_LENGTH = 150;

/** The product's kinds, in the product's order (export groups, charts, filters). */
const CONTENT_KIND_TABLE = {
  daily_script: {
    label: 'Roteiro do Dia',
    pluralLabel: 'Roteiros do Dia',
    route: '/scripts',
    menuPosition: 1,
    description: 'Sequência de stories para o seu dia',
    icon: 'FileText',
    color: '#7c3aed',
    exportEmoji: '🗓️',
    reviewShowsNotes: false,
    mainTextField: 'routine',
    emptyTextCode: 'DAILY_SCRIPT_TEXT_REQUIRED',
    voiceField: 'daily_cta',
    json: true,
    layout: 'script',
    previewLength: null,
    publiPlacement: null,
    teleprompter: 'parts',
    visuals: 'script_parts',
    takesTheme: false,
    listSize: null,
    expiresAfterHours: 24,
    statCard: { label: 'Roteiros', position: 1 },
    texts: {
      item: 'roteiro',
      generated: 'Roteiro gerado com sucesso!',
      updated: 'Roteiro atualizado com sucesso!',
      exported: 'Roteiro exportado!',
      exportFailed: 'Erro ao exportar roteiro',
      generationFailed: 'Falha na geração do roteiro',
    },
  },
  story: {
    label: 'Story',
    pluralLabel: 'Stories',
    route: '/stories',
    menuPosition: 2,
    description: 'Um story pronto para postar',
    icon: 'Smartphone',
    color: '#ec4899',
    exportEmoji: '📱',
    reviewShowsNotes: false,
    mainTextField: 'description',
    emptyTextCode: 'STORY_TEXT_REQUIRED',
    voiceField: null,
    json: false,
    layout: 'text',
    previewLength: 150,
    publiPlacement: 'story',
    teleprompter: 'text',
    visuals: 'story_paragraphs',
    takesTheme: true,
    listSize: RECENT_LIST_SIZE,
    expiresAfterHours: null,
    statCard: { label: 'Stories', position: 4 },
    texts: {
      item: 'story',
      generated: 'Story gerado com sucesso!',
      updated: 'Story atualizado com sucesso!',
      exported: 'Story exportado!',
      exportFailed: 'Erro ao exportar',
      generationFailed: 'Falha na geração do story',
    },
  },
  caption: {
    label: 'Legenda',
    pluralLabel: 'Legendas',
    route: '/captions',
    menuPosition: 3,
    description: 'Legendas com hashtags',
    icon: 'MessageSquareText',
    color: '#0ea5e9',
    exportEmoji: '✍️',
    reviewShowsNotes: false,
    mainTextField: 'description',
    emptyTextCode: 'CAPTION_TEXT_REQUIRED',
    voiceField: null,
    json: false,
    layout: 'text',
    previewLength: 200,
    publiPlacement: 'caption',
    teleprompter: null,
    visuals: null,
    takesTheme: true,
    listSize: RECENT_LIST_SIZE,
    expiresAfterHours: null,
    statCard: { label: 'Legendas', position: 2 },
    texts: {
      item: 'legenda',
      generated: 'Legenda gerada com sucesso!',
      updated: 'Legenda atualizada com sucesso!',
      exported: 'Legenda exportada!',
      exportFailed: 'Erro ao exportar',
      generationFailed: 'Falha na geração da legenda',
    },
  },
  reel_idea: {
    label: 'Reel',
    pluralLabel: 'Reels',
    route: '/reels',
    menuPosition: 5,
    description: 'Roteiro de reel com cenas',
    icon: 'Film',
    color: '#f59e0b',
    exportEmoji: '🎬',
    reviewShowsNotes: true,
    mainTextField: 'description',
    emptyTextCode: 'REEL_TEXT_REQUIRED',
    voiceField: 'cta',
    json: true,
    layout: 'reel',
    previewLength: null,
    publiPlacement: 'scene',
    teleprompter: 'scenes',
    visuals: 'reel_cover',
    takesTheme: true,
    listSize: null,
    expiresAfterHours: null,
    statCard: { label: 'Reels', position: 3 },
    texts: {
      item: 'roteiro de reel',
      generated: 'Roteiro de reel gerado com sucesso!',
      updated: 'Roteiro de reel atualizado com sucesso!',
      exported: 'Roteiro exportado!',
      exportFailed: 'Erro ao exportar roteiro',
      generationFailed: 'Falha na geração do reel',
    },
  },
  carousel: {
    label: 'Carrossel',
    pluralLabel: 'Carrosséis',
    route: '/carousels',
    menuPosition: 4,
    description: 'Slides com título, texto e CTA',
    icon: 'Images',
    color: '#10b981',
    exportEmoji: '🖼️',
    reviewShowsNotes: true,
    mainTextField: 'theme',
    emptyTextCode: 'CAROUSEL_TEXT_REQUIRED',
    voiceField: 'cta',
    json: true,
    layout: 'carousel',
    previewLength: null,
    publiPlacement: 'slide',
    teleprompter: null,
    visuals: 'slides',
    takesTheme: true,
    listSize: RECENT_LIST_SIZE,
    expiresAfterHours: null,
    statCard: null,
    texts: {
      item: 'carrossel',
      generated: 'Carrossel gerado com sucesso!',
      updated: 'Carrossel atualizado com sucesso!',
      exported: 'Carrossel exportado!',
      exportFailed: 'Erro ao exportar',
      generationFailed: 'Falha na geração do carrossel',
    },
  },
  ad_copy: {
    label: 'Anúncio',
    pluralLabel: 'Anúncios + Copy',
    route: '/ads',
    menuPosition: 6,
    description: 'Copy de vendas por método',
    icon: 'Megaphone',
    color: '#ef4444',
    exportEmoji: '📣',
    reviewShowsNotes: false,
    mainTextField: 'product',
    emptyTextCode: 'AD_COPY_TEXT_REQUIRED',
    voiceField: null,
    json: false,
    layout: 'sections',
    previewLength: 200,
    publiPlacement: 'sections',
    teleprompter: null,
    visuals: null,
    takesTheme: false,
    listSize: RECENT_LIST_SIZE,
    expiresAfterHours: null,
    statCard: { label: 'Anúncios', position: 5 },
    texts: {
      item: 'copy',
      generated: 'Copy de anúncio gerado com sucesso!',
      updated: 'Copy atualizado com sucesso!',
      exported: 'Copy exportado!',
      exportFailed: 'Erro ao exportar',
      generationFailed: 'Falha na geração do copy',
    },
  },
} as const satisfies Record<string, ContentKindRow>;

type KindTable = typeof CONTENT_KIND_TABLE;
export type ContentKind = keyof KindTable;
/** Name of a lucide icon some kind uses. */
export type KindIconName = KindTable[ContentKind]['icon'];

export const CONTENT_KINDS = Object.keys(CONTENT_KIND_TABLE) as [ContentKind, ...ContentKind[]];

/** The row of a kind. */
export function kindInfo<K extends ContentKind>(kind: K): KindTable[K] {
  return CONTENT_KIND_TABLE[kind];
}

/** An object with one entry per kind, built from each kind. */
export function mapKinds<T>(build: (kind: ContentKind) => T): { readonly [K in ContentKind]: T } {
  return Object.fromEntries(CONTENT_KINDS.map((kind) => [kind, build(kind)])) as { [K in ContentKind]: T };
}

export function isContentKind(value: unknown): value is ContentKind {
  return typeof value === 'string' && Object.hasOwn(CONTENT_KIND_TABLE, value);
}

/** True when the kind has post-ready images (any text: a stored item's type is a plain string). */
export function hasVisuals(kind: string): boolean {
  return isContentKind(kind) && CONTENT_KIND_TABLE[kind].visuals !== null;
}

/**
 * True when a saved item of the kind keeps its timed parts beside its text (the daily script): the parts
 * carry the "feito" ticks and the progress, and an edit of either side is written into the other.
 */
export function keepsTimedParts(kind: string): boolean {
  return isContentKind(kind) && CONTENT_KIND_TABLE[kind].layout === 'script';
}

/** Kinds whose AI reply is a JSON document; the others are plain text. */
export function isJsonKind(kind: ContentKind): boolean {
  return CONTENT_KIND_TABLE[kind].json;
}

/** The kinds in menu order (sidebar and generator links). */
export const MENU_KINDS: readonly ContentKind[] = [...CONTENT_KINDS].sort(
  (a, b) => CONTENT_KIND_TABLE[a].menuPosition - CONTENT_KIND_TABLE[b].menuPosition,
);

/** The kinds with a dashboard count card, in the cards' order. */
export const STAT_CARD_KINDS: readonly ContentKind[] = CONTENT_KINDS.filter(
  (kind) => CONTENT_KIND_TABLE[kind].statCard !== null,
).sort((a, b) => (CONTENT_KIND_TABLE[a].statCard?.position ?? 0) - (CONTENT_KIND_TABLE[b].statCard?.position ?? 0));

export const CONTENT_KIND_LABELS = mapKinds((kind) => CONTENT_KIND_TABLE[kind].label);
export const MAIN_TEXT_FIELD = mapKinds((kind) => CONTENT_KIND_TABLE[kind].mainTextField);
/** The blank-main-text messages, read from the message catalogue (where their text lives). */
export const EMPTY_TEXT_MESSAGES = mapKinds((kind) => messageFor(CONTENT_KIND_TABLE[kind].emptyTextCode));

/** The row of the table for a kind, as a type. */
export type KindRow<K extends ContentKind = ContentKind> = KindTable[K];

/** The kinds with the "É publicidade?" switch (a publiPlacement in the table). */
export type PubliKind = { [K in ContentKind]: KindTable[K]['publiPlacement'] extends null ? never : K }[ContentKind];
export const PUBLI_KINDS = CONTENT_KINDS.filter(
  (kind) => CONTENT_KIND_TABLE[kind].publiPlacement !== null,
) as PubliKind[];
export function isPubliKind(kind: string): kind is PubliKind {
  return isContentKind(kind) && CONTENT_KIND_TABLE[kind].publiPlacement !== null;
}

/** The kinds whose generator takes a free theme (the calendar's "Gerar pauta"), in menu order. */
export const THEMED_KINDS: readonly ContentKind[] = MENU_KINDS.filter((kind) => CONTENT_KIND_TABLE[kind].takesTheme);
