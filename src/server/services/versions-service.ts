/**
 * Versions of a saved item: the list (newest first, with time and origin), a word-level comparison of
 * any two, restoring one (written as a new version, so nothing is lost) and regenerating the item (the
 * model is asked again with the request that produced it; one token; the reply is a new version of the
 * same item). Every call goes through the content service's ownership check: another user's item is not
 * found (404).
 */
import { desc, eq, inArray } from 'drizzle-orm';
import { contentVersions, profiles, user, type TaskPart } from '../db/schema';
import type { ContentItem } from '@shared/content-item';
import { generationInputSchemas } from '@shared/content-kind-schemas';
import { kindInfo, type ContentKind } from '@shared/content-kinds';
import type { GenerationInput } from '@shared/content-kind-schemas';
import { exportText } from '@shared/content-view';
import type { VersionOrigin } from '@shared/schemas/versions';
import { diffWordSegments, summarizeWordDiff, type WordDiffSegment, type WordDiffSummary } from '@shared/word-diff';
import { generatorOf } from '../ai/generators';
import type { Database } from '../db/client';
import { HttpError } from '../http-error';
import { getContent, logItemActivity, replaceContent, replaceContentWith } from './content-service';
import type { OwnerScope } from '../scope/owner-scope';
import {
  afterFailedSave,
  answerClauses,
  answerFromModel,
  partsOf,
  prepareGeneration,
  usageOf,
  type GenerationDeps,
  type PreparedGeneration,
  type RunOptions,
} from './generation-service';
import type { Profile } from './profile-service';
import {
  ensureFirstVersion,
  findVersion,
  recordVersion,
  retryingVersionNumber,
  versionStatement,
  versionsOf,
  type VersionRow,
} from './version-store';

/** A version as the API returns it (the list leaves the text out; compare and restore bring it). */
export interface ContentVersionSummary {
  version: number;
  origin: VersionOrigin;
  createdAt: string;
  restoredFrom: number | null;
  /** Who wrote it, by first name ("por Ana"); null before authors were recorded or once the account is gone. */
  authorName: string | null;
}

export interface ContentVersionDetail extends ContentVersionSummary {
  content: string;
  parts: TaskPart[];
  /** The version as readable text (what the comparison compares). */
  text: string;
}

export interface VersionComparison {
  from: ContentVersionDetail;
  to: ContentVersionDetail;
  segments: WordDiffSegment[];
  summary: WordDiffSummary;
}

/** First names of the versions' authors (profile name, else the account's), by user id. */
async function authorNames(db: Database, rows: readonly VersionRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.map((r) => r.createdBy).filter((id): id is string => Boolean(id)))];
  if (!ids.length) return new Map();
  const found = await db
    .select({ id: user.id, profileName: profiles.name, userName: user.name })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(inArray(user.id, ids));
  const names = new Map<string, string>();
  for (const f of found) {
    const first = (f.profileName?.trim() || f.userName?.trim() || '').split(/\s+/)[0];
    if (first) names.set(f.id, first);
  }
  return names;
}

const summaryOf = (row: VersionRow, names: ReadonlyMap<string, string>): ContentVersionSummary => ({
  version: row.version,
  origin: row.origin as VersionOrigin,
  createdAt: row.createdAt.toISOString(),
  restoredFrom: row.restoredFrom,
  authorName: (row.createdBy && names.get(row.createdBy)) || null,
});

async function summariesOf(db: Database, rows: readonly VersionRow[]): Promise<ContentVersionSummary[]> {
  const names = await authorNames(db, rows);
  return rows.map((r) => summaryOf(r, names));
}

async function detailOf(db: Database, item: ContentItem, row: VersionRow): Promise<ContentVersionDetail> {
  const [summary] = await summariesOf(db, [row]);
  return {
    ...summary!,
    content: row.content,
    parts: row.parts,
    text: exportText({ type: item.type, title: item.title, content: row.content, parts: row.parts }),
  };
}

/** The item's versions, newest first. An item saved before versions existed shows its text as version 1. */
export async function listVersions(db: Database, scope: OwnerScope, id: string): Promise<ContentVersionSummary[]> {
  const item = await getContent(db, scope, id);
  await ensureFirstVersion(db, item);
  const rows = await db.select().from(contentVersions).where(versionsOf(item)).orderBy(desc(contentVersions.version));
  return summariesOf(db, rows);
}

async function ownedVersion(db: Database, item: ContentItem, version: number): Promise<VersionRow> {
  await ensureFirstVersion(db, item);
  const row = await findVersion(db, item, version);
  if (!row) throw new HttpError(404, 'VERSION_NOT_FOUND');
  return row;
}

