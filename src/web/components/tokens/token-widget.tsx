/**
 * Dashboard token-usage widget: remaining tokens, limit, renewal date — or, in the last month of a period
 * nothing renews, the day the plan ends.
 */
import { CalendarClock } from 'lucide-react';
import { formatDate, formatInteger } from '@web/lib/format';
import { Card, CardTitle } from '../ui/card';
import { TokenMeterView } from './token-meter';
import { useTokenStatus } from '@web/entities/tokens/api';

export function TokenWidget() {
  const { data, isPending, isError } = useTokenStatus();
  return (
    <Card aria-labelledby="token-widget-title" role="region">
      <CardTitle as="h2">
        <span id="token-widget-title">Uso de Tokens</span>
      </CardTitle>
      {isPending ? (
        <div role="status" className="mt-4 h-20 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800">
          <span className="sr-only">Carregando tokens...</span>
        </div>
      ) : isError || !data ? (
        <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-400">
          Erro ao buscar status dos tokens
        </p>
      ) : (
        <div className="mt-4 space-y-4">
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div>
              <dt className="text-slate-500 dark:text-slate-400">Tokens restantes</dt>
              <dd className="text-2xl font-bold tabular-nums text-slate-900 dark:text-white">
                {formatInteger(Math.max(0, data.tokensRemaining))}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500 dark:text-slate-400">Limite mensal</dt>
              <dd className="text-2xl font-bold tabular-nums text-slate-900 dark:text-white">
                {formatInteger(data.tokensLimit)}
              </dd>
            </div>
          </dl>
          <TokenMeterView remaining={data.tokensRemaining} limit={data.tokensLimit} />
          {data.planEndsAt ? (
            // The last month of a period nothing renews: no renewal is coming, the plan ends.
            <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
              <CalendarClock className="h-4 w-4 shrink-0" aria-hidden />
              <span>
                Seu plano termina em <strong>{formatDate(data.planEndsAt)}</strong>
              </span>
            </p>
          ) : (
            data.nextRenewalDate && (
              <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
                <CalendarClock className="h-4 w-4 shrink-0" aria-hidden />
                <span>
                  Renovação em <strong>{formatDate(data.nextRenewalDate)}</strong>
                </span>
              </p>
            )
          )}
        </div>
      )}
    </Card>
  );
}
