/**
 * Mounts better-auth under /api/auth. Before handing over: the client IP header is set by us (never
 * taken from the client), and sign-in / sign-up / resend are capped per account.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { CLIENT_IP_HEADER, clientIpFrom } from '../auth/client-ip';
import { ACCOUNT_LIMITS, hitAccountLimit } from '../services/account-rate-limit';
import { errorBody, fieldsFromZod, firstCode } from '../middleware/errors';
import { signUpRequestSchema, updateUserRequestSchema } from '@shared/schemas/auth';

/** better-auth bodies we check with our own rules first (names like every other name, no plan edits). */
const BODY_RULES: Record<string, typeof signUpRequestSchema | typeof updateUserRequestSchema> = {
  '/sign-up/email': signUpRequestSchema,
  '/update-user': updateUserRequestSchema,
};

function parseJson(body: ArrayBuffer): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(body));
  } catch {
    return undefined;
  }
}

function socketAddress(c: Parameters<typeof getConnInfo>[0]): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // app.request() in tests has no socket
  }
}

export const authRoutes = new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
  const { auth, db, env } = c.var.deps;
  const headers = new Headers(c.req.raw.headers);
  headers.set(
    CLIENT_IP_HEADER,
    clientIpFrom(socketAddress(c), c.req.header('x-forwarded-for') ?? null, env.TRUST_PROXY),
  );

  const action = c.req.path.replace(/^\/api\/auth/, '');
  const rule = c.req.method === 'POST' ? ACCOUNT_LIMITS[action] : undefined;
  let body: ArrayBuffer | undefined;
  if (c.req.method === 'POST') body = await c.req.raw.arrayBuffer();
  const json = body ? parseJson(body) : undefined;
  const bodyRule = c.req.method === 'POST' ? BODY_RULES[action] : undefined;
  if (bodyRule) {
    const checked = bodyRule.safeParse(json ?? {});
    if (!checked.success) {
      const fields = fieldsFromZod(checked.error);
      return c.json(errorBody(firstCode(fields), { fields }), 400);
    }
  }
  if (rule && body) {
    const email = (json as { email?: unknown } | undefined)?.email;
    if (typeof email === 'string' && email.includes('@') && !(await hitAccountLimit(db, action, email, rule))) {
      return c.json(errorBody('RATE_LIMITED'), 429, { 'Retry-After': String(rule.windowSeconds) });
    }
  }
  const request = new Request(c.req.raw.url, { method: c.req.method, headers, body });
  return auth.handler(request);
});
