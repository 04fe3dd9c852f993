import { describe, expect, it } from 'vitest';
import { supportsTeleprompter, teleprompterSegments } from './teleprompter-segments';

const dailyScript = JSON.stringify({
  title: 'Dia de treino',
  daily_hook: 'Hoje tem perna',
  parts: [
    { time: '07:00', content: 'Bom dia! Bora treinar.', type: 'bastidores' },
    { time: '12:00', content: 'Marmita do dia.', type: 'educativo' },
  ],
  daily_cta: 'Me conta seu treino',
});

describe('teleprompterSegments', () => {
  it('reads a daily script part by part, with times, from the JSON', () => {
    expect(teleprompterSegments({ type: 'daily_script', content: dailyScript })).toEqual([
      { label: 'Parte 1', time: '07:00', text: 'Bom dia! Bora treinar.' },
      { label: 'Parte 2', time: '12:00', text: 'Marmita do dia.' },
    ]);
  });

  it('prefers the saved parts (they carry the user edits)', () => {
    const segments = teleprompterSegments({
      type: 'daily_script',
      content: dailyScript,
      parts: [
        { id: 'a', time: '08:00', content: 'Texto editado', completed: false },
        { id: 'b', content: 'Sem horário', completed: true },
      ],
    });
    expect(segments).toEqual([
      { label: 'Parte 1', time: '08:00', text: 'Texto editado' },
      { label: 'Parte 2', text: 'Sem horário' },
    ]);
  });

  it("reads each reel scene's text with its timing", () => {
    const reel = JSON.stringify({
      concept: 'c',
      hook: 'h',
      scenes: [
        { timing: '0-3s', action: 'a', text: 'Você faz isso errado', visual_tip: 'v' },
        { timing: '3-8s', action: 'só ação', text: '', visual_tip: 'v' },
        { timing: '8-15s', action: 'a', text: 'Faça assim', visual_tip: 'v' },
      ],
      cta: 'Salva',
      editing_tips: [],
    });
    expect(teleprompterSegments({ type: 'reel_idea', content: reel })).toEqual([
      { label: 'Cena 1', time: '0-3s', text: 'Você faz isso errado' },
      { label: 'Cena 3', time: '8-15s', text: 'Faça assim' },
    ]);
  });

  it('reads the speech of older reel scenes', () => {
    const legacy = JSON.stringify({
      title: 't',
      scenes: [{ number: 1, duration: '5s', speech: 'Oi gente', visual: 'x' }],
    });
    expect(teleprompterSegments({ type: 'reel_idea', content: legacy })).toEqual([
      { label: 'Cena 1', time: 'Cena 1 (5s)', text: 'Oi gente' },
    ]);
  });

  it('reads a story as one segment, and a reel that is not JSON as text', () => {
    expect(teleprompterSegments({ type: 'story', content: '  Bom dia!\nHoje tem novidade.  ' })).toEqual([
      { text: 'Bom dia!\nHoje tem novidade.' },
    ]);
    expect(teleprompterSegments({ type: 'reel_idea', content: 'Roteiro livre' })).toEqual([{ text: 'Roteiro livre' }]);
  });

  it('has nothing for kinds that are not read on camera, or empty content', () => {
    expect(teleprompterSegments({ type: 'caption', content: 'Legenda' })).toEqual([]);
    expect(teleprompterSegments({ type: 'story', content: '   ' })).toEqual([]);
    expect(supportsTeleprompter('story')).toBe(true);
    expect(supportsTeleprompter('carousel')).toBe(false);
  });
});
