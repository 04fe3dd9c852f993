/**
 * "Aguardando a sua revisão": a Revisor's dashboard leads with the items waiting for the team's internal
 * review in the clients she works on — how many, and the longest waiting by name, each opening the item.
 * Whose dashboard shows it is the role table's (`leadsWithReview`); the server counts through the scope.
 */
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, UserCheck } from 'lucide-react';
import { Link } from 'react-router';
import { isContentKind, kindInfo } from '@shared/content-kinds';
import { roleLeadsWithReview } from '@shared/team';
import { internalReviewTexts } from '@shared/messages/internal-review';
import { interpolate } from '@shared/messages';
import { reviewWaitingQuery } from '@web/entities/internal-review/api';
import { buttonClasses } from '@web/components/ui/button';
import { useMe } from '@web/lib/session';

export function ReviewWaitingCard() {
  const { data: me } = useMe();
  const leads = !!me && roleLeadsWithReview(me.workspace.role);
  const query = useQuery(reviewWaitingQuery(leads));
  const waiting = query.data?.waiting;
  if (!leads || !waiting) return null;
  const { count, items } = waiting;
  return (
    <section
      aria-labelledby="review-waiting-title"
      className="rounded-xl border border-violet-300 bg-white p-5 shadow-sm dark:border-violet-700 dark:bg-slate-900"
    >
      <div className="flex items-start gap-3">
        <UserCheck className="mt-0.5 h-6 w-6 shrink-0 text-violet-700 dark:text-violet-300" aria-hidden />
        <div className="min-w-0 flex-1">
          <h2 id="review-waiting-title" className="text-lg font-semibold text-slate-900 dark:text-white">
            {internalReviewTexts.WAITING_TITLE}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {count === 0
              ? internalReviewTexts.WAITING_NONE
              : count === 1
                ? internalReviewTexts.WAITING_ONE
                : interpolate(internalReviewTexts.WAITING_MANY, { n: count })}
          </p>
        </div>
      </div>
      {items.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
          {items.map((item) => (
            <li key={item.id}>
              <Link
                to={`/history?item=${item.id}`}
                className="flex min-h-11 items-center gap-3 py-2 text-sm hover:text-brand-700 dark:hover:text-brand-300"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{item.title}</span>
                  <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
                    {[item.clientName, isContentKind(item.type) ? kindInfo(item.type).label : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
                <ChevronRight className="h-4 w-4 shrink-0" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      )}
      {count > items.length && (
        <Link to="/history" className={buttonClasses('outline', 'sm', 'mt-3')}>
          {internalReviewTexts.WAITING_ALL}
        </Link>
      )}
    </section>
  );
}
