/**
 * Export of an agency client's content (spec part 1 §7 "Export of client content"): a text roteiro
 * grouped by content type — each item with its title, its content (the timed parts of a daily script,
 * a readable rendering of the JSON kinds) and 'Concluído' / 'Pendente' — optionally only the items
 * scheduled for one São Paulo calendar day; and the same roteiro in WhatsApp formatting
 * (*bold*, _italic_, emojis, no markdown headings). Pure: no I/O, no clock.
 */
import { whatsappUrl } from './whatsapp';
import { CONTENT_KINDS, kindInfo } from './content-kinds';
import type { ContentItem } from './content-item';
import { CONTENT_LABELS as L, viewContent, type ContentView, type DailyScriptPartView } from './content-view';
import type { ClientExportFormat } from './schemas/clients';
import { SAO_PAULO_TZ, localDayOf, toIsoDay } from './sao-paulo-time';

export const EXPORT_STATUS = { done: 'Concluído', pending: 'Pendente' } as const;

export type ExportItem = Pick<ContentItem, 'type' | 'title' | 'content' | 'parts' | 'completed' | 'scheduledDate'> &
  Partial<Pick<ContentItem, 'status'>>;

export interface ClientExportOptions {
  clientName: string;
  /** 'YYYY-MM-DD': only the items scheduled for that São Paulo calendar day. */
  date?: string | null;
  format?: ClientExportFormat;
}

/** The São Paulo calendar day ('YYYY-MM-DD') of an instant. */
export function saoPauloDay(value: string | Date): string | null {
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  return toIsoDay(localDayOf(d, SAO_PAULO_TZ));
}

/** 'YYYY-MM-DD' -> 'DD/MM/YYYY'. */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

/** The items scheduled for `date` (São Paulo day); all of them when no date is given. */
export function filterByScheduledDay<T extends Pick<ExportItem, 'scheduledDate'>>(
  items: T[],
  date?: string | null,
): T[] {
  if (!date) return items;
  return items.filter((i) => i.scheduledDate !== null && saoPauloDay(i.scheduledDate) === date);
}

export function isItemDone(item: Pick<ExportItem, 'completed' | 'status'>): boolean {
  return item.completed || item.status === 'completed';
}

// ---------------------------------------------------------------------------
// Content rendering: a list of lines, each either plain or "label: value"
// ---------------------------------------------------------------------------

/** A rendered line: `label` is shown in _italic_ in WhatsApp; `indent` nests list entries. */
interface Line {
  label?: string;
  text: string;
  indent?: boolean;
}

function textLines(text: string): Line[] {
  return text
    .replace(/\r\n/g, '\n')
    .split('\n')
    .map((l) => ({ text: l.trimEnd() }));
}

function labelled(label: string, value: string, indent = false): Line[] {
  const text = value.trim();
  return text ? [{ label, text, ...(indent ? { indent } : {}) }] : [];
}

/** 'HH:MM - text' for each timed part, ticked when done, with its engagement tip. */
function partLines(parts: readonly DailyScriptPartView[]): Line[] {
  const lines: Line[] = [];
  for (const p of parts) {
    const content = p.content.trim();
    if (!content) continue;
    const time = p.time.trim();
    const mark = p.completed ? ' ✓' : '';
    lines.push({ text: time ? `${time} - ${content}${mark}` : `${content}${mark}` });
    lines.push(...labelled(L.engagementTip, p.engagement_tip, true));
  }
  return lines;
}

/** The content of an item as roteiro lines, from its view. */
function contentLines(view: ContentView): Line[] {
  switch (view.layout) {
    case 'script': {
      const { script } = view;
      return [
        ...labelled(L.dailyHook, script.daily_hook),
        ...partLines(script.parts),
        ...labelled(L.dailyCta, script.daily_cta),
      ];
    }
    case 'reel': {
      const { reel } = view;
      const lines: Line[] = [...labelled(L.concept, reel.concept), ...labelled(L.hook, reel.hook)];
      if (reel.scenes.length) {
        lines.push({ label: L.scenes, text: '' });
        reel.scenes.forEach((s, i) => {
          // The number and timing as the scene wrote them: older reels number scenes and give durations.
          const mark = reel.sceneMarks[i];
          const n = mark?.number || String(i + 1);
          const timing = mark?.timing ?? '';
          const action = s.action.trim();
          const speech = s.text.trim();
          lines.push({ text: `${n}.${timing ? ` [${timing}]` : ''} ${action || speech}`.trimEnd(), indent: true });
          if (action && speech) lines.push({ label: L.text, text: speech, indent: true });
          lines.push(...labelled(L.visualTip, s.visual_tip, true));
        });
      }
      reel.ideas.forEach((idea, i) => {
        lines.push({ text: `${i + 1}. ${idea.title.trim()}`.trimEnd() });
        lines.push(...labelled(L.description, idea.description, true));
        lines.push(...labelled(L.executionTip, idea.execution_tip, true));
        lines.push(...labelled(L.viralPotential, idea.viral_potential, true));
      });
      lines.push(...labelled(L.cta, reel.cta));
      if (reel.editing_tips.length) {
        lines.push({ label: L.editingTips, text: '' });
        reel.editing_tips.forEach((t) => lines.push({ text: `• ${t.trim()}`, indent: true }));
      }
      return lines;
    }
    case 'carousel': {
      const { carousel } = view;
      const lines: Line[] = [...labelled(L.description, carousel.description)];
      carousel.slides.forEach((s) => {
        lines.push({ label: `${L.slide} ${s.slide_number}`, text: s.title.trim() });
        if (s.content.trim()) lines.push({ text: s.content.trim(), indent: true });
        lines.push(...labelled(L.image, s.image_suggestion, true));
      });
      lines.push(...labelled(L.cta, carousel.cta));
      lines.push(...labelled(L.hashtags, carousel.hashtags));
      return lines;
    }
    default:
      return textLines(view.text);
  }
}

