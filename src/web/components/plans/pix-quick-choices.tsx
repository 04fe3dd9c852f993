/**
 * Pix beside the card where the plans are shown to someone with nothing paid (the paywall after a trial or
 * a paid period ends): Pix monthly (Pix Automático) and 3, 6 or 12 months upfront, at the server's prices.
 * A UI piece: the caller starts the checkout (`onPay`) and says which button is busy.
 */
import { Button } from '../ui/button';
import { formatDiscountPercent, formatMoney } from '@web/lib/format';
import { interpolate } from '@shared/messages';
import { billingScreenTexts } from '@shared/messages/billing';
import type { PricedPlan } from '@shared/plans';

export type PixQuickMethod = 'pix_automatico' | 'pix_upfront';

const muted = 'text-xs text-slate-600 dark:text-slate-400';

export function PixQuickChoices({
  plan,
  busy,
  disabled,
  onPay,
}: {
  plan: PricedPlan;
  /** The button being sent, as `method:months` (1 for Pix monthly). */
  busy: string | null;
  disabled?: boolean;
  onPay: (method: PixQuickMethod, months?: number) => void;
}) {
  const off = disabled || busy !== null;
  const best = Math.max(0, ...plan.upfront.map((o) => o.discountPercent));
  return (
    <div className="space-y-2 border-t border-slate-200 pt-3 text-sm dark:border-slate-800">
      <p className={muted}>{billingScreenTexts.PAYWALL_CARD_HINT}</p>
      <Button
        variant="outline"
        className="w-full"
        busy={busy === 'pix_automatico:1'}
        disabled={off}
        onClick={() => onPay('pix_automatico')}
        aria-describedby={`paywall-pix-monthly-${plan.key}`}
      >
        {billingScreenTexts.PAYWALL_PIX_MONTHLY}
      </Button>
      <p id={`paywall-pix-monthly-${plan.key}`} className={muted}>
        {billingScreenTexts.PAYWALL_PIX_MONTHLY_HINT}
      </p>
      <div role="group" aria-labelledby={`paywall-upfront-${plan.key}`} className="space-y-2">
        <p id={`paywall-upfront-${plan.key}`} className="font-medium text-slate-900 dark:text-white">
          {billingScreenTexts.PAYWALL_PIX_UPFRONT}
        </p>
        <ul className="grid grid-cols-3 gap-2">
          {plan.upfront.map((option) => (
            <li key={option.months}>
              <Button
                variant="outline"
                size="sm"
                className="h-auto w-full flex-col gap-0 px-1 py-2"
                busy={busy === `pix_upfront:${option.months}`}
                disabled={off}
                onClick={() => onPay('pix_upfront', option.months)}
              >
                <span>{option.months} meses</span>{' '}
                <span className="text-xs font-normal tabular-nums">{formatMoney(option.total)}</span>
              </Button>
            </li>
          ))}
        </ul>
        {best > 0 && (
          <p className={muted}>
            {interpolate(billingScreenTexts.PAYWALL_PIX_UPFRONT_HINT, { discount: formatDiscountPercent(best) })}
          </p>
        )}
      </div>
    </div>
  );
}
