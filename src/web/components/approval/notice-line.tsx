/** One notice of the bell, worded by its kind, with where to act on it. */
import { Link } from 'react-router';
import { formatDateTime } from '@web/lib/format';
import type { NoticeView } from '@shared/notices';

/** The bell's name: client answers alone keep their own; with the team's notices it is "Avisos". */
export function noticesTitle(notices: readonly NoticeView[] | undefined): string {
  return notices?.some((n) => n.kind !== 'client_answer') ? 'Avisos' : 'Respostas de clientes';
}

function Comment({ text }: { text: string | null }) {
  if (!text) return null;
  return <p className="mt-0.5 whitespace-pre-wrap break-words text-slate-600 dark:text-slate-300">{text}</p>;
}

function Sentence({ notice: n }: { notice: NoticeView }) {
  switch (n.kind) {
    case 'client_answer':
      return (
        <>
          <p className="break-words">
            <span className="font-medium">{n.approverName ?? n.clientName ?? 'Cliente'}</span>{' '}
            {n.state === 'approved' ? 'aprovou' : 'pediu ajuste em'} “{n.itemTitle}”
          </p>
          <Comment text={n.comment} />
        </>
      );
    case 'internal_review_waiting':
      return (
        <p className="break-words">
          “{n.itemTitle}” aguarda sua revisão interna
          {n.actorName && <span className="text-slate-600 dark:text-slate-300"> (enviado por {n.actorName})</span>}
        </p>
      );
    case 'internal_review_answer':
      return (
        <>
          <p className="break-words">
            <span className="font-medium">{n.actorName ?? 'A revisão'}</span>{' '}
            {n.decision === 'approved' ? 'aprovou internamente' : 'pediu ajuste interno em'} “{n.itemTitle}”
          </p>
          <Comment text={n.comment} />
        </>
      );
  }
}

/**
 * `onOpen` runs when the person follows the notice's link (the panel closes and the notice is read).
 * The team's notices lead to the client's items in the History, where the review is answered or the
 * adjustment made; the client's answers are read on the approvals page, linked below the list.
 */
export function NoticeLine({ notice: n, onOpen }: { notice: NoticeView; onOpen: () => void }) {
  const team = n.kind !== 'client_answer';
  return (
    <li className={`rounded-lg p-2 text-sm ${n.readAt ? 'bg-transparent' : 'bg-brand-50 dark:bg-brand-900/30'}`}>
      <Sentence notice={n} />
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {team && n.clientName ? `${n.clientName} · ` : ''}
        {formatDateTime(n.createdAt)}
      </p>
      {team && (
        <Link
          to={n.clientId ? `/history?cliente=${n.clientId}` : '/history'}
          onClick={onOpen}
          className="text-xs font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          Abrir no histórico
        </Link>
      )}
    </li>
  );
}
