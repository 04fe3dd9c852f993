/**
 * Payment success: waits 3 s (the payment provider's webhook usually lands meanwhile), refreshes the
 * profile, fetches the subscription, then shows the product name and its first 4 features.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Notice } from '@web/components/ui/notice';
import { Spinner } from '@web/components/ui/spinner';
import { ERROR_MESSAGES } from '@shared/messages';
import { PAYMENT_SUCCESS_WAIT_MS } from '@shared/constants';
import { sessionKeys } from '@web/lib/session';
import { subscriptionQuery } from './api';

export default function PaymentSuccessPage() {
  const queryClient = useQueryClient();
  const [waited, setWaited] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: sessionKeys.me }).finally(() => setWaited(true));
    }, PAYMENT_SUCCESS_WAIT_MS);
    return () => clearTimeout(timer);
  }, [queryClient]);

  const subscription = useQuery({ ...subscriptionQuery, enabled: waited, staleTime: 0 });

  if (!waited || subscription.isPending) return <Spinner label="Confirmando seu pagamento..." />;

  async function checkAgain() {
    await queryClient.invalidateQueries({ queryKey: sessionKeys.me });
    await subscription.refetch();
  }

  const product = subscription.data?.subscription;
  return (
    <div className="mx-auto max-w-xl space-y-6 py-4 sm:py-8">
      {subscription.isError ? (
        <Notice
          tone="danger"
          title={ERROR_MESSAGES.SUBSCRIPTION_CHECK_FAILED}
          action={
            <Button variant="outline" size="sm" onClick={() => void checkAgain()}>
              Tentar Novamente
            </Button>
          }
        />
      ) : product ? (
        <Card className="space-y-5 text-center">
          <CheckCircle2 className="mx-auto h-14 w-14 text-emerald-600 dark:text-emerald-400" aria-hidden />
          <div className="space-y-1">
            <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Pagamento confirmado!</h1>
            <p className="text-slate-600 dark:text-slate-400">
              Bem-vindo ao plano <strong className="text-slate-900 dark:text-white">{product.productName}</strong>.
            </p>
          </div>
          <ul
            aria-label={`Recursos do plano ${product.productName}`}
            className="mx-auto max-w-sm space-y-2 text-left text-sm text-slate-700 dark:text-slate-300"
          >
            {product.features.slice(0, 4).map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />
                {feature}
              </li>
            ))}
          </ul>
          <Link to="/dashboard" className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
            Ir para o Dashboard
          </Link>
        </Card>
      ) : (
        <Card className="space-y-4 text-center">
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Estamos confirmando seu pagamento</h1>
          <p className="text-slate-600 dark:text-slate-400">
            O provedor de pagamento ainda não nos avisou da confirmação. Isso costuma levar poucos segundos.
          </p>
          <div className="flex flex-col justify-center gap-2 sm:flex-row">
            <Button onClick={() => void checkAgain()} busy={subscription.isFetching}>
              Verificar novamente
            </Button>
            <Link to="/dashboard" className={buttonClasses('outline', 'md')}>
              Ir para o Dashboard
            </Link>
          </div>
        </Card>
      )}
    </div>
  );
}
