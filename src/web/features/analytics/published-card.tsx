/**
 * "Publicados por mês": how many items were marked as published each month (São Paulo), and of those that
 * had a scheduled time, how many went out on time and how many late. A table: exact figures, readable
 * by screen readers, no chart library needed.
 */
import { useQuery } from '@tanstack/react-query';
import { Card } from '@web/components/ui/card';
import { publicationStatsQuery } from '@web/entities/publication/api';
import { onFirstUse } from '@shared/format';

const MONTH = onFirstUse(() => new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' }));

function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return MONTH().format(new Date(Date.UTC(y, m - 1, 15)));
}

export function PublishedCard() {
  const { data } = useQuery(publicationStatsQuery);
  if (!data?.months.length) return null;
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Publicados por mês</h2>
      <table className="w-full text-left text-sm text-slate-800 dark:text-slate-200">
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-700">
            <th scope="col" className="py-1 font-medium">
              Mês
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Publicados
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              No horário
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Atrasados
            </th>
          </tr>
        </thead>
        <tbody>
          {data.months.map((m) => (
            <tr key={m.month} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
              <th scope="row" className="py-1 font-normal capitalize">
                {monthLabel(m.month)}
              </th>
              <td className="py-1 text-right tabular-nums">{m.published}</td>
              <td className="py-1 text-right tabular-nums">{m.onTime}</td>
              <td className="py-1 text-right tabular-nums text-red-700 dark:text-red-400">{m.late}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
