/**
 * Generation (spec part 2 §5; DESIGN §4.1, §4.2, §4.7). Two steps, so a route can answer the checks that
 * fail before the model call as plain JSON errors and stream only the call itself:
 *
 * 1. prepareGeneration — in the spec's order: agency without a client ('Selecione um cliente primeiro'),
 *    a client that is not the agency's own (404), empty main text (the kind's message), the token spend
 *    (402 with the days until renewal), then the niche (client's or profile's; refunds the token it spent).
 * 2. runGeneration — calls the model (no database transaction is open meanwhile), validates the reply,
 *    saves ONE item (task or client task) and a usage row. Any failure refunds the token exactly once
 *    and saves no item.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import type { TaskPart } from '../db/schema';
import { kindInfo, type ContentKind } from '@shared/content-kinds';
import { mainTextOf, type GenerationInput } from '@shared/content-kind-schemas';
import type { ContentItem } from '@shared/content-item';
import { scheduledDateToTimestamp } from '@shared/dates';
import { titleFromDescription } from '@shared/text';
import { generateOutput, GenerationFailure, type GeneratedOutput } from '../ai/generate';
import { generatorOf, type GenerationContext } from '../ai/generators';
import { estimateCostUsd } from '../ai/pricing';
import type { AiCallOptions, AiProvider, AiResult } from '../ai/provider';
import { HttpError } from '../http-error';
import { findScopedClient, type AgencyClient, type OwnerScope } from '../scope/owner-scope';
import { toContentItem } from './content-mapper';
import { saveNewItem, type NewItemSave } from './new-item-save';
import type { Profile } from './profile-service';
import {
  getTokenStatus,
  recordUsage,
  refundToken,
  renewIfDue,
  settleSpendStatement,
  spendToken,
  spendTogether,
  usageStatement,
  usageValues,
  type SpendResult,
  type SpendWithVoice,
  type UsageInput,
} from './token-service';
import { SELF_SUBJECT, voiceFromColumns } from './voice-service';

export interface GenerationDeps {
  db: Database;
  ai: AiProvider;
  now: () => Date;
  /** Where unexpected failures are reported (the route passes the process's logger). */
  log: (message: string, err?: unknown) => void;
}

export interface PreparedGeneration<K extends ContentKind = ContentKind> {
  generationId: string;
  kind: K;
  input: GenerationInput<K>;
  /** The workspace that spends the token and owns the item. */
  workspaceId: string;
  /** The person generating (recorded as the item's and the version's author). */
  actorUserId: string;
  client: AgencyClient | null;
  ctx: GenerationContext;
  mainText: string;
  /** Balance left after the spend. */
  tokensRemaining: number;
}

