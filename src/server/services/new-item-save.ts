/**
 * How a generated item is saved: the item, its first version (which keeps the request, so the item can be
 * regenerated), the settled mark on its token spend, the call's usage row and the "created" line of the
 * activity log, all in ONE statement. A statement is all-or-nothing, so a crash leaves either everything
 * (the token was used) or nothing (the reconciliation job refunds it), never a half-saved generation; and
 * it costs one round trip and one commit.
 *
 * Answers that end in the same moment also share that statement (`statementBatches`): when hundreds of
 * people pressed "Gerar" in the same second, their answers end within a second too, and on a busy
 * instance the client side of a statement (writing it, reading its answer) costs more CPU than the
 * database's work. A save alone goes as a prepared statement; saves asked together go as one statement
 * that reads them as rows from one JSON parameter. When the database refuses that statement (one item
 * whose client was deleted meanwhile fails it all, and nothing of it is written), each save goes again
 * alone, so only the refused one fails.
 */
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { decodeColumns } from '../db/decode-row';
import { queryRows } from '../db/raw';
import { activityLog, contentVersions, tasks, tokenLedger, usageTracking, type TaskPart } from '../db/schema';
import { statementBatches } from '../db/statement-batches';

export type TaskRow = typeof tasks.$inferSelect;

/** Everything one generated item's save writes. */
export interface NewItemSave {
  id: string;
  /** The workspace that owns the item (and whose activity log gets the line). */
  workspaceId: string;
  clientId: string | null;
  /** The person who generated it: the item's and the version's author, the activity's actor. */
  actorUserId: string;
  /** The generation whose spend is settled by this save. */
  generationId: string;
  /** The moment of the save: the item's and the version's creation, the spend's settlement. */
  now: Date;
  title: string;
  content: string;
  type: string;
  tone: string | null;
  parts: TaskPart[];
  options: Record<string, string | number>;
  scheduledDate: Date | null;
  expiresAt: Date | null;
  /** The request, kept with the first version. */
  input: unknown;
  /** The activity line's details. */
  details: Record<string, string | null>;
  usage: { userId: string; actionType: string; tokensUsed: number; costUsd: number; costBrl: number };
}

/** More saves than this asked for together go in several statements (a bounded parameter and answer). */
export const SAVE_BATCH_MAX = 25;

const slot = (name: string) => sql.placeholder(name);
/** A nullable timestamp's slot: filled with an ISO string or null (drizzle's encoder expects a Date). */
const timestampSlot = (name: string) => sql`${sql.placeholder(name)}::timestamptz`;

/**
 * The statement of a save alone, built once per database and run as a prepared statement (building it
 * with drizzle cost about a millisecond of CPU per save; the database also keeps its plan per connection).
 */
function buildSaveStatement(db: Database) {
  const settled = db.$with('settled').as(
    db
      .update(tokenLedger)
      .set({ settledAt: timestampSlot('now') })
      .where(and(eq(tokenLedger.generationId, slot('generation_id')), eq(tokenLedger.entry, 'spend')))
      .returning({ id: tokenLedger.id }),
  );
  const version = db.$with('first_version').as(
    db
      .insert(contentVersions)
      .values({
        taskId: slot('id'),
        version: 1,
        content: slot('content'),
        parts: slot('parts'),
        options: slot('options'),
        origin: 'generated',
        input: slot('input'),
        generationId: slot('generation_id'),
        createdBy: slot('actor_user_id'),
        createdAt: timestampSlot('now'),
      })
      .returning({ id: contentVersions.id }),
  );
  const used = db.$with('used').as(
    db
      .insert(usageTracking)
      .values({
        userId: slot('usage_user_id'),
        actionType: slot('action_type'),
        tokensUsed: slot('tokens_used'),
        costUsd: slot('cost_usd'),
        costBrl: slot('cost_brl'),
      })
      .returning({ id: usageTracking.id }),
  );
  const activity = db.$with('activity').as(
    db
      .insert(activityLog)
      .values({
        workspaceId: slot('workspace_id'),
        clientId: sql`${slot('client_id')}::uuid`,
        actorUserId: slot('actor_user_id'),
        action: 'created',
        itemId: slot('id'),
        details: slot('details'),
        createdAt: timestampSlot('now'),
      })
      .returning({ id: activityLog.id }),
  );
  return db
    .with(settled, version, used, activity)
    .insert(tasks)
    .values({
      id: slot('id'),
      userId: slot('workspace_id'),
      clientId: sql`${slot('client_id')}::uuid`,
      title: slot('title'),
      content: slot('content'),
      type: slot('type'),
      tone: slot('tone'),
      parts: slot('parts'),
      options: slot('options'),
      scheduledDate: timestampSlot('scheduled_date'),
      status: 'pending',
      completed: false,
      expiresAt: timestampSlot('expires_at'),
      createdAt: timestampSlot('now'),
      updatedAt: timestampSlot('now'),
      generationId: slot('generation_id'),
      createdBy: slot('actor_user_id'),
    })
    .returning()
    .prepare('pautei_save_generated_item');
}

