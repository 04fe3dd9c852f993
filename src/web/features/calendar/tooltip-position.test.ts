import { describe, expect, it } from 'vitest';
import { TOOLTIP_GAP, TOOLTIP_MARGIN, placeTooltip } from './tooltip-position';

const viewport = { width: 390, height: 844 };
const tip = { width: 256, height: 80 };
const inside = (p: { top: number; left: number }) =>
  p.left >= TOOLTIP_MARGIN &&
  p.top >= TOOLTIP_MARGIN &&
  p.left + tip.width <= viewport.width - TOOLTIP_MARGIN &&
  p.top + tip.height <= viewport.height - TOOLTIP_MARGIN;

describe('placeTooltip', () => {
  it('goes under the anchor, lined up with it, when there is room', () => {
    const p = placeTooltip({ top: 100, left: 20, width: 120, height: 40 }, tip, viewport);
    expect(p).toEqual({ side: 'below', top: 140 + TOOLTIP_GAP, left: 20 });
  });

  it('flips above an anchor near the bottom edge', () => {
    const p = placeTooltip({ top: 780, left: 20, width: 120, height: 40 }, tip, viewport);
    expect(p.side).toBe('above');
    expect(p.top).toBe(780 - TOOLTIP_GAP - tip.height);
    expect(inside(p)).toBe(true);
  });

  it('is pulled in from the right edge and never past the left one', () => {
    const right = placeTooltip({ top: 100, left: 300, width: 80, height: 40 }, tip, viewport);
    expect(right.left).toBe(viewport.width - TOOLTIP_MARGIN - tip.width);
    const left = placeTooltip({ top: 100, left: -30, width: 80, height: 40 }, tip, viewport);
    expect(left.left).toBe(TOOLTIP_MARGIN);
    expect(inside(right) && inside(left)).toBe(true);
  });

  it('stays inside a window that has little room on both sides of the anchor', () => {
    const small = { width: 390, height: 200 };
    const p = placeTooltip({ top: 60, left: 10, width: 80, height: 80 }, { width: 256, height: 120 }, small);
    expect(p.top).toBeGreaterThanOrEqual(TOOLTIP_MARGIN);
    expect(p.top + 120).toBeLessThanOrEqual(small.height - TOOLTIP_MARGIN);
  });

  it('keeps every corner of the window covered', () => {
    for (const anchor of [
      { top: 0, left: 0, width: 100, height: 30 },
      { top: 0, left: 350, width: 40, height: 30 },
      { top: 814, left: 0, width: 100, height: 30 },
      { top: 814, left: 350, width: 40, height: 30 },
    ]) {
      expect(inside(placeTooltip(anchor, tip, viewport))).toBe(true);
    }
  });
});