/** The spec's checks, the token spend, the niche. Throws HttpError; on return the token is spent. */
export async function prepareGeneration<K extends ContentKind>(
  deps: GenerationDeps,
  actor: { scope: OwnerScope; profile: Profile },
  kind: K,
  input: GenerationInput<K>,
): Promise<PreparedGeneration<K>> {
  const { db } = deps;
  const { scope } = actor;
  const isAgency = scope.agency;

  // 1. An agency generates for one of its clients; a creator's clientId is ignored.
  let client: AgencyClient | null = null;
  if (isAgency) {
    const clientId = (input as { clientId?: string | null }).clientId;
    if (!clientId) throw new HttpError(400, 'CLIENT_REQUIRED', { fields: { clientId: 'CLIENT_REQUIRED' } });
    client = (await findScopedClient(db, scope, clientId)) ?? null;
    if (!client) throw new HttpError(404, 'CLIENT_NOT_FOUND');
  }

  // 2. The main text, trimmed, must not be empty.
  const mainText = mainTextOf(kind, input).trim();
  if (!mainText) {
    const { emptyTextCode: code, mainTextField } = kindInfo(kind);
    throw new HttpError(400, code, { fields: { [mainTextField]: code } });
  }

  // 3. Spend the token (a due renewal is applied first when the balance is empty). The brand voice of this
  // very client (or of the creator), unless the user skipped it this once, is read by the spend's own
  // statement: both are on the path to the model's first word, and a second round trip would add its wait
  // to every generation's start. The statement is shared with the other generations starting at the same
  // moment (`spendTogether`).
  const generationId = randomUUID();
  const useVoice = (input as { useVoice?: boolean }).useVoice !== false;
  const first: SpendWithVoice = await spendOrFail(deps, () =>
    spendTogether(db, {
      userId: scope.workspaceId,
      generationId,
      voice: useVoice ? { subject: client?.id ?? SELF_SUBJECT, kind } : null,
    }),
  );
  const voiceRow = first.row;
  let spent: SpendResult = first;
  if (!spent.ok && (await renewIfDue(db, scope.workspaceId, deps.now()).catch(() => false))) {
    spent = await spendOrFail(deps, () => spendToken(db, scope.workspaceId, generationId));
  }
  if (!spent.ok) {
    const status = await getTokenStatus(db, scope.workspaceId, deps.now()).catch(() => null);
    throw new HttpError(402, 'TOKENS_EXHAUSTED', { params: { days: status?.daysUntilRenewal ?? 0 } });
  }

  // 4. The niche the prompt is built from (after the spend, as in the spec: refund on failure).
  const niche = (isAgency ? client?.niche : actor.profile.niche)?.trim();
  if (!niche) {
    await refundSafely(deps, generationId);
    throw new HttpError(400, isAgency ? 'CLIENT_NICHE_REQUIRED' : 'PROFILE_INCOMPLETE');
  }

  const ctx: GenerationContext = client
    ? { niche, clientName: client.name, clientRoutine: client.dailyRoutine, clientNotes: client.notes }
    : { niche };
  if (useVoice) {
    try {
      ctx.voice = voiceFromColumns(voiceRow, client?.name ?? (actor.profile.name?.trim() || 'Você'));
    } catch (err) {
      // A stored voice that no longer reads is logged; the prompt goes without it.
      deps.log('voice lookup failed', err);
      ctx.voice = null;
    }
  }
  return {
    generationId,
    kind,
    input,
    workspaceId: scope.workspaceId,
    actorUserId: scope.actorUserId,
    client,
    ctx,
    mainText,
    tokensRemaining: spent.remaining,
  };
}

async function spendOrFail<R extends SpendResult>(deps: GenerationDeps, spend: () => Promise<R>): Promise<R> {
  try {
    return await spend();
  } catch (err) {
    deps.log('token spend failed', err);
    throw new HttpError(500, 'TOKEN_CHECK_FAILED');
  }
}

/**
 * Refunds, never throwing. A refund that cannot reach the database is logged and left to the
 * reconciliation job, which gives the token back once the database answers (the ledger makes it once).
 */
async function refundSafely(deps: GenerationDeps, generationId: string): Promise<void> {
  try {
    await refundToken(deps.db, generationId);
  } catch (err) {
    deps.log(`refund of ${generationId} failed`, err);
  }
}

/** What one model call of this generation cost, as a usage row (the offline writer costs nothing). */
export function usageOf(deps: GenerationDeps, prepared: PreparedGeneration, result: AiResult): UsageInput {
  const costUsd = deps.ai.offline ? 0 : estimateCostUsd(result.model, result.usage);
  return { userId: prepared.workspaceId, actionType: prepared.kind, tokensUsed: result.usage.totalTokens, costUsd };
}

/** The usage of a call whose item was not saved: kept when possible, never a reason to fail anything. */
async function recordUsageSafely(deps: GenerationDeps, prepared: PreparedGeneration, result: AiResult) {
  try {
    await recordUsage(deps.db, usageOf(deps, prepared, result));
  } catch (err) {
    deps.log('usage tracking failed', err);
  }
}

/** The checkable parts of a reply, as its kind reads them, each new and not done. */
export function partsOf<K extends ContentKind>(kind: K, output: GeneratedOutput): TaskPart[] {
  const read = generatorOf(kind).partsOf;
  if (!read || !output.json) return [];
  return read(output.json).map((p) => ({ id: randomUUID(), ...p, completed: false }));
}

/** When a new item of `kind` expires (null: never). */
function expiryOf(kind: ContentKind, now: Date): Date | null {
  const hours = kindInfo(kind).expiresAfterHours;
  return hours === null ? null : new Date(now.getTime() + hours * 3_600_000);
}

