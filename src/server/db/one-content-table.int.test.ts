/**
 * The migration that puts an agency's client items (`client_tasks`) into the one content table (`tasks`,
 * with `client_id`). A database is built at the migration before it, holding every shape of data the app
 * makes: a creator with items, versions, a review link and a calendar feed; an agency with clients, a team
 * member, approval rounds (live and moved link items, answers), versions, activity, notices and token
 * spends; card, Pix upfront and Pix Automático accounts. Then the migration runs, and every row must still
 * be there with its id, every link item, event and version must point at the same item, and the API must
 * read it all as before.
 */
import { createHash, randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type Agent, type TestApp } from '@tests/support/test-app';
import { WORKSPACE_HEADER } from '@shared/team';
import { migrationsFolder, type DatabaseHandle } from './client';
import { queryRows } from './raw';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const PASSWORD = 'senha-segura-123';
const at = (iso: string) => new Date(iso).toISOString();
const hours = (n: number) => new Date(NOW.getTime() + n * 3_600_000).toISOString();

// ---------------------------------------------------------------------------
// Migrations folders cut at the content-table migration (found by what it does: numbers change at merge)
// ---------------------------------------------------------------------------

interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
}

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: JournalEntry[];
};
const mergeIndex = journal.entries.findIndex((e) =>
  /INSERT INTO "tasks"[\s\S]*FROM "client_tasks"/.test(
    readFileSync(path.join(migrationsFolder, `${e.tag}.sql`), 'utf8'),
  ),
);

/** A copy of the migrations folder holding only the first `count` migrations. */
function foldersUpTo(count: number): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pautei-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const kept = journal.entries.slice(0, count);
  writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
    if (!kept.some((e) => `${e.tag}.sql` === file)) rmSync(path.join(dir, file));
  }
  return dir;
}

async function migrateTo(handle: DatabaseHandle, folder: string): Promise<void> {
  if (handle.driver === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as Parameters<typeof migrate>[0], { migrationsFolder: folder });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as Parameters<typeof migrate>[0], { migrationsFolder: folder });
  }
}

// ---------------------------------------------------------------------------
// Rows written at the previous migration, in plain SQL (the app's schema no longer has `client_tasks`)
// ---------------------------------------------------------------------------

type Row = Record<string, unknown>;

async function insert(handle: DatabaseHandle, table: string, row: Row): Promise<void> {
  const columns = Object.keys(row);
  const values = columns.map((c) => {
    const v = row[c];
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? JSON.stringify(v) : v;
  });
  await handle.db.execute(
    sql`INSERT INTO ${sql.identifier(table)} (${sql.join(
      columns.map((c) => sql.identifier(c)),
      sql`, `,
    )}) VALUES (${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )})`,
  );
}

/** Every row of a table as JSON, by id. */
async function rowsOf(handle: DatabaseHandle, table: string): Promise<Map<string, Row>> {
  const rows = await queryRows<{ row: Row }>(handle.db, sql`SELECT to_jsonb(t) AS row FROM ${sql.identifier(table)} t`);
  return new Map(rows.map(({ row }) => [String(row.id), row]));
}

const ids = {
  ana: 'user-ana',
  sol: 'user-sol',
  rui: 'user-rui',
  bia: 'user-bia',
  clientA: randomUUID(),
  clientB: randomUUID(),
  // Ana's (creator) items
  a1: randomUUID(),
  a2: randomUUID(),
  a3: randomUUID(),
  a4: randomUUID(),
  // Sol's own item from before the agency plan, then its clients' items
  s0: randomUUID(),
  ca1: randomUUID(),
  ca2: randomUUID(),
  ca3: randomUUID(),
  cb1: randomUUID(),
  b1: randomUUID(),
  linkAna: randomUUID(),
  linkA1: randomUUID(),
  linkA2: randomUUID(),
  linkB: randomUUID(),
  genA1: randomUUID(),
  genCa1: randomUUID(),
};
const tokens = {
  // Review and feed tokens have the shape the server makes (32 random bytes, base64url).
  reviewAna: 'reviewAna0123456789abcdefghijklmnopqrstuvwx',
  reviewA1: 'reviewSolA10123456789abcdefghijklmnopqrstuv',
  reviewA2: 'reviewSolA20123456789abcdefghijklmnopqrstuv',
  reviewB: 'reviewSolB0123456789abcdefghijklmnopqrstuvw',
  feedAna: 'feedAna0123456789abcdefghijklmnopqrstuvwxyz',
  feedSol: 'feedSol0123456789abcdefghijklmnopqrstuvwxyz',
};
const reviewHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('base64url');
const feedHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

