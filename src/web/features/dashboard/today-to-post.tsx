/**
 * "Hoje para postar": what is scheduled for today (São Paulo) and what is late (its time passed and it is
 * not marked yet, in red), each leading to its posting kit. Nothing shows on a day with nothing to post.
 */
import { useQuery } from '@tanstack/react-query';
import { Smartphone } from 'lucide-react';
import { Link } from 'react-router';
import { CONTENT_KIND_LABELS } from '@shared/content-kinds';
import { Card, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/components/ui/cn';
import { toPostQuery } from '@web/entities/publication/api';
import { formatDayMonth, formatTime } from '@web/lib/format';

export function TodayToPost() {
  const { data } = useQuery(toPostQuery);
  if (!data?.items.length) return null;
  return (
    <Card className="min-w-0">
      <CardTitle className="mb-3 flex items-center gap-2">
        <Smartphone className="h-5 w-5 text-brand-600 dark:text-brand-400" aria-hidden /> Hoje para postar
      </CardTitle>
      <ul className="divide-y divide-slate-200 dark:divide-slate-700" data-testid="today-to-post">
        {data.items.map((item) => {
          const at = new Date(item.publishAt);
          return (
            <li key={item.id}>
              <Link
                to={`/postar/${item.id}`}
                className="flex items-center justify-between gap-3 py-2 focus:ring-2 focus:ring-brand-500 focus:outline-none"
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium text-slate-900 dark:text-white">{item.title}</span>
                  <span className="block truncate text-xs text-slate-600 dark:text-slate-300">
                    {CONTENT_KIND_LABELS[item.type]}
                    {item.clientName ? ` · ${item.clientName}` : ''}
                  </span>
                </span>
                <span
                  className={cn(
                    'shrink-0 text-sm font-semibold tabular-nums',
                    item.overdue ? 'text-red-700 dark:text-red-400' : 'text-slate-800 dark:text-slate-100',
                  )}
                >
                  {item.overdue ? `Atrasado · ${formatDayMonth(at)} ${formatTime(at)}` : formatTime(at)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
