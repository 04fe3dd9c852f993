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
  initialTeleprompterState,
  scrollPixelsPerSecond,
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
