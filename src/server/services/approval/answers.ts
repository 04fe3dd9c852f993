/**
 * The client's side (no account): the review page of a token and the answer to one item; and the answer
 * timeline the owner reads. Answers lock the item's row, so two answers at once are applied one after
 * the other: the item ends in the state of the last one, and both are recorded.
 */
import { logClientAnswer } from '../activity-service';
import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '@server/db/client';
import { approvalEvents, reviewLinkItems, reviewLinks, tasks } from '@server/db/schema';
import { HttpError } from '@server/http-error';
import { learnExampleSafely } from '@server/services/voice-service';
import type { ContentItem } from '@shared/content-item';
import { isContentKind } from '@shared/content-kinds';
import { isUuid } from '@shared/ids';
import type { ContentPart } from '@shared/content-item';
import {
  REVIEW_TOKEN_PATTERN,
  type ApprovalEventView,
  type ApprovalState,
  type ReviewPage,
  type ReviewPageItem,
  type reviewAnswerSchema,
} from '@shared/schemas/approval';
import { deliverAnswer } from './delivery';
import { internalReviewEnabled, reviewAgainAfterEdit } from '../internal-review-service';
import { clientAnswerRecipients, writeNotices } from '../notices';
import { senderLabelOf, workspaceContactOf } from '../workspace-name';
import { whatsappChatUrl } from '@shared/whatsapp';
import { workspaceBrand } from '../brand-kit-service';
import { clientNameOf, eventsOfItems, findScopedItems, ownerNameOf } from './items';
import { addressState, type LinkRow } from './links';
import { hashReviewToken, openSealedReviewToken, reviewUrl } from './tokens';
import { imageOfItem, imagesOfItems, itemImageAlt } from '../item-images-read';
import type { ImageStore } from '@server/render/image-store';
import type { RenderPool } from '@server/render/pool';
import type { ImageRenditionWidth } from '@shared/render/renditions';
import type { ApprovalDeps, ApprovalScope, Db } from './types';

/** The open link of a token; unknown, revoked and expired links end the request with their own code. */
async function openLinkOf(db: Db, token: string, now: Date, lock = false): Promise<LinkRow> {
  if (!REVIEW_TOKEN_PATTERN.test(token)) throw new HttpError(404, 'REVIEW_LINK_UNKNOWN');
  const query = db
    .select()
    .from(reviewLinks)
    .where(eq(reviewLinks.tokenHash, hashReviewToken(token)));
  const [link] = lock ? await query.for('share') : await query;
  if (!link) throw new HttpError(404, 'REVIEW_LINK_UNKNOWN');
  const status = addressState(link, now);
  if (status === 'revoked') throw new HttpError(410, 'REVIEW_LINK_REVOKED');
  if (status === 'expired') throw new HttpError(410, 'REVIEW_LINK_EXPIRED');
  return link;
}

/** A content part as the client may see it: its text and time, never the agency's progress. */
function clientPart(p: ContentPart): ReviewPageItem['parts'][number] {
  return {
    id: p.id,
    time: p.time,
    type: p.type,
    content: p.content,
    engagement_tip: p.engagement_tip,
    completed: false,
  };
}

/**
 * The review page: names, and the link's items as they will be posted, newest first. An item moved to
 * another link shows only its title and that it moved. Nothing else.
 */
