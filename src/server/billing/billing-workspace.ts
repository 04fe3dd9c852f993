/**
 * Billing is the workspace's, and a Dono's to manage: the subscription lives on the founding account's
 * profile (the workspace id is that account's user id), so a Dono made later sees and pays the ACTIVE
 * workspace's plan, never their own account's. Editors and Revisores are refused before any billing code
 * runs. The billing routes are outside the subscription gate (an expired account must be able to pay), so
 * the workspace is resolved here, with the same membership check as the gate (decision 0020).
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { HttpError } from '../http-error';
import { roleMay, WORKSPACE_HEADER } from '@shared/team';
import { ensureProfile } from '../services/profile-service';
import type { CheckoutUser } from './billing-service';
import { resolveWorkspace } from '../scope/owner-scope';

/** Whose subscription a billing request acts on: the workspace's id, and its billing e-mail and name. */
export type BillingAccount = CheckoutUser;

export type BillingEnv = AppEnv & { Variables: { billingAccount: BillingAccount } };

/**
 * Sets `c.get('billingAccount')`. No header (or the person's own id) is their own account, as before teams;
 * another workspace needs the Dono's role there. Without a session it does nothing: the route's
 * `requireUser` answers 401.
 */
export const billingWorkspace = createMiddleware<BillingEnv>(async (c, next) => {
  const user = c.get('user');
  if (!user) return next();
  const requested = c.req.header(WORKSPACE_HEADER)?.trim();
  if (!requested || requested === user.id) {
    c.set('billingAccount', { id: user.id, email: user.email, name: user.name || null });
    return next();
  }
  const { db, now } = c.get('deps');
  const own = c.get('sessionProfile') ?? (await ensureProfile(db, user.id, now()));
  const { scope, ownerProfile } = await resolveWorkspace(db, user, own, requested);
  if (!roleMay(scope.role, 'billing') || !ownerProfile) throw new HttpError(403, 'TEAM_OWNER_ONLY');
  // The workspace's profile keeps the founding account's e-mail: checkouts, receipts and notices go there.
  c.set('billingAccount', { id: scope.workspaceId, email: ownerProfile.email, name: ownerProfile.name || null });
  await next();
});
