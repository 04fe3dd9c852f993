/**
 * One client's posting plan on its card: "Postagens: próxima 16/03/2027 10:00 · 2 agendadas · 1 atrasada ·
 * 1 publicada este mês". Overdue items (their time passed, not marked) are in red.
 */
import type { api, ResponseOf } from '@web/lib/api';
import { formatDateTime } from '@web/lib/format';

export type ClientPublication = ResponseOf<typeof api.publication.clients.$get>['clients'][number];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function PublicationSummaryLine({ summary }: { summary?: ClientPublication }) {
  const { scheduled = 0, overdue = 0, publishedThisMonth = 0, nextPublishAt = null } = summary ?? {};
  if (!scheduled && !overdue && !publishedThisMonth) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="publication-summary">
        <span className="font-medium">Postagens:</span> nada agendado
      </p>
    );
  }
  const parts: string[] = [];
  if (nextPublishAt) parts.push(`próxima ${formatDateTime(nextPublishAt)}`);
  parts.push(plural(scheduled, 'agendada', 'agendadas'));
  return (
    <p className="text-sm text-slate-700 dark:text-slate-200" data-testid="publication-summary">
      <span className="font-medium">Postagens:</span> {parts.join(' · ')}
      {overdue > 0 && (
        <>
          {' · '}
          <span className="font-medium text-red-700 dark:text-red-400">{plural(overdue, 'atrasada', 'atrasadas')}</span>
        </>
      )}
      {' · '}
      {plural(publishedThisMonth, 'publicada este mês', 'publicadas este mês')}
    </p>
  );
}
