/**
 * Every route of the app, fed garbage: text with NUL and other control characters, lone surrogates and
 * direction overrides, impossible dates, huge strings, wrong types, deep nesting, broken JSON, garbage path
 * ids and query strings — as each kind of person who may call it (creator, agency owner, editor, reviewer,
 * admin, nobody signed in), with the same-origin headers the app requires.
 *
 * It fails when any answer is a 5xx, when a refusal is not in our error shape with a catalogue code, and
 * when a refused request changed the database (a fingerprint of every table before and after).
 *
 * The routes come from the app itself (`app.routes`), so a new route is fuzzed without touching this file;
 * each validator's schema (`validatorSchemas`) shapes the body and query so that one field at a time is
 * garbage and the rest gets past the first checks. The generator is seeded: a failure names its case and
 * the same seed sends the same requests again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { CONTENT_KINDS } from '@shared/content-kinds';
import { generationInputSchemas } from '@shared/content-kind-schemas';
import { isErrorCode } from '@shared/messages';
import { WORKSPACE_HEADER } from '@shared/team';
import { createTestApp, type Agent, type TestApp } from '@tests/support/test-app';
import {
  createClient,
  freshEmail,
  insertClientTask,
  insertTask,
  inviteToTeam,
  joinTeam,
  signUpAgency,
  signUpOnboarded,
  signedInAdmin,
} from '@tests/support/onboard';
import {
  BAD_BODIES,
  BAD_SEGMENTS,
  BAD_TEXT,
  IMPOSSIBLE_DATES,
  WRONG_TYPES,
  databaseFingerprinter,
  fingerprintDiff,
  garbageQueryValue,
  garbageValue,
  isDateKey,
  leafPaths,
  replaceAt,
  sampleOf,
  seededRandom,
  type Random,
  type SampleContext,
} from '@tests/support/fuzz';
import { validatorSchemas } from '../middleware/validate';

const SEED = 20261127;
/** Requests per route and person (anonymous callers get one: they are refused at the door). */
const CASES_PER_PERSON = 3;

/**
 * Tables a refused request may write to on purpose: the rate-limit counters count refused attempts too
 * (a wrong password must cost an attempt), so they are left out of the fingerprint.
 */
const COUNTERS = ['rate_limit'] as const;

/** better-auth's endpoints under /api/auth/* (one wildcard route in the app), with a body like the SPA's. */
const AUTH_ENDPOINTS: { method: 'GET' | 'POST'; path: string; sample: Record<string, unknown> }[] = [
  {
    method: 'POST',
    path: '/api/auth/sign-up/email',
    sample: {
      name: 'Pessoa Teste',
      email: 'pessoa-fuzz@example.com',
      password: 'senha-segura-123',
      selectedPlan: 'creator',
      callbackURL: '/auth/confirm',
    },
  },
  {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    sample: { email: 'pessoa@example.com', password: 'senha-123456' },
  },
  { method: 'GET', path: '/api/auth/verify-email', sample: { token: 'token', callbackURL: '/auth/confirm' } },
  {
    method: 'POST',
    path: '/api/auth/send-verification-email',
    sample: { email: 'pessoa@example.com', callbackURL: '/auth/confirm' },
  },
  {
    method: 'POST',
    path: '/api/auth/request-password-reset',
    sample: { email: 'pessoa@example.com', redirectTo: '/auth/reset-password' },
  },
  { method: 'POST', path: '/api/auth/reset-password', sample: { newPassword: 'senha-nova-123', token: 'token' } },
  { method: 'GET', path: '/api/auth/reset-password/:token', sample: { callbackURL: '/auth/reset-password' } },
  { method: 'POST', path: '/api/auth/update-user', sample: { name: 'Outro Nome' } },
  { method: 'POST', path: '/api/auth/change-email', sample: { newEmail: 'nova@example.com', callbackURL: '/profile' } },
  {
    method: 'POST',
    path: '/api/auth/change-password',
    sample: { currentPassword: 'senha-errada-1', newPassword: 'senha-nova-123' },
  },
  { method: 'GET', path: '/api/auth/get-session', sample: {} },
];

/** Routes that end what the fuzzing needs (the caller's own session) are left out. */
const LEFT_OUT = new Set(['POST /api/auth/sign-out']);

type PersonaName = 'anonymous' | 'creator' | 'owner' | 'editor' | 'reviewer' | 'admin';
interface Persona {
  name: PersonaName;
  agent: Agent;
  headers: Record<string, string>;
  ids: { client: string[]; item: string[]; link: string[]; member: string[]; invitation: string[] };
}

