/** Finds an agency's own active client; another agency's client is simply not found. */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { agencyClients } from '../db/schema';

export type AgencyClient = typeof agencyClients.$inferSelect;

export async function findAgencyClient(
  db: Database,
  agencyUserId: string,
  clientId: string,
): Promise<AgencyClient | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(clientId)) return undefined;
  return db.query.agencyClients.findFirst({
    where: and(
      eq(agencyClients.id, clientId),
      eq(agencyClients.agencyUserId, agencyUserId),
      eq(agencyClients.status, 'active'),
    ),
  });
}
