import { describe, expect, it } from 'vitest';
import { AA_NORMAL_TEXT, checkContrast, contrastRatio, isHexColor, relativeLuminance } from './contrast';

describe('contrast rule', () => {
  it('measures the WCAG reference pairs', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBeCloseTo(1, 5);
    // #767676 on white is the classic lightest grey that passes AA (4.54:1).
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(relativeLuminance('#FF0000')).toBeCloseTo(0.2126, 4);
  });

  it('passes a readable pair and offers nothing', () => {
    expect(checkContrast('#1E3A8A', '#FFFFFF')).toMatchObject({ passes: true, suggestion: null });
  });

  it('refuses a weak pair and suggests a colour of the same hue that passes', () => {
    const check = checkContrast('#7FA7FF', '#FFFFFF');
    expect(check.passes).toBe(false);
    expect(check.ratio).toBeLessThan(AA_NORMAL_TEXT);
    expect(check.suggestion).toMatch(/^#[0-9A-F]{6}$/);
    expect(contrastRatio(check.suggestion!, '#FFFFFF')).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    // Darker but still blue: the blue channel stays the largest.
    const n = Number.parseInt(check.suggestion!.slice(1), 16);
    expect(n & 255).toBeGreaterThan((n >> 16) & 255);
  });

  it('lightens text on a dark background', () => {
    const check = checkContrast('#333366', '#111111');
    expect(check.passes).toBe(false);
    expect(relativeLuminance(check.suggestion!)).toBeGreaterThan(relativeLuminance('#333366'));
    expect(contrastRatio(check.suggestion!, '#111111')).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });

  it('accepts only #rrggbb', () => {
    expect(isHexColor('#a1B2c3')).toBe(true);
    expect(isHexColor('#abc')).toBe(false);
    expect(isHexColor('red')).toBe(false);
  });
});