export interface RunOptions extends AiCallOptions {
  /**
   * Waits for this generation's turn to check and save the reply once the model is done (the route
   * passes its gate ticket's `finishing`): answers that end together are saved a few at a time.
   */
  finishTurn?: () => Promise<void>;
  /** Called once the item is saved: a streaming route sends it right away. */
  onSaved?: (item: ContentItem) => void | Promise<void>;
}

/**
 * What every saved model answer writes with its item, in the WITH clause of the item's own write (the
 * INSERT of a new item, the UPDATE of a regenerated one): the settled mark on its token spend and the
 * call's usage row. With the item's version beside them, the whole save is one statement.
 */
export function answerClauses(db: Database, prepared: PreparedGeneration, usage: UsageInput, now: Date) {
  return {
    settled: db.$with('settled').as(settleSpendStatement(db, prepared.generationId, now)),
    used: db.$with('used').as(usageStatement(db, usage)),
  };
}

/**
 * The model's answer for a prepared generation (a new item or a new version), once it is in and this
 * generation's turn to save it has come. Any failure gives the token back once, keeps the cost of a call
 * that was paid for, and is thrown as a GenerationFailure (or the HttpError it already was).
 */
export async function answerFromModel(
  deps: GenerationDeps,
  prepared: PreparedGeneration,
  options: RunOptions,
): Promise<GeneratedOutput> {
  const { kind } = prepared;
  let output: GeneratedOutput;
  try {
    output = await generateOutput(deps.ai, kind, prepared.input, prepared.ctx, options);
  } catch (err) {
    await refundSafely(deps, prepared.generationId);
    if (err instanceof GenerationFailure && err.code !== 'AI_CANCELLED') {
      deps.log(`${kind}: ${err.code} (${err.detail}); token devolvido`);
    }
    if (err instanceof GenerationFailure && err.result) await recordUsageSafely(deps, prepared, err.result);
    if (err instanceof HttpError) throw err;
    throw new GenerationFailure('AI_PROVIDER_ERROR', err instanceof Error ? err.message : String(err));
  }
  await options.finishTurn?.();
  return output;
}

/**
 * After a save that failed: the token goes back, and the model's answer, paid for even though it could
 * not be kept, still counts in the usage.
 */
export async function afterFailedSave(deps: GenerationDeps, prepared: PreparedGeneration, result: AiResult) {
  await refundSafely(deps, prepared.generationId);
  await recordUsageSafely(deps, prepared, result);
}

/** Calls the model, validates, saves. The token is refunded (once) on any failure. */
export async function runGeneration<K extends ContentKind>(
  deps: GenerationDeps,
  prepared: PreparedGeneration<K>,
  options: RunOptions = {},
): Promise<ContentItem> {
  const { kind, input, client } = prepared;
  const output = await answerFromModel(deps, prepared, options);

  const now = deps.now();
  const title = titleFromDescription(prepared.mainText);
  const save: NewItemSave = {
    id: randomUUID(),
    workspaceId: prepared.workspaceId,
    clientId: client?.id ?? null,
    actorUserId: prepared.actorUserId,
    generationId: prepared.generationId,
    now,
    title,
    content: output.content,
    type: kind,
    tone: 'tone' in input ? String((input as { tone: string }).tone) : null,
    parts: partsOf(kind, output),
    options: generatorOf(kind).optionsOf?.(input) ?? {},
    scheduledDate: scheduledDateToTimestamp(input.scheduledDate),
    expiresAt: expiryOf(kind, now),
    // The request stays with the first version, so the item can be regenerated.
    input,
    // "Who did what": the creation is logged by the same statement, so it exists exactly when the item does.
    details: { title, type: kind },
    usage: usageValues(usageOf(deps, prepared, output.result)),
  };

  let item: ContentItem;
  try {
    item = toContentItem(await saveNewItem(deps.db, save), client?.name ?? null);
  } catch (err) {
    deps.log('saving the generated item failed', err);
    await afterFailedSave(deps, prepared, output.result);
    throw new HttpError(500, client ? 'CLIENT_SAVE_FAILED' : 'SAVE_FAILED');
  }
  await options.onSaved?.(item);
  return item;
}
