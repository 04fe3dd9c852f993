/**
 * Client approval. The owner (a creator, or an agency for one of its clients) sends items for approval
 * through a review link; the client opens it without an account and answers each item; the answer comes
 * back as the item's approval state, an event, in-app notices to the people concerned (services/notices)
 * and an e-mail.
 *
 * - links.ts: the owner's links, one open round per client (send, add or move items, list with their
 *   state, copy the address again, remind, revoke, new address);
 * - answers.ts: the client's review page and answers, and the owner's answer timeline;
 * - delivery.ts: messages leaving the app (e-mail today; a new channel goes there);
 * - figures.ts: dashboard, client summaries and analytics figures;
 * - items.ts, tokens.ts, types.ts: what the others share.
 */
export type { ApprovalDeps, ApprovalScope } from './types';
export { hashReviewToken } from './tokens';
export {
  addReviewItems,
  createReviewLink,
  getReviewLink,
  listReviewLinks,
  remindReviewLink,
  renewReviewToken,
  reviewLinkAddress,
  revokeReviewLink,
} from './links';
export { answerReview, getReviewImage, getReviewPage, itemApprovalEvents, reopenApprovalAfterEdit } from './answers';
export { emailReviewLink } from './delivery';
export { approvalCounts, approvalRate, clientApprovalSummaries, waitingRounds } from './figures';
