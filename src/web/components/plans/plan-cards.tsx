/**
 * The two plan cards, with prices from GET /api/billing/plans (pricing_config, edited by the
 * admin). Used by the landing page, the paywall and the subscription page.
 */
import { useQuery } from '@tanstack/react-query';
import { Check, MessageCircle, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../ui/badge';
import { Button, buttonClasses } from '../ui/button';
import { cn } from '../ui/cn';
import { Spinner } from '../ui/spinner';
import { formatMoney } from '@web/lib/format';
import { useAppConfig } from '@web/lib/session';
import { DEFAULT_PRICING, pricePlans, type PlanKey, type PricedPlan } from '@shared/plans';
import { plansQuery } from '@web/entities/plans/plans-query';

export interface PlanCardsProps {
  /** The user's current plan: its card gets the 'Plano Atual' badge and no buy button. */
  currentPlanKey?: PlanKey | null;
  /** Called with the chosen plan; without it the cards show no button. */
  onChoose?: (key: PlanKey) => void;
  /**
   * Where choosing a plan leads, instead of `onChoose`: the choice is then a link, which works before (and
   * without) the page's scripts. The landing page is sent without them.
   */
  chooseHref?: (key: PlanKey) => string;
  /** The plan whose button is busy (checkout on its way). */
  busyKey?: PlanKey | null;
  /** Tighter cards with the first 4 features (paywall). */
  compact?: boolean;
  /** The button text; default 'Assinar {nome do plano}'. */
  chooseLabel?: (plan: PricedPlan) => string;
  /** More ways to pay under the card's button (the subscription page's Pix choices). */
  renderExtra?: (plan: PricedPlan) => ReactNode;
}

/** The priced plans; while the prices cannot be read, the seeded defaults stand in (a failed fetch is tolerated). */
export function usePricedPlans() {
  const query = useQuery(plansQuery);
  const plans = query.data?.plans ?? (query.isError ? pricePlans(DEFAULT_PRICING) : undefined);
  return { plans, pricing: query.data?.pricing ?? (query.isError ? DEFAULT_PRICING : undefined), isPending: !plans };
}

export function PlanCards({
  currentPlanKey,
  onChoose,
  chooseHref,
  busyKey,
  compact,
  chooseLabel,
  renderExtra,
}: PlanCardsProps) {
  const { plans } = usePricedPlans();
  const { data: config } = useAppConfig();
  if (!plans) return <Spinner label="Carregando planos..." />;
  return (
    <div className={cn('grid gap-4 sm:grid-cols-2', compact ? 'sm:gap-4' : 'sm:gap-6')}>
      {plans.map((plan) => {
        const current = currentPlanKey === plan.key;
        const features = compact ? plan.features.slice(0, 4) : plan.features;
        return (
          <article
            key={plan.key}
            aria-labelledby={`plan-${plan.key}-name`}
            className={cn(
              'relative flex flex-col rounded-2xl border bg-white text-left shadow-sm dark:bg-slate-900',
              compact ? 'p-4' : 'p-5 sm:p-6',
              plan.popular
                ? 'border-brand-500 ring-2 ring-brand-500/30 dark:border-brand-400'
                : 'border-slate-200 dark:border-slate-800',
            )}
          >
            <div className="mb-3 flex flex-wrap items-center gap-2">
              <h3 id={`plan-${plan.key}-name`} className="text-lg font-bold text-slate-900 dark:text-white">
                {plan.name}
              </h3>
              {plan.popular && (
                <Badge tone="brand">
                  <Sparkles className="h-3 w-3" aria-hidden />
                  Mais Popular
                </Badge>
              )}
              {current && <Badge tone="success">Plano Atual</Badge>}
            </div>
            {!compact && <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">{plan.description}</p>}
            <p className="mb-1">
              <span className="text-3xl font-extrabold text-slate-900 dark:text-white">
                {formatMoney(plan.monthlyPrice)}
              </span>
              <span className="text-sm text-slate-500 dark:text-slate-400">/mês</span>
            </p>
            {plan.key === 'agency' && (
              <p className="mb-4 text-sm font-medium text-brand-700 dark:text-brand-300">
                até {plan.clientsLimit} clientes
              </p>
            )}
            {plan.key !== 'agency' && <div className="mb-4" />}
            <ul className="mb-5 space-y-2 text-sm text-slate-700 dark:text-slate-300">
              {features.map((feature) => (
                <li key={feature} className="flex items-start gap-2">
                  <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
            <div className="mt-auto space-y-3">
              {chooseHref && (
                <Link
                  to={chooseHref(plan.key)}
                  className={buttonClasses(plan.popular ? 'primary' : 'outline', 'md', 'w-full')}
                >
                  {chooseLabel ? chooseLabel(plan) : `Assinar ${plan.name}`}
                </Link>
              )}
              {!chooseHref &&
                onChoose &&
                (current ? (
                  <Button variant="secondary" className="w-full" disabled>
                    Plano Atual
                  </Button>
                ) : (
                  <Button
                    variant={plan.popular ? 'primary' : 'outline'}
                    className="w-full"
                    busy={busyKey === plan.key}
                    disabled={!!busyKey && busyKey !== plan.key}
                    onClick={() => onChoose(plan.key)}
                  >
                    {chooseLabel ? chooseLabel(plan) : `Assinar ${plan.name}`}
                  </Button>
                ))}
              {renderExtra?.(plan)}
              {plan.key === 'agency' && config?.chatUrl && (
                <a
                  href={config.chatUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex items-center justify-center gap-1.5 text-center text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
                >
                  <MessageCircle className="h-4 w-4" aria-hidden />
                  Mais de {plan.clientsLimit} clientes? Fale com a gente
                </a>
              )}
            </div>
          </article>
        );
      })}
    </div>
  );
}
