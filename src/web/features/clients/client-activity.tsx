/**
 * A client's recent activity on its card: who did what, and when (São Paulo time). Folded by default and
 * read only once opened, so a page of cards costs no request until someone asks.
 */
import { useState } from 'react';
import { activitySentence } from '@shared/activity';
import { formatDateTime } from '@web/lib/format';
import { useClientActivity } from '@web/entities/activity/api';
import { errorMessage } from '@web/lib/api';

export function ClientActivity({ clientId, clientName }: { clientId: string; clientName: string }) {
  const [open, setOpen] = useState(false);
  const query = useClientActivity(clientId, open);
  return (
    <details
      className="rounded-lg border border-slate-200 px-3 py-2 text-sm dark:border-slate-700"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="cursor-pointer font-medium text-slate-700 dark:text-slate-200">
        Atividade recente
        <span className="sr-only"> de {clientName}</span>
      </summary>
      {!open ? null : query.isPending ? (
        <p className="mt-2 text-slate-500 dark:text-slate-400">Carregando atividade...</p>
      ) : query.isError ? (
        <p className="mt-2 text-red-700 dark:text-red-400" role="alert">
          {errorMessage(query.error, 'Não foi possível carregar a atividade.')}
        </p>
      ) : query.data.entries.length === 0 ? (
        <p className="mt-2 text-slate-500 dark:text-slate-400">Nenhuma atividade ainda.</p>
      ) : (
        <ul className="mt-2 space-y-2" aria-label={`Atividade recente de ${clientName}`}>
          {query.data.entries.slice(0, 10).map((entry) => (
            <li key={entry.id} className="break-words text-slate-700 dark:text-slate-300">
              {activitySentence(entry)}
              <time dateTime={entry.createdAt} className="block text-xs text-slate-500 dark:text-slate-400">
                {formatDateTime(entry.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
