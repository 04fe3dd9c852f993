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

// ---------------------------------------------------------------------------
// The reading clock: how much reading time each drawn frame adds
// ---------------------------------------------------------------------------

/** A longer wait between two frames is a frozen page, not a slow frame: it counts as this long. */
export const LONGEST_FRAME_MS = 1000;

/**
 * The reading time a frame adds, in seconds: all the time since the previous frame, so that the pace on
 * screen is the pace chosen however often the phone manages to draw (a busy phone draws fewer frames, and
 * each of them moves the text further; capping a frame at 100 ms had made a busy phone read 10% slow).
 * `last` is null on the first frame, and after the page was hidden: time away from the screen is not
 * reading time, so the text goes on from where the person left it.
 */
export function frameSeconds(last: number | null, now: number): number {
  if (last === null) return 0;
  return Math.min(Math.max(now - last, 0), LONGEST_FRAME_MS) / 1000;
}

// ---------------------------------------------------------------------------
// The reading map: where the scroll is at each moment
// ---------------------------------------------------------------------------

/**
 * A run of words on screen, in scroll coordinates: `start` is the scroll offset at which its first line
 * reaches the reading line and `end` the one at which its last line has passed it.
 */
export interface ReadingBlock {
  start: number;
  end: number;
  words: number;
}

/** Longest time the space between two blocks (a part's heading, the margins) takes to glide past. */
export const MAX_GAP_SECONDS = 0.6;

/** One straight piece of the map: from `scroll0` at `time0` to `scroll1` at `time1`. */
interface MapPiece {
  scroll0: number;
  scroll1: number;
  time0: number;
  time1: number;
}

export interface ReadingMap {
  pieces: MapPiece[];
  /** Seconds from the first block reaching the line to the last one passing it (gaps included). */
  totalSeconds: number;
  /** The scroll offset at which the last word has passed the reading line. */
  endScroll: number;
}

/**
 * The time the teleprompter spends on each part of the text. Only words take reading time: a block of
 * N words passes the reading line in N / wpm minutes, whatever its height in pixels (a bigger font moves
 * faster, the pace in words stays the same). What has no words — the padding before the first line, a
 * part's heading and the space between parts — is not read aloud, so it glides past at the next block's
 * speed but never longer than MAX_GAP_SECONDS; the text's padding therefore never dilutes the pace, as
 * it did when the speed was the whole text box's height over the reading time.
 */
export function readingMap(blocks: readonly ReadingBlock[], wpm: number, from = 0): ReadingMap {
  const pieces: MapPiece[] = [];
  let time = 0;
  let scroll = from;
  for (const block of blocks) {
    if (block.words <= 0 || block.end <= block.start) continue;
    const seconds = (block.words / wpm) * 60;
    const speed = scrollPixelsPerSecond(block.end - block.start, block.words, wpm);
    if (block.start > scroll) {
      const gapSeconds = Math.min((block.start - scroll) / speed, MAX_GAP_SECONDS);
      pieces.push({ scroll0: scroll, scroll1: block.start, time0: time, time1: time + gapSeconds });
      time += gapSeconds;
      scroll = block.start;
    }
    // A block that starts above the scroll (it is partly past already) is read from where the line is.
    const left = (block.end - scroll) / (block.end - block.start);
    const blockSeconds = seconds * Math.min(1, Math.max(0, left));
    if (blockSeconds > 0) {
      pieces.push({ scroll0: scroll, scroll1: block.end, time0: time, time1: time + blockSeconds });
      time += blockSeconds;
      scroll = block.end;
    }
  }
  return { pieces, totalSeconds: time, endScroll: scroll };
}

/** The scroll offset `seconds` after the map's start (its end once the time is over). */
export function scrollAt(map: ReadingMap, seconds: number): number {
  for (const p of map.pieces) {
    if (seconds <= p.time1) {
      if (seconds <= p.time0 || p.time1 === p.time0) return p.scroll0;
      return p.scroll0 + ((seconds - p.time0) / (p.time1 - p.time0)) * (p.scroll1 - p.scroll0);
    }
  }
  return map.endScroll;
}

/** The inverse: seconds into the map at a scroll offset (0 before its start, its total after its end). */
export function timeAt(map: ReadingMap, scroll: number): number {
  for (const p of map.pieces) {
    if (scroll <= p.scroll1) {
      if (scroll <= p.scroll0 || p.scroll1 === p.scroll0) return p.time0;
      return p.time0 + ((scroll - p.scroll0) / (p.scroll1 - p.scroll0)) * (p.time1 - p.time0);
    }
  }
  return map.totalSeconds;
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
