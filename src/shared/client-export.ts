/**
 * Export of an agency client's content (spec part 1 §7 "Export of client content"): a text roteiro
 * grouped by content type — each item with its title, its content (the timed parts of a daily script,
 * a readable rendering of the JSON kinds) and 'Concluído' / 'Pendente' — optionally only the items
 * scheduled for one São Paulo calendar day; and the same roteiro in WhatsApp formatting
 * (*bold*, _italic_, emojis, no markdown headings). Pure: no I/O, no clock.
 */
import { CONTENT_KINDS, type ContentKind } from './content-kinds';
import type { ContentItem, ContentPart } from './content-item';
import type { ClientExportFormat } from './schemas/clients';
import { SAO_PAULO_TZ, localDayOf, toIsoDay } from './sao-paulo-time';

export const EXPORT_TIME_ZONE = SAO_PAULO_TZ;

export const EXPORT_GROUP_LABELS: Record<ContentKind, string> = {
  daily_script: 'Roteiros do Dia',
  story: 'Stories',
  caption: 'Legendas',
  reel_idea: 'Reels',
  carousel: 'Carrosséis',
  ad_copy: 'Anúncios + Copy',
};

export const EXPORT_GROUP_EMOJIS: Record<ContentKind, string> = {
  daily_script: '🗓️',
  story: '📱',
  caption: '✍️',
  reel_idea: '🎬',
  carousel: '🖼️',
  ad_copy: '📣',
};

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
  return toIsoDay(localDayOf(d, EXPORT_TIME_ZONE));
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

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const obj = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

function parseJson(content: string): Record<string, unknown> | null {
  const trimmed = content.trim();
  if (!trimmed.startsWith('{')) return null;
  try {
    return obj(JSON.parse(trimmed));
  } catch {
    return null;
  }
}

function textLines(text: string): Line[] {
  return text
    .replace(/\r\n/g, '\n')
    .split('\n')
    .map((l) => ({ text: l.trimEnd() }));
}

function labelled(label: string, value: unknown): Line[] {
  const text = str(value);
  return text ? [{ label, text }] : [];
}

/** 'HH:MM - text' for each timed part (daily scripts and timed story scripts). */
function timedPartLines(parts: Array<Partial<ContentPart>>): Line[] {
  const lines: Line[] = [];
  for (const p of parts) {
    const content = str(p.content);
    if (!content) continue;
    const time = str(p.time);
    const mark = p.completed ? ' ✓' : '';
    lines.push({ text: time ? `${time} - ${content}${mark}` : `${content}${mark}` });
    if (str(p.engagement_tip)) lines.push({ label: 'Dica de engajamento', text: str(p.engagement_tip), indent: true });
  }
  return lines;
}

function dailyScriptLines(item: ExportItem): Line[] {
  const json = parseJson(item.content);
  const parts: Array<Partial<ContentPart>> = item.parts.length
    ? item.parts
    : arr(json?.parts)
        .map((p) => obj(p) ?? {})
        .map((p) => ({ time: str(p.time), content: str(p.content), engagement_tip: str(p.engagement_tip) }));
  if (!json && !parts.length) return textLines(item.content);
  return [
    ...labelled('Gancho do dia', json?.daily_hook),
    ...timedPartLines(parts),
    ...labelled('CTA do dia', json?.daily_cta),
  ];
}

function storyLines(item: ExportItem): Line[] {
  const timed = item.parts.filter((p) => str(p.time));
  if (timed.length) return timedPartLines(timed);
  const json = parseJson(item.content);
  if (json && arr(json.parts).length) return dailyScriptLines(item);
  return textLines(item.content);
}