interface RouteUnderTest {
  method: string;
  path: string;
  json?: ZodType;
  query?: ZodType;
  /** A body or query shaped like the real one, for routes no validator describes. */
  sample?: Record<string, unknown>;
}

interface FuzzCase {
  label: string;
  persona: Persona;
  url: string;
  init: RequestInit;
}

let t: TestApp;
let personas: Persona[];
let shared: { reviewToken: string; invitationToken: string; feedFile: string; expense: string };

beforeAll(async () => {
  t = await createTestApp();
  const creator = await signUpOnboarded(t);
  const creatorItem = await insertTask(t, creator.userId);
  const owner = await signUpAgency(t);
  const client = await createClient(owner, 'Loja Fuzz');
  const items = [
    await insertClientTask(t, owner.userId, client, { title: 'Post 1' }),
    await insertClientTask(t, owner.userId, client, { title: 'Post 2' }),
  ];
  const editor = await joinTeam(t, owner, 'editor', { name: 'Editora' });
  const reviewer = await joinTeam(t, owner, 'reviewer', { name: 'Revisora' });
  const invitationToken = await inviteToTeam(t, owner, freshEmail('convidada'), 'editor');
  const team = await owner.json('/api/team');
  const invitation = (team.body.invitations as { id: string }[])[0]?.id ?? '';
  const link = await owner.json('/api/approval/links', { method: 'POST', body: { items: items.map((i) => i.id) } });
  if (link.status !== 201) throw new Error(`link: ${link.status} ${JSON.stringify(link.body)}`);
  const feed = await owner.json('/api/calendar/feed', { method: 'POST', body: {} });
  const feedUrl = String(feed.body?.url ?? feed.body?.feed?.url ?? '');
  const admin = await signedInAdmin(t, { email: 'admin-fuzz@pautei.test', password: 'admin-senha-forte-1' });
  const expense = await admin.json('/api/admin/expenses', {
    method: 'POST',
    body: { description: 'Servidor', amount: 10 },
  });
  shared = {
    reviewToken: link.body.token,
    invitationToken,
    feedFile: feedUrl.split('/').pop() || 'sem-feed.ics',
    expense: expense.body?.expense?.id ?? expense.body?.id ?? '',
  };

  const agencyIds = {
    client: [client],
    item: items.map((i) => i.id),
    link: [link.body.link.id as string],
    member: [editor.userId, reviewer.userId],
    invitation: [invitation],
  };
  const none = { client: [], item: [], link: [], member: [], invitation: [] };
  const inAgency = { [WORKSPACE_HEADER]: owner.userId };
  personas = [
    { name: 'anonymous', agent: t.agent(), headers: {}, ids: none },
    { name: 'creator', agent: creator, headers: {}, ids: { ...none, item: [creatorItem.id] } },
    { name: 'owner', agent: owner, headers: {}, ids: agencyIds },
    { name: 'editor', agent: editor, headers: inAgency, ids: agencyIds },
    { name: 'reviewer', agent: reviewer, headers: inAgency, ids: agencyIds },
    { name: 'admin', agent: admin, headers: {}, ids: none },
  ];
}, 120_000);
afterAll(() => t?.close());

/** The routes the app answers, one per method and path, each with the schemas its validators check. */
function routesOf(app: TestApp['pautei']['app']): RouteUnderTest[] {
  const byKey = new Map<string, RouteUnderTest>();
  for (const r of app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/api/') || r.path.includes('*')) continue;
    const key = `${r.method} ${r.path}`;
    const route = byKey.get(key) ?? { method: r.method, path: r.path };
    const validator = validatorSchemas.get(r.handler);
    if (validator?.target === 'json') route.json = validator.schema;
    if (validator?.target === 'query') route.query = validator.schema;
    byKey.set(key, route);
  }
  for (const e of AUTH_ENDPOINTS) {
    byKey.set(`${e.method} ${e.path}`, { method: e.method, path: e.path, sample: e.sample });
  }
  for (const key of LEFT_OUT) byKey.delete(key);
  // Deletions last, so that the rows the other routes work on are still there for them.
  return [...byKey.values()].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}

/** Who calls a route: the people it is for, someone it is not for, and nobody signed in. */
function callersOf(path: string): PersonaName[] {
  if (path.startsWith('/api/admin')) return ['admin', 'creator', 'anonymous'];
  if (/^\/api\/(auth|review|invitations|feeds|config)/.test(path)) return ['anonymous', 'creator', 'editor'];
  return ['creator', 'owner', 'editor', 'reviewer', 'admin', 'anonymous'];
}

