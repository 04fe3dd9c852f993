/**
 * Reading saved content for display, previews, progress and export (spec part 2 §2, §3, §9).
 * Parsing here is tolerant: older reel shapes and half-broken JSON never throw, they degrade to text.
 * Validation of edits (strict, against the kinds' output schemas) is `checkEditedContent`.
 */
import type { ContentItem, ContentPart } from './content-item';
import {
  AD_SECTION_SEPARATOR,
  CONTENT_KIND_LABELS,
  carouselOutputSchema,
  dailyScriptOutputSchema,
  isJsonKind,
  reelOutputSchema,
  type ContentKind,
} from './content-kinds';
import { truncate } from './text';

// ---------------------------------------------------------------------------
// Limits (spec part 2 §9)
// ---------------------------------------------------------------------------

export const PREVIEW_LENGTH = {
  history: 300,
  story: 150,
  caption: 200,
  ad: 200,
  adSection: 150,
} as const;
/** Scenes, parts or slides shown in previews. */
export const PREVIEW_ENTRIES = 2;
/** Lists of stories, captions, carousels and ads show the newest 10; reels show all. */
export const RECENT_LIST_SIZE = 10;
/** Daily scripts expire 24 hours after creation. */
export const DAILY_SCRIPT_TTL_MS = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------
// Tolerant JSON reading
// ---------------------------------------------------------------------------

type Json = Record<string, unknown>;

/** Parses JSON that may be wrapped in a ``` fence or surrounded by text. Null when there is none. */
export function parseJsonLoose(text: string | null | undefined): unknown {
  const raw = (text ?? '').trim();
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    /* try harder below */
  }
  const fenced = raw.match(/```(?:json)?\s*([\s\S]*?)```/i)?.[1];
  if (fenced) {
    try {
      return JSON.parse(fenced.trim());
    } catch {
      /* fall through */
    }
  }
  const start = raw.indexOf('{');
  const end = raw.lastIndexOf('}');
  if (start >= 0 && end > start) {
    try {
      return JSON.parse(raw.slice(start, end + 1));
    } catch {
      return null;
    }
  }
  return null;
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

// ---------------------------------------------------------------------------
// Daily scripts
// ---------------------------------------------------------------------------

export interface DailyScriptPartView {
  time: string;
  content: string;
  type: string;
  engagement_tip: string;
}

export interface DailyScriptView {
  title: string;
  daily_hook: string;
  parts: DailyScriptPartView[];
  daily_cta: string;
}

export function parseDailyScript(content: string | null | undefined): DailyScriptView | null {
  const data = parseJsonLoose(content);
  if (!isObject(data)) return null;
  const parts = list(data.parts)
    .filter(isObject)
    .map((p) => ({
      time: str(p.time),
      content: str(p.content),
      type: str(p.type),
      engagement_tip: str(p.engagement_tip),
    }));
  return { title: str(data.title), daily_hook: str(data.daily_hook), parts, daily_cta: str(data.daily_cta) };
}

/**
 * The saved parts of a daily script from its JSON. Parts keep the id and done flag of the part in the
 * same position, so editing the JSON does not lose progress.
 */
export function partsFromDailyScript(
  parts: ReadonlyArray<{ time?: string; content: string; type?: string; engagement_tip?: string }>,
  previous: readonly ContentPart[] = [],
  newId: () => string = () => globalThis.crypto.randomUUID(),
): ContentPart[] {
  return parts.map((p, i) => {
    const before = previous[i];
    const part: ContentPart = { id: before?.id ?? newId(), content: p.content, completed: before?.completed ?? false };
    if (p.time) part.time = p.time;
    if (p.type) part.type = p.type;
    if (p.engagement_tip) part.engagement_tip = p.engagement_tip;
    return part;
  });
}

/**
 * Writes edited parts back into a daily script's JSON (time and text), so the full view and the export
 * show what the parts say. Returns null when the content is not a daily script JSON.
 */
