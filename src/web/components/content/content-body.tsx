/**
 * How content reads on screen, by layout: timed scripts (parts), reels (concept, hook, scenes, CTA,
 * editing tips — and the older shapes), carousels (slides and CTA), ads (numbered sections), text.
 * Everything renders from the one view of shared/content-view (`viewContent`), with its labels, so
 * partial (streaming) data renders too and the screens say what the exports say.
 */
import type { ReactNode } from 'react';
import type { ContentItem } from '@shared/content-item';
import {
  AD_METHOD_LABELS,
  AD_TYPE_LABELS,
  CAPTION_STYLE_LABELS,
  TONE_LABELS,
  type AdMethod,
  type AdType,
  type CaptionStyle,
  type ScriptTone,
} from '@shared/content-kinds';
import {
  CONTENT_LABELS as L,
  splitAdSections,
  viewContent,
  type CarouselView,
  type DailyScriptView,
  type ReelView,
} from '@shared/content-view';
import { truncate } from '@shared/text';
import { Badge } from '../ui/badge';

function Label({ children }: { children: ReactNode }) {
  return <p className="text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">{children}</p>;
}

export function PlainText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={`whitespace-pre-wrap break-words text-sm text-slate-800 dark:text-slate-200 ${className ?? ''}`}>
      {text}
    </p>
  );
}

