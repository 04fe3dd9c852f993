/**
 * The demo provider's checkout (/checkout/demo?session=…): says plainly that it is a demonstration and
 * nothing is charged, shows the plan and price, and confirms (same state changes as a real payment) or
 * cancels (back to /payment-cancel).
 */
import { useQuery } from '@tanstack/react-query';
import { Check, FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@web/lib/toast';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Notice } from '@web/components/ui/notice';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';
import { formatMoney } from '@web/lib/format';
import { useMe } from '@web/lib/session';
import { ERROR_MESSAGES } from '@shared/messages';
import { confirmDemoCheckout, demoSessionQuery, useRefreshBilling } from './api';
import { BackToPlansNotice, DemoFrame } from './demo-frame';

function DemoCheckout({ session }: { session: string }) {
  const info = useQuery(demoSessionQuery(session));
  const refreshBilling = useRefreshBilling();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  if (info.isPending) return <Spinner label="Carregando pagamento..." />;
  if (info.isError) {
    return (
      <BackToPlansNotice
        title={info.error instanceof ApiError ? info.error.message : ERROR_MESSAGES.DEMO_SESSION_INVALID}
      />
    );
  }
  const plan = info.data.plan;

  async function confirm() {
    setBusy(true);
    try {
      await confirmDemoCheckout(session);
      await refreshBilling();
      navigate('/payment-success', { replace: true });
    } catch (err) {
      setBusy(false);
      toast.error(err instanceof ApiError ? err.message : ERROR_MESSAGES.CHECKOUT_NETWORK);
    }
  }

  return (
    <Card className="space-y-5">
      <div className="space-y-1">
        <p className="text-sm text-slate-500 dark:text-slate-400">Você está assinando</p>
        <h2 className="text-xl font-bold text-slate-900 dark:text-white">Plano {plan.name}</h2>
        <p>
          <span className="text-3xl font-extrabold text-slate-900 dark:text-white">
            {formatMoney(plan.monthlyPrice)}
          </span>
          <span className="text-sm text-slate-500 dark:text-slate-400">/mês</span>
        </p>
      </div>
      <ul className="space-y-2 text-sm text-slate-700 dark:text-slate-300">
        {plan.features.slice(0, 4).map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={busy} onClick={() => navigate('/payment-cancel', { replace: true })}>
          Cancelar
        </Button>
        <Button busy={busy} onClick={() => void confirm()}>
          Confirmar
        </Button>
      </div>
    </Card>
  );
}

export default function DemoCheckoutPage() {
  const [search] = useSearchParams();
  const session = search.get('session') ?? '';
  const { data: me, isPending } = useMe();

  return (
    <DemoFrame
      icon={<FlaskConical className="h-6 w-6 text-amber-600 dark:text-amber-400" aria-hidden />}
      title="Pagamento de demonstração"
      warning="Nenhuma cobrança real será feita e nenhum dado de cartão é pedido. Ao confirmar, sua conta passa a ter o plano escolhido, como aconteceria depois de um pagamento de verdade."
    >
      {isPending ? (
        <Spinner label="Carregando..." />
      ) : !me ? (
        <Notice tone="info" title={ERROR_MESSAGES.CHECKOUT_NOT_SIGNED_IN}>
          <Link to="/auth/signin" className={buttonClasses('primary', 'sm')}>
            Entrar
          </Link>
        </Notice>
      ) : !session ? (
        <BackToPlansNotice title={ERROR_MESSAGES.DEMO_SESSION_INVALID} />
      ) : (
        <DemoCheckout session={session} />
      )}
    </DemoFrame>
  );
}
