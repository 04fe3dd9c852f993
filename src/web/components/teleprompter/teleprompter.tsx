/**
 * Full-screen teleprompter: the script scrolls at a reading pace (words per minute) after a 3-2-1
 * countdown; tap, space or the left/right arrows pause and resume, up/down change the speed, Escape
 * closes. Font size and a mirror mode (for teleprompter glass) are on the control bar. Uses the Fullscreen
 * API when the browser has it (a fixed overlay otherwise) and keeps the screen awake while running.
 */
import { FlipHorizontal2, Minus, Pause, Play, Plus, RotateCcw, X } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import type { TeleprompterSegment } from '@shared/teleprompter-segments';
import { cn } from '@web/components/ui/cn';
import {
  FONT_SIZE_STEP,
  WPM_STEP,
  actionForKey,
  countSegmentWords,
  countWords,
  estimateSeconds,
  formatDuration,
  frameSeconds,
  initialTeleprompterState,
  readingMap,
  scrollAt,
  teleprompterReducer,
  timeAt,
  type ReadingBlock,
} from './teleprompter-model';
import { useWakeLock } from './use-wake-lock';

export interface TeleprompterProps {
  segments: readonly TeleprompterSegment[];
  /** Shown at the top of the start screen (the item's title). */
  title?: string;
  onClose: () => void;
  initialWpm?: number;
  initialFontSize?: number;
}

const COUNTDOWN_STEP_MS = 1000;

const controlClass =
  'inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-lg bg-white/10 px-3 text-sm font-medium text-white hover:bg-white/20 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white aria-pressed:bg-white aria-pressed:text-slate-900';

