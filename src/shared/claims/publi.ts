/**
 * Identifying paid content ("publi") where the CONAR influencer-advertising guide wants it: at the start,
 * on the first screen, visible without tapping "ver mais" and not lost among the final hashtags; for
 * stories and carousels, on the first story or slide.
 *
 * Pure functions over the stored shapes: plain text (caption, story, ad copy) and the JSON of reels and
 * carousels (read tolerantly, written back as indented JSON like other edits).
 */
import { kindInfo, type PubliKind, type PubliPlacement } from '@shared/content-kinds';
import { parseJsonLoose } from '@shared/content-view';
import { foldText, originalSpan, wholeWord, type TextSpan } from './normalize';

// Which kinds have the "É publicidade?" switch, and where their label goes, is the kinds table's
// publiPlacement column; named here too for the code that reads publi rules.
export { isPubliKind, PUBLI_KINDS, type PubliKind } from '@shared/content-kinds';

/** True when a saved item is marked as a paid partnership ("É publicidade?" on; stored in its options). */
export function isPaidItem(item: { options?: Readonly<Record<string, string | number>> | null }): boolean {
  return Number(item.options?.isAd) === 1;
}

/** Where the label goes for a kind (every PubliKind has one). */
const placementOf = (kind: PubliKind): PubliPlacement => kindInfo(kind).publiPlacement;

export const PUBLI_LABEL = 'Publicidade';
export const PUBLI_HASHTAG = '#publi';
/** The first line added to texts: both forms, so it reads well in any network. */
export const PUBLI_HEADLINE = `${PUBLI_LABEL} ${PUBLI_HASHTAG}`;
/** Joins the label to the first slide's title or the first scene's text. */
const INLINE_SEPARATOR = ' | ';

/**
 * How much of a caption shows before "ver mais": Instagram cuts the feed preview at about 125 characters
 * or at the first line break, whichever comes first.
 */
export const FIRST_SCREEN_CHARS = 125;

/**
 * Words that identify paid content, as the guide lists them (read in lower case without accents). Found
 * anywhere, they tell a text that has an identification in the wrong place; "anúncio" is not one of them:
 * "o anúncio de teste" in a sentence tells the reader nothing about who paid for the post.
 */
const IDENTIFICATION = wholeWord(
  String.raw`#?publicidade|#?publi|#?publipost|#?parceriapaga|parceria paga|#?patrocinad[oa]|conteudo (?:pago|patrocinado)`,
);

/**
 * The explicit label a paid text must open with: "Publicidade", "Publi", "Publipost" (the CONAR guide lists
 * it), "#publi", "#publicidade", "Parceria paga com …", "Conteúdo patrocinado" (emoji or spaces may come first). A hashtag stands on its
 * own; a word must end the line or be followed by a separator, a hashtag or "com …", so "Publicidade é a
 * alma do negócio" is a sentence, not a label.
 */
const LABEL_AT_START = new RegExp(
  String.raw`^[^\p{L}\p{N}#]*(?:#(?:publicidade|publi|publipost|parceriapaga|patrocinad[oa])(?![\p{L}\p{N}])|(?:publicidade|publipost|publi|parceria paga|patrocinad[oa]|conteudo (?:pago|patrocinado))(?=\s*(?:$|[|:\-–—·,.!#]|com\s)))`,
  'u',
);

/** Every identification word in the text, with offsets into the text as given. */
export function findPubliIdentification(text: string): TextSpan[] {
  const folded = foldText(text ?? '');
  return [...folded.text.matchAll(IDENTIFICATION)].map((m) => originalSpan(folded, m.index, m.index + m[0].length));
}

/** True when a plain text opens with the explicit paid-partnership label (see LABEL_AT_START). */
export function textHasPubliAtStart(text: string): boolean {
  const firstLine = foldText((text ?? '').trimStart()).text.split('\n', 1)[0] ?? '';
  return LABEL_AT_START.test(firstLine.slice(0, FIRST_SCREEN_CHARS));
}

/** The text with the identification as its first line (unchanged when it already has one at the start). */
export function prependPubli(text: string): string {
  const value = text ?? '';
  if (textHasPubliAtStart(value)) return value;
  const body = value.trimStart();
  return body ? `${PUBLI_HEADLINE}\n${body}` : PUBLI_HEADLINE;
}

/** Prefixes a short field (a slide title, a scene's text) with the label, on the same line. */
function prefixInline(text: string): string {
  const value = (text ?? '').trimStart();
  if (textHasPubliAtStart(value)) return value;
  return value ? `${PUBLI_LABEL}${INLINE_SEPARATOR}${value}` : PUBLI_LABEL;
}

// ---------------------------------------------------------------------------
// Structured shapes
// ---------------------------------------------------------------------------

/** A sequence of stories: the first story carries the identification. */
export function hasPubliInStories(stories: readonly string[]): boolean {
  const [first] = stories;
  return first !== undefined && textHasPubliAtStart(first);
}

export function applyPubliToStories(stories: readonly string[]): string[] {
  const [first, ...rest] = stories;
  if (first === undefined) return [PUBLI_HEADLINE];
  return [prependPubli(first), ...rest];
}

export interface CarouselLike {
  description?: string;
  slides: ReadonlyArray<{ title: string; content: string }>;
}

