/** Payment cancelled: nothing was charged; the benefits, a subscribe button and back to the dashboard. */
import { Check, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { GUARANTEE_DAYS } from '@shared/constants';

const BENEFITS = [
  'Roteiros do dia prontos para gravar, no seu nicho e no seu tom',
  'Stories, legendas, Reels, carrosséis e anúncios com IA',
  'Histórico e análises de tudo o que você criou',
  'Cancele quando quiser, sem fidelidade',
  `Garantia de ${GUARANTEE_DAYS} dias: não gostou, devolvemos seu dinheiro`,
];

export default function PaymentCancelPage() {
  return (
    <div className="mx-auto max-w-xl py-4 sm:py-8">
      <Card className="space-y-5">
        <div className="space-y-2 text-center">
          <XCircle className="mx-auto h-14 w-14 text-slate-400 dark:text-slate-500" aria-hidden />
          <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Pagamento cancelado</h1>
          <p className="text-slate-600 dark:text-slate-400">
            Nenhuma cobrança foi feita. Você pode assinar quando quiser.
          </p>
        </div>
        <div>
          <h2 className="mb-2 font-semibold text-slate-900 dark:text-white">O que você ganha ao assinar</h2>
          <ul className="space-y-2 text-sm text-slate-700 dark:text-slate-300">
            {BENEFITS.map((benefit) => (
              <li key={benefit} className="flex items-start gap-2">
                <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />
                {benefit}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Link to="/subscription" className={buttonClasses('primary', 'md')}>
            Assinar agora
          </Link>
          <Link to="/dashboard" className={buttonClasses('outline', 'md')}>
            Voltar ao Dashboard
          </Link>
        </div>
      </Card>
    </div>
  );
}
