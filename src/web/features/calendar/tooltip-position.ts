/**
 * Where a tooltip goes so that it stays inside the window: under its anchor when it fits there, else
 * above, else on the side with more room; moved sideways (and, as a last resort, up or down) so that no
 * edge leaves the window. Pure: the component measures, this decides.
 */

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface TooltipPlacement {
  top: number;
  left: number;
  side: 'below' | 'above';
}

/** The gap between the anchor and the tooltip, and between the tooltip and the window's edges. */
export const TOOLTIP_GAP = 4;
export const TOOLTIP_MARGIN = 8;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

export function placeTooltip(
  anchor: Box,
  tip: { width: number; height: number },
  viewport: { width: number; height: number },
): TooltipPlacement {
  const roomBelow = viewport.height - (anchor.top + anchor.height) - TOOLTIP_GAP - TOOLTIP_MARGIN;
  const roomAbove = anchor.top - TOOLTIP_GAP - TOOLTIP_MARGIN;
  const side = tip.height <= roomBelow || roomBelow >= roomAbove ? 'below' : 'above';
  const wanted = side === 'below' ? anchor.top + anchor.height + TOOLTIP_GAP : anchor.top - TOOLTIP_GAP - tip.height;
  return {
    side,
    // A tooltip taller than the room on either side still starts inside the window.
    top: clamp(wanted, TOOLTIP_MARGIN, viewport.height - TOOLTIP_MARGIN - tip.height),
    // Lined up with the anchor's left edge, pulled in from the right edge (and never past the left one).
    left: clamp(anchor.left, TOOLTIP_MARGIN, viewport.width - TOOLTIP_MARGIN - tip.width),
  };
}
