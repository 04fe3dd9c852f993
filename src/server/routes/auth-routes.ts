/**
 * Mounts better-auth under /api/auth. Before handing over: the client IP header is set by us (never
 * taken from the client), bodies are checked with our own rules, sign-up and resend are capped per
 * account, and sign-in is limited per (account, address) and slowed down per account. After: a sign-up
 * answers the same whether or not the address already had an account.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../context';
import { CLIENT_IP_HEADER, clientIpFrom } from '../auth/client-ip';
import {
  ACCOUNT_LIMITS,
  SIGN_IN_PATH,
  SIGN_IN_POLICY,
  checkSignIn,
  hitAccountLimit,
  recordSignIn,
} from '../services/account-rate-limit';
import { errorBody, fieldsFromZod, firstCode } from '../middleware/errors';
import { signUpRequestSchema, updateUserRequestSchema } from '@shared/schemas/auth';

const SIGN_UP_PATH = '/sign-up/email';

/** better-auth bodies we check with our own rules first (names like every other name, no plan edits). */
const BODY_RULES: Record<string, typeof signUpRequestSchema | typeof updateUserRequestSchema> = {
  [SIGN_UP_PATH]: signUpRequestSchema,
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

const emailOf = (json: unknown): string | undefined => {
  const email = (json as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.includes('@') ? email : undefined;
};

/**
 * The answer to an accepted sign-up, built from the request alone. better-auth's own answer differs
 * between a new address (the stored user, role 'user') and a registered one (a stand-in, role null),
 * which would tell strangers who has an account; this one is the same in both cases, headers included.
 */
function signUpAccepted(c: Context<AppEnv>, json: unknown) {
  const { name, email } = json as { name: string; email: string };
  return c.json(
    { token: null, user: { name: name.trim(), email: email.trim().toLowerCase(), emailVerified: false, role: 'user' } },
    200,
  );
}

export const authRoutes = new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
  const { auth, db, env, sleep } = c.var.deps;
  const ip = clientIpFrom(socketAddress(c), c.req.header('x-forwarded-for') ?? null, env.TRUST_PROXY);
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, ip);

  const action = c.req.path.replace(/^\/api\/auth/, '');
  const post = c.req.method === 'POST';
  const body = post ? await c.req.raw.arrayBuffer() : undefined;
  const json = body ? parseJson(body) : undefined;

  const bodyRule = post ? BODY_RULES[action] : undefined;
  if (bodyRule) {
    const checked = bodyRule.safeParse(json ?? {});
    if (!checked.success) {
      const fields = fieldsFromZod(checked.error);
      return c.json(errorBody(firstCode(fields), { fields }), 400);
    }
  }

  const email = post ? emailOf(json) : undefined;
  const rule = post ? ACCOUNT_LIMITS[action] : undefined;
  if (rule && email && !(await hitAccountLimit(db, action, email, rule))) {
    return c.json(errorBody('RATE_LIMITED'), 429, { 'Retry-After': String(rule.windowSeconds) });
  }

  const signIn = post && action === SIGN_IN_PATH && email ? email : undefined;
  if (signIn) {
    const gate = await checkSignIn(db, signIn, ip);
    if (gate.refused) {
      return c.json(errorBody('RATE_LIMITED'), 429, { 'Retry-After': String(SIGN_IN_POLICY.windowSeconds) });
    }
    if (gate.delayMs > 0) await sleep(gate.delayMs);
  }

  const response = await auth.handler(new Request(c.req.raw.url, { method: c.req.method, headers, body }));

  if (signIn) {
    // 401 is a wrong password (or unknown address); 403 (e-mail not confirmed) proves the password right.
    if (response.status === 401) await recordSignIn(db, signIn, ip, 'failed');
    else if (response.ok) await recordSignIn(db, signIn, ip, 'succeeded');
  }
  if (post && action === SIGN_UP_PATH && response.ok) return signUpAccepted(c, json);
  return response;
});
