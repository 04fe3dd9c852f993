/**
 * The ways to pay a plan, under its card on the subscription page, each explained in one line. Only what
 * the server would accept is offered, and where a way is not available now a line says why:
 * - new: nothing renewing yet; the card button above stays the card subscription, here Pix monthly (Pix
 *   Automático) and 3, 6 or 12 months upfront with Pix;
 * - renew: a prepaid period on this plan; more months upfront, which begin at the period's end (card and
 *   Pix Automático wait for that end);
 * - reauthorize: a Pix Automático whose authorization was revoked; the authorization given again or months
 *   upfront, both beginning at the end of the month already paid;
 * - upgrade: a prepaid Criador looking at Agência; the upfront options at their usual price and discount,
 *   the credit of the unused days as a separate line, and what is paid now
 *   (GET /api/billing/subscription's `upgrade`).
 * Amounts shown are the server's (GET /api/billing/plans); the server charges its own again.
 */
import { usePixCheckout } from '@web/entities/plans/use-checkout';
import { Button } from '@web/components/ui/button';
import { formatDate, formatDiscountPercent, formatMoney } from '@web/lib/format';
import type { PlanKey, PricedPlan } from '@shared/plans';
import type { SubscriptionView } from './api';

type Upgrade = NonNullable<SubscriptionView['upgrade']>;

/** What this plan's Pix block offers (see the module comment). */
export type PixOffer =
  | { kind: 'new' }
  | { kind: 'renew'; paidUntil: string }
  | { kind: 'reauthorize'; paidUntil: string }
  | { kind: 'upgrade'; upgrade: Upgrade };

/** The id of a plan's Pix upfront options, where the subscription page sends a prepaid Criador moving up. */
export const upfrontOptionsId = (plan: PlanKey) => `pix-upfront-${plan}`;

const muted = 'text-slate-600 dark:text-slate-400';

/** The monthly equivalent and discount of an option, as everyone sees them. */
const priceLine = (option: { monthlyEquivalent: number; discountPercent: number }) =>
  `${formatMoney(option.monthlyEquivalent)}/mês${
    option.discountPercent > 0 ? ` · ${formatDiscountPercent(option.discountPercent)} de desconto` : ''
  }`;

function upfrontTitle(offer: PixOffer, planName: string): string {
  switch (offer.kind) {
    case 'upgrade':
      return `Mudar para ${planName} pagando 3, 6 ou 12 meses com Pix`;
    case 'renew':
      return 'Pagar mais 3, 6 ou 12 meses com Pix';
    case 'reauthorize':
      return 'Ou pagar 3, 6 ou 12 meses com Pix';
    default:
      return 'Pagar 3, 6 ou 12 meses com Pix';
  }
}

function upfrontFootnote(offer: PixOffer, planName: string): string {
  switch (offer.kind) {
    case 'upgrade':
      return `O plano ${planName} começa quando o pagamento for confirmado, e o período atual termina nesse momento.`;
    case 'renew':
      return `Os novos meses começam em ${formatDate(offer.paidUntil)}, quando o período atual termina.`;
    case 'reauthorize':
      return `Os meses começam em ${formatDate(offer.paidUntil)}, depois do mês já pago.`;
    default:
      return 'Pix antecipado: você paga uma vez e usa até o fim do período, sem renovação automática.';
  }
}

export function PixChoices({ plan, offer, disabled }: { plan: PricedPlan; offer: PixOffer; disabled?: boolean }) {
  // A refusal over a Pix code another tab opened links to that code (the toast, and the page's notice).
  const { pay: startPix, busy } = usePixCheckout();
  const pay = (method: 'pix_automatico' | 'pix_upfront', months?: number) => startPix(plan.key, method, months);

  const off = disabled || busy !== null;
  const upgrade = offer.kind === 'upgrade' ? offer.upgrade : null;
  const options = upgrade
    ? upgrade.options
    : plan.upfront.map((o) => ({ ...o, payNow: o.total, available: true as boolean }));
  return (
    <div className="space-y-3 border-t border-slate-200 pt-3 text-sm dark:border-slate-800">
      {offer.kind === 'renew' && (
        <p className={muted}>
          Cartão e Pix Automático ficam disponíveis quando o período pago terminar, em {formatDate(offer.paidUntil)}.
        </p>
      )}
      {(offer.kind === 'new' || offer.kind === 'reauthorize') && (
        <>
          {offer.kind === 'new' && <p className={muted}>Cartão: cobrança mensal automática no cartão de crédito.</p>}
          <div className="space-y-1">
            <Button
              variant="outline"
              className="w-full"
              busy={busy === 'pix_automatico:1'}
              disabled={off}
              onClick={() => void pay('pix_automatico')}
            >
              {offer.kind === 'new' ? 'Pix mensal' : 'Autorizar o Pix Automático de novo'}
            </Button>
            <p className={muted}>
              {offer.kind === 'new'
                ? 'Pix Automático: você autoriza uma vez no app do banco.'
                : `Autorize no app do banco. O novo mês começa em ${formatDate(offer.paidUntil)}, quando o mês pago termina.`}
            </p>
          </div>
        </>
      )}
      <div
        id={upfrontOptionsId(plan.key)}
        role="group"
        aria-labelledby={`upfront-${plan.key}`}
        aria-describedby={upgrade ? `upfront-${plan.key}-credit` : undefined}
        // The card's "Mudar para …" brings a prepaid Criador here (subscription-page.tsx).
        tabIndex={upgrade ? -1 : undefined}
        className="space-y-2 rounded-lg"
      >
        <p id={`upfront-${plan.key}`} className="font-medium text-slate-900 dark:text-white">
          {upfrontTitle(offer, plan.name)}
        </p>
        {upgrade && (
          <p id={`upfront-${plan.key}-credit`} className="font-medium text-emerald-700 dark:text-emerald-400">
            Crédito de {formatMoney(upgrade.credit)} pelos dias não usados do plano atual
          </p>
        )}
        <ul className="space-y-2">
          {options.map((option) => (
            <li key={option.months}>
              <Button
                variant="outline"
                className="h-auto w-full flex-col items-start py-2 text-left"
                busy={busy === `pix_upfront:${option.months}`}
                disabled={off || !option.available}
                onClick={() => void pay('pix_upfront', option.months)}
              >
                <span>
                  {option.months} meses com Pix: {formatMoney(option.total)}
                </span>
                <span className={`text-xs font-normal ${muted}`}>{priceLine(option)}</span>
                {upgrade && (
                  // The credit is its own line: spread over the months it would make longer periods look dearer.
                  <span className="text-xs font-normal text-slate-700 dark:text-slate-300">
                    {option.available
                      ? `– ${formatMoney(upgrade.credit)} de crédito · Total a pagar agora: ${formatMoney(option.payNow)}`
                      : 'O crédito cobre quase todo este período: escolha um período maior.'}
                  </span>
                )}
              </Button>
            </li>
          ))}
        </ul>
        <p className={muted}>{upfrontFootnote(offer, plan.name)}</p>
      </div>
    </div>
  );
}
