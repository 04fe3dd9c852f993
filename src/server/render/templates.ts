/**
 * The slide templates: their sizes, the boxes each text gets (with the font sizes the fitting may use)
 * and the node trees the renderer draws. Carousel slides are 1080×1350 (4:5, Instagram's tallest feed
 * format); story frames and reel covers are 1080×1920 (9:16), with their texts kept below the top 200 px
 * and above the bottom 240 px that Instagram covers with its own buttons.
 *
 * Every text box has a fixed height and the fitting (src/shared/render/fit.ts) picks a size at which the
 * text is measured to fit, so nothing overflows a box; the same builders make the nodes that are measured
 * and the nodes that are drawn, so what was measured is what is drawn.
 */
import type { Node } from '@takumi-rs/core';
import { PUBLI_HEADLINE } from '@shared/claims/publi';
import { CONTINUES_NOTE, type BoxRule } from '@shared/render/fit';
import { FONT_PAIRS } from '@shared/render/brand-kit';
import { isTemplateId } from '@shared/render/item-deck';
import { familyStack, LABEL_FAMILY } from './fonts';
import type { Frame, RenderKit, TemplateId } from './types';

const SIDE = 80;
export const CONTENT_WIDTH = 1080 - 2 * SIDE;
const GAP = 32;
const COMPARE_GAP = 40;
const COMPARE_HEADING = 72;

interface Geometry {
  width: number;
  height: number;
  /** Where the top bar (publi label, logo) starts. */
  top: number;
  contentTop: number;
  contentHeight: number;
  /** The footer line (handle, "continua →", slide number). */
  footerTop: number;
}

const CAROUSEL: Geometry = {
  width: 1080,
  height: 1350,
  top: 64,
  contentTop: 184,
  contentHeight: 1030,
  footerTop: 1238,
};
const VERTICAL: Geometry = {
  width: 1080,
  height: 1920,
  top: 200,
  contentTop: 320,
  contentHeight: 1288,
  footerTop: 1632,
};
const FOOTER_HEIGHT = 48;

/** What the drawing and the images' alt texts know of a template, besides its boxes (`boxesOf`). */
interface TemplateRow {
  geometry: Geometry;
  /** Whether the publi label goes on every frame, or only on the deck's first image. */
  labelsEveryFrame: boolean;
  /** Whether the boxes sit in the middle of the content area instead of starting at its top. */
  centered: boolean;
  /** How an image's alt text names it ("Slide 1 de 5"). */
  imageName: string;
  /** Whether the alt text counts the images: a reel has one cover, so its name stands alone. */
  numbered: boolean;
}

const SLIDE: TemplateRow = {
  geometry: CAROUSEL,
  labelsEveryFrame: false,
  centered: false,
  imageName: 'Slide',
  numbered: true,
};

/**
 * The one table of the templates: a template added to `TEMPLATE_IDS` fails the type check here until its
 * row says its size, where its publi label goes, where its texts sit and how its images are named.
 */
const TEMPLATES = {
  capa: SLIDE,
  passo: SLIDE,
  citacao: SLIDE,
  comparacao: SLIDE,
  cta: { ...SLIDE, centered: true },
  story: { geometry: VERTICAL, labelsEveryFrame: true, centered: false, imageName: 'Story', numbered: true },
  reel_capa: {
    geometry: VERTICAL,
    labelsEveryFrame: false,
    centered: true,
    imageName: 'Capa do reel',
    numbered: false,
  },
} as const satisfies Record<TemplateId, TemplateRow>;

/** A template's row by its stored name; a name no template has counts as a slide. */
export function templateRow(template: string): TemplateRow {
  return isTemplateId(template) ? TEMPLATES[template] : SLIDE;
}

export function geometryOf(template: TemplateId): Geometry {
  return TEMPLATES[template].geometry;
}

/** Story frames carry the publi label on every frame; other templates only on the deck's first image. */
export function labelsEveryFrame(template: TemplateId): boolean {
  return TEMPLATES[template].labelsEveryFrame;
}

/**
 * The fixed place of the "Publicidade #publi" label: top-left, inside the safe area, always the same size
 * and font, drawn in the kit's text colour with the background colour as its letters (so it has the
 * kit's checked contrast).
 */
export function publiRegion(template: TemplateId): { x: number; y: number; width: number; height: number } {
  return { x: SIDE, y: geometryOf(template).top, width: 400, height: 72 };
}

export type Field = 'title' | 'body' | 'list' | 'compare';

export interface Box {
  field: Field;
  width: number;
  rule: BoxRule;
  align: 'start' | 'center' | 'end';
}

