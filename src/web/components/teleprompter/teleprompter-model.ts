/**
 * The teleprompter's logic, apart from the screen so it can be tested on its own: word counts, the
 * estimated duration, the scroll speed that makes the text pass at a reading pace, and the state machine
 * of the controls (countdown, running, paused, finished; speed, font size, mirror).
 */
import type { TeleprompterSegment } from '@shared/teleprompter-segments';

export const DEFAULT_WPM = 130;
export const MIN_WPM = 60;
export const MAX_WPM = 300;
export const WPM_STEP = 10;

export const DEFAULT_FONT_SIZE = 40;
export const MIN_FONT_SIZE = 24;
export const MAX_FONT_SIZE = 96;
export const FONT_SIZE_STEP = 4;

export const COUNTDOWN_FROM = 3;

/** Words as a speaker says them: runs of letters or digits ("R$ 1.200" is one word, "pós-treino" one). */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:[-'’.,][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

export function countSegmentWords(segments: readonly TeleprompterSegment[]): number {
  return segments.reduce((sum, s) => sum + countWords(s.text), 0);
}

/** Seconds to read the words at the pace, rounded up to the second. */
export function estimateSeconds(words: number, wpm: number): number {
  if (words <= 0 || wpm <= 0) return 0;
  return Math.ceil((words / wpm) * 60);
}

/** "1 min 20 s", "45 s", "2 min". */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const min = Math.floor(seconds / 60);
  const sec = seconds % 60;
  if (!min) return `${sec} s`;
  return sec ? `${min} min ${sec} s` : `${min} min`;
}

/** The line shown before starting: "Duração estimada: 1 min 20 s". */
export function estimatedDurationLabel(segments: readonly TeleprompterSegment[], wpm: number): string {
  return `Duração estimada: ${formatDuration(estimateSeconds(countSegmentWords(segments), wpm))}`;
}

/**
 * Pixels per second that move `textHeight` pixels of text past the reading line in the time the words
 * take at `wpm`: a denser (smaller) font scrolls slower, a bigger one faster, the pace stays the same.
 */
export function scrollPixelsPerSecond(textHeight: number, words: number, wpm: number): number {
  const seconds = (words / wpm) * 60;
  if (textHeight <= 0 || seconds <= 0) return 0;
  return textHeight / seconds;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
export const clampWpm = (wpm: number) => clamp(Math.round(wpm), MIN_WPM, MAX_WPM);
export const clampFontSize = (size: number) => clamp(Math.round(size), MIN_FONT_SIZE, MAX_FONT_SIZE);

// ---------------------------------------------------------------------------
// State
// ---------------------------------------------------------------------------

export type TeleprompterPhase = 'ready' | 'countdown' | 'running' | 'paused' | 'finished';

export interface TeleprompterState {
  phase: TeleprompterPhase;
  /** Seconds left in the countdown (3, 2, 1) while phase is 'countdown'. */
  countdown: number;
  wpm: number;
  fontSize: number;
  mirrored: boolean;
}

export type TeleprompterAction =
  | { type: 'start' }
  | { type: 'tick' }
  | { type: 'toggle' }
  | { type: 'pause' }
  | { type: 'finish' }
  | { type: 'restart' }
  | { type: 'speed'; delta: number }
  | { type: 'font'; delta: number }
  | { type: 'mirror' };

export function initialTeleprompterState(options: Partial<Omit<TeleprompterState, 'phase' | 'countdown'>> = {}) {
  return {
    phase: 'ready',
    countdown: COUNTDOWN_FROM,
    wpm: clampWpm(options.wpm ?? DEFAULT_WPM),
    fontSize: clampFontSize(options.fontSize ?? DEFAULT_FONT_SIZE),
    mirrored: options.mirrored ?? false,
  } satisfies TeleprompterState as TeleprompterState;
}

export function teleprompterReducer(state: TeleprompterState, action: TeleprompterAction): TeleprompterState {
  switch (action.type) {
    case 'start':
      // From the start screen or the end: count down, then run from where the scroll is.
      return state.phase === 'ready' || state.phase === 'finished'
        ? { ...state, phase: 'countdown', countdown: COUNTDOWN_FROM }
        : state;
    case 'tick':
      if (state.phase !== 'countdown') return state;
      return state.countdown > 1 ? { ...state, countdown: state.countdown - 1 } : { ...state, phase: 'running' };
    case 'toggle':
      // One key or tap for everything: start, pause, resume (the countdown is not interrupted).
      if (state.phase === 'running') return { ...state, phase: 'paused' };
      if (state.phase === 'paused') return { ...state, phase: 'running' };
      return teleprompterReducer(state, { type: 'start' });
    case 'pause':
      return state.phase === 'running' || state.phase === 'countdown' ? { ...state, phase: 'paused' } : state;
    case 'finish':
      return state.phase === 'running' ? { ...state, phase: 'finished' } : state;
    case 'restart':
      return { ...state, phase: 'ready', countdown: COUNTDOWN_FROM };
    case 'speed':
      return { ...state, wpm: clampWpm(state.wpm + action.delta) };
    case 'font':
      return { ...state, fontSize: clampFontSize(state.fontSize + action.delta) };
    case 'mirror':
      return { ...state, mirrored: !state.mirrored };
  }
}

/** The keyboard: space (and Enter on the text) toggles, arrows up/down change the speed, Escape closes. */
export function actionForKey(key: string): TeleprompterAction | 'close' | null {
  switch (key) {
    case ' ':
    case 'Spacebar':
      return { type: 'toggle' };
    case 'ArrowUp':
      return { type: 'speed', delta: WPM_STEP };
    case 'ArrowDown':
      return { type: 'speed', delta: -WPM_STEP };
    case 'ArrowLeft':
    case 'ArrowRight':
      return { type: 'toggle' };
    case 'Escape':
    case 'Esc':
      return 'close';
    default:
      return null;
  }
}
