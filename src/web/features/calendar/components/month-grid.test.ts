import { describe, expect, it } from 'vitest';
import type { ClientRect, DroppableContainer, UniqueIdentifier } from '@dnd-kit/core';
import { collision } from './month-grid';

// Two days side by side, 140 px wide each, and the tray under them.
const rect = (left: number, top: number, width: number, height: number): ClientRect => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});
const RECTS = new Map<UniqueIdentifier, ClientRect>([
  ['day:2026-12-18', rect(0, 0, 140, 120)],
  ['day:2026-12-19', rect(140, 0, 140, 120)],
  ['tray', rect(0, 400, 1000, 200)],
]);
const containers = [...RECTS.keys()].map(
  (id) => ({ id, key: id, data: { current: {} }, disabled: false }) as unknown as DroppableContainer,
);

const args = (collisionRect: ClientRect, pointerCoordinates: { x: number; y: number } | null) => ({
  active: { id: 'item', data: { current: {} }, rect: { current: { initial: null, translated: null } } },
  collisionRect,
  droppableRects: RECTS,
  droppableContainers: containers,
  pointerCoordinates,
});

describe('the calendar’s collision detection', () => {
  it('takes the day under the mouse even when a wide chip from the tray covers more of the next day', () => {
    // A chip from "Sem data" is as wide as the tray: held by its handle over the 18th, it covers the 19th.
    const chip = rect(100, 40, 900, 40);
    const hits = collision(args(chip, { x: 110, y: 60 }) as never);
    expect(hits.map((h) => h.id)).toEqual(['day:2026-12-18']);
  });

  it('takes nothing when the pointer is over no day, rather than guessing from the chip', () => {
    const hits = collision(args(rect(100, 40, 900, 40), { x: 600, y: 200 }) as never);
    expect(hits).toEqual([]);
  });

  it('follows the chip’s handle when moving with the keyboard', () => {
    const hits = collision(args(rect(145, 10, 900, 40), null) as never);
    expect(hits.map((h) => h.id)).toEqual(['day:2026-12-19']);
  });
});
