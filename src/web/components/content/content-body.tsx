/**
 * How each kind of content reads on screen: daily scripts (parts), reels (concept, hook, scenes, CTA,
 * editing tips — and the older shapes), carousels (slides and CTA), ads (numbered sections), text.
 * Renderers take the tolerant views of shared/content-view, so partial (streaming) data renders too.
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
  parseCarousel,
  parseDailyScript,
  parseReel,
  splitAdSections,
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

export function DailyScriptBody({ view, maxParts }: { view: DailyScriptView; maxParts?: number }) {
  const parts = maxParts ? view.parts.slice(0, maxParts) : view.parts;
  return (
    <div className="space-y-3 break-words text-sm">
      {view.title && <p className="font-semibold text-slate-900 dark:text-white">{view.title}</p>}
      {view.daily_hook && (
        <div>
          <Label>Gancho do dia</Label>
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
              {p.engagement_tip && (
                <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Dica: {p.engagement_tip}</p>
              )}
            </li>
          ))}
        </ol>
      )}
      {view.daily_cta && (
        <div>
          <Label>CTA</Label>
          <p className="text-slate-800 dark:text-slate-200">{view.daily_cta}</p>
        </div>
      )}
    </div>
  );
}

export function ReelBody({ view, maxScenes }: { view: ReelView; maxScenes?: number }) {
  const scenes = maxScenes ? view.scenes.slice(0, maxScenes) : view.scenes;
  const ideas = maxScenes ? view.ideas.slice(0, maxScenes) : view.ideas;
  return (
    <div className="space-y-3 break-words text-sm text-slate-800 dark:text-slate-200">
      {view.concept && (
        <div>
          <Label>Conceito</Label>
          <p>{view.concept}</p>
        </div>
      )}
      {view.hook && (
        <div>
          <Label>Gancho</Label>
          <p>{view.hook}</p>
        </div>
      )}
      {scenes.length > 0 && (
        <div>
          <Label>Cenas</Label>
          <ol className="mt-1 space-y-2">
            {scenes.map((s, i) => (
              <li key={i} className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800/60">
                {s.timing && (
                  <p className="font-mono text-xs font-semibold text-brand-700 dark:text-brand-300">{s.timing}</p>
                )}
                {s.action && <p>Ação: {s.action}</p>}
                {s.text && <p>Texto: {s.text}</p>}
                {s.visual_tip && <p className="text-xs text-slate-500 dark:text-slate-400">Visual: {s.visual_tip}</p>}
              </li>
            ))}
          </ol>
        </div>
      )}
      {ideas.length > 0 && (
        <div>
          <Label>Ideias</Label>
          <ol className="mt-1 space-y-2">
            {ideas.map((idea, i) => (
              <li key={i} className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800/60">
                <p className="font-medium">{idea.title}</p>
                {idea.description && <p>{idea.description}</p>}
                {idea.execution_tip && (
                  <p className="text-xs text-slate-500 dark:text-slate-400">Dica de execução: {idea.execution_tip}</p>
                )}
                {idea.viral_potential && (
                  <p className="text-xs text-slate-500 dark:text-slate-400">Potencial viral: {idea.viral_potential}</p>
                )}
              </li>
            ))}
          </ol>
        </div>
      )}
      {view.cta && (
        <div>
          <Label>CTA</Label>
          <p>{view.cta}</p>
        </div>
      )}
      {!maxScenes && view.editing_tips.length > 0 && (
        <div>
          <Label>Dicas de edição</Label>
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

export function CarouselBody({ view, maxSlides }: { view: CarouselView; maxSlides?: number }) {
  const slides = maxSlides ? view.slides.slice(0, maxSlides) : view.slides;
  return (
    <div className="space-y-3 break-words text-sm text-slate-800 dark:text-slate-200">
      {view.title && <p className="font-semibold text-slate-900 dark:text-white">{view.title}</p>}
      {view.description && !maxSlides && <p>{view.description}</p>}
      {slides.length > 0 && (
        <ol className="grid gap-2 sm:grid-cols-2">
          {slides.map((s, i) => (
            <li key={i} className="rounded-lg border border-slate-200 p-2 dark:border-slate-700">
              <p className="text-xs font-semibold text-brand-700 dark:text-brand-300">Slide {s.slide_number}</p>
              {s.title && <p className="font-medium">{s.title}</p>}
              {s.content && <p>{s.content}</p>}
              {s.image_suggestion && !maxSlides && (
                <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Imagem: {s.image_suggestion}</p>
              )}
            </li>
          ))}
        </ol>
      )}
      {view.cta && !maxSlides && (
        <div>
          <Label>CTA</Label>
          <p>{view.cta}</p>
        </div>
      )}
      {view.hashtags && !maxSlides && <p className="text-brand-700 dark:text-brand-300">{view.hashtags}</p>}
    </div>
  );
}

/** Option badges of an item: method, tone and type for ads; style for captions; image count for carousels. */
export function OptionBadges({ item }: { item: Pick<ContentItem, 'type' | 'tone' | 'options'> }) {
  const badges: string[] = [];
  const o = item.options ?? {};
  if (item.type === 'ad_copy' && typeof o.method === 'string')
    badges.push(`Método: ${AD_METHOD_LABELS[o.method as AdMethod] ?? o.method}`);
  if (item.tone) badges.push(`Tom: ${TONE_LABELS[item.tone as ScriptTone] ?? item.tone}`);
  if (item.type === 'ad_copy' && typeof o.adType === 'string')
    badges.push(`Tipo: ${AD_TYPE_LABELS[o.adType as AdType] ?? o.adType}`);
  if (item.type === 'caption' && typeof o.style === 'string')
    badges.push(`Estilo: ${CAPTION_STYLE_LABELS[o.style as CaptionStyle] ?? o.style}`);
  if (item.type === 'carousel' && o.imageCount) badges.push(`${o.imageCount} imagens`);
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
export function AdSectionsBody({ content, sectionMax }: { content: string; sectionMax?: number }) {
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

/** The whole item, read according to its kind; text that is not the expected JSON shows as text. */
export function ContentBody({ item }: { item: Pick<ContentItem, 'type' | 'content'> }) {
  switch (item.type) {
    case 'daily_script': {
      const view = parseDailyScript(item.content);
      return view ? <DailyScriptBody view={view} /> : <PlainText text={item.content} />;
    }
    case 'reel_idea': {
      const view = parseReel(item.content);
      return view ? <ReelBody view={view} /> : <PlainText text={item.content} />;
    }
    case 'carousel': {
      const view = parseCarousel(item.content);
      return view ? <CarouselBody view={view} /> : <PlainText text={item.content} />;
    }
    case 'ad_copy':
      return <AdSectionsBody content={item.content} />;
    default:
      return <PlainText text={item.content} />;
  }
}
