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
import { BAD_TEXT_CODE, hasBadCharacters, jsonHasBadText } from '@shared/schemas/text';

const SIGN_UP_PATH = '/sign-up/email';

/** better-auth bodies we check with our own rules first (names like every other name, no plan edits). */
const BODY_RULES: Record<string, typeof signUpRequestSchema | typeof updateUserRequestSchema> = {
  [SIGN_UP_PATH]: signUpRequestSchema,
  '/update-user': updateUserRequestSchema,
};

/** The parsed body; `INVALID` when there is a body and it is not JSON. */
const INVALID = Symbol('invalid JSON');
function parseJson(body: ArrayBuffer): unknown {
  if (body.byteLength === 0) return undefined;
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return INVALID;
  }
}

/**
 * better-auth reads its own bodies and query strings, with none of our text rules: a NUL, half an emoji
 * or a direction override in any field (a name, an address, a callback URL, a token) is refused here,
 * with the message every other form gives, before better-auth stores or compares anything.
 */
function badTextIn(url: string, json: unknown): boolean {
  const query = new URL(url).searchParams;
  for (const [key, value] of query) if (hasBadCharacters(key, false) || hasBadCharacters(value, false)) return true;
  return jsonHasBadText(json);
}

/** Where better-auth sends the browser after a link or a call: the fields, in the query or in the body. */
const CALLBACK_FIELDS = ['callbackURL', 'redirectTo', 'errorCallbackURL', 'newUserCallbackURL'] as const;

/**
 * A return address is a path of our own site ("/auth/confirm") or an address on our own origin. Anything
 * else is refused here: better-auth would fail on an address it cannot parse (a 500) and must never send
 * anyone to another site.
 */
function isOwnAddress(value: unknown, appOrigin: string): boolean {
  if (typeof value !== 'string' || value.length > 2000) return false;
  if (/^\/(?![/\\])/.test(value)) return URL.canParse(value, appOrigin);
  return URL.canParse(value) && new URL(value).origin === appOrigin;
}

function badCallbackIn(url: string, json: unknown, appOrigin: string): boolean {
  const query = new URL(url).searchParams;
  const body = json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
  return CALLBACK_FIELDS.some(
    (field) =>
      (query.has(field) && !isOwnAddress(query.get(field), appOrigin)) ||
      (field in body && body[field] !== undefined && !isOwnAddress(body[field], appOrigin)),
  );
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

/**
 * better-auth's refusals carry a code the SPA turns into Portuguese (auth-errors.ts), but a few carry only
 * an English sentence ("No fields to update"): those become our generic refusal, in our shape.
 */
async function withErrorCode(c: Context<AppEnv>, response: Response): Promise<Response> {
  if (response.status < 400 || response.status >= 500) return response;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  if (typeof body?.code === 'string') return response;
  return c.json(errorBody('VALIDATION'), response.status as 400);
}

export const authRoutes = new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
  const { auth, db, env, sleep } = c.get('deps');
  const ip = clientIpFrom(socketAddress(c), c.req.header('x-forwarded-for') ?? null, env.TRUST_PROXY);
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, ip);

  const action = c.req.path.replace(/^\/api\/auth/, '');
  const post = c.req.method === 'POST';
  const body = post ? await c.req.raw.arrayBuffer() : undefined;
  const parsed = body ? parseJson(body) : undefined;
  if (parsed === INVALID) return c.json(errorBody('INVALID_JSON'), 400);
  const json = parsed;
  if (badTextIn(c.req.url, json)) return c.json(errorBody(BAD_TEXT_CODE), 400);
  if (badCallbackIn(c.req.url, json, new URL(env.APP_URL).origin))
    return c.json(errorBody('CALLBACK_URL_INVALID'), 400);

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
  // better-auth's per-address limit answers in English: the same refusal in our shape and words.
  if (response.status === 429) {
    const retry = response.headers.get('x-retry-after') ?? response.headers.get('retry-after') ?? '60';
    return c.json(errorBody('RATE_LIMITED'), 429, { 'Retry-After': retry });
  }
  return withErrorCode(c, response);
});