async function seedBeforeMerge(handle: DatabaseHandle): Promise<void> {
  const password = await hashPassword(PASSWORD);
  const people: Array<[string, string, Row]> = [
    [
      ids.ana,
      'Ana Criadora',
      {
        subscription_status: 'active',
        subscription_type: 'creator',
        payment_method: 'card',
        stripe_customer_id: 'cus_ana',
        stripe_subscription_id: 'sub_ana',
      },
    ],
    [
      ids.sol,
      'Agência Sol',
      {
        subscription_status: 'active',
        subscription_type: 'agency',
        agency_plan: 'social',
        payment_method: 'pix_upfront',
        paid_until: at('2027-02-01T15:00:00Z'),
      },
    ],
    [ids.rui, 'Rui Editor', { subscription_status: 'none', subscription_type: 'creator' }],
    [
      ids.bia,
      'Bia Criadora',
      {
        subscription_status: 'active',
        subscription_type: 'creator',
        payment_method: 'pix_automatico',
        paid_until: at('2026-12-20T15:00:00Z'),
      },
    ],
  ];
  for (const [id, name, profile] of people) {
    const email = `${id}@example.com`;
    await insert(handle, 'user', { id, name, email, email_verified: true });
    await insert(handle, 'account', {
      id: `account-${id}`,
      account_id: id,
      provider_id: 'credential',
      user_id: id,
      password,
    });
    await insert(handle, 'profiles', {
      user_id: id,
      email,
      name,
      niche: 'fitness',
      daily_routine: 'Treino às 6h.',
      ...profile,
    });
  }
  await insert(handle, 'payments', {
    user_id: ids.sol,
    provider: 'demo',
    method: 'pix_upfront',
    plan: 'social',
    months: 3,
    amount: 900,
    status: 'paid',
    expires_at: at('2026-11-01T15:00:00Z'),
    period_start: at('2026-11-01T15:00:00Z'),
  });
  await insert(handle, 'payments', {
    user_id: ids.bia,
    provider: 'demo',
    method: 'pix_automatico',
    plan: 'solo',
    months: 1,
    amount: 40,
    status: 'paid',
    expires_at: at('2026-11-20T15:00:00Z'),
    period_start: at('2026-11-20T15:00:00Z'),
  });
  await insert(handle, 'agency_subscriptions', { agency_user_id: ids.sol });
  for (const [id, name, createdAt] of [
    [ids.clientA, 'Padaria Aurora', '2026-10-01T12:00:00Z'],
    [ids.clientB, 'Pet Rio', '2026-10-02T12:00:00Z'],
  ] as const) {
    await insert(handle, 'agency_clients', {
      id,
      agency_user_id: ids.sol,
      name,
      niche: 'food',
      created_at: at(createdAt),
    });
  }
  // Rui, an editor of Sol's team, sees only the bakery.
  await insert(handle, 'workspace_members', {
    workspace_id: ids.sol,
    user_id: ids.rui,
    role: 'editor',
    all_clients: false,
    client_ids: `{${ids.clientA}}`,
  });

  const item = (id: string, title: string, type: string, createdAt: string, extra: Row = {}): Row => ({
    id,
    title,
    content: `Texto de ${title}`,
    type,
    created_at: at(createdAt),
    updated_at: at(createdAt),
    ...extra,
  });
  const parts = [{ id: 'p1', time: '07:00', type: 'story', content: 'Bom dia!', completed: true }];
  for (const row of [
    item(ids.a1, 'Legenda do treino', 'caption', '2026-11-01T12:00:00Z', {
      user_id: ids.ana,
      scheduled_date: at('2026-11-28T12:00:00Z'),
      approval_state: 'changes_requested',
      generation_id: ids.genA1,
      created_by: ids.ana,
      tone: 'divertido',
    }),
    item(ids.a2, 'Roteiro de hoje', 'daily_script', '2026-11-27T10:00:00Z', {
      user_id: ids.ana,
      parts,
      expires_at: hours(22),
    }),
    // A daily script past its 24 hours: kept in the table, hidden from the lists.
    item(ids.a3, 'Roteiro de anteontem', 'daily_script', '2026-11-25T10:00:00Z', {
      user_id: ids.ana,
      expires_at: at('2026-11-26T10:00:00Z'),
    }),
    item(ids.a4, 'Ideias de reels', 'reel_idea', '2026-11-10T12:00:00Z', {
      user_id: ids.ana,
      completed: true,
      status: 'completed',
    }),
    item(ids.s0, 'Legenda de antes da agência', 'caption', '2026-09-01T12:00:00Z', { user_id: ids.sol }),
    item(ids.b1, 'Legenda da Bia', 'caption', '2026-11-21T12:00:00Z', { user_id: ids.bia }),
  ]) {
    await insert(handle, 'tasks', row);
  }
  for (const row of [
    item(ids.ca1, 'Pão de fermentação natural', 'caption', '2026-11-20T12:00:00Z', {
      client_id: ids.clientA,
      agency_user_id: ids.sol,
      scheduled_date: at('2026-11-29T12:00:00Z'),
      approval_state: 'approved',
      internal_review: 'approved',
      internal_review_submitted_by: ids.rui,
      generation_id: ids.genCa1,
      created_by: ids.rui,
      options: { captionStyle: 'curta' },
    }),
    item(ids.ca2, 'Carrossel de croissants', 'carousel', '2026-11-21T12:00:00Z', {
      client_id: ids.clientA,
      agency_user_id: ids.sol,
      approval_state: 'pending',
      internal_review: 'changes',
      internal_review_comment: 'Trocar a foto da capa',
      options: { imageCount: 5 },
    }),
    item(ids.ca3, 'Roteiro vencido da padaria', 'daily_script', '2026-11-24T12:00:00Z', {
      client_id: ids.clientA,
      agency_user_id: ids.sol,
      expires_at: at('2026-11-25T12:00:00Z'),
    }),
    item(ids.cb1, 'Story do banho', 'story', '2026-11-22T12:00:00Z', {
      client_id: ids.clientB,
      agency_user_id: ids.sol,
      approval_state: 'pending',
      scheduled_date: at('2026-12-02T12:00:00Z'),
    }),
  ]) {
    await insert(handle, 'client_tasks', row);
  }

  const version = (owner: Row, v: number, origin: string, createdAt: string, extra: Row = {}): Row => ({
    ...owner,
    version: v,
    content: `Versão ${v}`,
    origin,
    created_at: at(createdAt),
    ...extra,
  });
  for (const row of [
    version({ task_id: ids.a1 }, 1, 'generated', '2026-11-01T12:00:00Z', {
      input: { topic: 'treino' },
      generation_id: ids.genA1,
      created_by: ids.ana,
    }),
    version({ task_id: ids.a1 }, 2, 'edited', '2026-11-02T12:00:00Z', { created_by: ids.ana }),
    version({ client_task_id: ids.ca1 }, 1, 'generated', '2026-11-20T12:00:00Z', {
      input: { topic: 'pão' },
      generation_id: ids.genCa1,
      created_by: ids.rui,
    }),
    version({ client_task_id: ids.ca1 }, 2, 'edited', '2026-11-20T13:00:00Z', { created_by: ids.rui }),
    version({ client_task_id: ids.ca1 }, 3, 'restored', '2026-11-20T14:00:00Z', { restored_from: 1 }),
    version({ client_task_id: ids.cb1 }, 1, 'generated', '2026-11-22T12:00:00Z'),
  ]) {
    await insert(handle, 'content_versions', { id: randomUUID(), ...row });
  }

  const link = (id: string, token: string, clientId: string | null, createdAt: string): Row => ({
    id,
    token_hash: reviewHash(token),
    owner_user_id: clientId ? ids.sol : ids.ana,
    client_id: clientId,
    expires_at: at('2026-12-31T12:00:00Z'),
    created_at: at(createdAt),
  });
  await insert(handle, 'review_links', link(ids.linkAna, tokens.reviewAna, null, '2026-11-03T12:00:00Z'));
  await insert(handle, 'review_links', link(ids.linkA1, tokens.reviewA1, ids.clientA, '2026-11-21T12:00:00Z'));
  await insert(handle, 'review_links', link(ids.linkA2, tokens.reviewA2, ids.clientA, '2026-11-23T12:00:00Z'));
  await insert(handle, 'review_links', link(ids.linkB, tokens.reviewB, ids.clientB, '2026-11-22T13:00:00Z'));
  const linkItem = (linkId: string, owner: Row, addedAt: string, extra: Row = {}): Row => ({
    id: randomUUID(),
    link_id: linkId,
    ...owner,
    added_at: at(addedAt),
    ...extra,
  });
  for (const row of [
    linkItem(ids.linkAna, { task_id: ids.a1 }, '2026-11-03T12:00:00Z', { sent_by: ids.ana }),
    linkItem(ids.linkA1, { client_task_id: ids.ca1 }, '2026-11-21T12:00:00Z', { sent_by: ids.rui }),
    // The carousel went in the first round, then again in the second: moved out of the first.
    linkItem(ids.linkA1, { client_task_id: ids.ca2 }, '2026-11-21T12:00:00Z', {
      sent_by: ids.sol,
      moved_at: at('2026-11-23T12:00:00Z'),
    }),
    linkItem(ids.linkA2, { client_task_id: ids.ca2 }, '2026-11-23T12:00:00Z', { sent_by: ids.sol }),
    linkItem(ids.linkB, { client_task_id: ids.cb1 }, '2026-11-22T13:00:00Z', { sent_by: ids.sol }),
  ]) {
    await insert(handle, 'review_link_items', row);
  }
  const event = (linkId: string, owner: Row, state: string, createdAt: string, extra: Row = {}): Row => ({
    id: randomUUID(),
    link_id: linkId,
    ...owner,
    state,
    created_at: at(createdAt),
    ...extra,
  });
  for (const row of [
    event(ids.linkAna, { task_id: ids.a1, owner_user_id: ids.ana }, 'changes_requested', '2026-11-04T12:00:00Z', {
      approver_name: 'Marca Parceira',
      comment: 'Mais curto, por favor',
    }),
    event(ids.linkA1, { client_task_id: ids.ca1, owner_user_id: ids.sol }, 'approved', '2026-11-22T12:00:00Z', {
      approver_name: 'Dona Aurora',
    }),
    event(
      ids.linkA1,
      { client_task_id: ids.ca2, owner_user_id: ids.sol },
      'changes_requested',
      '2026-11-22T12:30:00Z',
      {
        comment: 'Outra foto',
      },
    ),
    event(ids.linkA2, { client_task_id: ids.ca2, owner_user_id: ids.sol }, 'pending', '2026-11-23T12:00:00Z', {
      actor: 'owner',
    }),
  ]) {
    await insert(handle, 'approval_events', row);
  }

  for (const row of [
    {
      workspace_id: ids.ana,
      actor_user_id: ids.ana,
      action: 'created',
      item_id: ids.a1,
      created_at: at('2026-11-01T12:00:00Z'),
    },
    {
      workspace_id: ids.sol,
      client_id: ids.clientA,
      actor_user_id: ids.rui,
      action: 'created',
      item_id: ids.ca1,
      created_at: at('2026-11-20T12:00:00Z'),
    },
    {
      workspace_id: ids.sol,
      client_id: ids.clientA,
      action: 'approval_answered',
      item_id: ids.ca1,
      created_at: at('2026-11-22T12:00:00Z'),
    },
  ]) {
    await insert(handle, 'activity_log', {
      id: randomUUID(),
      details: { title: 'Pão de fermentação natural' },
      ...row,
    });
  }
  await insert(handle, 'notices', {
    id: randomUUID(),
    workspace_id: ids.sol,
    user_id: ids.rui,
    kind: 'client_answer',
    client_id: ids.clientA,
    item_id: ids.ca1,
    payload: { itemTitle: 'Pão de fermentação natural', state: 'approved' },
    created_at: at('2026-11-22T12:00:00Z'),
  });
  await insert(handle, 'calendar_feeds', { id: randomUUID(), user_id: ids.ana, token_hash: feedHash(tokens.feedAna) });
  await insert(handle, 'calendar_feeds', { id: randomUUID(), user_id: ids.sol, token_hash: feedHash(tokens.feedSol) });
  for (const [userId, generationId, createdAt] of [
    [ids.ana, ids.genA1, '2026-11-01T12:00:00Z'],
    [ids.sol, ids.genCa1, '2026-11-20T12:00:00Z'],
  ] as const) {
    await insert(handle, 'token_ledger', {
      id: randomUUID(),
      user_id: userId,
      generation_id: generationId,
      entry: 'spend',
      settled_at: at(createdAt),
      created_at: at(createdAt),
    });
  }
}

