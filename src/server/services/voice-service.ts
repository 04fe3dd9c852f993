/**
 * Brand voice ("Voz da marca") and its memory ("Memória da marca"). A voice belongs to its owner and a
 * subject — 'self' for the creator's own voice, or one of the agency's clients. Another user's voice, or
 * a client that is not the caller's own, is simply not found (404): nothing is read or changed.
 */
import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/raw';
import { profiles, user, voiceExamples, voiceProfiles } from '../db/schema';
import { HttpError } from '../http-error';
import { processLogger } from '../logger';
import type { ContentKind } from '@shared/content-kinds';
import { isContentKind } from '@shared/content-kinds';
import { exportText } from '@shared/content-view';
import type { ContentItem } from '@shared/content-item';
import {
  EMPTY_VOICE,
  VOICE_EXAMPLE_MAX_LENGTH,
  isVoiceEmpty,
  voiceProfileSchema,
  type VoiceExample,
  type VoiceProfile,
  type VoiceView,
} from '@shared/schemas/voice';
import { exampleKey, planMemory } from '@shared/voice-memory';
import type { PromptVoice } from '../ai/generators/voice-prompt';
import { findScopedClient, type OwnerScope } from '../scope/owner-scope';
import { isUuid } from '@shared/ids';

export const SELF_SUBJECT = 'self';

interface Subject {
  subject: string;
  clientId: string | null;
  name: string;
}

async function ownName(db: Database, userId: string): Promise<string> {
  const [row] = await db
    .select({ profileName: profiles.name, userName: user.name })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId));
  return row?.profileName?.trim() || row?.userName?.trim() || 'Você';
}

/** The caller's own voice ('self') or one of the caller's clients; anything else is 404. */
async function resolveSubject(db: Database, owner: OwnerScope, subject: string): Promise<Subject> {
  if (subject === SELF_SUBJECT) return { subject, clientId: null, name: await ownName(db, owner.workspaceId) };
  const client = owner.agency ? await findScopedClient(db, owner, subject) : undefined;
  if (!client) throw new HttpError(404, 'VOICE_NOT_FOUND');
  return { subject: client.id, clientId: client.id, name: client.name };
}

async function storedProfile(db: Database, ownerUserId: string, subject: string): Promise<VoiceProfile | null> {
  const [row] = await db
    .select({ profile: voiceProfiles.profile })
    .from(voiceProfiles)
    .where(and(eq(voiceProfiles.ownerUserId, ownerUserId), eq(voiceProfiles.subject, subject)));
  // Parsing again fills fields added after the row was saved.
  return row ? voiceProfileSchema.parse(row.profile) : null;
}

async function examplesOf(
  db: Database,
  ownerUserId: string,
  subject: string,
  kind?: ContentKind,
): Promise<VoiceExample[]> {
  const rows = await db
    .select()
    .from(voiceExamples)
    .where(
      and(
        eq(voiceExamples.ownerUserId, ownerUserId),
        eq(voiceExamples.subject, subject),
        kind ? eq(voiceExamples.kind, kind) : undefined,
      ),
    )
    .orderBy(desc(voiceExamples.createdAt), desc(voiceExamples.id));
  return rows
    .filter((r) => isContentKind(r.kind))
    .map((r) => ({
      id: r.id,
      kind: r.kind as ContentKind,
      text: r.text,
      source: r.source === 'approval' ? 'approval' : 'edit',
      createdAt: r.createdAt.toISOString(),
    }));
}

/** The voice and its whole memory; with a kind, also how many of the examples a generation of that kind gets. */
export async function getVoice(
  db: Database,
  owner: OwnerScope,
  subjectId: string,
  kind?: ContentKind,
): Promise<VoiceView> {
  const s = await resolveSubject(db, owner, subjectId);
  const profile = (await storedProfile(db, owner.workspaceId, s.subject)) ?? EMPTY_VOICE;
  const examples = await examplesOf(db, owner.workspaceId, s.subject);
  return {
    subject: s.subject,
    name: s.name,
    profile,
    configured: !isVoiceEmpty(profile),
    examples,
    // The same examples voiceForPrompt hands to a generation of this kind.
    kindExamples: kind ? examples.filter((e) => e.kind === kind).length : null,
  };
}

export async function saveVoice(
  db: Database,
  owner: OwnerScope,
  subjectId: string,
  profile: VoiceProfile,
  now: Date,
): Promise<VoiceView> {
  const s = await resolveSubject(db, owner, subjectId);
  await db
    .insert(voiceProfiles)
    .values({ ownerUserId: owner.workspaceId, subject: s.subject, clientId: s.clientId, profile, updatedAt: now })
    .onConflictDoUpdate({
      target: [voiceProfiles.ownerUserId, voiceProfiles.subject],
      set: { profile, updatedAt: now },
    });
  return getVoice(db, owner, s.subject);
}

export async function removeVoiceExample(
  db: Database,
  owner: OwnerScope,
  subjectId: string,
  exampleId: string,
): Promise<VoiceView> {
  const s = await resolveSubject(db, owner, subjectId);
  if (!isUuid(exampleId)) throw new HttpError(404, 'VOICE_EXAMPLE_NOT_FOUND');
  const gone = await db
    .delete(voiceExamples)
    .where(
      and(
        eq(voiceExamples.id, exampleId),
        eq(voiceExamples.ownerUserId, owner.workspaceId),
        eq(voiceExamples.subject, s.subject),
      ),
    )
    .returning({ id: voiceExamples.id });
  if (!gone.length) throw new HttpError(404, 'VOICE_EXAMPLE_NOT_FOUND');
  return getVoice(db, owner, s.subject);
}