/** A real value for a path parameter, so that some garbage reaches a row that exists. */
function realParam(route: RouteUnderTest, name: string, p: Persona, r: Random): string {
  const { ids } = p;
  const any = (list: string[]) => (list.length ? r.pick(list) : '00000000-0000-4000-8000-000000000000');
  switch (name) {
    case 'kind':
      return r.pick(CONTENT_KINDS);
    case 'subject':
      return r.chance(0.5) ? 'self' : any(ids.client);
    case 'userId':
      return any(ids.member);
    case 'file':
      return shared.feedFile;
    case 'version':
      return '1';
    case 'planType':
      return 'creator';
    case 'token':
      return route.path.startsWith('/api/review') ? shared.reviewToken : shared.invitationToken;
    default:
      if (route.path.startsWith('/api/clients')) return any(ids.client);
      if (route.path.startsWith('/api/approval/links')) return any(ids.link);
      if (route.path.startsWith('/api/team/invitations')) return any(ids.invitation);
      if (route.path.startsWith('/api/admin/expenses')) return shared.expense;
      return any(ids.item);
  }
}

/** Field names garbage goes into when a body has no schema to follow. */
const FIELD_POOL = ['id', 'name', 'email', 'title', 'content', 'date', 'clientId', 'items', 'comment', 'token'];
const QUERY_POOL = ['id', 'clientId', 'from', 'to', 'date', 'month', 'cursor', 'limit', 'period', 'before', 'kind'];
const BAD_HEADERS = ['nao-e-um-uuid', '00000000-0000-0000-0000-000000000000', 'x'.repeat(300), ''];

function sampleContext(p: Persona, r: Random): SampleContext {
  return {
    idFor: (key) => {
      const list = /client/i.test(key) ? p.ids.client : p.ids.item;
      return list.length ? r.pick(list) : '00000000-0000-4000-8000-000000000000';
    },
    token: shared.reviewToken,
  };
}

/** One leaf of a sample (or a new key) made garbage. */
function mutate(sample: unknown, r: Random, garbage: () => unknown): unknown {
  if (sample && typeof sample === 'object' && !Array.isArray(sample) && r.chance(0.15)) {
    return { ...sample, [r.pick(FIELD_POOL)]: garbage() };
  }
  return replaceAt(sample, r.pick(leafPaths(sample)), garbage());
}

function bodyFor(route: RouteUnderTest, p: Persona, r: Random): { body: BodyInit; what: string } {
  const roll = r.next();
  if (roll < 0.2) {
    const raw = r.pick(BAD_BODIES);
    return { body: raw, what: `raw ${JSON.stringify(typeof raw === 'string' ? raw : [...raw])}` };
  }
  if (roll < 0.3) {
    const v = r.pick(WRONG_TYPES);
    return { body: JSON.stringify(v), what: 'top-level wrong type' };
  }
  const schema = route.json ?? generationSchema(route, r);
  const sample = schema ? sampleOf(schema, sampleContext(p, r)) : route.sample;
  if (sample !== undefined && roll < 0.85) {
    const v = mutate(sample, r, () => garbageValue(r));
    return { body: JSON.stringify(v), what: `schema body ${preview(v)}` };
  }
  const v = Object.fromEntries(
    Array.from({ length: 1 + r.int(3) }, () => [r.pick(FIELD_POOL), garbageValue(r)] as const),
  );
  return { body: JSON.stringify(v), what: `random body ${preview(v)}` };
}

/** The generation route validates inside its handler, per kind: its schemas come from the shared table. */
function generationSchema(route: RouteUnderTest, r: Random): ZodType | undefined {
  if (route.path !== '/api/generate/:kind') return undefined;
  return generationInputSchemas[r.pick(CONTENT_KINDS)];
}

function queryFor(route: RouteUnderTest, p: Persona, r: Random): string {
  const params = new URLSearchParams();
  const base = route.query
    ? sampleOf(route.query, sampleContext(p, r))
    : route.method === 'GET' && route.sample
      ? route.sample
      : undefined;
  if (base && typeof base === 'object') {
    for (const [k, v] of Object.entries(base)) if (v !== undefined) params.set(k, String(v));
  }
  const keys = [...params.keys()];
  if (keys.length && r.chance(0.75)) params.set(r.pick(keys), garbageQueryValue(r));
  else if (r.chance(0.6)) params.set(r.pick(QUERY_POOL), garbageQueryValue(r));
  let qs = params.toString();
  // URLSearchParams writes text as valid UTF-8; raw escapes reach the server as typed.
  if (r.chance(0.25)) qs += `${qs ? '&' : ''}${r.pick([...keys, ...QUERY_POOL])}=${r.pick(BAD_SEGMENTS)}`;
  return qs ? `?${qs}` : '';
}

