/** The approval events of one item: who answered, when, with which comment; and new versions sent. */
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '../ui/spinner';
import { formatDateTime } from '@web/lib/format';
import { actorSendsNewVersion, type ApprovalEventView } from '@shared/schemas/approval';
import { itemEventsQuery } from '@web/entities/approval/api';

export function describeEvent(e: ApprovalEventView): string {
  if (actorSendsNewVersion(e.actor)) return 'Nova versão enviada para aprovação';
  const who = e.approverName ?? 'Cliente';
  return e.state === 'approved' ? `${who} aprovou` : `${who} pediu ajuste`;
}

export function ApprovalEventList({ events }: { events: ApprovalEventView[] }) {
  if (!events.length) return <p className="text-sm text-slate-500 dark:text-slate-400">Nenhuma resposta ainda.</p>;
  return (
    <ol className="space-y-2">
      {events.map((e) => (
        <li key={e.id} className="rounded-lg bg-slate-50 p-2 text-sm dark:bg-slate-800/60">
          <p className="font-medium text-slate-800 dark:text-slate-100">{describeEvent(e)}</p>
          <p className="text-xs text-slate-500 dark:text-slate-400">{formatDateTime(e.createdAt)}</p>
          {e.comment && (
            <p className="mt-1 whitespace-pre-wrap break-words text-slate-700 dark:text-slate-200">“{e.comment}”</p>
          )}
        </li>
      ))}
    </ol>
  );
}

/** For a detail view: loads the item's events. */
export function ApprovalTimeline({ itemId }: { itemId: string }) {
  const { data, isPending, isError } = useQuery(itemEventsQuery(itemId));
  return (
    <section aria-label="Aprovação do cliente" className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-700 dark:text-slate-200">Aprovação do cliente</h3>
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <p className="text-sm text-red-600">Não foi possível carregar as respostas.</p>
      ) : (
        <ApprovalEventList events={data} />
      )}
    </section>
  );
}