export async function clearVoiceMemory(db: Database, owner: OwnerScope, subjectId: string): Promise<VoiceView> {
  const s = await resolveSubject(db, owner, subjectId);
  await db
    .delete(voiceExamples)
    .where(and(eq(voiceExamples.ownerUserId, owner.workspaceId), eq(voiceExamples.subject, s.subject)));
  return getVoice(db, owner, s.subject);
}

// ---------------------------------------------------------------------------
// Learning
// ---------------------------------------------------------------------------

export interface LearnInput {
  ownerUserId: string;
  /** The client the item belongs to; null for a creator's own item. */
  clientId: string | null;
  item: Pick<ContentItem, 'type' | 'title' | 'content' | 'parts'>;
  source: 'edit' | 'approval';
}

/**
 * Keeps the item's final text as a learned example of its client (or creator) and kind: readable text
 * (JSON kinds as their export text), clipped, de-duplicated, and only the newest few per kind kept.
 */
export async function learnExample(db: Database, input: LearnInput, now: Date): Promise<void> {
  const kind = input.item.type;
  const text = exportText(input.item).trim().slice(0, VOICE_EXAMPLE_MAX_LENGTH);
  const key = exampleKey(text);
  if (!key) return;
  const fingerprint = createHash('sha256').update(key).digest('hex');
  const subject = input.clientId ?? SELF_SUBJECT;
  await db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: voiceExamples.id, fingerprint: voiceExamples.fingerprint, createdAt: voiceExamples.createdAt })
      .from(voiceExamples)
      .where(
        and(
          eq(voiceExamples.ownerUserId, input.ownerUserId),
          eq(voiceExamples.subject, subject),
          eq(voiceExamples.kind, kind),
        ),
      )
      .for('update');
    const plan = planMemory(existing, fingerprint, now);
    if (plan.duplicateId) {
      await tx
        .update(voiceExamples)
        .set({ text, source: input.source, createdAt: now })
        .where(eq(voiceExamples.id, plan.duplicateId));
    } else {
      await tx
        .insert(voiceExamples)
        .values({
          ownerUserId: input.ownerUserId,
          subject,
          clientId: input.clientId,
          kind,
          text,
          fingerprint,
          source: input.source,
          createdAt: now,
        })
        .onConflictDoNothing();
    }
    if (plan.dropIds.length) await tx.delete(voiceExamples).where(inArray(voiceExamples.id, plan.dropIds));
  });
}

/** Learning never gets in the way of the save or the answer that triggered it. */
export async function learnExampleSafely(db: Database, input: LearnInput, now: Date): Promise<void> {
  try {
    await learnExample(db, input, now);
  } catch (err) {
    processLogger().error({ err }, 'exemplo da voz da marca não aprendido');
  }
}

/**
 * The two columns (`voice_profile`, `voice_examples`) that read the voice a generation uses: the subject's
 * profile and the learned examples of the kind. A statement of its own (`voiceForPrompt`) or the select
 * list of another one (a generation reads them in its token spend's statement: one round trip, not two).
 * The subject is always the generation's own client (already checked to be the caller's) or the creator,
 * so no other client's voice can reach the prompt.
 */
export function voiceColumns(ownerUserId: string, clientId: string | null, kind: ContentKind): SQL {
  return voiceColumnsOf(sql`${ownerUserId}`, sql`${clientId ?? SELF_SUBJECT}`, sql`${kind}`);
}

/**
 * `voiceColumns` for owner, subject and kind given as SQL expressions (the columns of a statement that
 * reads several generations' voices at once, see `spendTogether`).
 */
export function voiceColumnsOf(owner: SQL, subject: SQL, kind: SQL): SQL {
  return sql`(SELECT ${voiceProfiles.profile} FROM ${voiceProfiles}
            WHERE ${voiceProfiles.ownerUserId} = ${owner} AND ${voiceProfiles.subject} = ${subject}) AS voice_profile,
          (SELECT json_agg(${voiceExamples.text} ORDER BY ${voiceExamples.createdAt} DESC, ${voiceExamples.id} DESC)
             FROM ${voiceExamples}
            WHERE ${voiceExamples.ownerUserId} = ${owner} AND ${voiceExamples.subject} = ${subject}
              AND ${voiceExamples.kind} = ${kind}) AS voice_examples`;
}

/** The voice read by `voiceColumns`, for the prompt. Null when there is nothing to add. */
export function voiceFromColumns(
  row: { voice_profile?: unknown; voice_examples?: unknown } | undefined,
  name: string,
): PromptVoice | null {
  // Parsing again fills fields added after the profile was saved.
  const profile = row?.voice_profile ? voiceProfileSchema.parse(row.voice_profile) : EMPTY_VOICE;
  const examples = (row?.voice_examples as string[] | null | undefined) ?? [];
  if (isVoiceEmpty(profile) && !examples.length) return null;
  return { name, profile, examples };
}

/** The voice a generation uses, read on its own (see `voiceColumns`). */
export async function voiceForPrompt(
  db: Database,
  ownerUserId: string,
  clientId: string | null,
  name: string,
  kind: ContentKind,
): Promise<PromptVoice | null> {
  const [row] = await queryRows<{ voice_profile: unknown; voice_examples: unknown }>(
    db,
    sql`SELECT ${voiceColumns(ownerUserId, clientId, kind)}`,
  );
  return voiceFromColumns(row, name);
}
