import { describe, expect, it } from 'vitest';
import {
  MAX_WPM,
  MIN_FONT_SIZE,
  MIN_WPM,
  actionForKey,
  countSegmentWords,
  countWords,
  estimateSeconds,
  estimatedDurationLabel,
  formatDuration,
  frameSeconds,
  initialTeleprompterState,
  LONGEST_FRAME_MS,
  scrollPixelsPerSecond,
  readingMap,
  scrollAt,
  timeAt,
  MAX_GAP_SECONDS,
  type ReadingBlock,
  teleprompterReducer,
  type TeleprompterAction,
  type TeleprompterState,
} from './teleprompter-model';

const run = (state: TeleprompterState, ...actions: TeleprompterAction[]) => actions.reduce(teleprompterReducer, state);

describe('words and duration', () => {
  it('counts words with accents, hyphens and numbers as a speaker says them', () => {
    expect(countWords('Bom dia, gente! Hoje é dia de pós-treino.')).toBe(8);
    expect(countWords('Custa R$ 1.200,50 só hoje')).toBe(5);
    expect(countWords('  \n ')).toBe(0);
    expect(countSegmentWords([{ text: 'um dois' }, { label: 'Parte 2', time: '12:00', text: 'três' }])).toBe(3);
  });

  it('estimates the seconds at a pace, rounding up', () => {
    expect(estimateSeconds(130, 130)).toBe(60);
    expect(estimateSeconds(173, 130)).toBe(80);
    expect(estimateSeconds(1, 130)).toBe(1);
    expect(estimateSeconds(0, 130)).toBe(0);
  });

  it('formats durations in pt-BR', () => {
    expect(formatDuration(80)).toBe('1 min 20 s');
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(120)).toBe('2 min');
    expect(formatDuration(0)).toBe('0 s');
  });

  it('labels the estimated duration', () => {
    const text = Array.from({ length: 173 }, () => 'palavra').join(' ');
    expect(estimatedDurationLabel([{ text }], 130)).toBe('Duração estimada: 1 min 20 s');
    expect(estimatedDurationLabel([{ text }], 173)).toBe('Duração estimada: 1 min');
  });

  it('scrolls the text height in the reading time', () => {
    // 130 words at 130 wpm = 60 s; 1200 px in 60 s = 20 px/s.
    expect(scrollPixelsPerSecond(1200, 130, 130)).toBe(20);
    expect(scrollPixelsPerSecond(1200, 130, 260)).toBe(40);
    expect(scrollPixelsPerSecond(0, 130, 130)).toBe(0);
    expect(scrollPixelsPerSecond(1200, 0, 130)).toBe(0);
  });
});

describe('teleprompterReducer', () => {
  it('counts down 3, 2, 1 and then runs', () => {
    let s = run(initialTeleprompterState(), { type: 'start' });
    expect(s).toMatchObject({ phase: 'countdown', countdown: 3 });
    s = run(s, { type: 'tick' });
    expect(s.countdown).toBe(2);
    s = run(s, { type: 'tick' }, { type: 'tick' });
    expect(s.phase).toBe('running');
  });

  it('toggles between running and paused, and starts from the ready screen', () => {
    const ready = initialTeleprompterState();
    expect(run(ready, { type: 'toggle' }).phase).toBe('countdown');
    const running: TeleprompterState = { ...ready, phase: 'running' };
    expect(run(running, { type: 'toggle' }).phase).toBe('paused');
    expect(run(running, { type: 'toggle' }, { type: 'toggle' }).phase).toBe('running');
  });

  it('does not interrupt the countdown with a toggle, but a pause stops it', () => {
    const counting = run(initialTeleprompterState(), { type: 'start' });
    expect(run(counting, { type: 'toggle' })).toEqual(counting);
    expect(run(counting, { type: 'pause' }).phase).toBe('paused');
  });

  it('finishes only while running, and starts again from the end', () => {
    const ready = initialTeleprompterState();
    expect(run(ready, { type: 'finish' }).phase).toBe('ready');
    const done = run({ ...ready, phase: 'running' }, { type: 'finish' });
    expect(done.phase).toBe('finished');
    expect(run(done, { type: 'start' }).phase).toBe('countdown');
  });

  it('changes speed and font size within limits, and toggles the mirror', () => {
    const s = initialTeleprompterState();
    expect(run(s, { type: 'speed', delta: 10 }).wpm).toBe(140);
    expect(run({ ...s, wpm: MAX_WPM }, { type: 'speed', delta: 10 }).wpm).toBe(MAX_WPM);
    expect(run({ ...s, wpm: MIN_WPM }, { type: 'speed', delta: -10 }).wpm).toBe(MIN_WPM);
    expect(run({ ...s, fontSize: MIN_FONT_SIZE }, { type: 'font', delta: -4 }).fontSize).toBe(MIN_FONT_SIZE);
    expect(run(s, { type: 'mirror' }).mirrored).toBe(true);
    expect(run(s, { type: 'mirror' }, { type: 'mirror' }).mirrored).toBe(false);
  });

  it('clamps the initial options', () => {
    expect(initialTeleprompterState({ wpm: 1000, fontSize: 2 })).toMatchObject({
      wpm: MAX_WPM,
      fontSize: MIN_FONT_SIZE,
    });
  });
});