/** The lines of an item; JSON that holds nothing readable shows as written. */
function itemLines(item: ExportItem): Line[] {
  const lines = contentLines(viewContent(item));
  return lines.length ? lines : textLines(item.content);
}

// ---------------------------------------------------------------------------
// Output formats
// ---------------------------------------------------------------------------

/** WhatsApp has no headings: '# Title' lines become *Title*; markdown **bold** becomes *bold*. */
function toWhatsAppText(text: string): string {
  return text
    .replace(/^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/, (_m, title: string) => `*${title.replace(/\*/g, '')}*`)
    .replace(/\*\*(.+?)\*\*/g, '*$1*')
    .replace(/__(.+?)__/g, '_$1_');
}

/** Plain text: markdown heading marks and **bold** marks are dropped. */
function toPlainText(text: string): string {
  return text.replace(/^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/, '$1').replace(/\*\*(.+?)\*\*/g, '$1');
}

function renderLine(line: Line, format: ClientExportFormat): string {
  const indent = line.indent ? '   ' : '';
  if (format === 'whatsapp') {
    const text = toWhatsAppText(line.text);
    return line.label ? `${indent}_${line.label}:_${text ? ` ${text}` : ''}` : `${indent}${text}`;
  }
  const text = toPlainText(line.text);
  return line.label ? `${indent}${line.label}:${text ? ` ${text}` : ''}` : `${indent}${text}`;
}

/** Drops leading/trailing blank lines and collapses runs of blank lines. */
function tidy(lines: string[]): string[] {
  const out: string[] = [];
  for (const l of lines) {
    if (l.trim() === '' && (out.at(-1) ?? '').trim() === '') continue;
    out.push(l);
  }
  while (out.at(-1)?.trim() === '') out.pop();
  return out;
}

/** Builds the roteiro of a client's items, grouped by content type in the product's order. */
export function buildClientExport(items: ExportItem[], options: ClientExportOptions): string {
  const format = options.format ?? 'text';
  const wa = format === 'whatsapp';
  const selected = filterByScheduledDay(items, options.date);
  const out: string[] = [];

  if (wa) {
    out.push(`📋 *Roteiro de Conteúdo — ${options.clientName}*`);
    out.push(options.date ? `📅 _Data:_ ${formatDay(options.date)}` : '📅 _Período:_ Todo o conteúdo');
  } else {
    out.push(`ROTEIRO DE CONTEÚDO — ${options.clientName}`);
    out.push(options.date ? `Data: ${formatDay(options.date)}` : 'Período: Todo o conteúdo');
  }
  const done = selected.filter(isItemDone).length;
  out.push(
    wa
      ? `_Itens:_ ${selected.length} (${done} concluído${done === 1 ? '' : 's'})`
      : `Itens: ${selected.length} (${done} concluído${done === 1 ? '' : 's'})`,
  );

  if (!selected.length) {
    out.push('');
    out.push(options.date ? 'Nenhum conteúdo agendado para esta data.' : 'Nenhum conteúdo gerado para este cliente.');
    return out.join('\n');
  }

  for (const kind of CONTENT_KINDS) {
    const group = selected.filter((i) => i.type === kind);
    if (!group.length) continue;
    const { pluralLabel: label, exportEmoji } = kindInfo(kind);
    out.push('');
    if (wa) {
      out.push(`${exportEmoji} *${label.toUpperCase()}* (${group.length})`);
    } else {
      out.push('='.repeat(40));
      out.push(`${label.toUpperCase()} (${group.length})`);
      out.push('='.repeat(40));
    }
    group.forEach((item, index) => {
      const statusText = isItemDone(item) ? EXPORT_STATUS.done : EXPORT_STATUS.pending;
      out.push('');
      if (wa) {
        out.push(`*${index + 1}. ${item.title.replace(/\*/g, '').trim()}*`);
        out.push(`_Status:_ ${isItemDone(item) ? '✅' : '⏳'} ${statusText}`);
      } else {
        out.push(`${index + 1}. ${item.title.trim()}`);
        out.push(`Status: ${statusText}`);
      }
      if (!options.date && item.scheduledDate) {
        const day = saoPauloDay(item.scheduledDate);
        if (day) out.push(wa ? `_Agendado para:_ ${formatDay(day)}` : `Agendado para: ${formatDay(day)}`);
      }
      out.push(...tidy(itemLines(item).map((l) => renderLine(l, format))));
    });
  }
  if (wa) {
    out.push('');
    out.push('_Gerado com Pautei_');
  }
  return out.join('\n');
}

/**
 * The wa.me link that opens WhatsApp with the text: to the client's number when it is a usable Brazilian
 * phone (normalised in one place, src/shared/whatsapp.ts), otherwise to a contact the user picks.
 */
export function whatsAppUrl(text: string, phone?: string | null): string {
  return whatsappUrl(phone, text);
}