const preview = (v: unknown) => {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 160 ? `${s.slice(0, 160)}…(${s.length})` : s;
};

function casesFor(route: RouteUnderTest, p: Persona, r: Random): FuzzCase[] {
  const count =
    p.name === 'anonymous' && !/^\/api\/(auth|review|invitations|feeds)/.test(route.path) ? 1 : CASES_PER_PERSON;
  return Array.from({ length: count }, (_, i) => {
    const path = route.path.replace(/:(\w+)/g, (_m, name: string) =>
      r.chance(0.4) ? encodeURIComponent(realParam(route, name, p, r)) : r.pick(BAD_SEGMENTS),
    );
    const url = path + queryFor(route, p, r);
    const headers: Record<string, string> = { ...p.headers };
    if (r.chance(0.1)) headers[WORKSPACE_HEADER] = r.pick(BAD_HEADERS);
    if (route.path.startsWith('/api/generate') && r.chance(0.5)) headers.accept = 'text/event-stream';
    let body: BodyInit | undefined;
    let what = '';
    if (route.method !== 'GET' && route.method !== 'HEAD') {
      ({ body, what } = bodyFor(route, p, r));
      headers['content-type'] = 'application/json';
    }
    return {
      persona: p,
      url,
      init: { method: route.method, headers, body },
      label: `#${i} ${p.name} ${route.method} ${preview(url)} ${what}`,
    };
  });
}

/**
 * Every field of the route's own schema, one at a time: bad text in each text field, an impossible day in
 * each date field, the rest of the request as the SPA would send it (real ids in the path). Sent as the
 * person the route is for, so the field reaches the route's own checks rather than a 401 or a 403.
 */
function fieldCasesFor(route: RouteUnderTest, r: Random): FuzzCase[] {
  const who: PersonaName = route.path.startsWith('/api/admin')
    ? 'admin'
    : route.path.startsWith('/api/auth')
      ? 'creator'
      : 'owner';
  const p = personas.find((x) => x.name === who)!;
  const schemas =
    route.path === '/api/generate/:kind'
      ? CONTENT_KINDS.map((k) => [k, generationInputSchemas[k]] as const)
      : [[undefined, route.json ?? route.query] as const];
  return schemas.flatMap(([kind, schema]) => {
    const inQuery = !route.json && (Boolean(route.query) || route.method === 'GET');
    const sample = schema ? sampleOf(schema, sampleContext(p, r)) : route.sample;
    if (!sample || typeof sample !== 'object') return [];
    return leafPaths(sample).flatMap((path, i) => {
      const key = String(path.filter((k) => typeof k === 'string').pop() ?? '');
      if (!key) return [];
      const values: unknown[] = [BAD_TEXT[i % BAD_TEXT.length]];
      if (isDateKey(key)) values.push(...IMPOSSIBLE_DATES);
      return values.map((value) => {
        const mutated = replaceAt(sample, path, value) as Record<string, unknown>;
        const url =
          route.path.replace(/:(\w+)/g, (_m, name: string) =>
            name === 'kind' && kind ? kind : encodeURIComponent(realParam(route, name, p, r)),
          ) + (inQuery ? `?${new URLSearchParams(Object.entries(mutated).map(([k, v]) => [k, String(v)]))}` : '');
        const headers: Record<string, string> = { ...p.headers };
        const init: RequestInit = { method: route.method, headers };
        if (!inQuery) {
          headers['content-type'] = 'application/json';
          init.body = JSON.stringify(mutated);
        }
        return {
          persona: p,
          url,
          init,
          label: `field ${key} ${who} ${route.method} ${preview(url)} ${preview(mutated)}`,
        };
      });
    });
  });
}

