/**
 * Colour contrast between a text colour and the colour behind it, as WCAG 2 measures it. Brand kits are
 * checked with this rule on the server (a kit whose text cannot be read is refused) and the brand-kit form
 * shows the same answer while the user picks colours.
 *
 * Level AA asks 4.5:1 for normal text. Slides carry body text of ~30 px on a 1080 px image, which a phone
 * shows at about a third of that size, so every pair is held to 4.5:1, never to the 3:1 of "large text".
 */

export const AA_NORMAL_TEXT = 4.5;

const HEX = /^#([0-9a-f]{6})$/i;

/** True for the one colour notation kits store: `#rrggbb`. */
export function isHexColor(value: string): boolean {
  return HEX.test(value);
}

function channels(hex: string): [number, number, number] {
  const m = HEX.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const n = Number.parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: readonly number[]): string {
  return `#${[r, g, b].map((c) => Math.round(c!).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/** Relative luminance (WCAG 2: sRGB channels linearised, weighted 0.2126 / 0.7152 / 0.0722). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio between two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export interface ContrastCheck {
  ratio: number;
  passes: boolean;
  /** When the pair fails: the text colour nearest to the one chosen that passes on this background. */
  suggestion: string | null;
}

/**
 * Checks a text colour on a background. When it fails, the suggestion keeps the brand's hue: the text
 * colour is mixed step by step towards black or towards white (whichever side can reach 4.5:1 on this
 * background, trying the side that moves away from the background first) and the first mix that passes is
 * offered, so a dark-blue brand gets a deeper blue, not plain black.
 */
export function checkContrast(text: string, background: string): ContrastCheck {
  const ratio = contrastRatio(text, background);
  if (ratio >= AA_NORMAL_TEXT) return { ratio, passes: true, suggestion: null };
  const base = channels(text);
  const bgDark = relativeLuminance(background) < 0.18;
  const targets: Array<[number, number, number]> = bgDark
    ? [
        [255, 255, 255],
        [0, 0, 0],
      ]
    : [
        [0, 0, 0],
        [255, 255, 255],
      ];
  for (const target of targets) {
    for (let step = 1; step <= 20; step++) {
      const t = step / 20;
      const mixed = toHex(base.map((c, i) => c + (target[i]! - c) * t));
      if (contrastRatio(mixed, background) >= AA_NORMAL_TEXT) return { ratio, passes: false, suggestion: mixed };
    }
  }
  // Some mid-grey backgrounds reach 4.5:1 with neither black nor white mixes of this hue; plain black or
  // white always gives the higher of the two ratios, and is offered even if it is still short.
  const black = contrastRatio('#000000', background);
  const white = contrastRatio('#FFFFFF', background);
  return { ratio, passes: false, suggestion: black >= white ? '#000000' : '#FFFFFF' };
}
