/**
 * Which images an item makes, and with which template: a carousel's slides (1080×1350), a story's frames
 * and a daily script's parts (story frames, 1080×1920), a reel's cover. Pure, so the server renders from it
 * and the screens show the same template names.
 *
 * Each carousel slide's template follows its role unless the user chose one: the first slide is the cover
 * (capa), the last one is the CTA when the carousel has a call to action, a slide whose text is a list is
 * "passo/lista", a text between quotes is "citação", a text with "Antes" and "Depois" is "comparação".
 */
import { parseCarousel, parseDailyScript, parseReel } from '../content-view';
import { hasVisuals, isContentKind, kindInfo, type VisualsSource } from '../content-kinds';

export const TEMPLATE_IDS = ['capa', 'passo', 'citacao', 'comparacao', 'cta', 'story', 'reel_capa'] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

export function isTemplateId(value: string): value is TemplateId {
  return (TEMPLATE_IDS as readonly string[]).includes(value);
}

/** The templates a user may choose for a carousel slide. */
export const SLIDE_TEMPLATE_IDS = ['capa', 'passo', 'citacao', 'comparacao', 'cta'] as const;
export type SlideTemplateId = (typeof SLIDE_TEMPLATE_IDS)[number];

export const TEMPLATE_LABELS: Record<TemplateId, string> = {
  capa: 'Capa',
  passo: 'Passo/lista',
  citacao: 'Citação',
  comparacao: 'Comparação',
  cta: 'CTA final',
  story: 'Story',
  reel_capa: 'Capa de reel',
};

/** What each slide template is for, in a few words: shown next to its name where the user picks one. */
export const TEMPLATE_HINTS: Record<SlideTemplateId, string> = {
  capa: 'título grande para abrir o carrossel',
  passo: 'título e texto ou lista de passos',
  citacao: 'uma frase em destaque, entre aspas',
  comparacao: 'duas colunas: antes e depois',
  cta: 'chamada final centralizada',
};

/** One image's texts, as the renderer takes them. */
export interface DeckSlide {
  template: TemplateId;
  title: string;
  body?: string;
  list?: string[];
  compare?: { before: string; after: string };
}

export interface ItemDeckSource {
  type: string;
  title: string;
  content: string;
  parts?: ReadonlyArray<{ content: string; time?: string; type?: string }>;
}

/** True when items of this type have images (the kind table's `visuals`). */
export const hasImages = (type: string): boolean => hasVisuals(type);

/** What an item's images are drawn from, by its kind; null: none. */
export function visualsOf(type: string): VisualsSource | null {
  return isContentKind(type) ? kindInfo(type).visuals : null;
}

const LIST_LINE = /^\s*(?:[-•*–]|\d{1,2}[.)]|✅|✔️?|👉)\s*/u;
const QUOTED = /^\s*["“«'‘]([\s\S]+?)["”»'’]\s*(?:[-—–]\s*(.+))?\s*$/u;
const BEFORE_AFTER = /antes\s*[:\-–—]\s*([\s\S]+?)\s*depois\s*[:\-–—]\s*([\s\S]+)$/iu;

/** The items of a text written as a list (two lines or more, each starting with a bullet or a number). */
export function listItems(text: string): string[] | null {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length < 2 || !lines.every((l) => LIST_LINE.test(l))) return null;
  return lines.map((l) => l.replace(LIST_LINE, '').trim()).filter(Boolean);
}

export function beforeAfter(text: string): { before: string; after: string } | null {
  const m = BEFORE_AFTER.exec(text.trim());
  return m?.[1] && m[2] ? { before: m[1].trim(), after: m[2].trim() } : null;
}

/** The template a slide's role gives it. */
export function roleTemplate(
  slide: { title: string; content: string },
  index: number,
  count: number,
  hasCta: boolean,
): SlideTemplateId {
  if (index === 0) return 'capa';
  if (index === count - 1 && hasCta) return 'cta';
  if (beforeAfter(slide.content)) return 'comparacao';
  if (QUOTED.test(slide.content)) return 'citacao';
  return 'passo';
}

function slideWith(template: SlideTemplateId, title: string, content: string): DeckSlide {
  switch (template) {
    case 'comparacao': {
      // A slide without "Antes"/"Depois" drawn as a comparison puts its text on both sides' place:
      // the first half of its sentences before, the rest after, so a user's choice never fails.
      const pair = beforeAfter(content) ?? splitInTwo(content);
      return { template, title, compare: pair };
    }
    case 'citacao': {
      const m = QUOTED.exec(content);
      return { template, title: m?.[2]?.trim() || title, body: m?.[1]?.trim() || content };
    }
    case 'passo': {
      const items = listItems(content);
      return items ? { template, title, list: items } : { template, title, body: content };
    }
    default:
      return { template, title, body: content };
  }
}

function splitInTwo(text: string): { before: string; after: string } {
  const sentences = text.split(/(?<=[.!?])\s+/).filter(Boolean);
  if (sentences.length < 2) return { before: text, after: '' };
  const half = Math.ceil(sentences.length / 2);
  return { before: sentences.slice(0, half).join(' '), after: sentences.slice(half).join(' ') };
}

/** A story's frames: one per paragraph (a blank line between them), the item's title on the first. */
function storyFrames(title: string, content: string): DeckSlide[] {
  const paragraphs = content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return paragraphs.map((p, i) => ({ template: 'story', title: i === 0 ? title : '', body: p }));
}

/**
 * The slides of an item, in order; `choices` are the user's per-slide templates (carousels only; null or
 * missing: the role's). An item with nothing to draw answers an empty list.
 */
export function itemDeck(item: ItemDeckSource, choices: ReadonlyArray<string | null> = []): DeckSlide[] {
  switch (visualsOf(item.type)) {
    case 'slides': {
      const view = parseCarousel(item.content);
      const slides = view?.slides.filter((s) => s.title.trim() || s.content.trim()) ?? [];
      const hasCta = !!view?.cta.trim();
      return slides.map((s, i) => {
        const chosen = choices[i];
        const template =
          chosen && (SLIDE_TEMPLATE_IDS as readonly string[]).includes(chosen)
            ? (chosen as SlideTemplateId)
            : roleTemplate(s, i, slides.length, hasCta);
        // The CTA slide says the carousel's call to action when the slide itself has no text of its own.
        const content = template === 'cta' && !s.content.trim() && view ? view.cta : s.content;
        return slideWith(template, s.title.trim(), content.trim());
      });
    }
    case 'story_paragraphs':
      return storyFrames(item.title, item.content);
    case 'script_parts': {
      const parts = item.parts?.length ? item.parts : (parseDailyScript(item.content)?.parts ?? []);
      return parts
        .filter((p) => p.content.trim())
        .map((p) => ({ template: 'story', title: p.time?.trim() ?? '', body: p.content.trim() }));
    }
    case 'reel_cover': {
      const reel = parseReel(item.content);
      const title = reel?.concept.trim() || item.title;
      const hook = reel?.hook.trim() ?? '';
      return [{ template: 'reel_capa', title, ...(hook ? { body: hook } : {}) }];
    }
    case null:
      return [];
  }
}

/** The text the claims checker reads before a render: every text the images will show. */
export function deckText(slides: readonly DeckSlide[]): string {
  return slides
    .map((s) => [s.title, s.body ?? '', ...(s.list ?? []), s.compare?.before ?? '', s.compare?.after ?? ''].join('\n'))
    .join('\n\n');
}
