import type { ReactNode } from 'react';
import { useId } from 'react';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/components/ui/cn';

/** A labelled figure: a region named by its title, the value, and a line of context. */
export function StatCard({
  title,
  value,
  hint,
  icon,
  tone = 'neutral',
}: {
  title: string;
  value: ReactNode;
  hint?: ReactNode;
  icon?: ReactNode;
  tone?: 'neutral' | 'good' | 'bad';
}) {
  const id = useId();
  return (
    <Card className="min-w-0 p-4 sm:p-5">
      <section aria-labelledby={id}>
        <div className="flex items-start justify-between gap-2">
          <h3 id={id} className="text-sm font-medium text-slate-600 dark:text-slate-300">
            {title}
          </h3>
          {icon && <span className="text-brand-600 dark:text-brand-300">{icon}</span>}
        </div>
        <p
          data-kpi-value
          className={cn(
            'mt-2 break-words text-2xl font-bold tabular-nums',
            tone === 'good' && 'text-emerald-700 dark:text-emerald-400',
            tone === 'bad' && 'text-red-700 dark:text-red-400',
            tone === 'neutral' && 'text-slate-900 dark:text-white',
          )}
        >
          {value}
        </p>
        {hint && <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{hint}</p>}
      </section>
    </Card>
  );
}
