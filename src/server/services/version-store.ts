/**
 * Writes versions of saved items (content_versions). Kept apart from the services that read and restore
 * them so the generation and edit paths can record a version without depending on those services.
 *
 * Version numbers are per item (1, 2, 3…), taken as "the highest so far + 1" in the INSERT itself; the
 * unique index turns a rare simultaneous write into one retry instead of a duplicate number.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { contentVersions, type TaskPart } from '../db/schema';
import type { ContentItem } from '@shared/content-item';
import type { VersionOrigin } from '@shared/schemas/versions';

/** The item a version belongs to (any content item: a creator's own or an agency client's). */
export interface ItemRef {
  id: string;
}

export interface VersionSnapshot {
  content: string;
  parts: TaskPart[];
  options: Record<string, string | number>;
}

export interface VersionExtra {
  restoredFrom?: number;
  input?: Record<string, unknown>;
  generationId?: string;
  createdAt?: Date;
  /** The person writing the version (a member's own account). */
  createdBy?: string | null;
}

export type VersionRow = typeof contentVersions.$inferSelect;

/** The WHERE clause selecting one item's versions. */
export function versionsOf(ref: ItemRef) {
  return eq(contentVersions.taskId, ref.id);
}

const snapshotOf = (item: Pick<ContentItem, 'content' | 'parts' | 'options'>): VersionSnapshot => ({
  content: item.content,
  parts: item.parts,
  options: item.options,
});

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * The INSERT of an item's next version ("the highest so far + 1"), as a statement to run alone or to put
 * in the WITH clause of the write of the item itself.
 */
export function versionStatement(
  db: Database,
  ref: ItemRef,
  snapshot: VersionSnapshot,
  origin: VersionOrigin,
  extra: VersionExtra = {},
) {
  const next = sql<number>`(SELECT COALESCE(MAX(${contentVersions.version}), 0) + 1 FROM ${contentVersions} WHERE ${versionsOf(ref)})`;
  return db
    .insert(contentVersions)
    .values({
      taskId: ref.id,
      version: next,
      content: snapshot.content,
      parts: snapshot.parts,
      options: snapshot.options,
      origin,
      restoredFrom: extra.restoredFrom ?? null,
      input: extra.input ?? null,
      generationId: extra.generationId ?? null,
      createdBy: extra.createdBy ?? null,
      ...(extra.createdAt ? { createdAt: extra.createdAt } : {}),
    })
    .returning();
}

/**
 * Runs `write` again (at most twice more) when two writers took the same version number at once: the
 * unique index refused the second, and nothing of its statement was kept.
 */
export async function retryingVersionNumber<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write();
    } catch (err) {
      if (attempt < 2 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}

/** Appends a version to an item and returns it. */
export async function recordVersion(
  db: Database,
  ref: ItemRef,
  snapshot: VersionSnapshot,
  origin: VersionOrigin,
  extra: VersionExtra = {},
): Promise<VersionRow> {
  return retryingVersionNumber(async () => {
    const [row] = await versionStatement(db, ref, snapshot, origin, extra);
    return row!;
  });
}

/**
 * Items saved before versions existed (or whose first version could not be written) get their current
 * text as version 1, "generated", so their history starts somewhere.
 */
export async function ensureFirstVersion(db: Database, item: ContentItem): Promise<void> {
  const [any] = await db
    .select({ version: contentVersions.version })
    .from(contentVersions)
    .where(versionsOf(item))
    .limit(1);
  if (any) return;
  try {
    await recordVersion(db, item, snapshotOf(item), 'generated', { createdAt: new Date(item.createdAt) });
  } catch (err) {
    // Another request wrote version 1 meanwhile: that one stands.
    if (!isUniqueViolation(err)) throw err;
  }
}

/** The item's newest version, or null. */
export async function latestVersion(db: Database, ref: ItemRef): Promise<VersionRow | null> {
  const [row] = await db
    .select()
    .from(contentVersions)
    .where(versionsOf(ref))
    .orderBy(desc(contentVersions.version))
    .limit(1);
  return row ?? null;
}

/** One version of an item by its number, or null. */
export async function findVersion(db: Database, ref: ItemRef, version: number): Promise<VersionRow | null> {
  const [row] = await db
    .select()
    .from(contentVersions)
    .where(and(versionsOf(ref), eq(contentVersions.version, version)))
    .limit(1);
  return row ?? null;
}

/**
 * The INSERT of version 1 of an item a generation is saving (with the request that produced it), to put
 * in the WITH clause of the item's own INSERT: the item and its first version are written together.
 */
export function firstVersionStatement(
  db: Database,
  ref: ItemRef,
  snapshot: VersionSnapshot,
  extra: { input: Record<string, unknown>; generationId: string; createdAt: Date; createdBy: string },
) {
  return db
    .insert(contentVersions)
    .values({
      taskId: ref.id,
      version: 1,
      ...snapshot,
      origin: 'generated',
      input: extra.input,
      generationId: extra.generationId,
      createdBy: extra.createdBy,
      createdAt: extra.createdAt,
    })
    .returning({ id: contentVersions.id });
}

/**
 * After an edit: a new "edited" version when the text changed (a title change or a done tick is not a new
 * version of the content). The text before the edit becomes version 1 if the item had none.
 */
export async function recordEditedVersion(
  db: Database,
  before: ContentItem,
  after: ContentItem,
  createdBy: string | null = null,
): Promise<void> {
  const changed =
    before.content !== after.content ||
    JSON.stringify(before.parts.map((p) => p.content)) !== JSON.stringify(after.parts.map((p) => p.content));
  if (!changed) return;
  await ensureFirstVersion(db, before);
  await recordVersion(db, after, snapshotOf(after), 'edited', { createdAt: new Date(after.updatedAt), createdBy });
}