/** Tables the migration must not touch at all. */
const UNTOUCHED = [
  'user',
  'account',
  'profiles',
  'payments',
  'agency_clients',
  'agency_subscriptions',
  'workspace_members',
  'review_links',
  'activity_log',
  'notices',
  'calendar_feeds',
  'token_ledger',
];
/** Tables whose `client_task_id` becomes `task_id`. */
const CHILDREN = ['content_versions', 'review_link_items', 'approval_events'];

/** A child row as it must read after the merge: the one item key holds whichever key was set. */
function merged(row: Row): Row {
  const { client_task_id: clientTaskId, ...rest } = row;
  return { ...rest, task_id: rest.task_id ?? clientTaskId };
}

let app: TestApp;
let before: Record<string, Map<string, Row>>;
let after: Record<string, Map<string, Row>>;
let fks: Array<{ table: string; columns: string; target: string }>;

beforeAll(async () => {
  expect(mergeIndex, 'the content-table migration is in the journal').toBeGreaterThan(0);
  const database = await createTestDatabase({ migrate: false });
  const upToPrevious = foldersUpTo(mergeIndex);
  const upToMerge = foldersUpTo(mergeIndex + 1);
  try {
    await migrateTo(database.handle, upToPrevious);
    await seedBeforeMerge(database.handle);
    before = {};
    for (const table of [...UNTOUCHED, ...CHILDREN, 'tasks', 'client_tasks']) {
      before[table] = await rowsOf(database.handle, table);
    }
    await migrateTo(database.handle, upToMerge);
    after = {};
    for (const table of [...UNTOUCHED, ...CHILDREN, 'tasks']) after[table] = await rowsOf(database.handle, table);
    fks = await queryRows(
      database.handle.db,
      sql`SELECT conrelid::regclass::text AS "table", confrelid::regclass::text AS target,
            (SELECT string_agg(a.attname, ',') FROM pg_attribute a
              WHERE a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)) AS columns
          FROM pg_constraint c
          WHERE c.contype = 'f' AND conrelid::regclass::text IN ('content_versions', 'review_link_items', 'approval_events', 'tasks')
          ORDER BY 1, 3`,
    );
    // The rest of the migrations (any added after this one), then the app on this database.
    await migrateTo(database.handle, migrationsFolder);
  } finally {
    rmSync(upToPrevious, { recursive: true, force: true });
    rmSync(upToMerge, { recursive: true, force: true });
  }
  app = await createTestApp({ database, now: NOW });
}, 300_000);

