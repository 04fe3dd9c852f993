/**
 * The publi and claims checker's warnings for a text: what the rule says, the words that triggered it
 * (highlighted in a short excerpt), the rule's source and a safer phrasing. The check runs in the browser
 * (no AI, no token), so it follows the text as it is edited.
 */
import { AlertTriangle } from 'lucide-react';
import { Fragment, useId, useMemo } from 'react';
import { checkClaims, type ClaimSpan, type ClaimWarning } from '@shared/claims/check-claims';
import { isPaidItem, isPubliKind } from '@shared/claims/publi';
import type { ContentItem } from '@shared/content-item';
import { isJsonKind, type ContentKind } from '@shared/content-kinds';
import { exportText } from '@shared/content-view';

/** How much text is shown around the highlighted words. */
const CONTEXT_CHARS = 40;

/** The text the checker reads for an item: its readable export for JSON kinds, the text itself otherwise. */
export function claimsTextOf(item: Pick<ContentItem, 'type' | 'content'> & Partial<Pick<ContentItem, 'parts'>>) {
  if (!isJsonKind(item.type)) return item.content;
  return exportText({ type: item.type, title: '', content: item.content, parts: item.parts ?? [] });
}

/** Whether the checker applies to a kind (the kinds that can be published as posts or ads). */
export function checksClaims(kind: ContentKind): boolean {
  return isPubliKind(kind);
}

interface Piece {
  text: string;
  marked: boolean;
}

/** The excerpt around a warning's spans, split into plain and highlighted pieces. */
export function excerptPieces(
  text: string,
  spans: readonly ClaimSpan[],
): { pieces: Piece[]; cutStart: boolean; cutEnd: boolean } {
  if (!spans.length) return { pieces: [], cutStart: false, cutEnd: false };
  const from = Math.max(0, spans[0]!.start - CONTEXT_CHARS);
  const to = Math.min(text.length, spans[spans.length - 1]!.end + CONTEXT_CHARS);
  const pieces: Piece[] = [];
  let at = from;
  for (const span of spans) {
    if (span.start < at) continue;
    if (span.start > at) pieces.push({ text: text.slice(at, span.start), marked: false });
    pieces.push({ text: text.slice(span.start, span.end), marked: true });
    at = span.end;
  }
  if (at < to) pieces.push({ text: text.slice(at, to), marked: false });
  return { pieces, cutStart: from > 0, cutEnd: to < text.length };
}

function WarningItem({ warning, text }: { warning: ClaimWarning; text: string }) {
  const { pieces, cutStart, cutEnd } = excerptPieces(text, warning.spans);
  return (
    <li className="space-y-1 rounded-lg border border-amber-200 bg-white p-2 dark:border-amber-900 dark:bg-slate-900">
      <p className="font-medium">{warning.message}</p>
      {pieces.length > 0 && (
        <p className="break-words text-slate-700 dark:text-slate-200" data-testid="claim-excerpt">
          {cutStart && '… '}
          {pieces.map((p, i) =>
            p.marked ? (
              <mark key={i} className="rounded bg-amber-200 px-0.5 text-slate-900 dark:bg-amber-600 dark:text-white">
                {p.text}
              </mark>
            ) : (
              <Fragment key={i}>{p.text}</Fragment>
            ),
          )}
          {cutEnd && ' …'}
        </p>
      )}
      <p className="text-xs text-slate-600 dark:text-slate-300">
        <span className="font-medium">Regra:</span> {warning.citation}
      </p>
      <p className="text-xs text-slate-600 dark:text-slate-300">
        <span className="font-medium">Sugestão:</span> {warning.suggestion}
      </p>
    </li>
  );
}

/** The warnings for `text` (nothing when there are none). */
export function ClaimsWarnings({
  text,
  kind,
  isAd,
  publiContent,
}: {
  text: string;
  kind: ContentKind;
  /** The item is a paid partnership: its label must open the text (warned about when missing or moved). */
  isAd?: boolean;
  /** The stored content (JSON kinds), where the label's place is judged. */
  publiContent?: string;
}) {
  const headingId = useId();
  const warnings = useMemo(
    () => (isPubliKind(kind) ? checkClaims(text, { kind, isAd, publiContent }) : []),
    [text, kind, isAd, publiContent],
  );
  if (!warnings.length) return null;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="claims-warnings"
      className="space-y-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-50"
    >
      <h3 id={headingId} className="flex items-center gap-1.5 font-semibold">
        <AlertTriangle className="h-4 w-4" aria-hidden />
        {warnings.length === 1
          ? 'Atenção a 1 ponto antes de publicar'
          : `Atenção a ${warnings.length} pontos antes de publicar`}
      </h3>
      <ul className="space-y-2">
        {warnings.map((w) => (
          <WarningItem key={w.ruleId} warning={w} text={text} />
        ))}
      </ul>
    </section>
  );
}

/** The warnings for a saved item's current text. */
export function ItemClaimsWarnings({
  item,
}: {
  item: Pick<ContentItem, 'type' | 'content' | 'parts'> & Partial<Pick<ContentItem, 'options'>>;
}) {
  if (!checksClaims(item.type)) return null;
  return (
    <ClaimsWarnings
      text={claimsTextOf(item)}
      kind={item.type}
      isAd={isPaidItem(item)}
      publiContent={isJsonKind(item.type) ? item.content : undefined}
    />
  );
}
