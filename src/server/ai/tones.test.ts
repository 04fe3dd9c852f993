import { describe, expect, it } from 'vitest';
import { AD_METHODS, AD_TYPES, CAPTION_STYLES, CONTENT_KINDS, TONES } from '@shared/content-kinds';
import {
  AD_METHOD_TEXTS,
  AD_TYPE_TEXTS,
  CAPTION_STYLE_TEXTS,
  TONE_TEXTS,
  adMethodText,
  adTypeText,
  captionStyleText,
  resolveTone,
  toneText,
} from './tones';

describe('tones', () => {
  it('has a text for every tone, style, method and type', () => {
    for (const t of [...TONES, 'agressivo'] as const) expect(TONE_TEXTS[t].length).toBeGreaterThan(60);
    for (const s of CAPTION_STYLES) expect(captionStyleText(s)).toBe(CAPTION_STYLE_TEXTS[s]);
    for (const m of AD_METHODS) expect(adMethodText(m)).toBe(AD_METHOD_TEXTS[m]);
    for (const t of AD_TYPES) expect(adTypeText(t)).toBe(AD_TYPE_TEXTS[t]);
  });

  it('falls back to amigavel for unknown tones', () => {
    expect(resolveTone('sarcastico', 'caption')).toBe('amigavel');
    expect(resolveTone(undefined, 'story')).toBe('amigavel');
    expect(resolveTone('toString', 'story')).toBe('amigavel');
    expect(toneText('???', 'ad_copy')).toBe(TONE_TEXTS.amigavel);
  });

  it('honours agressivo only for daily scripts', () => {
    const honoured = CONTENT_KINDS.filter((kind) => resolveTone('agressivo', kind) === 'agressivo');
    expect(honoured).toEqual(['daily_script']);
  });

  it('falls back to the defaults for unknown style, method and type', () => {
    expect(captionStyleText('x')).toBe(CAPTION_STYLE_TEXTS.profissional);
    expect(adMethodText('x')).toBe(AD_METHOD_TEXTS.aida);
    expect(adTypeText(null)).toBe(AD_TYPE_TEXTS.video_vendas);
  });

  it('states the ad type targets', () => {
    expect(AD_TYPE_TEXTS.video_vendas).toMatch(/60 a 90 segundos/);
    expect(AD_TYPE_TEXTS.post_vendas).toMatch(/no máximo 400 palavras/);
    expect(AD_TYPE_TEXTS.story_vendas).toMatch(/3 a 5 stories/);
    expect(AD_TYPE_TEXTS.story_vendas).toMatch(/no máximo 200 caracteres/);
  });
});