function DailyScriptBody({ view, maxParts, notes }: { view: DailyScriptView; maxParts?: number; notes: boolean }) {
  const parts = maxParts ? view.parts.slice(0, maxParts) : view.parts;
  return (
    <div className="space-y-3 break-words text-sm">
      {view.title && <p className="font-semibold text-slate-900 dark:text-white">{view.title}</p>}
      {view.daily_hook && (
        <div>
          <Label>{L.dailyHook}</Label>
          <p className="text-slate-800 dark:text-slate-200">{view.daily_hook}</p>
        </div>
      )}
      {parts.length > 0 && (
        <ol className="space-y-2">
          {parts.map((p, i) => (
            <li key={i} className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800/60">
              <p className="text-slate-800 dark:text-slate-200">
                {p.time && (
                  <span className="mr-2 font-mono text-xs font-semibold text-brand-700 dark:text-brand-300">
                    {p.time}
                  </span>
                )}
                {p.content}
              </p>
              {notes && p.engagement_tip && (
                <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                  {L.engagementTip}: {p.engagement_tip}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      {view.daily_cta && (
        <div>
          <Label>{L.dailyCta}</Label>
          <p className="text-slate-800 dark:text-slate-200">{view.daily_cta}</p>
        </div>
      )}
    </div>
  );
}

function ReelBody({ view, maxScenes, notes }: { view: ReelView; maxScenes?: number; notes: boolean }) {
  const scenes = maxScenes ? view.scenes.slice(0, maxScenes) : view.scenes;
  const ideas = maxScenes ? view.ideas.slice(0, maxScenes) : view.ideas;
  return (
    <div className="space-y-3 break-words text-sm text-slate-800 dark:text-slate-200">
      {view.concept && (
        <div>
          <Label>{L.concept}</Label>
          <p>{view.concept}</p>
        </div>
      )}
      {view.hook && (
        <div>
          <Label>{L.hook}</Label>
          <p>{view.hook}</p>
        </div>
      )}
      {scenes.length > 0 && (
        <div>
          <Label>{L.scenes}</Label>
          <ol className="mt-1 space-y-2">
            {scenes.map((s, i) => (
              <li key={i} className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800/60">
                {s.timing && (
                  <p className="font-mono text-xs font-semibold text-brand-700 dark:text-brand-300">{s.timing}</p>
                )}
                {s.action && (
                  <p>
                    {L.action}: {s.action}
                  </p>
                )}
                {s.text && (
                  <p>
                    {L.text}: {s.text}
                  </p>
                )}
                {notes && s.visual_tip && (
                  <p className="text-xs text-slate-500 dark:text-slate-400">
                    {L.visualTip}: {s.visual_tip}
                  </p>
                )}
              </li>
            ))}
          </ol>
        </div>
      )}
      {ideas.length > 0 && (
        <div>
          <Label>{L.ideas}</Label>
          <ol className="mt-1 space-y-2">
            {ideas.map((idea, i) => (
              <li key={i} className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800/60">
                <p className="font-medium">{idea.title}</p>
                {idea.description && <p>{idea.description}</p>}
                {notes && idea.execution_tip && (
                  <p className="text-xs text-slate-500 dark:text-slate-400">
                    {L.executionTip}: {idea.execution_tip}
                  </p>
                )}
                {notes && idea.viral_potential && (
                  <p className="text-xs text-slate-500 dark:text-slate-400">
                    {L.viralPotential}: {idea.viral_potential}
                  </p>
                )}
              </li>
            ))}
          </ol>
        </div>
      )}
      {view.cta && (
        <div>
          <Label>{L.cta}</Label>
          <p>{view.cta}</p>
        </div>
      )}
      {notes && !maxScenes && view.editing_tips.length > 0 && (
        <div>
          <Label>{L.editingTips}</Label>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {view.editing_tips.map((t, i) => (
              <li key={i}>{t}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function CarouselBody({ view, maxSlides, notes }: { view: CarouselView; maxSlides?: number; notes: boolean }) {
  const slides = maxSlides ? view.slides.slice(0, maxSlides) : view.slides;
  return (
    <div className="space-y-3 break-words text-sm text-slate-800 dark:text-slate-200">
      {view.title && <p className="font-semibold text-slate-900 dark:text-white">{view.title}</p>}
      {view.description && !maxSlides && <p>{view.description}</p>}
      {slides.length > 0 && (
        <ol className="grid gap-2 sm:grid-cols-2">
          {slides.map((s, i) => (
            <li key={i} className="rounded-lg border border-slate-200 p-2 dark:border-slate-700">
              <p className="text-xs font-semibold text-brand-700 dark:text-brand-300">
                {L.slide} {s.slide_number}
              </p>
              {s.title && <p className="font-medium">{s.title}</p>}
              {s.content && <p>{s.content}</p>}
              {notes && s.image_suggestion && !maxSlides && (
                <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                  {L.image}: {s.image_suggestion}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      {view.cta && !maxSlides && (
        <div>
          <Label>{L.cta}</Label>
          <p>{view.cta}</p>
        </div>
      )}
      {view.hashtags && !maxSlides && <p className="text-brand-700 dark:text-brand-300">{view.hashtags}</p>}
    </div>
  );
}

type Options = ContentItem['options'];

/**
 * The badge of each generator option an item was saved with, in display order. Only the options a kind
 * keeps are present (its descriptor's `optionsOf`), so no kind needs naming here.
 */
const OPTION_BADGES: Array<(item: Pick<ContentItem, 'tone'>, o: Options) => string | null> = [
  (_, o) => (typeof o.method === 'string' ? `Método: ${AD_METHOD_LABELS[o.method as AdMethod] ?? o.method}` : null),
  (item) => (item.tone ? `Tom: ${TONE_LABELS[item.tone as ScriptTone] ?? item.tone}` : null),
  (_, o) => (typeof o.adType === 'string' ? `Tipo: ${AD_TYPE_LABELS[o.adType as AdType] ?? o.adType}` : null),
  (_, o) =>
    typeof o.style === 'string' ? `Estilo: ${CAPTION_STYLE_LABELS[o.style as CaptionStyle] ?? o.style}` : null,
  (_, o) => (o.imageCount ? `${o.imageCount} imagens` : null),
  (_, o) => (o.isAd ? 'Publicidade' : null),
];

/** Option badges of an item: method, tone and type for ads; style for captions; image count for carousels. */
export function OptionBadges({ item }: { item: Pick<ContentItem, 'tone' | 'options'> }) {
  const badges = OPTION_BADGES.map((badge) => badge(item, item.options ?? {})).filter((b): b is string => !!b);
  if (!badges.length) return null;
  return (
    <div className="flex flex-wrap gap-1.5">
      {badges.map((b) => (
        <Badge key={b} tone="brand">
          {b}
        </Badge>
      ))}
    </div>
  );
}

/** Ad copy split at '---' into numbered sections; `sectionMax` truncates each section (lists: 150). */
function AdSectionsBody({ content, sectionMax }: { content: string; sectionMax?: number }) {
  const sections = splitAdSections(content);
  if (sections.length <= 1) return <PlainText text={sectionMax ? truncate(content, sectionMax) : content} />;
  return (
    <ol className="space-y-2">
      {sections.map((s) => (
        <li key={s.number} className="flex gap-2 rounded-lg bg-slate-50 p-2 dark:bg-slate-800/60">
          <span
            className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white"
            aria-label={`Seção ${s.number}`}
          >
            {s.number}
          </span>
          <PlainText text={sectionMax ? truncate(s.text, sectionMax) : s.text} className="min-w-0 flex-1" />
        </li>
      ))}
    </ol>
  );
}

interface BodyProps {
  item: Pick<ContentItem, 'type' | 'content'> & { parts?: ContentItem['parts'] };
  /** List previews: at most this many parts, scenes or slides. */
  maxEntries?: number;
  /** List previews: ad sections (or text) cut at this many characters. */
  sectionMax?: number;
  /**
   * False leaves out the maker's notes (engagement, visual and editing tips, image ideas): the client's
   * review page shows them only for the kinds whose table row says so.
   */
  notes?: boolean;
}

/** An item read through its view; text that is not the expected JSON shows as text. */
export function ContentBody({ item, maxEntries, sectionMax, notes = true }: BodyProps) {
  const view = viewContent(item);
  switch (view.layout) {
    case 'script':
      return <DailyScriptBody view={view.script} maxParts={maxEntries} notes={notes} />;
    case 'reel':
      return <ReelBody view={view.reel} maxScenes={maxEntries} notes={notes} />;
    case 'carousel':
      return <CarouselBody view={view.carousel} maxSlides={maxEntries} notes={notes} />;
    case 'sections':
      return <AdSectionsBody content={view.text} sectionMax={sectionMax} />;
    default:
      return <PlainText text={sectionMax ? truncate(view.text, sectionMax) : view.text} />;
  }
}