export function mergePartsIntoDailyScript(content: string, parts: readonly ContentPart[]): string | null {
  const data = parseJsonLoose(content);
  if (!isObject(data) || !Array.isArray(data.parts)) return null;
  const original = data.parts as unknown[];
  const merged = parts.map((p, i) => {
    const before = isObject(original[i]) ? (original[i] as Json) : {};
    const next: Json = { ...before, time: p.time ?? str(before.time), content: p.content };
    if (p.type !== undefined) next.type = p.type;
    if (p.engagement_tip !== undefined) next.engagement_tip = p.engagement_tip;
    return next;
  });
  return JSON.stringify({ ...data, parts: merged }, null, 2);
}

// ---------------------------------------------------------------------------
// Reels (current shape and the older ones)
// ---------------------------------------------------------------------------

export interface ReelSceneView {
  timing: string;
  action: string;
  text: string;
  visual_tip: string;
}

export interface ReelIdeaView {
  title: string;
  description: string;
  execution_tip: string;
  viral_potential: string;
}

export interface ReelView {
  /** 'current': concept/hook/scenes; 'legacy_scenes': scenes with number/duration/speech/visual; 'ideas': an ideas list. */
  shape: 'current' | 'legacy_scenes' | 'ideas';
  concept: string;
  hook: string;
  scenes: ReelSceneView[];
  cta: string;
  editing_tips: string[];
  ideas: ReelIdeaView[];
}

function reelScene(raw: Json, index: number): { scene: ReelSceneView; legacy: boolean } {
  const legacy =
    !('timing' in raw || 'action' in raw || 'visual_tip' in raw) &&
    ('speech' in raw || 'duration' in raw || 'number' in raw || 'visual' in raw);
  if (!legacy) {
    return {
      scene: { timing: str(raw.timing), action: str(raw.action), text: str(raw.text), visual_tip: str(raw.visual_tip) },
      legacy,
    };
  }
  const number = str(raw.number) || String(index + 1);
  const duration = str(raw.duration);
  return {
    scene: {
      timing: duration ? `Cena ${number} (${duration})` : `Cena ${number}`,
      action: '',
      text: str(raw.speech),
      visual_tip: str(raw.visual),
    },
    legacy,
  };
}

export function parseReel(content: string | null | undefined): ReelView | null {
  const data = parseJsonLoose(content);
  if (!isObject(data)) return null;
  const rawScenes = list(data.scenes).filter(isObject);
  const converted = rawScenes.map(reelScene);
  const ideas = list(data.ideas)
    .filter(isObject)
    .map((i) => ({
      title: str(i.title),
      description: str(i.description),
      execution_tip: str(i.execution_tip),
      viral_potential: str(i.viral_potential),
    }));
  const shape: ReelView['shape'] =
    ideas.length && !rawScenes.length ? 'ideas' : converted.some((s) => s.legacy) ? 'legacy_scenes' : 'current';
  return {
    shape,
    concept: str(data.concept) || str(data.title),
    hook: str(data.hook),
    scenes: converted.map((s) => s.scene),
    cta: str(data.cta),
    editing_tips: list(data.editing_tips).map(str).filter(Boolean),
    ideas,
  };
}

// ---------------------------------------------------------------------------
// Carousels
// ---------------------------------------------------------------------------

export interface CarouselSlideView {
  slide_number: number;
  title: string;
  content: string;
  image_suggestion: string;
}

export interface CarouselView {
  title: string;
  description: string;
  slides: CarouselSlideView[];
  cta: string;
  hashtags: string;
}

export function parseCarousel(content: string | null | undefined): CarouselView | null {
  const data = parseJsonLoose(content);
  if (!isObject(data)) return null;
  const slides = list(data.slides)
    .filter(isObject)
    .map((s, i) => ({
      slide_number: Number.isFinite(Number(s.slide_number)) && s.slide_number !== '' ? Number(s.slide_number) : i + 1,
      title: str(s.title),
      content: str(s.content),
      image_suggestion: str(s.image_suggestion),
    }));
  const hashtags = Array.isArray(data.hashtags) ? data.hashtags.map(str).filter(Boolean).join(' ') : str(data.hashtags);
  return { title: str(data.title), description: str(data.description), slides, cta: str(data.cta), hashtags };
}

// ---------------------------------------------------------------------------
// Ads
// ---------------------------------------------------------------------------

