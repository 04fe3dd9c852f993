/**
 * The out-of-tokens wrapper of every generator screen: the token meter, and when the allowance is
 * exhausted a red 'Tokens Esgotados' card (days until renewal, renewal date, upgrade button to
 * /subscription). The form stays visible but disabled: children get `disabled`.
 */
import { Ban } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@web/lib/format';
import { useMay } from '@web/lib/session';
import { buttonClasses } from '../ui/button';
import { TokenMeter } from './token-meter';
import { useTokenStatus, type TokenStatus } from '@web/entities/tokens/api';

export function daysText(days: number): string {
  return days === 1 ? '1 dia' : `${days} dias`;
}

export function OutOfTokensCard({
  status,
}: {
  status: Pick<TokenStatus, 'daysUntilRenewal' | 'nextRenewalDate' | 'planEndsAt'>;
}) {
  // The plan is the Dono's: an Editor learns when the tokens come back, not where to pay.
  const mayBill = useMay('billing');
  return (
    <section
      role="alert"
      aria-labelledby="out-of-tokens-title"
      className="space-y-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 sm:p-5 dark:border-red-900 dark:bg-red-950/50 dark:text-red-100"
    >
      <div className="flex items-center gap-2">
        <Ban className="h-5 w-5 shrink-0 text-red-600 dark:text-red-400" aria-hidden />
        <h2 id="out-of-tokens-title" className="text-lg font-semibold">
          Tokens Esgotados
        </h2>
      </div>
      {status.planEndsAt ? (
        // The last month of a period nothing renews: the tokens come back only with a new payment.
        <p className="text-sm">
          Você usou todos os tokens do mês. Seu plano termina em <strong>{formatDate(status.planEndsAt)}</strong> e não
          renova sozinho.
        </p>
      ) : (
        <p className="text-sm">
          Você usou todos os tokens do mês. Seus tokens renovam em <strong>{daysText(status.daysUntilRenewal)}</strong>
          {status.nextRenewalDate && (
            <>
              {' '}
              (<span>{formatDate(status.nextRenewalDate)}</span>)
            </>
          )}
          .
        </p>
      )}
      {mayBill && (
        <Link to="/subscription" className={buttonClasses('danger', 'md', 'w-full sm:w-auto')}>
          Fazer upgrade do plano
        </Link>
      )}
    </section>
  );
}

export function OutOfTokensGuard({ children }: { children: (state: { disabled: boolean }) => ReactNode }) {
  const { data } = useTokenStatus();
  const exhausted = !!data && !data.hasTokens;
  return (
    <div className="space-y-4">
      <TokenMeter />
      {exhausted && data && <OutOfTokensCard status={data} />}
      <div aria-disabled={exhausted || undefined}>{children({ disabled: exhausted })}</div>
    </div>
  );
}
