/**
 * The arrangements integration tests share: accounts that finished onboarding (creators and agencies),
 * an agency's clients and team members, requests made in a workspace, and rows written straight to the
 * database when a test needs an item without generating it. No test-runner imports: a benchmark script
 * uses these too, so a failed step throws with what the server answered.
 */
import { eq, getTableColumns } from 'drizzle-orm';
import { agencyClients, profiles, subscriptions, tasks } from '@server/db/schema';
import { createOrPromoteAdmin } from '@server/services/admin-account';
import { WORKSPACE_HEADER } from '@shared/team';
import type { Agent, TestApp } from './test-app';
import { selectAccounts } from '@server/billing/account';
import type { SubscriptionState } from '@server/billing/subscription-writer';

/** Columns of a workspace's subscription row a test arranges. */
type SubscriptionChange = Partial<SubscriptionState>;

/** A signed-in test user: the agent with its e-mail and user id. */
export type TestUser = Agent & { email: string; userId: string };

/** A platform admin made as the `admin:create` script makes one, signed in: the agent and its credentials. */
export async function signedInAdmin(t: TestApp, credentials: { email: string; password: string }) {
  await createOrPromoteAdmin(t.pautei.deps.db, t.pautei.deps.auth, credentials, t.clock.now);
  const agent = t.agent();
  const res = await agent.json('/api/auth/sign-in/email', { method: 'POST', body: credentials });
  if (res.status !== 200) throw new Error(`admin sign-in falhou: ${res.status} ${JSON.stringify(res.body)}`);
  return agent;
}

/** The status a fresh agent (no cookies) gets when it signs in with these credentials. */
export async function signInStatus(t: TestApp, email: string, password: string): Promise<number> {
  return (await t.agent().json('/api/auth/sign-in/email', { method: 'POST', body: { email, password } })).status;
}