const box = (field: Field, height: number, maxSize: number, minSize: number, align: Box['align'] = 'start'): Box => ({
  field,
  width: field === 'compare' ? (CONTENT_WIDTH - COMPARE_GAP) / 2 : CONTENT_WIDTH,
  // The comparison's heading row ("Antes" / "Depois") takes part of its box.
  rule: {
    height: field === 'compare' ? height - COMPARE_HEADING : height,
    maxSize,
    minSize,
    step: maxSize > 60 ? 4 : 2,
  },
  align,
});

/** What each template holds, top to bottom; which boxes appear depends on the texts present. */
export function boxesOf(template: TemplateId, has: { body: boolean; list: boolean }): Box[] {
  switch (template) {
    case 'capa':
      return [box('title', 640, 120, 56, 'end'), ...(has.body ? [box('body', 300, 48, 30)] : [])];
    case 'passo':
      if (has.body && has.list) return [box('title', 220, 72, 40), box('body', 220, 42, 28), box('list', 524, 42, 28)];
      return [box('title', 220, 72, 40), box(has.list ? 'list' : 'body', 776, 46, 30)];
    case 'citacao':
      // The quote is the body; the title names who said it.
      return [box('body', 600, 68, 34), box('title', 160, 40, 28)];
    case 'comparacao':
      return [box('title', 200, 64, 36), box('compare', 798, 44, 26)];
    case 'cta':
      return [box('title', 520, 96, 48, 'center'), ...(has.body ? [box('body', 300, 48, 30, 'center')] : [])];
    case 'story':
      return [box('title', 380, 88, 48), ...(has.body ? [box('body', 876, 60, 34)] : [])];
    case 'reel_capa':
      return [box('title', 820, 132, 64, 'center'), ...(has.body ? [box('body', 400, 56, 34, 'center')] : [])];
  }
}

/** Height of the quote mark drawn above a quote. */
const QUOTE_MARK = 110;

function fonts(kit: RenderKit) {
  const pair = FONT_PAIRS[kit.fontPair];
  return { title: familyStack(pair.title), body: familyStack(pair.body) };
}

const textStyle = (family: string, weight: number, size: number, color: string, lineHeight: number) => ({
  fontFamily: family,
  fontWeight: weight,
  fontSize: size,
  lineHeight,
  color,
  // A word wider than the box (a long Portuguese word at a large size) breaks inside itself rather than
  // running out of the image.
  overflowWrap: 'anywhere' as const,
});

/** The node of one field's text at a size: measured by the fitting, then drawn inside its box. */
export function fieldNode(
  field: Exclude<Field, 'compare'> | 'column',
  content: string | readonly string[],
  size: number,
  kit: RenderKit,
  align: Box['align'] = 'start',
): Node {
  const f = fonts(kit);
  const textAlign = align === 'center' ? 'center' : 'left';
  const { text: color } = kit.colors;
  if (field === 'list') {
    const items = content as readonly string[];
    return {
      type: 'container',
      style: { display: 'flex', flexDirection: 'column', gap: Math.round(size * 0.5), width: '100%' },
      children: items.map((item, i) => ({
        type: 'container',
        style: { display: 'flex', flexDirection: 'row', gap: Math.round(size * 0.4), width: '100%' },
        children: [
          {
            type: 'text',
            text: `${i + 1}.`,
            style: { ...textStyle(f.title, 700, size, color, 1.3), width: Math.round(size * 1.5), flexShrink: 0 },
          },
          {
            type: 'text',
            text: item,
            style: { ...textStyle(f.body, 400, size, color, 1.3), flexGrow: 1, flexShrink: 1, minWidth: 0 },
          },
        ],
      })),
    };
  }
  const isTitle = field === 'title';
  return {
    type: 'text',
    text: content as string,
    style: {
      ...textStyle(isTitle ? f.title : f.body, isTitle ? 700 : 400, size, color, isTitle ? 1.15 : 1.35),
      textAlign,
      width: '100%',
    },
  };
}

