/**
 * Agency clients: list, create, update, delete — each limited to the agency's own clients —
 * the client limit, enforced in the database under concurrency, and the export of a client's content.
 *
 * The limit: `agency_subscriptions.current_clients` is taken by one conditional UPDATE in the same
 * transaction as the client's INSERT, so concurrent creations can never pass `clients_limit`
 * (999 = unlimited). Deletion gives the slot back, never below 0.
 */
import { and, desc, eq, gt, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { agencyClients, agencySubscriptions, tasks } from '../db/schema';
import { HttpError } from '../http-error';
import {
  findScopedClient,
  ownActiveClients,
  ownClientItems,
  type AgencyClient,
  type OwnerScope,
} from '../scope/owner-scope';
import { toContentItem } from './content-mapper';
import { DEFAULT_CLIENTS_LIMIT, UNLIMITED_CLIENTS } from '@shared/constants';
import type { ContentItem } from '@shared/content-item';
import { buildClientExport, filterByScheduledDay } from '@shared/client-export';
import type {
  ClientExportFormat,
  ClientInput,
  ClientListResponse,
  ClientQuota,
  ClientView,
} from '@shared/schemas/clients';

export type AgencySubscription = typeof agencySubscriptions.$inferSelect;

/** Spec part 1 §9: the subscription created on first need. */
export const DEFAULT_AGENCY_SUBSCRIPTION = {
  planType: 'social',
  clientsLimit: DEFAULT_CLIENTS_LIMIT,
  currentClients: 0,
  pricePerClient: 0,
  totalMonthlyPrice: 397,
} as const;

/** Spec part 1 §9: the upserted subscription carries 50 per client. */
export const UPSERT_PRICE_PER_CLIENT = 50;

export function isUnlimited(clientsLimit: number): boolean {
  return clientsLimit >= UNLIMITED_CLIENTS;
}

export function toClientView(row: AgencyClient): ClientView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    niche: row.niche,
    dailyRoutine: row.dailyRoutine,
    notes: row.notes,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function quotaOf(sub: Pick<AgencySubscription, 'clientsLimit' | 'currentClients'>): ClientQuota {
  const unlimited = isUnlimited(sub.clientsLimit);
  return {
    limit: sub.clientsLimit,
    current: sub.currentClients,
    remaining: unlimited ? null : Math.max(0, sub.clientsLimit - sub.currentClients),
    unlimited,
  };
}

/** The agency's subscription row, created with the defaults when missing (insert ON CONFLICT DO NOTHING). */
export async function ensureAgencySubscription(db: Database, agencyUserId: string): Promise<AgencySubscription> {
  await db
    .insert(agencySubscriptions)
    .values({ agencyUserId, ...DEFAULT_AGENCY_SUBSCRIPTION })
    .onConflictDoNothing({ target: agencySubscriptions.agencyUserId });
  const row = await db.query.agencySubscriptions.findFirst({
    where: eq(agencySubscriptions.agencyUserId, agencyUserId),
  });
  return row!;
}

/**
 * The spec's upsert of the agency subscription (price_per_client 50): sets the plan and its limit
 * (999 = enterprise, unlimited) and keeps the current client count.
 */
export async function upsertAgencySubscription(
  db: Database,
  agencyUserId: string,
  input: { planType?: string; clientsLimit?: number; totalMonthlyPrice?: number; status?: string } = {},
): Promise<AgencySubscription> {
  const values = {
    planType: input.planType ?? DEFAULT_AGENCY_SUBSCRIPTION.planType,
    clientsLimit: input.clientsLimit ?? DEFAULT_AGENCY_SUBSCRIPTION.clientsLimit,
    totalMonthlyPrice: input.totalMonthlyPrice ?? DEFAULT_AGENCY_SUBSCRIPTION.totalMonthlyPrice,
    status: input.status ?? 'active',
    pricePerClient: UPSERT_PRICE_PER_CLIENT,
  };
  const [row] = await db
    .insert(agencySubscriptions)
    .values({ agencyUserId, currentClients: 0, ...values })
    .onConflictDoUpdate({ target: agencySubscriptions.agencyUserId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('the agency subscription upsert returned no row');
  return row;
}

/** Active clients, newest first, with the agency's slots. */
export async function listClients(db: Database, scope: OwnerScope): Promise<ClientListResponse> {
  const sub = await ensureAgencySubscription(db, scope.workspaceId);
  const rows = await db
    .select()
    .from(agencyClients)
    .where(ownActiveClients(scope))
    .orderBy(desc(agencyClients.createdAt), desc(agencyClients.id));
  return { clients: rows.map(toClientView), quota: quotaOf(sub) };
}

export async function getClient(db: Database, scope: OwnerScope, clientId: string): Promise<ClientView> {
  const row = await findScopedClient(db, scope, clientId);
  if (!row) throw new HttpError(404, 'CLIENT_NOT_FOUND');
  return toClientView(row);
}

/** Creates a client if a slot is free (409 CLIENT_LIMIT_REACHED otherwise). */
export async function createClient(
  db: Database,
  scope: OwnerScope,
  input: ClientInput,
): Promise<{ client: ClientView; quota: ClientQuota }> {
  const agencyUserId = scope.workspaceId;
  await ensureAgencySubscription(db, agencyUserId);
  const result = await db.transaction(async (tx) => {
    const [slot] = await tx
      .update(agencySubscriptions)
      .set({ currentClients: sql`${agencySubscriptions.currentClients} + 1`, updatedAt: sql`now()` })
      .where(
        and(
          eq(agencySubscriptions.agencyUserId, agencyUserId),
          or(
            gte(agencySubscriptions.clientsLimit, UNLIMITED_CLIENTS),
            lt(agencySubscriptions.currentClients, agencySubscriptions.clientsLimit),
          ),
        ),
      )
      .returning();
    if (!slot) return null;
    const [client] = await tx
      .insert(agencyClients)
      .values({ agencyUserId, ...input })
      .returning();
    if (!client) throw new Error('the client insert returned no row');
    return { client: toClientView(client), quota: quotaOf(slot) };
  });
  if (!result) {
    const sub = await ensureAgencySubscription(db, agencyUserId);
    throw new HttpError(409, 'CLIENT_LIMIT_REACHED', { params: { n: sub.clientsLimit } });
  }
  return result;
}

/** Updates one of the agency's clients; another agency's id is not found and nothing changes. */
export async function updateClient(
  db: Database,
  scope: OwnerScope,
  clientId: string,
  input: ClientInput,
): Promise<ClientView> {
  if (!(await findScopedClient(db, scope, clientId))) throw new HttpError(404, 'CLIENT_NOT_FOUND');
  const [row] = await db
    .update(agencyClients)
    .set({ ...input, updatedAt: sql`now()` })
    .where(and(eq(agencyClients.id, clientId), ownActiveClients(scope)))
    .returning();
  if (!row) throw new HttpError(404, 'CLIENT_NOT_FOUND');
  return toClientView(row);
}

/** Deletes one of the agency's clients (its content goes with it) and frees its slot, never below 0. */
export async function deleteClient(db: Database, scope: OwnerScope, clientId: string): Promise<{ quota: ClientQuota }> {
  const agencyUserId = scope.workspaceId;
  if (!(await findScopedClient(db, scope, clientId))) throw new HttpError(404, 'CLIENT_NOT_FOUND');
  await ensureAgencySubscription(db, agencyUserId);
  const sub = await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(agencyClients)
      .where(and(eq(agencyClients.id, clientId), ownActiveClients(scope)))
      .returning({ id: agencyClients.id });
    if (!deleted.length) return null;
    const [row] = await tx
      .update(agencySubscriptions)
      .set({ currentClients: sql`GREATEST(${agencySubscriptions.currentClients} - 1, 0)`, updatedAt: sql`now()` })
      .where(eq(agencySubscriptions.agencyUserId, agencyUserId))
      .returning();
    return row;
  });
  if (!sub) throw new HttpError(404, 'CLIENT_NOT_FOUND');
  return { quota: quotaOf(sub) };
}

/** A client's content, newest first; items past expires_at are hidden (spec part 1 §5). */
export async function listClientContent(
  db: Database,
  scope: OwnerScope,
  clientId: string,
  now: Date,
): Promise<{ client: ClientView; items: ContentItem[] }> {
  const client = await findScopedClient(db, scope, clientId);
  if (!client) throw new HttpError(404, 'CLIENT_NOT_FOUND');
  const rows = await db
    .select()
    .from(tasks)
    .where(
      and(eq(tasks.clientId, clientId), ownClientItems(scope), or(isNull(tasks.expiresAt), gt(tasks.expiresAt, now))),
    )
    .orderBy(desc(tasks.createdAt), desc(tasks.id));
  return { client: toClientView(client), items: rows.map((r) => toContentItem(r, client.name)) };
}

/** The roteiro of a client's content as text or WhatsApp text, optionally for one scheduled day. */
export async function exportClientContent(
  db: Database,
  scope: OwnerScope,
  clientId: string,
  input: { date: string | null; format: ClientExportFormat; now: Date },
): Promise<{ text: string; count: number }> {
  const { client, items } = await listClientContent(db, scope, clientId, input.now);
  const text = buildClientExport(items, { clientName: client.name, date: input.date, format: input.format });
  return { text, count: filterByScheduledDay(items, input.date).length };
}