function reelLines(item: ExportItem): Line[] {
  const json = parseJson(item.content);
  if (!json) return textLines(item.content);
  const lines: Line[] = [...labelled('Conceito', json.concept), ...labelled('Gancho', json.hook)];
  const scenes = arr(json.scenes)
    .map((s) => obj(s))
    .filter((s): s is Record<string, unknown> => s !== null);
  if (scenes.length) {
    lines.push({ label: 'Cenas', text: '' });
    scenes.forEach((s, i) => {
      // Current shape: timing/action/text/visual_tip; older one: number/duration/speech/visual.
      const n = str(s.number) || String(i + 1);
      const timing = str(s.timing) || str(s.duration);
      const action = str(s.action);
      const speech = str(s.text) || str(s.speech);
      const visual = str(s.visual_tip) || str(s.visual);
      lines.push({ text: `${n}.${timing ? ` [${timing}]` : ''} ${action || speech}`.trimEnd(), indent: true });
      if (action && speech) lines.push({ label: 'Texto', text: speech, indent: true });
      if (visual) lines.push({ label: 'Dica visual', text: visual, indent: true });
    });
  }
  const ideas = arr(json.ideas)
    .map((s) => obj(s))
    .filter((s): s is Record<string, unknown> => s !== null);
  ideas.forEach((idea, i) => {
    lines.push({ text: `${i + 1}. ${str(idea.title)}`.trimEnd() });
    lines.push(...labelled('Descrição', idea.description).map((l) => ({ ...l, indent: true })));
    lines.push(...labelled('Como executar', idea.execution_tip).map((l) => ({ ...l, indent: true })));
    lines.push(...labelled('Potencial viral', idea.viral_potential).map((l) => ({ ...l, indent: true })));
  });
  lines.push(...labelled('CTA', json.cta));
  const tips = arr(json.editing_tips).map(str).filter(Boolean);
  if (tips.length) {
    lines.push({ label: 'Dicas de edição', text: '' });
    tips.forEach((t) => lines.push({ text: `• ${t}`, indent: true }));
  }
  return lines.length ? lines : textLines(item.content);
}

function carouselLines(item: ExportItem): Line[] {
  const json = parseJson(item.content);
  if (!json) return textLines(item.content);
  const lines: Line[] = [...labelled('Descrição', json.description)];
  const slides = arr(json.slides)
    .map((s) => obj(s))
    .filter((s): s is Record<string, unknown> => s !== null);
  slides.forEach((s, i) => {
    const n = str(s.slide_number) || String(i + 1);
    lines.push({ label: `Slide ${n}`, text: str(s.title) });
    if (str(s.content)) lines.push({ text: str(s.content), indent: true });
    if (str(s.image_suggestion)) lines.push({ label: 'Imagem', text: str(s.image_suggestion), indent: true });
  });
  lines.push(...labelled('CTA', json.cta));
  const hashtags = Array.isArray(json.hashtags) ? json.hashtags.map(str).filter(Boolean).join(' ') : str(json.hashtags);
  if (hashtags) lines.push({ label: 'Hashtags', text: hashtags });
  return lines.length ? lines : textLines(item.content);
}

function contentLines(item: ExportItem): Line[] {
  switch (item.type) {
    case 'daily_script':
      return dailyScriptLines(item);
    case 'story':
      return storyLines(item);
    case 'reel_idea':
      return reelLines(item);
    case 'carousel':
      return carouselLines(item);
    default:
      return textLines(item.content);
  }
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
    if (l.trim() === '' && (out.length === 0 || out[out.length - 1].trim() === '')) continue;
    out.push(l);
  }
  while (out.length && out[out.length - 1].trim() === '') out.pop();
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
    const label = EXPORT_GROUP_LABELS[kind];
    out.push('');
    if (wa) {
      out.push(`${EXPORT_GROUP_EMOJIS[kind]} *${label.toUpperCase()}* (${group.length})`);
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
      out.push(...tidy(contentLines(item).map((l) => renderLine(l, format))));
    });
  }
  if (wa) {
    out.push('');
    out.push('_Gerado com Pautei_');
  }
  return out.join('\n');
}

/**
 * The wa.me link that opens WhatsApp with the text: to the client's number when a phone is given
 * (Brazilian numbers get the country code 55 unless they already carry it), otherwise to a contact
 * the user picks.
 */
export function whatsAppUrl(text: string, phone?: string | null): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  const encoded = encodeURIComponent(text);
  if (digits.length < 8) return `https://wa.me/?text=${encoded}`;
  const international = digits.startsWith('55') && digits.length >= 12 ? digits : `55${digits.replace(/^0+/, '')}`;
  return `https://wa.me/${international}?text=${encoded}`;
}
