/**
 * What a reminder before the end of a paid period that nothing renews offers (decision record 0034): only
 * the ways the checkout accepts at that moment, so following the reminder never ends in a refusal.
 * - A prepaid period (Pix upfront): more months upfront, which begin at its end. A card or Pix Automático
 *   is refused while the period runs (`PREPAID_MONTHLY_UNAVAILABLE`), so the reminder says they come after.
 * - A Pix Automático whose authorization was revoked: the authorization given again, or months upfront,
 *   both beginning where the paid month ends.
 * The e-mail (server) and the bell (browser) word their offer from here.
 */
import { renewalTexts } from './messages/billing';
import { isPixAutomaticoMethod } from './plans';

/** How the period about to end was paid: the two kinds of period that nothing renews. */
export type UnrenewedMethod = 'pix_upfront' | 'pix_automatico';

/** A way to continue that the reminder offers: a Pix checkout's method, on the same plan. */
export type RenewalWay = 'pix_upfront' | 'pix_automatico';

export function renewalWays(method: UnrenewedMethod): readonly RenewalWay[] {
  return isPixAutomaticoMethod(method) ? ['pix_automatico', 'pix_upfront'] : ['pix_upfront'];
}

/** The reminder's offer in one sentence (the e-mail) or a short one (the bell). */
export function renewalOfferText(method: UnrenewedMethod, short = false): string {
  // Worded from the ways offered, so a way added to or taken from the list changes what is said.
  if (renewalWays(method).some(isPixAutomaticoMethod))
    return short ? renewalTexts.REVOKED_OFFER_SHORT : renewalTexts.REVOKED_OFFER;
  return short ? renewalTexts.PREPAID_OFFER_SHORT : renewalTexts.PREPAID_OFFER;
}
