/** A saved item in a list: title, client, date, badges, the kind's body, and the item actions. */
import { useState, type ReactNode } from 'react';
import { ItemImages } from './item-images';
import type { ContentItem } from '@shared/content-item';
import { exportText, hoursUntilExpiry } from '@shared/content-view';
import { formatDateTime, formatDate } from '@web/lib/format';
import { ApprovalBadge } from '../approval/approval-badge';
import { PublicationBadge } from '../publication/publication-badge';
import { Badge } from '../ui/badge';
import { Card } from '../ui/card';
import { ItemClaimsWarnings } from '../claims/claims-warnings';
import { OptionBadges } from './content-body';
import { ItemExtraActions } from './item-extra-actions';
import { ACTION_TEXTS } from './content-texts';
import {
  ActionRow,
  ContentEditor,
  CopyButton,
  DoneBadge,
  EditButton,
  ExportButton,
  ToggleDoneButton,
} from './item-actions';

export function ItemMeta({ item }: { item: ContentItem }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5 text-xs text-slate-500 dark:text-slate-400">
      <span>{formatDateTime(item.createdAt)}</span>
      {item.clientName && <Badge tone="info">Cliente: {item.clientName}</Badge>}
      {item.scheduledDate && <Badge tone="neutral">Agendado: {formatDate(item.scheduledDate)}</Badge>}
      <DoneBadge completed={item.completed} />
    </div>
  );
}

/** 'Expira em …' for items that expire (daily scripts, 24 h); reels say they do not expire. */
export function ExpiryNotice({ item }: { item: Pick<ContentItem, 'expiresAt' | 'type'> }) {
  const hours = hoursUntilExpiry(item.expiresAt);
  if (hours === null) {
    return <p className="text-xs text-slate-500 dark:text-slate-400">Este conteúdo não expira.</p>;
  }
  return (
    <p className="rounded-lg bg-amber-50 px-2 py-1 text-xs text-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
      Expira em {formatDateTime(item.expiresAt)} (em {hours} {hours === 1 ? 'hora' : 'horas'}). Roteiros do dia ficam
      disponíveis por 24 horas.
    </p>
  );
}

/**
 * The card of a saved item: its title (also the card's accessible name), the meta line and the badges,
 * then the kind's own body and actions.
 */
export function ItemCard({ item, children }: { item: ContentItem; children: ReactNode }) {
  return (
    <Card className="space-y-3" data-testid="content-item" aria-label={item.title}>
      <div className="space-y-1.5">
        <h3 className="break-words font-semibold text-slate-900 dark:text-white">{item.title}</h3>
        <ItemMeta item={item} />
        <div className="flex flex-wrap items-center gap-1.5">
          <ApprovalBadge state={item.approvalState} needsResend={item.approvalNeedsResend} hideNone />
          <PublicationBadge state={item.publicationState} publishAt={item.publishAt} />
          <OptionBadges item={item} />
        </div>
      </div>
      {children}
    </Card>
  );
}

/** "Ver conteúdo completo" / "Ver menos": opens and closes the whole content (`controls`: the panel's id). */
export function SeeFullToggle({
  expanded,
  onToggle,
  controls,
}: {
  expanded: boolean;
  onToggle: () => void;
  controls?: string;
}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={expanded}
      aria-controls={controls}
      className="text-sm font-medium text-brand-700 underline dark:text-brand-300"
    >
      {expanded ? ACTION_TEXTS.seeLess : ACTION_TEXTS.seeFull}
    </button>
  );
}

interface ContentCardProps {
  item: ContentItem;
  /** What the card shows when collapsed (a preview). */
  preview: ReactNode;
  /** The whole content; when given, 'ver conteúdo completo' switches to it. */
  full?: ReactNode;
  /** Extra lines under the body (expiry notice...). */
  footer?: ReactNode;
  /** Extra actions after the common ones. */
  actions?: ReactNode;
  /** Text copied by "Copiar" (default: the export text). */
  copyText?: string;
  editLabel?: string;
  /** Start showing `full` (e.g. the result just generated). */
  defaultExpanded?: boolean;
}

export function ContentCard({
  item,
  preview,
  full,
  footer,
  actions,
  copyText,
  editLabel,
  defaultExpanded = false,
}: ContentCardProps) {
  const [editing, setEditing] = useState(false);
  const [expanded, setExpanded] = useState(defaultExpanded);
  return (
    <ItemCard item={item}>
      {editing ? (
        <ContentEditor item={item} onClose={() => setEditing(false)} label={editLabel} />
      ) : (
        <>
          {expanded && full ? full : preview}
          {full && <SeeFullToggle expanded={expanded} onToggle={() => setExpanded((v) => !v)} />}
        </>
      )}
      {!editing && <ItemClaimsWarnings item={item} />}
      {!editing && <ItemImages item={item} />}
      {footer}
      {!editing && (
        <ActionRow>
          <CopyButton text={copyText ?? exportText(item)} />
          <ExportButton item={item} />
          <EditButton onClick={() => setEditing(true)} />
          <ToggleDoneButton item={item} />
          <ItemExtraActions item={item} />
          {actions}
        </ActionRow>
      )}
    </ItemCard>
  );
}