function boxNode(b: Box, frame: Frame, kit: RenderKit): Node {
  const justifyContent = b.align === 'end' ? 'flex-end' : b.align === 'center' ? 'center' : 'flex-start';
  const outer = {
    display: 'flex',
    flexDirection: 'column',
    width: CONTENT_WIDTH,
    flexShrink: 0,
    justifyContent,
  } as const;
  if (b.field === 'compare' && frame.compare) {
    const { before, after, size } = frame.compare;
    const f = fonts(kit);
    const column = (heading: string, text: string): Node => ({
      type: 'container',
      style: { display: 'flex', flexDirection: 'column', width: b.width },
      children: [
        {
          type: 'container',
          style: { display: 'flex', height: COMPARE_HEADING, alignItems: 'flex-start' },
          children: [
            {
              type: 'text',
              text: heading,
              style: {
                ...textStyle(f.title, 700, 44, kit.colors.text, 1.1),
                borderBottom: `6px solid ${kit.colors.accent ?? kit.colors.text}`,
              },
            },
          ],
        },
        {
          type: 'container',
          style: { display: 'flex', flexDirection: 'column', height: b.rule.height },
          children: [fieldNode('column', text, size, kit)],
        },
      ],
    });
    return {
      type: 'container',
      style: {
        ...outer,
        flexDirection: 'row',
        gap: COMPARE_GAP,
        height: b.rule.height + COMPARE_HEADING,
        justifyContent: 'flex-start',
      },
      children: [column('Antes', before), column('Depois', after)],
    };
  }
  const content = b.field === 'title' ? frame.title : b.field === 'body' ? frame.body : null;
  const child =
    b.field === 'list' && frame.list
      ? fieldNode('list', frame.list.items, frame.list.size, kit)
      : content
        ? fieldNode(b.field as 'title' | 'body', content.text, content.size, kit, b.align)
        : null;
  return { type: 'container', style: { ...outer, height: b.rule.height }, children: child ? [child] : [] };
}

/** The whole image: background, accent bar, top bar (label, logo), the boxes, the footer. */
export function frameNode(frame: Frame, kit: RenderKit): Node {
  const g = geometryOf(frame.template);
  const { background, text, accent } = kit.colors;
  const f = fonts(kit);
  const boxes = boxesOf(frame.template, { body: !!frame.body, list: !!frame.list });
  const children: Node[] = [];
  // A flat accent band across the top: the brand's colour on every image.
  children.push({
    type: 'container',
    style: { position: 'absolute', left: 0, top: 0, width: g.width, height: 20, backgroundColor: accent ?? text },
  });
  if (frame.publi) {
    const r = publiRegion(frame.template);
    children.push({
      type: 'container',
      style: {
        position: 'absolute',
        left: r.x,
        top: r.y,
        width: r.width,
        height: r.height,
        backgroundColor: text,
        borderRadius: 14,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      },
      children: [
        { type: 'text', text: PUBLI_HEADLINE, style: textStyle(familyStack(LABEL_FAMILY), 700, 34, background, 1) },
      ],
    });
  }
  if (kit.logo) {
    const scale = Math.min(220 / kit.logo.width, 96 / kit.logo.height, 1);
    const w = Math.round(kit.logo.width * scale);
    const h = Math.round(kit.logo.height * scale);
    children.push({
      type: 'image',
      src: 'logo',
      width: w,
      height: h,
      style: {
        position: 'absolute',
        left: g.width - SIDE - w,
        top: g.top + Math.round((96 - h) / 2),
        width: w,
        height: h,
      },
    });
  }
  const column: Node[] = [];
  if (frame.template === 'citacao') {
    column.push({
      type: 'text',
      text: '“',
      style: {
        fontFamily: f.title,
        fontWeight: 700,
        fontSize: 200,
        lineHeight: 1,
        height: QUOTE_MARK,
        color: accent ?? text,
      },
    });
  }
  for (const b of boxes) column.push(boxNode(b, frame, kit));
  if (frame.template === 'cta' && kit.handle) {
    column.push({
      type: 'text',
      text: `@${kit.handle}`,
      style: { ...textStyle(f.title, 700, 56, text, 1.2), textAlign: 'center', width: '100%' },
    });
  }
  children.push({
    type: 'container',
    style: {
      position: 'absolute',
      left: SIDE,
      top: g.contentTop,
      width: CONTENT_WIDTH,
      height: g.contentHeight,
      display: 'flex',
      flexDirection: 'column',
      gap: GAP,
      justifyContent: TEMPLATES[frame.template].centered ? 'center' : 'flex-start',
    },
    children: column,
  });
  const footerText = (value: string) => ({
    type: 'text' as const,
    text: value,
    style: textStyle(f.body, 400, 30, text, 1.2),
  });
  children.push({
    type: 'container',
    style: {
      position: 'absolute',
      left: SIDE,
      top: g.footerTop,
      width: CONTENT_WIDTH,
      height: FOOTER_HEIGHT,
      display: 'flex',
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
    },
    children: [
      footerText(kit.handle ? `@${kit.handle}` : ''),
      {
        type: 'container',
        style: { display: 'flex', flexDirection: 'row', gap: 32, alignItems: 'center' },
        children: [
          ...(frame.continues
            ? [{ ...footerText(CONTINUES_NOTE), style: { ...textStyle(f.body, 700, 30, text, 1.2) } }]
            : []),
          ...(frame.total > 1 ? [footerText(`${frame.number}/${frame.total}`)] : []),
        ],
      },
    ],
  });
  return {
    type: 'container',
    style: { width: g.width, height: g.height, backgroundColor: background, position: 'relative', display: 'flex' },
    children,
  };
}
