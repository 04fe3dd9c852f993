/**
 * How approval messages leave the app. Today: the review link by e-mail to the client, and the client's
 * answer by e-mail to the people concerned (WhatsApp is a wa.me address the browser opens, built in
 * shared/whatsapp.ts). A new channel (SMS, a WhatsApp API) goes here, beside these two, and is called
 * from the same places.
 */
import { eq, inArray } from 'drizzle-orm';
import { agencyClients, user } from '@server/db/schema';
import { HttpError } from '@server/http-error';
import { reviewAnswerEmail, reviewRequestEmail } from '@server/mail/approval-templates';
import type { ApprovalDecision } from '@shared/schemas/approval';
import { itemsOfLinks, ownerNameOf } from './items';
import { addressState, ownedLink } from './links';
import { hashReviewToken, reviewUrl } from './tokens';
import type { ApprovalDeps, ApprovalScope } from './types';

/** "Enviar por e-mail": the browser sends back the token it holds; it must be this link's current one. */
export async function emailReviewLink(
  deps: Omit<ApprovalDeps, 'secret'>,
  scope: ApprovalScope,
  linkId: string,
  token: string,
): Promise<{ sentTo: string }> {
  const { db, now } = deps;
  const link = await ownedLink(db, scope, linkId);
  if (addressState(link, now) !== 'live') throw new HttpError(409, 'APPROVAL_LINK_CLOSED');
  if (hashReviewToken(token) !== link.tokenHash) throw new HttpError(400, 'REVIEW_LINK_UNKNOWN');
  if (!link.clientId) throw new HttpError(400, 'APPROVAL_CLIENT_NO_EMAIL');
  const [client] = await db
    .select({ name: agencyClients.name, email: agencyClients.email })
    .from(agencyClients)
    .where(eq(agencyClients.id, link.clientId));
  if (!client?.email) throw new HttpError(400, 'APPROVAL_CLIENT_NO_EMAIL');
  const items = (await itemsOfLinks(db, [link.id])).get(link.id) ?? [];
  const mail = reviewRequestEmail({
    to: client.email,
    clientName: client.name,
    ownerName: await ownerNameOf(db, scope.workspaceId),
    itemCount: items.length,
    url: reviewUrl(deps.appUrl, token),
    expiresAt: link.expiresAt,
  });
  try {
    await deps.mailer.send(mail);
  } catch (err) {
    // The link stays as it was (nothing here changes it); the person is told the e-mail did not go, and
    // can try again or send the link on WhatsApp.
    deps.logger.error({ err }, 'e-mail do link de aprovação não enviado');
    throw new HttpError(502, 'APPROVAL_EMAIL_FAILED', { params: { email: client.email } });
  }
  return { sentTo: client.email };
}

export interface AnswerToDeliver {
  /** The people told in the app (`clientAnswerRecipients`): the e-mail goes to the same people. */
  recipients: readonly string[];
  clientName: string | null;
  approverName: string | null;
  itemTitle: string;
  decision: ApprovalDecision;
  comment: string | null;
}

/**
 * Tells the people concerned a client answered, one e-mail each, to the same people as the in-app notice
 * (already written): the item's author and its sender, or the Dono. Runs after the answer's commit: a
 * failed e-mail is logged and does not undo the answer, nor keep the others from going.
 */
export async function deliverAnswer(deps: Omit<ApprovalDeps, 'secret'>, answer: AnswerToDeliver): Promise<void> {
  if (!answer.recipients.length) return;
  const people = await deps.db
    .select({ email: user.email })
    .from(user)
    .where(inArray(user.id, [...answer.recipients]));
  // The recipients are distinct accounts, and an account's address is its own: one e-mail per person.
  for (const { email: to } of people) {
    try {
      await deps.mailer.send(
        reviewAnswerEmail({
          to,
          clientName: answer.clientName,
          approverName: answer.approverName,
          itemTitle: answer.itemTitle,
          decision: answer.decision,
          comment: answer.comment,
          url: `${deps.appUrl.replace(/\/+$/, '')}/approvals`,
        }),
      );
    } catch (err) {
      // The answer is saved and the in-app notice shows it; only this e-mail is lost.
      deps.logger.error({ err }, 'e-mail de resposta da aprovação não enviado');
    }
  }
}
