/**
 * Rendered images one after the other, swiped sideways on a phone (CSS scroll-snap) with "Anterior" and
 * "Próxima" buttons and "1 de 5" for keyboards and screen readers. Each image keeps its alt text
 * ("Slide 1 de 5: <título>"). Each is fetched at the size it is shown (`srcset`); the address given keeps
 * the original, which is what sharing and downloads use.
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { IMAGE_STRIP_SIZES, slideSrcset } from '@web/lib/image-srcset';

export interface StripImage {
  hash: string;
  url: string;
  alt: string;
  width: number;
  height: number;
}

export function ImageStrip({ images, label }: { images: readonly StripImage[]; label: string }) {
  const scroller = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const counterId = useId();
  if (!images.length) return null;

  const go = (index: number) => {
    const el = scroller.current;
    const next = Math.max(0, Math.min(images.length - 1, index));
    const child = el?.children[next] as HTMLElement | undefined;
    if (el && child) el.scrollTo({ left: child.offsetLeft - el.offsetLeft, behavior: 'smooth' });
    setCurrent(next);
  };
  // The image nearest the left edge after a swipe is the current one.
  const onScroll = () => {
    const el = scroller.current;
    if (!el || !el.clientWidth) return;
    setCurrent(Math.max(0, Math.min(images.length - 1, Math.round(el.scrollLeft / el.clientWidth))));
  };

  return (
    <section aria-roledescription="carrossel" aria-label={label} className="space-y-2">
      <div
        ref={scroller}
        onScroll={onScroll}
        // Focusable so that a keyboard can scroll it with the arrow keys too.
        tabIndex={0}
        aria-label={`${label}: deslize para o lado`}
        className="flex snap-x snap-mandatory gap-2 overflow-x-auto rounded-xl [scrollbar-width:thin]"
      >
        {images.map((img, i) => (
          <figure
            key={`${img.hash}-${i}`}
            className="w-full shrink-0 snap-center sm:w-72"
            aria-roledescription="slide"
            aria-label={`${i + 1} de ${images.length}`}
          >
            <img
              src={img.url}
              // A screen-sized copy instead of the 1080 px original where that is enough (decision 0047).
              srcSet={slideSrcset(img.url, img.width)}
              sizes={IMAGE_STRIP_SIZES}
              alt={img.alt}
              width={img.width}
              height={img.height}
              loading={i === 0 ? 'eager' : 'lazy'}
              // The first image is what a phone shows largest (the page's main paint): fetched first.
              fetchPriority={i === 0 ? 'high' : 'auto'}
              className="h-auto w-full rounded-xl border border-slate-200 dark:border-slate-700"
            />
          </figure>
        ))}
      </div>
      {images.length > 1 && (
        <div className="flex items-center justify-center gap-3">
          <button
            type="button"
            onClick={() => go(current - 1)}
            disabled={current === 0}
            aria-controls={counterId}
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-slate-300 text-slate-700 disabled:opacity-40 dark:border-slate-600 dark:text-slate-200"
          >
            <ChevronLeft className="h-5 w-5" aria-hidden />
            <span className="sr-only">Imagem anterior</span>
          </button>
          <p id={counterId} aria-live="polite" className="text-sm text-slate-700 tabular-nums dark:text-slate-200">
            {current + 1} de {images.length}
          </p>
          <button
            type="button"
            onClick={() => go(current + 1)}
            disabled={current === images.length - 1}
            aria-controls={counterId}
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-slate-300 text-slate-700 disabled:opacity-40 dark:border-slate-600 dark:text-slate-200"
          >
            <ChevronRight className="h-5 w-5" aria-hidden />
            <span className="sr-only">Próxima imagem</span>
          </button>
        </div>
      )}
    </section>
  );
}
