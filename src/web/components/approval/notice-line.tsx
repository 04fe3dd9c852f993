/** One notice of the bell, worded by its kind, with where to act on it. */
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '@web/lib/format';
import type { NoticeView } from '@shared/notices';
import { isUpfrontMethod } from '@shared/plans';
import { renewalOfferText } from '@shared/renewal-offers';

/**
 * The bell's name: a person working alone, hearing only of client answers, keeps "Respostas de clientes";
 * in a team (where internal reviews are told too, even before the first one) or with a billing notice it
 * is "Avisos".
 */
export function noticesTitle(notices: readonly NoticeView[] | undefined, team = false): string {
  return team || notices?.some((n) => n.kind !== 'client_answer') ? 'Avisos' : 'Respostas de clientes';
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
    case 'billing_renewal': {
      const when = n.days === 1 ? 'amanhã' : `em ${n.days} dias`;
      const plan = isUpfrontMethod(n.method) ? 'Seu plano pré-pago' : 'Seu plano';
      return (
        <p className="break-words">
          {plan} termina {when} ({formatDate(n.endsAt)}). {renewalOfferText(n.method, true)}
        </p>
      );
    }
    case 'publication_due':
      return (
        <p className="break-words">
          {n.late ? <span className="font-medium text-red-700 dark:text-red-400">Atrasado: </span> : null}
          Hora de postar “{n.itemTitle}” (agendado para {formatDateTime(n.publishAt)})
        </p>
      );
    case 'billing_mandate_revoked':
      return (
        <p className="break-words">
          A autorização do Pix Automático foi cancelada. Seu plano continua ativo até {formatDate(n.endsAt)}.
        </p>
      );
  }
}

/** Where a notice is acted on, if not on the approvals page (linked below the list). */
function actionOf(n: NoticeView): { to: string; label: string } | null {
  switch (n.kind) {
    case 'client_answer':
      return null;
    case 'internal_review_waiting':
    case 'internal_review_answer':
      // The review is answered, or the adjustment made, from the client's items in the History.
      return { to: n.clientId ? `/history?cliente=${n.clientId}` : '/history', label: 'Abrir no histórico' };
    case 'billing_renewal':
      return { to: '/subscription', label: 'Renovar agora' };
    case 'billing_mandate_revoked':
      return { to: '/subscription', label: 'Ver assinatura' };
    case 'publication_due':
      return n.itemId ? { to: `/postar/${n.itemId}`, label: 'Abrir kit de postagem' } : null;
  }
}

/**
 * `onOpen` runs when the person follows the notice's link (the panel closes and the notice is read).
 * The team's notices lead to the client's items in the History, the billing ones to the subscription
 * screen; the client's answers are read on the approvals page, linked below the list.
 */
export function NoticeLine({ notice: n, onOpen }: { notice: NoticeView; onOpen: () => void }) {
  const action = actionOf(n);
  // The client's name is already in a client's answer; a team's notice names it beside the time.
  const clientName = n.kind !== 'client_answer' && 'clientName' in n ? n.clientName : null;
  return (
    <li className={`rounded-lg p-2 text-sm ${n.readAt ? 'bg-transparent' : 'bg-brand-50 dark:bg-brand-900/30'}`}>
      <Sentence notice={n} />
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {clientName ? `${clientName} · ` : ''}
        {formatDateTime(n.createdAt)}
      </p>
      {action && (
        <Link
          to={action.to}
          onClick={onOpen}
          className="text-xs font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          {action.label}
        </Link>
      )}
    </li>
  );
}
