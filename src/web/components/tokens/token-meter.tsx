/** The token meter: remaining / limit with its three states — exhausted, low (≤ 20 %), normal. */
import { Coins } from 'lucide-react';
import { tokenMeterState, tokenPercent, type TokenMeterState } from '@shared/token-rules';
import { formatInteger } from '@web/lib/format';
import { cn } from '../ui/cn';
import { useTokenStatus } from '@web/entities/tokens/api';

const STATE_TEXT: Record<TokenMeterState, string> = {
  exhausted: 'Tokens esgotados',
  low: 'Poucos tokens restantes',
  normal: 'Tokens disponíveis',
};

const BAR: Record<TokenMeterState, string> = {
  exhausted: 'bg-red-600',
  low: 'bg-amber-500',
  normal: 'bg-emerald-500',
};

const LABEL: Record<TokenMeterState, string> = {
  exhausted: 'text-red-700 dark:text-red-400',
  low: 'text-amber-700 dark:text-amber-400',
  normal: 'text-emerald-700 dark:text-emerald-400',
};

export interface TokenMeterViewProps {
  remaining: number;
  limit: number;
  className?: string;
}

/** The meter itself, from values (used by TokenMeter and the widget). */
export function TokenMeterView({ remaining, limit, className }: TokenMeterViewProps) {
  const state = tokenMeterState(remaining, limit);
  const percent = tokenPercent(remaining, limit);
  const shown = Math.max(0, remaining);
  return (
    <div className={cn('space-y-2', className)} data-state={state}>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="inline-flex items-center gap-1.5 font-medium text-slate-700 dark:text-slate-200">
          <Coins className="h-4 w-4 text-brand-600 dark:text-brand-400" aria-hidden />
          Tokens
        </span>
        <span className="tabular-nums text-slate-700 dark:text-slate-200">
          <strong>{formatInteger(shown)}</strong> / {formatInteger(limit)}
        </span>
      </div>
      <div
        role="meter"
        aria-label="Tokens restantes"
        aria-valuemin={0}
        aria-valuemax={Math.max(limit, 0)}
        aria-valuenow={Math.min(shown, Math.max(limit, 0))}
        aria-valuetext={`${formatInteger(shown)} de ${formatInteger(limit)} tokens restantes: ${STATE_TEXT[state]}`}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className={cn('h-full rounded-full transition-all', BAR[state])} style={{ width: `${percent}%` }} />
      </div>
      <p className={cn('text-xs font-medium', LABEL[state])}>{STATE_TEXT[state]}</p>
    </div>
  );
}

/** The signed-in user's meter. */
export function TokenMeter({ className }: { className?: string }) {
  const { data, isPending, isError } = useTokenStatus();
  if (isPending) {
    return (
      <div role="status" className={cn('h-14 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800', className)}>
        <span className="sr-only">Carregando tokens...</span>
      </div>
    );
  }
  if (isError || !data) {
    return (
      <p role="alert" className={cn('text-sm text-red-700 dark:text-red-400', className)}>
        Erro ao buscar status dos tokens
      </p>
    );
  }
  return <TokenMeterView remaining={data.tokensRemaining} limit={data.tokensLimit} className={className} />;
}
