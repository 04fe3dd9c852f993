/**
 * What a creator reads on the teleprompter, from a saved item: a daily script's parts in order (with
 * their times), a reel's scenes (what is said or shown in each) and a story's text. Reads the same
 * tolerant view model as every other renderer (content-view.ts), so older reel shapes work too.
 */
import type { ContentItem } from './content-item';
import { kindInfo, type ContentKind } from './content-kinds';
import { parseDailyScript, parseReel } from './content-view';

/** One block of the teleprompter: an optional heading (label and time) and the text to read. */
export interface TeleprompterSegment {
  label?: string;
  time?: string;
  text: string;
}

/** Kinds that have something to read aloud on camera (the kinds table's teleprompter column). */
export function supportsTeleprompter(kind: ContentKind): boolean {
  return kindInfo(kind).teleprompter !== null;
}

type SegmentSource = Pick<ContentItem, 'type' | 'content'> & Partial<Pick<ContentItem, 'parts'>>;

/** The segments of an item, in reading order; empty when the kind has nothing to read or nothing is there. */
export function teleprompterSegments(item: SegmentSource): TeleprompterSegment[] {
  switch (kindInfo(item.type).teleprompter) {
    case 'parts': {
      const view = parseDailyScript(item.content);
      // The saved parts carry the user's edits; the JSON is the fallback for items without parts.
      const parts = item.parts?.length ? item.parts : (view?.parts ?? []);
      return withText(
        parts.map((p, i) => ({ label: `Parte ${i + 1}`, time: p.time || undefined, text: p.content.trim() })),
      );
    }
    case 'scenes': {
      const view = parseReel(item.content);
      if (!view) return withText([{ text: item.content.trim() }]);
      if (view.shape === 'ideas') {
        return withText(
          view.ideas.map((idea, i) => ({
            label: idea.title || `Ideia ${i + 1}`,
            text: idea.description.trim(),
          })),
        );
      }
      return withText(
        view.scenes.map((s, i) => ({
          label: `Cena ${i + 1}`,
          time: s.timing || undefined,
          text: s.text.trim(),
        })),
      );
    }
    case 'text':
      return withText([{ text: item.content.trim() }]);
    case null:
      return [];
  }
}

/** Drops empty segments and the undefined keys, so the segments compare and serialise cleanly. */
function withText(segments: TeleprompterSegment[]): TeleprompterSegment[] {
  return segments
    .filter((s) => s.text)
    .map((s) => {
      const out: TeleprompterSegment = { text: s.text };
      if (s.label) out.label = s.label;
      if (s.time) out.time = s.time;
      return out;
    });
}