/** Word-level comparison of two versions of the item, as readable text (JSON kinds as their export). */
export async function compareVersions(
  db: Database,
  scope: OwnerScope,
  id: string,
  from: number,
  to: number,
): Promise<VersionComparison> {
  const item = await getContent(db, scope, id);
  const before = await detailOf(db, item, await ownedVersion(db, item, from));
  const after = await detailOf(db, item, await ownedVersion(db, item, to));
  const segments = diffWordSegments(before.text, after.text);
  return { from: before, to: after, segments, summary: summarizeWordDiff(segments) };
}

/** Puts an older version back as the item's text; the restore is itself a new version. */
export async function restoreVersion(
  db: Database,
  scope: OwnerScope,
  id: string,
  version: number,
  now: Date,
): Promise<{ item: ContentItem; version: ContentVersionSummary }> {
  const item = await getContent(db, scope, id);
  const source = await ownedVersion(db, item, version);
  const snapshot = { content: source.content, parts: source.parts, options: source.options };
  const restored = await replaceContent(db, scope, id, snapshot, now);
  const row = await recordVersion(db, restored, snapshot, 'restored', {
    restoredFrom: version,
    createdAt: now,
    createdBy: scope.actorUserId,
  });
  await logItemActivity(db, scope, restored, 'edited', { restoredFrom: String(version) }, now);
  return { item: restored, version: (await summariesOf(db, [row]))[0]! };
}

// ---------------------------------------------------------------------------
// Regeneration
// ---------------------------------------------------------------------------

/**
 * The request behind an item: the newest version that kept one. Items from before versions existed are
 * rebuilt from what the item keeps (its title is the main text, its options the form's choices) when that
 * still passes the generator's form check.
 */
async function requestOf(db: Database, item: ContentItem): Promise<GenerationInput<ContentKind>> {
  const rows = await db
    .select({ input: contentVersions.input })
    .from(contentVersions)
    .where(versionsOf(item))
    .orderBy(desc(contentVersions.version));
  const kept = rows.find((r) => r.input)?.input;
  const candidate = kept ?? {
    ...item.options,
    [kindInfo(item.type).mainTextField]: item.title,
    ...(item.tone ? { tone: item.tone } : {}),
  };
  // The item's own client, whatever the stored request says.
  const parsed = generationInputSchemas[item.type].safeParse({ ...candidate, clientId: item.clientId ?? undefined });
  if (!parsed.success) throw new HttpError(409, 'REGENERATE_UNAVAILABLE');
  return parsed.data as GenerationInput<ContentKind>;
}

export interface PreparedRegeneration {
  item: ContentItem;
  prepared: PreparedGeneration;
}

/** The generator's checks and the token spend, for a new version of an item. On return one token is spent. */
export async function prepareRegeneration(
  deps: GenerationDeps,
  actor: { scope: OwnerScope; profile: Profile },
  id: string,
): Promise<PreparedRegeneration> {
  const item = await getContent(deps.db, actor.scope, id);
  await ensureFirstVersion(deps.db, item);
  const input = await requestOf(deps.db, item);
  const prepared = await prepareGeneration(deps, actor, item.type, input);
  return { item, prepared };
}

/**
 * Calls the model with the item's request and saves the reply as the item's new text and a
 * "regenerated" version. Any failure (a cancelled request included) gives the token back once and
 * leaves the item as it was.
 */
export async function runRegeneration(
  deps: GenerationDeps,
  scope: OwnerScope,
  { item, prepared }: PreparedRegeneration,
  options: RunOptions = {},
): Promise<ContentItem> {
  const { kind, input } = prepared;
  const output = await answerFromModel(deps, prepared, options);
  const snapshot = {
    content: output.content,
    parts: partsOf(kind, output),
    options: generatorOf(kind).optionsOf?.(input) ?? item.options,
  };
  const now = deps.now();
  let saved: ContentItem;
  try {
    // Like a new item, in ONE statement: the settled mark on its spend, the usage row and the
    // "regenerated" version go in the WITH clause of the item's UPDATE, so the reconciliation job never
    // refunds a regeneration that was saved, and a failed save leaves nothing behind.
    const { settled, used } = answerClauses(deps.db, prepared, usageOf(deps, prepared, output.result), now);
    const extra = {
      input: input as Record<string, unknown>,
      generationId: prepared.generationId,
      createdAt: now,
      createdBy: prepared.actorUserId,
    };
    saved = await retryingVersionNumber(() => {
      const version = deps.db.$with('new_version').as(versionStatement(deps.db, item, snapshot, 'regenerated', extra));
      return replaceContentWith(deps.db, scope, item, snapshot, now, [settled, version, used]);
    });
  } catch (err) {
    deps.log('saving the regenerated version failed', err);
    await afterFailedSave(deps, prepared, output.result);
    if (err instanceof HttpError) throw err;
    throw new HttpError(500, 'SAVE_FAILED');
  }
  await logItemActivity(deps.db, scope, saved, 'edited', { regenerated: 'true' }, now);
  await options.onSaved?.(saved);
  return saved;
}
