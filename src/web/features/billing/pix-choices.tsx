/**
 * The ways to pay a plan, under its card on the subscription page: the card button above stays the card
 * subscription; here Pix monthly (Pix Automático) and 3, 6 or 12 months upfront with Pix, each explained
 * in one line. Amounts shown are the server's (GET /api/billing/plans); the server charges its own again.
 * A prepaid Criador looking at Agência sees only the upfront options, with the credit of the unused days
 * and each total already net of it (GET /api/billing/subscription's `upgrade`).
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { goTo } from '@web/entities/plans/billing-client';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api';
import { formatMoney, formatPercent } from '@web/lib/format';
import { ERROR_MESSAGES } from '@shared/messages';
import type { PlanKey, PricedPlan } from '@shared/plans';
import { startPixCheckout, type SubscriptionView } from './api';

type Upgrade = NonNullable<SubscriptionView['upgrade']>;

/** The id of a plan's Pix upfront options, where the subscription page sends a prepaid Criador moving up. */
export const upfrontOptionsId = (plan: PlanKey) => `pix-upfront-${plan}`;

type Busy = `${string}:${number}` | null;

export function PixChoices({
  plan,
  disabled,
  upgrade,
}: {
  plan: PricedPlan;
  disabled?: boolean;
  upgrade?: Upgrade | null;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<Busy>(null);

  async function pay(method: 'pix_automatico' | 'pix_upfront', months?: number) {
    setBusy(`${method}:${months ?? 1}`);
    try {
      const { url } = await startPixCheckout({ plan: plan.key, method, months });
      const target = new URL(url, window.location.origin);
      if (target.origin === window.location.origin) navigate(`${target.pathname}${target.search}`);
      else goTo(url);
    } catch (err) {
      setBusy(null);
      toast.error(err instanceof ApiError ? err.message : ERROR_MESSAGES.CHECKOUT_NETWORK);
    }
  }

  const off = disabled || busy !== null;
  const options = upgrade ? upgrade.options : plan.upfront.map((o) => ({ ...o, available: true }));
  return (
    <div className="space-y-3 border-t border-slate-200 pt-3 text-sm dark:border-slate-800">
      {!upgrade && (
        <>
          <p className="text-slate-600 dark:text-slate-400">Cartão: cobrança mensal automática no cartão de crédito.</p>
          <div className="space-y-1">
            <Button
              variant="outline"
              className="w-full"
              busy={busy === 'pix_automatico:1'}
              disabled={off}
              onClick={() => void pay('pix_automatico')}
            >
              Pix mensal
            </Button>
            <p className="text-slate-600 dark:text-slate-400">Pix Automático: você autoriza uma vez no app do banco.</p>
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
          {upgrade ? `Mudar para ${plan.name} pagando 3, 6 ou 12 meses com Pix` : 'Pagar 3, 6 ou 12 meses com Pix'}
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
                <span className="text-xs font-normal text-slate-600 dark:text-slate-400">
                  {option.available
                    ? `${formatMoney(option.monthlyEquivalent)}/mês${
                        option.discountPercent > 0 ? ` · ${formatPercent(option.discountPercent)} de desconto` : ''
                      }${upgrade ? ' · crédito já descontado' : ''}`
                    : 'O crédito cobre quase todo este período: escolha um período maior.'}
                </span>
              </Button>
            </li>
          ))}
        </ul>
        <p className="text-slate-600 dark:text-slate-400">
          {upgrade
            ? `O plano ${plan.name} começa quando o pagamento for confirmado, e o período atual termina nesse momento.`
            : 'Pix antecipado: você paga uma vez e usa até o fim do período, sem renovação automática.'}
        </p>
      </div>
    </div>
  );
}