/**
 * A save's values as both statements read them: the prepared statement's placeholders and the shared
 * statement's JSON rows have the same names, and timestamps go as ISO strings cast by PostgreSQL.
 */
function valuesOf(save: NewItemSave) {
  return {
    id: save.id,
    workspace_id: save.workspaceId,
    client_id: save.clientId,
    actor_user_id: save.actorUserId,
    generation_id: save.generationId,
    now: save.now.toISOString(),
    title: save.title,
    content: save.content,
    type: save.type,
    tone: save.tone,
    parts: save.parts,
    options: save.options,
    scheduled_date: save.scheduledDate?.toISOString() ?? null,
    expires_at: save.expiresAt?.toISOString() ?? null,
    input: save.input,
    details: save.details,
    usage_user_id: save.usage.userId,
    action_type: save.usage.actionType,
    tokens_used: save.usage.tokensUsed,
    cost_usd: save.usage.costUsd,
    cost_brl: save.usage.costBrl,
  };
}

const aloneStatements = new WeakMap<Database, ReturnType<typeof buildSaveStatement>>();

async function saveAlone(db: Database, save: NewItemSave): Promise<TaskRow> {
  let statement = aloneStatements.get(db);
  if (!statement) aloneStatements.set(db, (statement = buildSaveStatement(db)));
  const [row] = await statement.execute(valuesOf(save));
  if (!row) throw new Error('the item insert returned no row');
  return row;
}

const taskEntries = Object.entries(getTableColumns(tasks));
/** The item's columns under their property names, so the answer decodes as drizzle's `returning()` does. */
const returnedColumns = sql.raw(taskEntries.map(([key, column]) => `"${column.name}" AS "${key}"`).join(', '));

/**
 * The statement of several saves: the same writes as `buildSaveStatement`'s, for each row of the JSON
 * parameter. The column types are the tables' own, so each value is stored exactly as the prepared
 * statement stores it.
 */
function togetherStatement(saves: readonly NewItemSave[]) {
  const rows = JSON.stringify(saves.map(valuesOf));
  return sql`WITH req AS (
      SELECT * FROM json_to_recordset(${rows}::json) AS r(
        id uuid, workspace_id text, client_id uuid, actor_user_id text, generation_id uuid, now timestamptz,
        title text, content text, type text, tone text, parts jsonb, options jsonb, scheduled_date timestamptz,
        expires_at timestamptz, input jsonb, details jsonb, usage_user_id text, action_type text,
        tokens_used integer, cost_usd numeric, cost_brl numeric)
    ), settled AS (
      UPDATE token_ledger SET settled_at = req.now FROM req
      WHERE token_ledger.generation_id = req.generation_id AND token_ledger.entry = 'spend'
      RETURNING token_ledger.id
    ), first_version AS (
      INSERT INTO content_versions (task_id, version, content, parts, options, origin, input, generation_id, created_by, created_at)
      SELECT id, 1, content, parts, options, 'generated', input, generation_id, actor_user_id, now FROM req
      RETURNING id
    ), used AS (
      INSERT INTO usage_tracking (user_id, action_type, tokens_used, cost_usd, cost_brl)
      SELECT usage_user_id, action_type, tokens_used, cost_usd, cost_brl FROM req
      RETURNING id
    ), activity AS (
      INSERT INTO activity_log (workspace_id, client_id, actor_user_id, action, item_id, details, created_at)
      SELECT workspace_id, client_id, actor_user_id, 'created', id, details, now FROM req
      RETURNING id
    )
    INSERT INTO tasks (id, user_id, client_id, title, content, type, tone, parts, options, scheduled_date, status,
      completed, expires_at, created_at, updated_at, generation_id, created_by)
    SELECT id, workspace_id, client_id, title, content, type, tone, parts, options, scheduled_date, 'pending',
      false, expires_at, now, now, generation_id, actor_user_id FROM req
    RETURNING ${returnedColumns}`;
}

const asError = (err: unknown) => (err instanceof Error ? err : new Error(String(err)));

async function saveBatch(db: Database, saves: readonly NewItemSave[]): Promise<Array<TaskRow | Error>> {
  if (saves.length === 1) return [await saveAlone(db, saves[0]!).catch(asError)];
  let rows: Record<string, unknown>[];
  try {
    rows = await queryRows(db, togetherStatement(saves));
  } catch {
    // Nothing of the statement was written: each save goes again alone, and only the one refused fails.
    return Promise.all(saves.map((save) => saveAlone(db, save).catch(asError)));
  }
  const byId = new Map(rows.map((row) => [row.id, decodeColumns<TaskRow>(taskEntries, row)]));
  return saves.map((save) => byId.get(save.id) ?? new Error('the item insert returned no row'));
}

const batches = new WeakMap<Database, ReturnType<typeof statementBatches<NewItemSave, TaskRow>>>();

/** Saves one generated item (with the saves asked for in the same moment); resolves with its row. */
export function saveNewItem(db: Database, save: NewItemSave): Promise<TaskRow> {
  let loader = batches.get(db);
  if (!loader) batches.set(db, (loader = statementBatches((saves) => saveBatch(db, saves), SAVE_BATCH_MAX)));
  return loader.load(save);
}
