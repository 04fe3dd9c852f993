/**
 * Reading saved content: one tolerant parse of a stored item into a typed view (`viewContent`), and the
 * renderers built on it — previews, the .txt export (the client export in client-export.ts and the
 * screens in src/web/components/content read the same view). Parsing never throws: older reel shapes
 * and half-broken JSON degrade to text. Validation of edits (strict, against the kinds' output schemas)
 * is `checkEditedContent` in content-kind-schemas.ts (it needs zod, which these screens do without).
 */
import type { ContentItem, ContentPart } from './content-item';
import {
  AD_SECTION_SEPARATOR,
  CONTENT_KIND_LABELS,
  HISTORY_PREVIEW_LENGTH,
  PREVIEW_ENTRIES,
  kindInfo,
} from './content-kinds';
import { truncate } from './text';

// ---------------------------------------------------------------------------
// Labels: one set for the screens, the .txt export and the client export
// ---------------------------------------------------------------------------

/** pt-BR names of the parts of a content item, named after the JSON fields they show. */
export const CONTENT_LABELS = {
  dailyHook: 'Gancho do dia',
  engagementTip: 'Dica de engajamento',
  dailyCta: 'CTA do dia',
  concept: 'Conceito',
  hook: 'Gancho',
  scenes: 'Cenas',
  action: 'Ação',
  text: 'Texto',
  visualTip: 'Dica visual',
  ideas: 'Ideias',
  description: 'Descrição',
  executionTip: 'Como executar',
  viralPotential: 'Potencial viral',
  cta: 'CTA',
  editingTips: 'Dicas de edição',
  slide: 'Slide',
  image: 'Imagem',
  hashtags: 'Hashtags',
} as const;

// ---------------------------------------------------------------------------
// Tolerant JSON reading (AI replies and saved content)
// ---------------------------------------------------------------------------

type Json = Record<string, unknown>;

/** The JSON text inside a reply: tolerates a ``` fence or stray words around the object. */
export function extractJson(text: string): string {
  const trimmed = text.trim();
  const fenced = /```(?:json)?\s*([\s\S]*?)\s*```/i.exec(trimmed);
  const body = fenced?.[1]?.trim() ?? trimmed;
  if (body.startsWith('{') || body.startsWith('[')) return body;
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  return start !== -1 && end > start ? body.slice(start, end + 1) : body;
}