describe('actionForKey', () => {
  it('maps the keys', () => {
    expect(actionForKey(' ')).toEqual({ type: 'toggle' });
    expect(actionForKey('ArrowUp')).toEqual({ type: 'speed', delta: 10 });
    expect(actionForKey('ArrowDown')).toEqual({ type: 'speed', delta: -10 });
    expect(actionForKey('Escape')).toBe('close');
    expect(actionForKey('a')).toBeNull();
  });
});

describe('the reading map (the pace is over the words, not the padding)', () => {
  // 64 words laid out over 600 px, starting 300 px below the line (the text box's top padding).
  const story: ReadingBlock[] = [{ start: 300, end: 900, words: 64 }];

  it('passes the words at the set pace, whatever padding surrounds them', () => {
    const map = readingMap(story, 130);
    const reading = (64 / 130) * 60;
    // The padding glides by in at most MAX_GAP_SECONDS; the rest of the time is the words' own.
    expect(map.totalSeconds).toBeCloseTo(reading + MAX_GAP_SECONDS, 6);
    const start = timeAt(map, 300);
    expect(start).toBeCloseTo(MAX_GAP_SECONDS, 6);
    // Ten seconds into the words, 130 × 10 / 60 words have passed the line.
    const wordsPassed = ((scrollAt(map, start + 10) - 300) / 600) * 64;
    expect(wordsPassed).toBeCloseTo((130 * 10) / 60, 6);
    expect(scrollAt(map, map.totalSeconds)).toBe(900);
    expect(scrollAt(map, map.totalSeconds + 5)).toBe(900);
  });

  it('keeps the pace in words when the font (the pixels per word) changes', () => {
    const small = readingMap([{ start: 0, end: 400, words: 100 }], 120);
    const big = readingMap([{ start: 0, end: 1200, words: 100 }], 120);
    expect(small.totalSeconds).toBeCloseTo(50, 6);
    expect(big.totalSeconds).toBeCloseTo(50, 6);
    expect(scrollAt(big, 25)).toBeCloseTo(600, 6);
    expect(scrollAt(small, 25)).toBeCloseTo(200, 6);
  });

  it('gives each part its own speed and lets the headings between parts glide past briefly', () => {
    const parts: ReadingBlock[] = [
      { start: 0, end: 100, words: 13 },
      { start: 180, end: 480, words: 26 },
    ];
    const map = readingMap(parts, 130);
    const first = (13 / 130) * 60;
    const second = (26 / 130) * 60;
    // The 80 px heading at the second part's speed (300 px in 12 s) would take 3.2 s; it takes 0.6 s.
    expect(map.totalSeconds).toBeCloseTo(first + MAX_GAP_SECONDS + second, 6);
    expect(timeAt(map, 180)).toBeCloseTo(first + MAX_GAP_SECONDS, 6);
    expect(scrollAt(map, first + MAX_GAP_SECONDS + second / 2)).toBeCloseTo(330, 6);
    // A short gap takes its time at the text's speed.
    const close = readingMap(
      [
        { start: 0, end: 100, words: 13 },
        { start: 105, end: 405, words: 26 },
      ],
      130,
    );
    expect(close.totalSeconds).toBeCloseTo(first + 5 / 25 + second, 6);
  });

  it('doubles the scroll speed when the pace doubles, and reads back its own times', () => {
    const slow = readingMap(story, 130);
    const fast = readingMap(story, 260);
    expect(fast.totalSeconds - MAX_GAP_SECONDS).toBeCloseTo((slow.totalSeconds - MAX_GAP_SECONDS) / 2, 6);
    for (const seconds of [0, 0.3, 1, 7.5, 20, slow.totalSeconds]) {
      expect(timeAt(slow, scrollAt(slow, seconds))).toBeCloseTo(seconds, 6);
    }
  });

  it('reads from the middle of a part that is already partly past the line', () => {
    const map = readingMap(story, 130, 600);
    expect(map.totalSeconds).toBeCloseTo((64 / 130) * 60 * 0.5, 6);
    expect(readingMap([], 130).pieces).toHaveLength(0);
    expect(readingMap([{ start: 0, end: 0, words: 5 }], 130).totalSeconds).toBe(0);
  });
});

describe('the reading clock', () => {
  it('adds all the time since the last frame, so a phone that draws less often keeps the pace', () => {
    expect(frameSeconds(null, 5_000)).toBe(0);
    expect(frameSeconds(5_000, 5_016)).toBeCloseTo(0.016, 9);
    // Ten frames of 250 ms are 2.5 s of reading, as 150 frames of 16.7 ms are.
    let last: number | null = null;
    let seconds = 0;
    for (let now = 0; now <= 2_500; now += 250) {
      seconds += frameSeconds(last, now);
      last = now;
    }
    expect(seconds).toBeCloseTo(2.5, 9);
  });

  it('counts a frozen page as one long frame at most, and a clock that went back as none', () => {
    expect(frameSeconds(1_000, 1_000 + 60_000)).toBe(LONGEST_FRAME_MS / 1000);
    expect(frameSeconds(1_000, 900)).toBe(0);
  });
});