afterAll(async () => {
  await app?.close();
});

describe('the migration', () => {
  it('moves every client item into tasks with its id, columns and agency as owner, and keeps every creator item', () => {
    expect(before.client_tasks!.size).toBe(4);
    const expected = new Map<string, Row>();
    for (const [id, row] of before.tasks!) expected.set(id, { ...row, client_id: null });
    for (const [id, row] of before.client_tasks!) {
      const { agency_user_id: agencyUserId, ...rest } = row;
      expected.set(id, { ...rest, user_id: agencyUserId });
    }
    expect(after.tasks!.size).toBe(before.tasks!.size + before.client_tasks!.size);
    expect(Object.fromEntries(after.tasks!)).toEqual(Object.fromEntries(expected));
  });

  it('points every version, link item and approval event at the same item through one key', () => {
    for (const table of CHILDREN) {
      const moved = new Map([...before[table]!].map(([id, row]) => [id, merged(row)]));
      expect(Object.fromEntries(after[table]!), table).toEqual(Object.fromEntries(moved));
      for (const row of after[table]!.values()) expect(after.tasks!.has(String(row.task_id)), table).toBe(true);
    }
    // The client items' rows are among them: nothing was dropped on the way.
    const clientVersions = [...after.content_versions!.values()].filter((r) => r.task_id === ids.ca1);
    expect(clientVersions.map((r) => r.version).sort()).toEqual([1, 2, 3]);
  });

  it('changes nothing else', () => {
    for (const table of UNTOUCHED) {
      expect(Object.fromEntries(after[table]!), table).toEqual(Object.fromEntries(before[table]!));
    }
  });

  it('leaves one foreign key from each child table to the one content table, and tasks to the client', () => {
    const toContent = fks.filter((f) => f.target === 'tasks');
    expect(toContent).toEqual([
      { table: 'approval_events', columns: 'task_id', target: 'tasks' },
      { table: 'content_versions', columns: 'task_id', target: 'tasks' },
      { table: 'review_link_items', columns: 'task_id', target: 'tasks' },
    ]);
    expect(fks.filter((f) => f.table === 'tasks' && f.columns === 'client_id')).toEqual([
      { table: 'tasks', columns: 'client_id', target: 'agency_clients' },
    ]);
  });
});