export interface AdSection {
  number: number;
  text: string;
}

/** Splits ad copy into numbered sections at lines made only of '---'. */
export function splitAdSections(content: string | null | undefined): AdSection[] {
  const sep = AD_SECTION_SEPARATOR.replace(/-/g, '\\-');
  return (content ?? '')
    .split(new RegExp(`^\\s*${sep}+\\s*$`, 'm'))
    .map((s) => s.trim())
    .filter(Boolean)
    .map((text, i) => ({ number: i + 1, text }));
}

// ---------------------------------------------------------------------------
// Progress, expiry
// ---------------------------------------------------------------------------

/** Share of parts done, as a whole percentage (0 with no parts). */
export function partsProgress(parts: readonly { completed: boolean }[] | null | undefined): number {
  const all = parts ?? [];
  if (!all.length) return 0;
  return Math.round((all.filter((p) => p.completed).length / all.length) * 100);
}

export function isExpired(expiresAt: string | Date | null | undefined, now: Date = new Date()): boolean {
  if (!expiresAt) return false;
  const t = new Date(expiresAt).getTime();
  return Number.isFinite(t) && t <= now.getTime();
}

/** Whole hours left before expiry (rounded up, at least 0); null when the item does not expire. */
export function hoursUntilExpiry(expiresAt: string | Date | null | undefined, now: Date = new Date()): number | null {
  if (!expiresAt) return null;
  const t = new Date(expiresAt).getTime();
  if (!Number.isFinite(t)) return null;
  return Math.max(0, Math.ceil((t - now.getTime()) / 3_600_000));
}

// ---------------------------------------------------------------------------
// Previews
// ---------------------------------------------------------------------------

type PreviewItem = Pick<ContentItem, 'type' | 'content' | 'parts'>;

/** The lines of a preview: at most 2 scenes / parts / slides, then the whole cut at `max` characters. */
export function contentPreview(item: PreviewItem, max: number = PREVIEW_LENGTH.history): string {
  return truncate(previewLines(item).join('\n'), max);
}

function previewLines(item: PreviewItem): string[] {
  switch (item.type) {
    case 'daily_script': {
      const view = parseDailyScript(item.content);
      const parts = item.parts?.length ? item.parts : (view?.parts ?? []);
      if (!view && !parts.length) return [item.content];
      const lines: string[] = [];
      if (view?.title) lines.push(view.title);
      for (const p of parts.slice(0, PREVIEW_ENTRIES)) lines.push(p.time ? `${p.time} - ${p.content}` : p.content);
      return lines;
    }
    case 'reel_idea': {
      const view = parseReel(item.content);
      if (!view) return [item.content];
      const lines: string[] = [];
      if (view.concept) lines.push(view.concept);
      if (view.hook) lines.push(`Gancho: ${view.hook}`);
      if (view.shape === 'ideas') {
        for (const idea of view.ideas.slice(0, PREVIEW_ENTRIES)) lines.push(`${idea.title}: ${idea.description}`);
      } else {
        for (const s of view.scenes.slice(0, PREVIEW_ENTRIES))
          lines.push([s.timing, s.text || s.action].filter(Boolean).join(' - '));
      }
      return lines;
    }
    case 'carousel': {
      const view = parseCarousel(item.content);
      if (!view) return [item.content];
      const lines: string[] = [];
      if (view.title) lines.push(view.title);
      for (const s of view.slides.slice(0, PREVIEW_ENTRIES))
        lines.push(`Slide ${s.slide_number}: ${s.title}${s.content ? ` - ${s.content}` : ''}`);
      return lines;
    }
    default:
      return [item.content];
  }
}

// ---------------------------------------------------------------------------
// Export
// ---------------------------------------------------------------------------

type ExportItem = Pick<ContentItem, 'type' | 'title' | 'content' | 'parts'>;

/** File base name of an export ('Roteiro do Dia <title>'); downloadText makes it safe. */
export function exportBaseName(item: Pick<ContentItem, 'type' | 'title'>): string {
  return [CONTENT_KIND_LABELS[item.type], item.title].filter(Boolean).join(' ');
}