export function Teleprompter({ segments, title, onClose, initialWpm, initialFontSize }: TeleprompterProps) {
  const [state, dispatch] = useReducer(teleprompterReducer, { wpm: initialWpm, fontSize: initialFontSize }, (o) =>
    initialTeleprompterState({ wpm: o.wpm, fontSize: o.fontSize }),
  );
  const dialogRef = useRef<HTMLDivElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const lineRef = useRef<HTMLDivElement>(null);
  const startButtonRef = useRef<HTMLButtonElement>(null);
  const words = useMemo(() => countSegmentWords(segments), [segments]);
  const running = state.phase === 'running';

  useWakeLock(running);

  // Focus: into the dialog on open, back where it was on close.
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    startButtonRef.current?.focus();
    return () => previous?.focus?.();
  }, []);

  // The countdown: one tick a second.
  useEffect(() => {
    if (state.phase !== 'countdown') return;
    const id = setTimeout(() => dispatch({ type: 'tick' }), COUNTDOWN_STEP_MS);
    return () => clearTimeout(id);
  }, [state.phase, state.countdown]);

  // Where each part's words are, in scroll offsets at which they meet the reading line: read from the
  // layout each time, so a font change or a rotated phone keeps the pace in words per minute.
  const measureBlocks = useCallback((): ReadingBlock[] => {
    const scroller = scrollerRef.current;
    const line = lineRef.current;
    const text = textRef.current;
    if (!scroller || !line || !text) return [];
    const lineTop = line.getBoundingClientRect().top;
    return [...text.querySelectorAll<HTMLElement>('[data-words]')].map((el) => {
      const box = el.getBoundingClientRect();
      const start = box.top - lineTop + scroller.scrollTop;
      return { start, end: start + box.height, words: Number(el.dataset.words) };
    });
  }, []);

  // The estimate on the start screen is the time the scroll will take (the words' reading time plus the
  // short glides between parts), measured on the laid-out text; by words alone before the layout exists.
  const [measuredSeconds, setMeasuredSeconds] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (state.phase !== 'ready') return;
    const map = readingMap(measureBlocks(), state.wpm, scrollerRef.current?.scrollTop ?? 0);
    setMeasuredSeconds(map.pieces.length ? Math.ceil(map.totalSeconds) : null);
  }, [state.phase, state.wpm, state.fontSize, measureBlocks]);
  const estimateLabel = `Duração estimada: ${formatDuration(measuredSeconds ?? estimateSeconds(words, state.wpm))}`;

  // Scrolling: each frame advances the reading time by the time elapsed and puts the scroll where the
  // reading map says it is then (teleprompter-model.ts: only words take reading time).
  const wpmRef = useRef(state.wpm);
  useLayoutEffect(() => {
    wpmRef.current = state.wpm;
  }, [state.wpm]);
  useEffect(() => {
    if (!running) return;
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const frame: (cb: (t: number) => void) => number =
      typeof requestAnimationFrame === 'function'
        ? requestAnimationFrame
        : (cb) => window.setTimeout(() => cb(Date.now()), 16);
    const cancel: (id: number) => void =
      typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame : (id) => window.clearTimeout(id);
    let last: number | null = null;
    // A hidden page draws no frames; when it shows again, its first frame adds no reading time.
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') last = null;
    };
    document.addEventListener('visibilitychange', onVisibility);
    let position = scroller.scrollTop;
    let id = 0;
    const step = (now: number) => {
      const elapsed = frameSeconds(last, now);
      last = now;
      // The scroll offset is kept as a fraction here: the browser rounds scrollTop, and a slow pace moves
      // less than a pixel a frame.
      if (Math.abs(scroller.scrollTop - position) > 2) position = scroller.scrollTop;
      const map = readingMap(measureBlocks(), wpmRef.current);
      if (map.pieces.length) {
        const seconds = timeAt(map, position) + elapsed;
        position = scrollAt(map, seconds);
        scroller.scrollTop = position;
        // The end: the last word has passed the line (or the text can scroll no further).
        const bottom = scroller.scrollHeight - scroller.clientHeight;
        if (seconds >= map.totalSeconds || (bottom > 0 && position >= bottom)) {
          dispatch({ type: 'finish' });
          return;
        }
      }
      id = frame(step);
    };
    id = frame(step);
    return () => {
      cancel(id);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [running, measureBlocks]);

  const close = useCallback(() => {
    if (typeof document !== 'undefined' && document.fullscreenElement && document.exitFullscreen) {
      void document.exitFullscreen().catch(() => undefined);
    }
    onClose();
  }, [onClose]);

  const start = () => {
    // Full screen must be asked for inside the user's gesture; where it is missing, the overlay is enough.
    const el = dialogRef.current;
    if (el && document.fullscreenEnabled && !document.fullscreenElement && el.requestFullscreen) {
      void el.requestFullscreen().catch(() => undefined);
    }
    if (state.phase === 'finished' && scrollerRef.current) scrollerRef.current.scrollTop = 0;
    // The start button goes away: keep the focus inside the dialog.
    el?.focus();
    dispatch({ type: 'start' });
  };

  const toggle = () => {
    if (state.phase === 'ready' || state.phase === 'finished') start();
    else dispatch({ type: 'toggle' });
  };

  // Keys work wherever the focus is (after a tap on the text it is on the page, not on a control).
  const keyHandler = useRef<(e: globalThis.KeyboardEvent) => void>(() => undefined);
  keyHandler.current = (e) => {
    // Enter on a focused button is that button's own click; Space always pauses and resumes, wherever
    // the focus is (after a tap on "A+" the focus stays there, and Space must not press it again).
    if (e.key === 'Enter' && e.target instanceof HTMLButtonElement) return;
    const action = actionForKey(e.key);
    if (!action) return;
    e.preventDefault();
    if (action === 'close') close();
    else if (action.type === 'toggle') toggle();
    else dispatch(action);
  };
  useEffect(() => {
    const listener = (e: globalThis.KeyboardEvent) => keyHandler.current(e);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  const statusText =
    state.phase === 'paused' ? 'Pausado' : state.phase === 'finished' ? 'Fim do roteiro' : running ? 'Rodando' : '';

  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={title ? `Teleprompter: ${title}` : 'Teleprompter'}
      tabIndex={-1}
      className="fixed inset-0 z-50 flex flex-col bg-black text-white outline-none"
      onKeyDown={(e) => e.key === 'Tab' && trapFocus(e, dialogRef.current)}
    >
      {/* The text area; the start screen and the countdown cover it, never the control bar. */}
      <div className="relative min-h-0 flex-1">
        <div
          ref={scrollerRef}
          data-testid="teleprompter-scroller"
          className="absolute inset-0 overflow-y-auto overscroll-contain"
          onClick={() => state.phase !== 'ready' && toggle()}
        >
          {/* The reading line: text passes it a third of the way down. */}
          <div
            ref={lineRef}
            aria-hidden
            className="pointer-events-none sticky top-[33%] z-10 h-0 border-t border-brand-400/60"
          />
          <div
            ref={textRef}
            data-testid="teleprompter-text"
            className="mx-auto max-w-3xl px-5 pt-[33vh] pb-[66vh] leading-snug"
            style={{ fontSize: `${state.fontSize}px`, transform: state.mirrored ? 'scaleX(-1)' : undefined }}
          >
            {segments.map((s, i) => (
              <section key={i} className="mb-[1.2em]">
                {(s.label || s.time) && (
                  <p className="mb-1 text-[0.45em] font-semibold tracking-wide text-slate-400 uppercase">
                    {[s.label, s.time].filter(Boolean).join(' · ')}
                  </p>
                )}
                <p className="whitespace-pre-line" data-words={countWords(s.text)}>
                  {s.text}
                </p>
              </section>
            ))}
          </div>
        </div>

        {state.phase === 'ready' && (
          <div className="absolute inset-0 z-20 flex flex-col items-center justify-center gap-3 overflow-y-auto bg-black/85 p-4 text-center">
            {title && <h2 className="text-xl font-semibold">{title}</h2>}
            <p className="text-lg" data-testid="teleprompter-estimate">
              {estimateLabel}
            </p>
            <p className="text-sm text-slate-300">
              {words} palavras a {state.wpm} palavras por minuto. Toque no texto ou use a barra de espaço para pausar.
            </p>
            <button
              ref={startButtonRef}
              type="button"
              className="inline-flex h-12 items-center gap-2 rounded-lg bg-brand-600 px-6 text-base font-semibold hover:bg-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              onClick={start}
            >
              <Play className="h-5 w-5" aria-hidden /> Começar
            </button>
          </div>
        )}

        {state.phase === 'countdown' && (
          <div className="pointer-events-none absolute inset-0 flex items-center justify-center z-20 bg-black/70">
            <span className="text-9xl font-bold tabular-nums" aria-hidden>
              {state.countdown}
            </span>
          </div>
        )}
      </div>
      {/* Screen readers hear the countdown and the state changes. */}
      <p className="sr-only" role="status" aria-live="assertive" data-testid="teleprompter-live">
        {state.phase === 'countdown' ? `Começando em ${state.countdown}` : statusText}
      </p>

      <div
        role="toolbar"
        aria-label="Controles do teleprompter"
        className="flex flex-wrap items-center justify-center gap-2 border-t border-white/10 bg-slate-950 px-2 py-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]"
      >
        {state.phase === 'finished' && (
          <button type="button" className={controlClass} onClick={start} aria-label="Recomeçar">
            <RotateCcw className="h-5 w-5" aria-hidden />
          </button>
        )}
        {/* Before the start the big "Começar" button of the start screen is the only play control. */}
        {state.phase !== 'finished' && state.phase !== 'ready' && (
          <button
            type="button"
            className={controlClass}
            onClick={toggle}
            disabled={state.phase === 'countdown'}
            aria-label={running ? 'Pausar' : state.phase === 'paused' ? 'Continuar' : 'Aguarde a contagem'}
          >
            {running ? <Pause className="h-5 w-5" aria-hidden /> : <Play className="h-5 w-5" aria-hidden />}
          </button>
        )}
        <div className="flex items-center gap-1" role="group" aria-label="Velocidade">
          <button
            type="button"
            className={controlClass}
            onClick={() => dispatch({ type: 'speed', delta: -WPM_STEP })}
            aria-label="Diminuir velocidade"
          >
            <Minus className="h-4 w-4" aria-hidden />
          </button>
          <span className="min-w-[5.5rem] text-center text-sm tabular-nums" data-testid="teleprompter-wpm">
            {state.wpm} pal./min
          </span>
          <button
            type="button"
            className={controlClass}
            onClick={() => dispatch({ type: 'speed', delta: WPM_STEP })}
            aria-label="Aumentar velocidade"
          >
            <Plus className="h-4 w-4" aria-hidden />
          </button>
        </div>
        <div className="flex items-center gap-1" role="group" aria-label="Tamanho da fonte">
          <button
            type="button"
            className={controlClass}
            onClick={() => dispatch({ type: 'font', delta: -FONT_SIZE_STEP })}
            aria-label="Diminuir fonte"
          >
            A−
          </button>
          <button
            type="button"
            className={controlClass}
            onClick={() => dispatch({ type: 'font', delta: FONT_SIZE_STEP })}
            aria-label="Aumentar fonte"
          >
            A+
          </button>
        </div>
        <button
          type="button"
          className={controlClass}
          aria-pressed={state.mirrored}
          onClick={() => dispatch({ type: 'mirror' })}
          aria-label="Espelhar texto"
        >
          <FlipHorizontal2 className="h-5 w-5" aria-hidden />
        </button>
        <button type="button" className={cn(controlClass, 'ml-auto sm:ml-0')} onClick={close} aria-label="Fechar">
          <X className="h-5 w-5" aria-hidden />
        </button>
      </div>
    </div>
  );
}

/** Keeps Tab inside the dialog: from the last control back to the first and the other way round. */
function trapFocus(e: KeyboardEvent<HTMLDivElement>, root: HTMLElement | null): void {
  if (!root) return;
  const focusable = [...root.querySelectorAll<HTMLElement>('button:not([disabled]), [tabindex]:not([tabindex="-1"])')];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}