describe('the app on the migrated data', () => {
  async function signIn(userId: string): Promise<Agent> {
    const agent = app.agent();
    const res = await agent.json('/api/auth/sign-in/email', {
      method: 'POST',
      body: { email: `${userId}@example.com`, password: PASSWORD },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return agent;
  }
  const listIds = (body: { items: Array<{ id: string }> }) => body.items.map((i) => i.id);

  it("lists a creator's items newest first, hiding the expired daily script, with versions, calendar and feed", async () => {
    const ana = await signIn(ids.ana);
    const list = await ana.json('/api/content');
    expect(list.status).toBe(200);
    expect(listIds(list.body)).toEqual([ids.a2, ids.a4, ids.a1]);
    const first = list.body.items.find((i: { id: string }) => i.id === ids.a1);
    expect(first).toMatchObject({
      owner: 'task',
      clientId: null,
      clientName: null,
      approvalState: 'changes_requested',
      tone: 'divertido',
    });
    // The reel was saved without an expiry and stays so.
    expect(list.body.items.find((i: { id: string }) => i.id === ids.a4).expiresAt).toBeNull();

    const versions = await ana.json(`/api/content/${ids.a1}/versions`);
    expect(versions.body.versions.map((v: { version: number; origin: string }) => [v.version, v.origin])).toEqual([
      [2, 'edited'],
      [1, 'generated'],
    ]);
    const calendar = await ana.json('/api/calendar?from=2026-11-01&to=2026-11-30');
    expect(calendar.status).toBe(200);
    expect(calendar.body.items.map((i: { id: string; date: string }) => [i.id, i.date])).toEqual([
      [ids.a1, '2026-11-28'],
    ]);
    const feed = await app.request(`/api/feeds/${tokens.feedAna}.ics`);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain('Legenda do treino');
    const events = await ana.json(`/api/approval/events?itemId=${ids.a1}`);
    expect(events.body.events.map((e: { state: string; comment: string }) => [e.state, e.comment])).toEqual([
      ['changes_requested', 'Mais curto, por favor'],
    ]);
    const review = await app.agent().json(`/api/review/${tokens.reviewAna}`);
    expect(review.status).toBe(200);
    expect(review.body.items.map((i: { id: string }) => i.id)).toEqual([ids.a1]);
  });

  it("lists an agency's client items (not its own pre-agency item), per client, with links, answers and figures", async () => {
    const sol = await signIn(ids.sol);
    const list = await sol.json('/api/content');
    expect(listIds(list.body)).toEqual([ids.cb1, ids.ca2, ids.ca1]);
    expect(list.body.items.find((i: { id: string }) => i.id === ids.ca2)).toMatchObject({
      owner: 'client_task',
      clientId: ids.clientA,
      clientName: 'Padaria Aurora',
      options: { imageCount: 5 },
    });
    expect(listIds((await sol.json(`/api/content?clientId=${ids.clientA}`)).body)).toEqual([ids.ca2, ids.ca1]);
    expect(listIds((await sol.json(`/api/clients/${ids.clientA}/content`)).body)).toEqual([ids.ca2, ids.ca1]);
    expect((await sol.json(`/api/content/${ids.s0}`)).status).toBe(404);

    const versions = await sol.json(`/api/content/${ids.ca1}/versions`);
    expect(versions.body.versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    const dashboard = await sol.json('/api/insights/dashboard');
    expect(dashboard.body).toMatchObject({ total: 4, completed: 0 });
    const counts = await sol.json('/api/approval/counts');
    expect(counts.body).toEqual({ pending: 2, changesRequested: 0, needsResend: 0 });
    const calendar = await sol.json('/api/calendar?from=2026-11-01&to=2026-12-31');
    expect(calendar.body.items.map((i: { id: string; clientName: string }) => [i.id, i.clientName])).toEqual([
      [ids.ca1, 'Padaria Aurora'],
      [ids.cb1, 'Pet Rio'],
    ]);
    const feed = await app.request(`/api/feeds/${tokens.feedSol}.ics`);
    expect(await feed.text()).toContain('Story do banho');

    // The first round shows the carousel as moved; the second holds it live.
    const first = await app.agent().json(`/api/review/${tokens.reviewA1}`);
    expect(first.body.items.map((i: { id: string; moved: boolean }) => [i.id, i.moved]).sort()).toEqual(
      [
        [ids.ca1, false],
        [ids.ca2, true],
      ].sort(),
    );
    const links = await sol.json('/api/approval/links');
    expect(links.status).toBe(200);
    const events = await sol.json(`/api/approval/events?itemId=${ids.ca2}`);
    expect(events.body.events.map((e: { state: string; actor: string }) => [e.state, e.actor])).toEqual([
      ['changes_requested', 'client'],
      ['pending', 'owner'],
    ]);
    const activity = await sol.json('/api/activity');
    expect(activity.body.entries.map((e: { itemId: string }) => e.itemId)).toEqual([ids.ca1, ids.ca1]);
  });

  it('keeps working after the merge: a client answers a migrated item and an edit adds the next version', async () => {
    const answer = await app.agent().json(`/api/review/${tokens.reviewA2}/answers`, {
      method: 'POST',
      body: { itemId: ids.ca2, decision: 'approved', approverName: 'Dona Aurora' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const sol = await signIn(ids.sol);
    expect((await sol.json(`/api/content/${ids.ca2}`)).body.approvalState).toBe('approved');
    const edited = await sol.json(`/api/content/${ids.ca1}`, {
      method: 'PATCH',
      body: { content: 'Pão quentinho às 7h!' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const versions = await sol.json(`/api/content/${ids.ca1}/versions`);
    expect(versions.body.versions.map((v: { version: number }) => v.version)).toEqual([4, 3, 2, 1]);
  });

  it("shows a team member only their clients' items, and the other accounts their own", async () => {
    const rui = await signIn(ids.rui);
    const mine = await rui.json('/api/content', { headers: { [WORKSPACE_HEADER]: ids.sol } });
    expect(mine.status).toBe(200);
    expect(listIds(mine.body)).toEqual([ids.ca2, ids.ca1]);
    const bia = await signIn(ids.bia);
    expect(listIds((await bia.json('/api/content')).body)).toEqual([ids.b1]);
  });
});
