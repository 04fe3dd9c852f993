/**
 * The one rule of what "aguardando" means (decision 0032): an item waits for the client only when it is
 * live (not moved) on a link whose address still opens. An item "pending" only on expired or revoked
 * links waits for nobody: it needs a new send. The dashboard counts, each client's summary and every
 * item's badge read it from here, so they cannot disagree.
 */
import { sql, type SQL } from 'drizzle-orm';
import { reviewLinkItems, reviewLinks, tasks } from '@server/db/schema';

/** Whether the current `tasks` row is live on a link that still opens (SQL, for a query on `tasks`). */
export function onLiveLink(now: Date): SQL {
  return sql`exists (select 1 from ${reviewLinkItems} inner join ${reviewLinks} on ${reviewLinks.id} = ${reviewLinkItems.linkId}
    where ${reviewLinkItems.taskId} = ${tasks.id} and ${reviewLinkItems.movedAt} is null
      and ${reviewLinks.revokedAt} is null and ${reviewLinks.expiresAt} > ${now.toISOString()}::timestamptz)`;
}

/** Whether the current `tasks` row is "pending" with no link left in front of the client. */
export function needsResend(now: Date): SQL<boolean> {
  return sql<boolean>`(${tasks.approvalState} = 'pending' and not ${onLiveLink(now)})`;
}