export async function getReviewPage(
  db: Database,
  token: string,
  now: Date,
  address?: { appUrl: string; secret: string },
): Promise<ReviewPage> {
  const link = await openLinkOf(db, token, now);
  const ownerName = await ownerNameOf(db, link.ownerUserId);
  const clientName = link.clientId ? await clientNameOf(db, link.clientId) : null;
  const rows = await db
    .select({
      id: tasks.id,
      type: tasks.type,
      title: tasks.title,
      content: tasks.content,
      parts: tasks.parts,
      options: tasks.options,
      scheduledDate: tasks.scheduledDate,
      approvalState: tasks.approvalState,
      internalReview: tasks.internalReview,
      publicationState: tasks.publicationState,
      publishAt: tasks.publishAt,
      publishedAt: tasks.publishedAt,
      createdAt: tasks.createdAt,
      addedAt: reviewLinkItems.addedAt,
      movedAt: reviewLinkItems.movedAt,
      sentBy: reviewLinkItems.sentBy,
    })
    .from(reviewLinkItems)
    .innerJoin(tasks, eq(tasks.id, reviewLinkItems.taskId))
    .where(eq(reviewLinkItems.linkId, link.id));
  rows.sort(
    (a, b) =>
      b.addedAt.getTime() - a.addedAt.getTime() ||
      b.createdAt.getTime() - a.createdAt.getTime() ||
      b.id.localeCompare(a.id),
  );
  // The page names who put the newest item still on the link there ("Ana, da Agência Alfa").
  const newest = rows.find((r) => !r.movedAt);
  const senderName = await senderLabelOf(db, link.ownerUserId, newest?.sentBy ?? null);
  const events = await eventsOfItems(
    db,
    link.ownerUserId,
    rows.filter((r) => !r.movedAt).map((r) => r.id),
  );
  const lastAnswer = new Map<string, ReviewPageItem['lastAnswer']>();
  for (const e of events) {
    if (e.actor === 'client') {
      lastAnswer.set(e.itemId, { state: e.state, approverName: e.approverName, comment: e.comment, at: e.createdAt });
    }
  }
  const images = await imagesOfItems(
    db,
    rows.filter((r) => !r.movedAt).map((r) => r.id),
  );
  const movedTo = address
    ? await newerAddresses(
        db,
        link,
        rows.filter((r) => r.movedAt).map((r) => r.id),
        now,
        address,
      )
    : new Map<string, string>();
  // With the team's internal review on, the client sees only what the team approved in its current text:
  // an item edited since (back in the internal review) shows as being revised, without its text.
  const internal = await internalReviewEnabled(db, link.ownerUserId);
  const items: ReviewPageItem[] = [];
  for (const r of rows) {
    if (!isContentKind(r.type)) continue;
    const revising = r.movedAt === null && internal && r.internalReview !== 'approved';
    const moved = r.movedAt !== null || revising;
    items.push({
      id: r.id,
      type: r.type,
      title: r.title,
      moved: r.movedAt !== null,
      movedTo: movedTo.get(r.id) ?? null,
      revising,
      content: moved ? '' : r.content,
      parts: moved ? [] : (r.parts ?? []).map(clientPart),
      options: moved ? {} : (r.options ?? {}),
      scheduledDate: !moved && r.scheduledDate ? r.scheduledDate.toISOString() : null,
      approvalState: moved ? 'none' : (r.approvalState as ApprovalState),
      lastAnswer: moved ? null : (lastAnswer.get(r.id) ?? null),
      images: moved
        ? []
        : (images.get(r.id) ?? []).map((img, _i, all) => ({
            position: img.position,
            hash: img.hash,
            width: img.width,
            height: img.height,
            alt: itemImageAlt(img.template, img.position, all.length, img.title),
            url: `/api/review/${token}/items/${r.id}/images/${img.hash}`,
          })),
      posting: moved ? null : postingOf(r),
    });
  }
  // Nothing left to answer here: the link closed itself (decision 0037). The page says where to answer now:
  // the client's newest link that still holds something, and the team's WhatsApp when it gave one.
  const closed = !rows.some((r) => !r.movedAt);
  const newerUrl = closed && address ? await newestOpenAddress(db, link, now, address) : null;
  const contact = await workspaceContactOf(db, link.ownerUserId);
  const whatsappUrl = closed || rows.some((r) => r.movedAt) ? whatsappChatUrl(contact.whatsapp) : null;
  const brand = await workspaceBrand(db, link.ownerUserId);
  return {
    ownerName,
    senderName,
    clientName,
    expiresAt: link.expiresAt.toISOString(),
    items,
    closed,
    newerUrl,
    whatsappUrl,
    brand,
  };
}

/**
 * The address of the newest link of the same client (and workspace) that still opens and holds a live
 * item, when its address was kept; null when there is none. Only the holder of an older address of that
 * very client is told it.
 */
async function newestOpenAddress(
  db: Database,
  link: LinkRow,
  now: Date,
  address: { appUrl: string; secret: string },
): Promise<string | null> {
  const holdsItems = sql`exists (select 1 from ${reviewLinkItems} where ${reviewLinkItems.linkId} = ${reviewLinks.id}
    and ${reviewLinkItems.movedAt} is null)`;
  const [newer] = await db
    .select({ tokenHash: reviewLinks.tokenHash, sealed: reviewLinks.tokenSealed })
    .from(reviewLinks)
    .where(
      and(
        eq(reviewLinks.ownerUserId, link.ownerUserId),
        link.clientId ? eq(reviewLinks.clientId, link.clientId) : isNull(reviewLinks.clientId),
        ne(reviewLinks.id, link.id),
        isNull(reviewLinks.revokedAt),
        gt(reviewLinks.expiresAt, now),
        holdsItems,
      ),
    )
    .orderBy(desc(reviewLinks.createdAt), desc(reviewLinks.id))
    .limit(1);
  const token = newer?.sealed ? openSealedReviewToken(newer.sealed, address.secret) : null;
  return token && hashReviewToken(token) === newer!.tokenHash ? reviewUrl(address.appUrl, token) : null;
}

