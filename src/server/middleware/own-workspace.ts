/**
 * Billing is the owner's, on their own account: a request made in another workspace (a member of a
 * team, with the team's header) is refused before any billing code runs. The billing routes are outside
 * the subscription gate (an expired account must be able to pay), so they do not get a scope from it.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { HttpError } from '../http-error';
import { WORKSPACE_HEADER } from '@shared/team';

export const requireOwnWorkspace = createMiddleware<AppEnv>(async (c, next) => {
  const requested = c.req.header(WORKSPACE_HEADER)?.trim();
  if (c.var.user && requested && requested !== c.var.user.id) throw new HttpError(403, 'TEAM_OWNER_ONLY');
  await next();
});