/** Completes onboarding for an agent (niche fitness by default). */
export async function onboard(
  agent: Agent,
  input: Partial<{ name: string; niche: string; customNiche: string; dailyRoutine: string }> = {},
) {
  const res = await agent.json('/api/me/onboarding', {
    method: 'POST',
    body: { name: 'Usuária Teste', niche: 'fitness', dailyRoutine: 'Treino às 6h, atendo alunos à tarde.', ...input },
  });
  if (res.status !== 200) throw new Error(`onboarding falhou: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

type SignUpInput = NonNullable<Parameters<TestApp['signUpVerified']>[0]>;
type OnboardingInput = NonNullable<Parameters<typeof onboard>[1]>;

/** A signed-in user who finished onboarding (with the onboarding's defaults unless told otherwise). */
export async function signUpOnboarded(t: TestApp, input?: SignUpInput, onboarding?: OnboardingInput) {
  const u = await t.signUpVerified(input);
  await onboard(u, onboarding);
  return u;
}

/** A signed-in agency owner who finished onboarding. */
export function signUpAgency(t: TestApp, input: Omit<SignUpInput, 'selectedPlan'> = {}, onboarding?: OnboardingInput) {
  return signUpOnboarded(t, { ...input, selectedPlan: 'agency' }, onboarding);
}

/** The account of a user (profile and subscription state), read straight from the database. */
export async function profileOf(t: TestApp, userId: string) {
  const [row] = await selectAccounts(t.pautei.deps.db).where(eq(profiles.userId, userId));
  return row!;
}

/** Sets a user's token balance (and any other profile column) straight in the database. */
export async function setTokens(
  t: TestApp,
  userId: string,
  tokensRemaining: number,
  extra: Partial<typeof profiles.$inferInsert> = {},
) {
  await t.pautei.deps.db
    .update(profiles)
    .set({ tokensRemaining, ...extra })
    .where(eq(profiles.userId, userId));
}

/**
 * Sets a workspace's billing state straight in the database: a test arranging a state it cannot reach through
 * events in a few steps (the app's own code writes the row only through billing's one writer).
 */
export async function setSubscription(t: TestApp, userId: string, change: SubscriptionChange) {
  if (Object.keys(change).length === 0) return;
  await t.pautei.deps.db
    .update(subscriptions)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(subscriptions.userId, userId));
}

/**
 * Sets an account's columns straight in the database, wherever they live now: profile fields on the
 * profile, billing state through billing's one writer.
 */
export async function setAccount(
  t: TestApp,
  userId: string,
  values: Partial<typeof profiles.$inferInsert> & SubscriptionChange,
) {
  const stateKeys = new Set(Object.keys(getTableColumns(subscriptions)));
  const state: Record<string, unknown> = {};
  const own: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) (stateKeys.has(key) ? state : own)[key] = value;
  if (Object.keys(own).length > 0) await t.pautei.deps.db.update(profiles).set(own).where(eq(profiles.userId, userId));
  await setSubscription(t, userId, state as SubscriptionChange);
}

/** A client the agency creates through the API, as the page does; its id. */
export async function createClient(owner: Agent, name: string, niche = 'fitness'): Promise<string> {
  const res = await owner.json('/api/clients', { method: 'POST', body: { name, niche } });
  if (res.status !== 201) throw new Error(`criar cliente falhou: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.client.id;
}

type JsonInit = Omit<RequestInit, 'body'> & { body?: unknown };

/** A request made in a workspace (the header the SPA sends). */
export const inWorkspace = (u: Agent, ws: string, path: string, init: JsonInit = {}) =>
  u.json(path, { ...init, headers: { ...(init.headers as Record<string, string>), [WORKSPACE_HEADER]: ws } });

let emailSeq = 0;
/** An address no account has yet. */
export const freshEmail = (who: string) => `${who}${++emailSeq}-${Date.now()}@example.com`;

export type InvitedRole = 'owner' | 'editor' | 'reviewer';

/** Invites an address to the owner's team (every client, or only those listed); the token from the e-mail. */
export async function inviteToTeam(
  t: TestApp,
  owner: Agent,
  email: string,
  role: InvitedRole,
  clientIds?: string[],
): Promise<string> {
  const res = await owner.json('/api/team/invitations', {
    method: 'POST',
    body: { email, role, allClients: !clientIds, clientIds: clientIds ?? [] },
  });
  if (res.status !== 201) throw new Error(`convite falhou: ${res.status} ${JSON.stringify(res.body)}`);
  const link = new URL(t.mailer.lastLinkTo(email));
  if (!link.pathname.startsWith('/convite/')) throw new Error(`o e-mail do convite leva a ${link.pathname}`);
  return link.pathname.slice('/convite/'.length);
}

/**
 * A person in the owner's team: invited, then signed up through the invitation (a new account named
 * `name`, 'Membro' by default) or an existing account (`person`), and accepted.
 */
export async function joinTeam(
  t: TestApp,
  owner: TestUser,
  role: InvitedRole,
  options: { name?: string; person?: TestUser; clientIds?: string[] } = {},
): Promise<TestUser> {
  const email = options.person?.email ?? freshEmail(role);
  const token = await inviteToTeam(t, owner, email, role, options.clientIds);
  const u = options.person ?? (await t.signUpVerified({ email, name: options.name ?? 'Membro' }));
  const accepted = await u.json(`/api/invitations/${token}/accept`, { method: 'POST' });
  if (accepted.status !== 200 || accepted.body.workspaceId !== owner.userId) {
    throw new Error(`aceitar o convite falhou: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  }
  return u;
}

/** A creator's item, written straight to the database. */
export async function insertTask(t: TestApp, userId: string, values: Partial<typeof tasks.$inferInsert> = {}) {
  const [row] = await t.pautei.deps.db
    .insert(tasks)
    .values({ userId, title: 'Item', content: 'Texto do item', type: 'caption', ...values })
    .returning();
  if (!row) throw new Error('inserting a task returned no row');
  return row;
}

/** An item of an agency's client, written straight to the database. */
export async function insertClientTask(
  t: TestApp,
  agencyUserId: string,
  clientId: string,
  values: Partial<typeof tasks.$inferInsert> = {},
) {
  const title = values.title ?? 'Item cliente';
  const [row] = await t.pautei.deps.db
    .insert(tasks)
    .values({ userId: agencyUserId, clientId, title, content: `Texto de ${title}`, type: 'caption', ...values })
    .returning();
  if (!row) throw new Error('inserting a client task returned no row');
  return row;
}

/** An agency's client, written straight to the database. */
export async function insertClient(
  t: TestApp,
  agencyUserId: string,
  values: Partial<typeof agencyClients.$inferInsert> = {},
) {
  const [row] = await t.pautei.deps.db
    .insert(agencyClients)
    .values({ agencyUserId, name: 'Cliente', niche: 'fitness', ...values })
    .returning();
  if (!row) throw new Error('inserting a client returned no row');
  return row;
}