/** A carousel is identified when its first slide is (the caption alone is not enough: slides are shared as images). */
export function hasPubliInCarousel(carousel: CarouselLike): boolean {
  const first = carousel.slides[0];
  return first !== undefined && (textHasPubliAtStart(first.title) || textHasPubliAtStart(first.content));
}

/** The first slide's title starts with "Publicidade | "; the description (the post's caption) starts with it too. */
export function applyPubliToCarousel<T extends CarouselLike>(carousel: T): T {
  const [first, ...rest] = carousel.slides;
  const slides =
    first && !hasPubliInCarousel(carousel)
      ? [{ ...first, title: prefixInline(first.title) }, ...rest]
      : [...carousel.slides];
  const next = { ...carousel, slides };
  if (typeof carousel.description === 'string') next.description = prependPubli(carousel.description);
  return next;
}

export interface ReelLike {
  scenes: ReadonlyArray<{ text: string }>;
}

/** A reel is identified when the first scene's text (said or shown in the first seconds) is. */
export function hasPubliInReel(reel: ReelLike): boolean {
  const first = reel.scenes[0];
  return first !== undefined && textHasPubliAtStart(first.text);
}

export function applyPubliToReel<T extends ReelLike>(reel: T): T {
  const [first, ...rest] = reel.scenes;
  if (!first || hasPubliInReel(reel)) return reel;
  return { ...reel, scenes: [{ ...first, text: prefixInline(first.text) }, ...rest] };
}

// ---------------------------------------------------------------------------
// Stored content (text or JSON as text)
// ---------------------------------------------------------------------------

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function carouselOf(content: string): (Json & CarouselLike) | null {
  const data = parseJsonLoose(content);
  if (!isObject(data) || !Array.isArray(data.slides) || !data.slides.every(isObject)) return null;
  const slides = (data.slides as Json[]).map((s) => ({
    ...s,
    title: typeof s.title === 'string' ? s.title : '',
    content: typeof s.content === 'string' ? s.content : '',
  }));
  return { ...data, slides, description: typeof data.description === 'string' ? data.description : '' };
}

function reelOf(content: string): (Json & ReelLike) | null {
  const data = parseJsonLoose(content);
  if (!isObject(data) || !Array.isArray(data.scenes) || !data.scenes.every(isObject)) return null;
  const scenes = (data.scenes as Json[]).map((s) => ({ ...s, text: typeof s.text === 'string' ? s.text : '' }));
  return { ...data, scenes };
}

/**
 * True when stored content of a kind carries the identification where the guide wants it. Reels and
 * carousels whose JSON cannot be read are judged as plain text.
 */
export function hasPubliIdentification(kind: PubliKind, content: string): boolean {
  const placement = placementOf(kind);
  if (placement === 'slide') {
    const carousel = carouselOf(content);
    if (carousel) return hasPubliInCarousel(carousel);
  }
  if (placement === 'scene') {
    const reel = reelOf(content);
    if (reel) return hasPubliInReel(reel);
  }
  return textHasPubliAtStart(content);
}

/**
 * Stored content of a kind with the identification added where the guide wants it (unchanged when it is
 * already there). JSON kinds are written back as indented JSON; unreadable JSON is treated as text.
 */
export function applyPubliIdentification(kind: PubliKind, content: string): string {
  if (hasPubliIdentification(kind, content)) return content;
  const placement = placementOf(kind);
  if (placement === 'slide') {
    const carousel = carouselOf(content);
    if (carousel) return JSON.stringify(applyPubliToCarousel(carousel), null, 2);
  }
  if (placement === 'scene') {
    const reel = reelOf(content);
    if (reel) return JSON.stringify(applyPubliToReel(reel), null, 2);
  }
  return prependPubli(content);
}

/** Identification words present in the content but not where the guide wants them (e.g. only in the final hashtags). */
export function hasMisplacedPubli(kind: PubliKind, content: string): boolean {
  return !hasPubliIdentification(kind, content) && findPubliIdentification(content).length > 0;
}

// ---------------------------------------------------------------------------
// Prompt
// ---------------------------------------------------------------------------

const WHERE: Record<PubliPlacement, string> = {
  caption: `comece a legenda com "${PUBLI_HEADLINE}" na primeira linha`,
  story: `comece o texto do story com "${PUBLI_HEADLINE}" na primeira linha`,
  sections: `comece o texto com "${PUBLI_HEADLINE}" na primeira linha da primeira seção`,
  scene: `comece o "text" da primeira cena com "${PUBLI_LABEL}${INLINE_SEPARATOR}", para a identificação aparecer nos primeiros segundos`,
  slide: `comece o "title" do primeiro slide com "${PUBLI_LABEL}${INLINE_SEPARATOR}" e a "description" com "${PUBLI_HEADLINE}"`,
};

/**
 * The sentence to add inside a generation prompt when the content is a paid partnership, so the model
 * writes the identification where the CONAR guide wants it.
 */
export function publiPromptInstruction(kind: PubliKind): string {
  return `Este conteúdo é publicidade (parceria paga): ${WHERE[placementOf(kind)]}, para que a identificação apareça logo no início, sem precisar clicar em "ver mais", e não a deixe apenas entre as hashtags do final.`;
}