/** What the client sees of the publication: the planned time once scheduled, the real one once posted. */
function postingOf(r: {
  publicationState: string;
  publishAt: Date | null;
  publishedAt: Date | null;
}): ReviewPageItem['posting'] {
  if (r.publicationState === 'scheduled' && r.publishAt) return { state: 'scheduled', at: r.publishAt.toISOString() };
  if (r.publicationState === 'published' && r.publishedAt) {
    return { state: 'published', at: r.publishedAt.toISOString() };
  }
  return null;
}

/**
 * One image of the review page: the link must be open and the item live on it (not moved to another
 * link), and the image one of that item's. Anything else is not found. With `width`, its screen-sized
 * copy, under exactly the same checks.
 */
export async function getReviewImage(
  deps: { db: Database; store: ImageStore; pool: RenderPool },
  token: string,
  itemId: string,
  hash: string,
  now: Date,
  width?: ImageRenditionWidth,
) {
  const link = await openLinkOf(deps.db, token, now);
  if (!isUuid(itemId)) throw new HttpError(404, 'RENDER_IMAGE_NOT_FOUND');
  const [onLink] = await deps.db
    .select({ movedAt: reviewLinkItems.movedAt })
    .from(reviewLinkItems)
    .where(and(eq(reviewLinkItems.linkId, link.id), eq(reviewLinkItems.taskId, itemId)));
  if (!onLink || onLink.movedAt) throw new HttpError(404, 'RENDER_IMAGE_NOT_FOUND');
  // An item back in the team's internal review is hidden from the client's page, its images included.
  if (await internalReviewEnabled(deps.db, link.ownerUserId)) {
    const [item] = await deps.db
      .select({ internalReview: tasks.internalReview })
      .from(tasks)
      .where(eq(tasks.id, itemId));
    if (item?.internalReview !== 'approved') throw new HttpError(404, 'RENDER_IMAGE_NOT_FOUND');
  }
  return imageOfItem(deps, itemId, hash, width);
}

/**
 * Where each moved item can be answered now: the address of the live link of the same client (and
 * workspace) that holds it, when that address was kept. It goes only to the holder of an older address
 * for the same client, who was sent that very item.
 */
async function newerAddresses(
  db: Database,
  link: LinkRow,
  itemIds: string[],
  now: Date,
  address: { appUrl: string; secret: string },
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (!itemIds.length) return found;
  const rows = await db
    .select({ taskId: reviewLinkItems.taskId, tokenHash: reviewLinks.tokenHash, sealed: reviewLinks.tokenSealed })
    .from(reviewLinkItems)
    .innerJoin(reviewLinks, eq(reviewLinks.id, reviewLinkItems.linkId))
    .where(
      and(
        inArray(reviewLinkItems.taskId, itemIds),
        isNull(reviewLinkItems.movedAt),
        eq(reviewLinks.ownerUserId, link.ownerUserId),
        link.clientId ? eq(reviewLinks.clientId, link.clientId) : isNull(reviewLinks.clientId),
        isNull(reviewLinks.revokedAt),
        gt(reviewLinks.expiresAt, now),
      ),
    );
  for (const r of rows) {
    const token = r.sealed ? openSealedReviewToken(r.sealed, address.secret) : null;
    if (token && r.taskId && hashReviewToken(token) === r.tokenHash)
      found.set(r.taskId, reviewUrl(address.appUrl, token));
  }
  return found;
}

/**
 * The client's answer for one item of the link. In one transaction: the link is still open, the item is
 * still live on it (an item moved to another link is answered there only), its row is locked, its state
 * set, the event written and the people concerned told (the item's author and who sent it, decision
 * 0020). Their e-mails go after the commit; a mail failure does not undo the answer.
 */
