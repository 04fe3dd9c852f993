/**
 * One item on the review page, laid out as it will be posted: the daily script's parts with their times,
 * the reel's scenes, the carousel's slides, the ad's sections, captions and stories as text with their
 * hashtags. Reads the parsed views of shared/content-view; text that is not the expected JSON shows as is.
 */
import type { ReactNode } from 'react';
import { parseCarousel, parseDailyScript, parseReel, splitAdSections } from '@shared/content-view';

function Label({ children }: { children: ReactNode }) {
  return <p className="text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">{children}</p>;
}

/** Text with its hashtags in the brand colour, as they stand out on the network. */
function PostText({ text }: { text: string }) {
  const pieces = text.split(/(#[\p{L}\p{N}_]+)/u);
  return (
    <p className="whitespace-pre-wrap break-words text-[15px] leading-relaxed text-slate-800 dark:text-slate-100">
      {pieces.map((p, i) =>
        p.startsWith('#') ? (
          <span key={i} className="text-brand-700 dark:text-brand-300">
            {p}
          </span>
        ) : (
          p
        ),
      )}
    </p>
  );
}

export function ReviewItemBody({ type, content }: { type: string; content: string }) {
  if (type === 'daily_script') {
    const view = parseDailyScript(content);
    if (view) {
      return (
        <div className="space-y-3">
          {view.daily_hook && (
            <div>
              <Label>Gancho do dia</Label>
              <PostText text={view.daily_hook} />
            </div>
          )}
          <ol className="space-y-2">
            {view.parts.map((p, i) => (
              <li key={i} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
                {p.time && (
                  <p className="font-mono text-xs font-semibold text-brand-700 dark:text-brand-300">{p.time}</p>
                )}
                <PostText text={p.content} />
              </li>
            ))}
          </ol>
          {view.daily_cta && (
            <div>
              <Label>Chamada para ação</Label>
              <PostText text={view.daily_cta} />
            </div>
          )}
        </div>
      );
    }
  }
  if (type === 'reel_idea') {
    const view = parseReel(content);
    if (view) {
      return (
        <div className="space-y-3">
          {view.concept && (
            <div>
              <Label>Conceito</Label>
              <PostText text={view.concept} />
            </div>
          )}
          {view.hook && (
            <div>
              <Label>Gancho</Label>
              <PostText text={view.hook} />
            </div>
          )}
          {view.scenes.length > 0 && (
            <ol className="space-y-2">
              {view.scenes.map((s, i) => (
                <li key={i} className="rounded-lg bg-slate-50 p-3 text-[15px] dark:bg-slate-800/60">
                  <p className="text-xs font-semibold text-brand-700 dark:text-brand-300">
                    Cena {i + 1}
                    {s.timing ? ` · ${s.timing}` : ''}
                  </p>
                  {s.action && <p>{s.action}</p>}
                  {s.text && <p className="font-medium">“{s.text}”</p>}
                </li>
              ))}
            </ol>
          )}
          {view.ideas.map((idea, i) => (
            <div key={i} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
              <p className="font-medium">{idea.title}</p>
              {idea.description && <PostText text={idea.description} />}
            </div>
          ))}
          {view.cta && (
            <div>
              <Label>Chamada para ação</Label>
              <PostText text={view.cta} />
            </div>
          )}
        </div>
      );
    }
  }
  if (type === 'carousel') {
    const view = parseCarousel(content);
    if (view) {
      return (
        <div className="space-y-3">
          <ol className="flex snap-x gap-3 overflow-x-auto pb-2">
            {view.slides.map((s, i) => (
              <li
                key={i}
                className="w-60 shrink-0 snap-start rounded-xl border border-slate-200 p-3 text-[15px] dark:border-slate-700"
              >
                <p className="text-xs font-semibold text-brand-700 dark:text-brand-300">Slide {s.slide_number}</p>
                {s.title && <p className="font-semibold">{s.title}</p>}
                {s.content && <p className="break-words">{s.content}</p>}
              </li>
            ))}
          </ol>
          {view.description && <PostText text={view.description} />}
          {view.cta && <PostText text={view.cta} />}
          {view.hashtags && <PostText text={view.hashtags} />}
        </div>
      );
    }
  }
  if (type === 'ad_copy') {
    const sections = splitAdSections(content);
    if (sections.length > 1) {
      return (
        <ol className="space-y-2">
          {sections.map((s) => (
            <li key={s.number} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
              <p className="text-xs font-semibold text-brand-700 dark:text-brand-300">Parte {s.number}</p>
              <PostText text={s.text} />
            </li>
          ))}
        </ol>
      );
    }
  }
  return <PostText text={content} />;
}