/** Parses JSON that may be wrapped in a ``` fence or surrounded by text. Null when there is none. */
export function parseJsonLoose(text: string | null | undefined): unknown {
  const raw = (text ?? '').trim();
  if (!raw) return null;
  try {
    return JSON.parse(extractJson(raw));
  } catch {
    return null;
  }
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
  /** Only for parts saved with the item (the JSON has no done flags). */
  completed?: boolean;
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
  /** Each scene's number and timing as written (older shapes: a number and a duration); '' when absent. */
  sceneMarks: Array<{ number: string; timing: string }>;
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
    sceneMarks: rawScenes.map((raw) => ({ number: str(raw.number), timing: str(raw.timing) || str(raw.duration) })),
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
// The view of a stored item
// ---------------------------------------------------------------------------

/** A stored item read for display; `layout` says which renderer shows it. */
export type ContentView =
  | { layout: 'script'; script: DailyScriptView }
  | { layout: 'reel'; reel: ReelView }
  | { layout: 'carousel'; carousel: CarouselView }
  | { layout: 'sections'; text: string; sections: AdSection[] }
  | { layout: 'text'; text: string };

type ViewItem = Pick<ContentItem, 'type' | 'content'> & { parts?: readonly ContentPart[] };

const savedPartView = (p: ContentPart, fromJson?: DailyScriptPartView): DailyScriptPartView => ({
  time: p.time ?? '',
  content: p.content,
  type: p.type ?? fromJson?.type ?? '',
  engagement_tip: p.engagement_tip || fromJson?.engagement_tip || '',
  completed: p.completed,
});

/**
 * A timed script: the parts saved with the item (they carry the done flags and the latest edits) or,
 * when there are none, the parts of the JSON. Null when there is neither a script JSON nor parts.
 */
function scriptView(item: ViewItem, onlyTimedParts: boolean): DailyScriptView | null {
  const json = parseDailyScript(item.content);
  const saved = (item.parts ?? []).filter((p) => !onlyTimedParts || p.time);
  if (saved.length) {
    const parts = saved.map((p, i) => savedPartView(p, json?.parts[i]));
    return json ? { ...json, parts } : { title: '', daily_hook: '', parts, daily_cta: '' };
  }
  if (!json || (onlyTimedParts && !json.parts.length)) return null;
  return json;
}

/**
 * Reads a stored item into its view, according to its kind's layout. JSON that does not parse shows as
 * text; a text kind holding a timed story script (older items) shows as a script.
 */
export function viewContent(item: ViewItem): ContentView {
  const text = item.content ?? '';
  switch (kindInfo(item.type).layout) {
    case 'script': {
      const script = scriptView(item, false);
      return script ? { layout: 'script', script } : { layout: 'text', text };
    }
    case 'reel': {
      const reel = parseReel(text);
      return reel ? { layout: 'reel', reel } : { layout: 'text', text };
    }
    case 'carousel': {
      const carousel = parseCarousel(text);
      return carousel ? { layout: 'carousel', carousel } : { layout: 'text', text };
    }
    case 'sections':
      return { layout: 'sections', text, sections: splitAdSections(text) };
    case 'text': {
      const script = scriptView(item, true);
      return script ? { layout: 'script', script } : { layout: 'text', text };
    }
  }
}

// ---------------------------------------------------------------------------
// Previews
// ---------------------------------------------------------------------------

type PreviewItem = Pick<ContentItem, 'type' | 'content' | 'parts'>;

/** The lines of a preview: at most 2 scenes / parts / slides, then the whole cut at `max` characters. */
export function contentPreview(item: PreviewItem, max: number = HISTORY_PREVIEW_LENGTH): string {
  return truncate(previewLines(viewContent(item)).join('\n'), max);
}

function previewLines(view: ContentView): string[] {
  switch (view.layout) {
    case 'script': {
      const { script } = view;
      const lines: string[] = [];
      if (script.title) lines.push(script.title);
      for (const p of script.parts.slice(0, PREVIEW_ENTRIES))
        lines.push(p.time ? `${p.time} - ${p.content}` : p.content);
      return lines;
    }
    case 'reel': {
      const { reel } = view;
      const lines: string[] = [];
      if (reel.concept) lines.push(reel.concept);
      if (reel.hook) lines.push(`${CONTENT_LABELS.hook}: ${reel.hook}`);
      if (reel.shape === 'ideas') {
        for (const idea of reel.ideas.slice(0, PREVIEW_ENTRIES)) lines.push(`${idea.title}: ${idea.description}`);
      } else {
        for (const s of reel.scenes.slice(0, PREVIEW_ENTRIES))
          lines.push([s.timing, s.text || s.action].filter(Boolean).join(' - '));
      }
      return lines;
    }
    case 'carousel': {
      const { carousel } = view;
      const lines: string[] = [];
      if (carousel.title) lines.push(carousel.title);
      for (const s of carousel.slides.slice(0, PREVIEW_ENTRIES))
        lines.push(`${CONTENT_LABELS.slide} ${s.slide_number}: ${s.title}${s.content ? ` - ${s.content}` : ''}`);
      return lines;
    }
    case 'sections':
      // Numbered like the screens number them, instead of the raw '---' separators.
      if (view.sections.length > 1) return view.sections.slice(0, PREVIEW_ENTRIES).map((s) => `${s.number}. ${s.text}`);
      return [view.text];
    default:
      return [view.text];
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

const L = CONTENT_LABELS;

/** Readable text of an item, for the .txt export and "copy" of JSON kinds. */
export function exportText(item: ExportItem): string {
  const view = viewContent(item);
  switch (view.layout) {
    case 'script': {
      const { script } = view;
      return joinBlocks([
        script.title || item.title,
        script.daily_hook && `${L.dailyHook}: ${script.daily_hook}`,
        script.parts
          .map((p, i) => {
            const head = `${i + 1}. ${p.time ? `${p.time} - ` : ''}${p.content}`;
            return p.engagement_tip ? `${head}\n   ${L.engagementTip}: ${p.engagement_tip}` : head;
          })
          .join('\n'),
        script.daily_cta && `${L.dailyCta}: ${script.daily_cta}`,
      ]);
    }
    case 'reel': {
      const { reel } = view;
      return joinBlocks([
        reel.concept && `${L.concept}: ${reel.concept}`,
        reel.hook && `${L.hook}: ${reel.hook}`,
        reel.scenes.length
          ? `${L.scenes}:\n${reel.scenes
              .map((s, i) =>
                [
                  `${i + 1}. ${s.timing}`,
                  s.action && `   ${L.action}: ${s.action}`,
                  s.text && `   ${L.text}: ${s.text}`,
                  s.visual_tip && `   ${L.visualTip}: ${s.visual_tip}`,
                ]
                  .filter(Boolean)
                  .join('\n'),
              )
              .join('\n')}`
          : '',
        reel.ideas.length
          ? `${L.ideas}:\n${reel.ideas
              .map((idea, i) =>
                [
                  `${i + 1}. ${idea.title}`,
                  idea.description && `   ${idea.description}`,
                  idea.execution_tip && `   ${L.executionTip}: ${idea.execution_tip}`,
                  idea.viral_potential && `   ${L.viralPotential}: ${idea.viral_potential}`,
                ]
                  .filter(Boolean)
                  .join('\n'),
              )
              .join('\n')}`
          : '',
        reel.cta && `${L.cta}: ${reel.cta}`,
        reel.editing_tips.length ? `${L.editingTips}:\n${reel.editing_tips.map((t) => `- ${t}`).join('\n')}` : '',
      ]);
    }
    case 'carousel': {
      const { carousel } = view;
      return joinBlocks([
        carousel.title || item.title,
        carousel.description,
        carousel.slides
          .map((s) =>
            [
              `${L.slide} ${s.slide_number}: ${s.title}`,
              s.content && `   ${s.content}`,
              s.image_suggestion && `   ${L.image}: ${s.image_suggestion}`,
            ]
              .filter(Boolean)
              .join('\n'),
          )
          .join('\n'),
        carousel.cta && `${L.cta}: ${carousel.cta}`,
        carousel.hashtags,
      ]);
    }
    default:
      return view.text;
  }
}

function joinBlocks(blocks: Array<string | false | null | undefined>): string {
  return blocks.filter((b): b is string => Boolean(b && b.trim())).join('\n\n');
}