export async function answerReview(
  deps: Omit<ApprovalDeps, 'secret'>,
  token: string,
  input: z.output<typeof reviewAnswerSchema>,
): Promise<{ itemId: string; approvalState: ApprovalState }> {
  const { db, now } = deps;
  const result = await db.transaction(async (tx) => {
    const link = await openLinkOf(tx, token, now, true);
    const [item] = await tx
      .select({
        id: tasks.id,
        title: tasks.title,
        type: tasks.type,
        content: tasks.content,
        parts: tasks.parts,
        authorId: tasks.createdBy,
        internalReview: tasks.internalReview,
      })
      .from(tasks)
      .innerJoin(reviewLinkItems, and(eq(reviewLinkItems.taskId, tasks.id), eq(reviewLinkItems.linkId, link.id)))
      .where(eq(tasks.id, input.itemId))
      .for('update', { of: tasks });
    if (!item) throw new HttpError(404, 'REVIEW_ITEM_NOT_FOUND');
    // A move marks the link's row while holding the item's lock, which this answer now holds: read after
    // the lock (a fresh statement sees every committed move), a move either shows here or waits for us.
    const [entry] = await tx
      .select({ movedAt: reviewLinkItems.movedAt, sentBy: reviewLinkItems.sentBy })
      .from(reviewLinkItems)
      .where(and(eq(reviewLinkItems.linkId, link.id), eq(reviewLinkItems.taskId, item.id)));
    if (!entry) throw new HttpError(404, 'REVIEW_ITEM_NOT_FOUND');
    if (entry.movedAt) throw new HttpError(409, 'REVIEW_ITEM_MOVED');
    // The page hides an item being revised by the team; an answer to it (an old tab) is refused too.
    if (item.internalReview !== 'approved' && (await internalReviewEnabled(tx, link.ownerUserId))) {
      throw new HttpError(409, 'REVIEW_ITEM_REVISING');
    }
    await tx.update(tasks).set({ approvalState: input.decision }).where(eq(tasks.id, item.id));
    const comment = input.comment || null;
    const approverName = input.approverName || null;
    await tx.insert(approvalEvents).values({
      linkId: link.id,
      ownerUserId: link.ownerUserId,
      taskId: item.id,
      state: input.decision,
      actor: 'client',
      approverName,
      comment,
      createdAt: now,
    });
    await logClientAnswer(tx, link, item, { decision: input.decision, approverName }, now);
    const clientName = link.clientId ? await clientNameOf(tx, link.clientId) : null;
    const place = { workspaceId: link.ownerUserId, clientId: link.clientId };
    const recipients = await clientAnswerRecipients(tx, place, { authorId: item.authorId, sentBy: entry.sentBy });
    await writeNotices(tx, {
      kind: 'client_answer',
      place,
      itemId: item.id,
      recipients,
      payload: { itemTitle: item.title, clientName, linkId: link.id, state: input.decision, approverName, comment },
      createdAt: now,
    });
    return { link, item, clientName, comment, approverName, recipients };
  });

  // What the client approved is how the brand sounds: it becomes a learned example of its voice.
  if (input.decision === 'approved' && isContentKind(result.item.type)) {
    await learnExampleSafely(
      db,
      {
        ownerUserId: result.link.ownerUserId,
        clientId: result.link.clientId,
        item: { ...result.item, type: result.item.type, parts: result.item.parts ?? [] },
        source: 'approval',
      },
      now,
    );
  }

  await deliverAnswer(deps, {
    recipients: result.recipients,
    clientName: result.clientName,
    approverName: result.approverName,
    itemTitle: result.item.title,
    decision: input.decision,
    comment: result.comment,
  });
  return { itemId: result.item.id, approvalState: input.decision };
}

/** The timeline of one item of the caller's scope. */
export async function itemApprovalEvents(
  db: Database,
  scope: ApprovalScope,
  itemId: string,
): Promise<ApprovalEventView[]> {
  await findScopedItems(db, scope, [itemId]);
  return eventsOfItems(db, scope.workspaceId, [itemId]);
}

/**
 * After the owner edits an item the client asked to change, the item waits for approval again (and the
 * timeline records the new version). Returns the item with its current approval state.
 */
export async function reopenApprovalAfterEdit(
  db: Database,
  scope: ApprovalScope,
  item: ContentItem,
  now: Date,
): Promise<ContentItem> {
  // What the team approved internally is no longer what would be sent: back to its review (decision 0022).
  await reviewAgainAfterEdit(db, scope, item, now);
  if (item.approvalState !== 'changes_requested') return item;
  const reopened = await db
    .update(tasks)
    .set({ approvalState: 'pending' })
    .where(and(eq(tasks.id, item.id), eq(tasks.approvalState, 'changes_requested')))
    .returning({ owner: tasks.userId });
  const owner = reopened[0]?.owner;
  if (!owner) return item;
  await db.insert(approvalEvents).values({
    ownerUserId: owner,
    taskId: item.id,
    state: 'pending',
    actor: 'owner',
    createdAt: now,
  });
  return { ...item, approvalState: 'pending' };
}