/** Readable text of an item, for the .txt export and "copy" of JSON kinds. */
export function exportText(item: ExportItem): string {
  switch (item.type) {
    case 'daily_script': {
      const view = parseDailyScript(item.content);
      if (!view) return item.content;
      const parts = item.parts?.length ? item.parts : view.parts;
      return joinBlocks([
        view.title || item.title,
        view.daily_hook && `Gancho do dia: ${view.daily_hook}`,
        parts
          .map((p, i) => {
            const tip = view.parts[i]?.engagement_tip;
            const head = `${i + 1}. ${p.time ? `${p.time} - ` : ''}${p.content}`;
            return tip ? `${head}\n   Dica: ${tip}` : head;
          })
          .join('\n'),
        view.daily_cta && `CTA: ${view.daily_cta}`,
      ]);
    }
    case 'reel_idea': {
      const view = parseReel(item.content);
      if (!view) return item.content;
      return joinBlocks([
        view.concept && `Conceito: ${view.concept}`,
        view.hook && `Gancho: ${view.hook}`,
        view.scenes.length
          ? `Cenas:\n${view.scenes
              .map((s, i) =>
                [
                  `${i + 1}. ${s.timing}`,
                  s.action && `   Ação: ${s.action}`,
                  s.text && `   Texto: ${s.text}`,
                  s.visual_tip && `   Visual: ${s.visual_tip}`,
                ]
                  .filter(Boolean)
                  .join('\n'),
              )
              .join('\n')}`
          : '',
        view.ideas.length
          ? `Ideias:\n${view.ideas
              .map((idea, i) =>
                [
                  `${i + 1}. ${idea.title}`,
                  idea.description && `   ${idea.description}`,
                  idea.execution_tip && `   Dica de execução: ${idea.execution_tip}`,
                  idea.viral_potential && `   Potencial viral: ${idea.viral_potential}`,
                ]
                  .filter(Boolean)
                  .join('\n'),
              )
              .join('\n')}`
          : '',
        view.cta && `CTA: ${view.cta}`,
        view.editing_tips.length ? `Dicas de edição:\n${view.editing_tips.map((t) => `- ${t}`).join('\n')}` : '',
      ]);
    }
    case 'carousel': {
      const view = parseCarousel(item.content);
      if (!view) return item.content;
      return joinBlocks([
        view.title || item.title,
        view.description,
        view.slides
          .map((s) =>
            [
              `Slide ${s.slide_number}: ${s.title}`,
              s.content && `   ${s.content}`,
              s.image_suggestion && `   Imagem: ${s.image_suggestion}`,
            ]
              .filter(Boolean)
              .join('\n'),
          )
          .join('\n'),
        view.cta && `CTA: ${view.cta}`,
        view.hashtags,
      ]);
    }
    default:
      return item.content;
  }
}

function joinBlocks(blocks: Array<string | false | null | undefined>): string {
  return blocks.filter((b): b is string => Boolean(b && b.trim())).join('\n\n');
}

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

const OUTPUT_SCHEMAS = {
  daily_script: dailyScriptOutputSchema,
  reel_idea: reelOutputSchema,
  carousel: carouselOutputSchema,
} as const;

/**
 * Checks edited content before it is saved: JSON kinds must parse and fit the kind's output schema
 * (the browser checks first for a quick message; the server checks again and is the one that counts).
 */
export function checkEditedContent(kind: ContentKind, text: string): EditCheck {
  const content = text.trim();
  if (!content) return { ok: false, code: 'CONTENT_REQUIRED' };
  if (!isJsonKind(kind)) return { ok: true, content };
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch {
    return { ok: false, code: 'CONTENT_INVALID_JSON' };
  }
  const schema = OUTPUT_SCHEMAS[kind as keyof typeof OUTPUT_SCHEMAS];
  const parsed = schema.safeParse(data);
  if (!parsed.success) return { ok: false, code: 'CONTENT_INVALID_SHAPE' };
  if (kind === 'daily_script') {
    const out = parsed.data as {
      parts: Array<{ time: string; content: string; type?: string; engagement_tip?: string }>;
    };
    return { ok: true, content, dailyScriptParts: out.parts };
  }
  return { ok: true, content };
}