/** What is wrong with an answer (undefined: nothing). */
async function problemWith(route: RouteUnderTest, res: Response): Promise<string | undefined> {
  const text = await res.text();
  if (res.status >= 500) return `${res.status} ${text.slice(0, 200)}`;
  // A generation that passed its checks must end saved: the model was called and a token spent for it.
  if (res.ok && route.path.startsWith('/api/generate') && /^event: error$/m.test(text)) {
    return `accepted, then failed after the model call: ${text.slice(-200)}`;
  }
  if (res.status < 400 || !(res.headers.get('content-type') ?? '').includes('json')) return undefined;
  let body: { error?: { code?: unknown }; code?: unknown } | null;
  try {
    body = JSON.parse(text);
  } catch {
    return `${res.status} with a body that is not JSON: ${text.slice(0, 100)}`;
  }
  if (isErrorCode(body?.error?.code)) return undefined;
  // better-auth's own refusals carry its code, which the SPA turns into Portuguese (auth-errors.ts).
  if (route.path.startsWith('/api/auth/') && typeof body?.code === 'string') return undefined;
  return `${res.status} without a catalogue code: ${text.slice(0, 200)}`;
}

/**
 * The routes in groups, one test each, so a slow machine does not time the whole run out and a failure
 * says where it is. The last group takes every route the others did not name: nothing is left out.
 */
const GROUPS: [string, RegExp][] = [
  ['sign-in, sign-up and e-mail verification', /^\/api\/auth\//],
  ['admin', /^\/api\/admin(\/|$)/],
  ['generation', /^\/api\/generate(\/|$)/],
  ['saved content and versions', /^\/api\/content(\/|$)/],
  ['clients, voice and calendar', /^\/api\/(clients|voice|calendar|feeds)(\/|$)/],
  ['approval and the public review page', /^\/api\/(approval|review)(\/|$)/],
  ['team, invitations and internal review', /^\/api\/(team|invitations|internal-review|activity)(\/|$)/],
];

let r: Random;
let fingerprint: () => Promise<string>;
let modelCalls = 0;
let sent = 0;

beforeAll(async () => {
  r = seededRandom(SEED);
  fingerprint = await databaseFingerprinter(t.pautei.deps.db, COUNTERS);
  // Every call to the model, counted: a refused request must not have reached it (nor spent a token).
  const ai = t.pautei.deps.services.ai;
  const generate = ai.generate.bind(ai);
  ai.generate = (...args) => {
    modelCalls += 1;
    return generate(...args);
  };
});

/** Sends every case of every route of the group; the problems found. */
async function fuzzRoutes(routes: RouteUnderTest[]): Promise<string[]> {
  const problems: string[] = [];
  const send = async (route: RouteUnderTest, c: FuzzCase) => {
    sent += 1;
    const callsBefore = modelCalls;
    const res = await c.persona.agent.request(c.url, c.init);
    const problem = await problemWith(route, res);
    if (problem) problems.push(`${c.label}: ${problem}`);
    if (res.status >= 400 && modelCalls > callsBefore) problems.push(`${c.label}: refused after calling the model`);
    return res.status;
  };

  for (const route of routes) {
    const cases = [
      ...fieldCasesFor(route, r),
      ...callersOf(route.path).flatMap((name) =>
        casesFor(
          route,
          personas.find((x) => x.name === name)!,
          r,
        ),
      ),
    ];
    const before = await fingerprint();
    const statuses: number[] = [];
    for (const c of cases) statuses.push(await send(route, c));
    const changed = fingerprintDiff(before, await fingerprint());
    if (!changed.length) continue;
    if (statuses.every((s) => s >= 400)) {
      problems.push(`${route.method} ${route.path}: only refusals, yet ${changed} changed`);
      continue;
    }
    // Some garbage was accepted and wrote: check each refusal on its own.
    for (const c of cases) {
      const at = await fingerprint();
      const status = await send(route, c);
      if (status < 400) continue;
      const diff = fingerprintDiff(at, await fingerprint());
      if (diff.length) problems.push(`${c.label}: refused with ${status} but changed ${diff}`);
    }
  }
  return problems;
}

describe('every route, fed garbage, answers 4xx (never 5xx) with a catalogue code, and a refusal changes nothing', () => {
  const groupOf = (path: string) => GROUPS.find(([, pattern]) => pattern.test(path))?.[0] ?? 'everything else';

  for (const name of [...GROUPS.map(([g]) => g), 'everything else']) {
    it(
      name,
      async () => {
        const routes = routesOf(t.pautei.app).filter((route) => groupOf(route.path) === name);
        expect(routes.length).toBeGreaterThan(0);
        const sentBefore = sent;
        expect(await fuzzRoutes(routes)).toEqual([]);
        expect(sent - sentBefore).toBeGreaterThan(routes.length * 5);
      },
      600_000,
    );
  }

  it('covered every route the app answers, with every kind of garbage', () => {
    expect(routesOf(t.pautei.app).length).toBeGreaterThan(80);
    expect(sent).toBeGreaterThan(1000);
  });
});
