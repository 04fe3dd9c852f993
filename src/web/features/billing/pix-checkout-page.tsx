/**
 * The demo provider's Pix page (/checkout/pix?payment=…): the QR code (an SVG drawn by the server, so this
 * page loads no QR library) and the copia-e-cola string of a demo BR Code, "Pagamento em processamento"
 * while the charge is pending, and buttons that play what the bank and Stripe would do (paid, failed,
 * authorization revoked) through the same state machine as the webhooks. A Pix Automático whose
 * authorization was revoked reads so, with the date its paid time ends, and can no longer be revoked.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Copy, FlaskConical, QrCode, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from '@web/lib/toast';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Notice } from '@web/components/ui/notice';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';
import { copyText } from '@web/lib/download';
import { formatDate, formatDateTime, formatMoney } from '@web/lib/format';
import { ERROR_MESSAGES, interpolate } from '@shared/messages';
import { billingScreenTexts } from '@shared/messages/billing';
import { pixPaymentQuery, simulateDemoPix, useRefreshBilling, type PixPayment } from './api';
import { BackToPlansNotice, DemoFrame } from './demo-frame';
import { isUpfrontMethod } from '@shared/plans';

type Action = 'pay' | 'fail' | 'revoke';

/** What the account keeps while a charge is pending, in one sentence. */
function pendingMeanwhile(payment: PixPayment): string {
  if (payment.credit > 0) return 'Até lá, você continua no plano atual; ele termina quando o pagamento for confirmado.';
  if (payment.startsAt)
    return `Até lá, seu plano atual continua como está; o novo período começa em ${formatDate(payment.startsAt)}, quando o atual termina.`;
  if (payment.accountPaid) return 'Até lá, seu plano atual continua como está.';
  // The trial is promised only while the server says it still runs.
  if (payment.accessNow === 'trial' && payment.trialEndsAt)
    return interpolate(billingScreenTexts.PENDING_TRIAL_RUNNING, { date: formatDate(payment.trialEndsAt) });
  if (payment.accessNow === 'trial_expired') return billingScreenTexts.PENDING_TRIAL_ENDED;
  return billingScreenTexts.PENDING_NO_ACCESS;
}

/**
 * The way back to the app from any state of the page: the dashboard while the account may use it (paid or
 * on a running trial; otherwise it would show the paywall), and the subscription screen always.
 */
function WayBack({ payment }: { payment: PixPayment }) {
  const paid = payment.status === 'paid';
  const dashboard = paid || payment.accessNow === 'active' || payment.accessNow === 'trial';
  // A failed or expired code already leads to the plans ("Escolher de novo").
  const subscription = payment.status !== 'failed' && payment.status !== 'expired';
  if (!dashboard && !subscription) return null;
  return (
    <nav aria-label="Voltar ao Pautei" className="flex flex-col gap-2 sm:flex-row">
      {dashboard && (
        <Link to="/dashboard" className={buttonClasses(paid ? 'primary' : 'outline')}>
          {billingScreenTexts.BACK_TO_DASHBOARD}
        </Link>
      )}
      {subscription && (
        <Link to="/subscription" className={buttonClasses('outline')}>
          {billingScreenTexts.BACK_TO_SUBSCRIPTION}
        </Link>
      )}
    </nav>
  );
}

function PixBody({ payment }: { payment: PixPayment }) {
  const queryClient = useQueryClient();
  const refreshBilling = useRefreshBilling();
  const [busy, setBusy] = useState<Action | null>(null);
  const upfront = isUpfrontMethod(payment.method);
  const revoked = payment.authorization !== null && !payment.authorization.renews;
  const what = upfront ? `${payment.months} meses do plano ${payment.planName}` : `Plano ${payment.planName}, mensal`;

  async function run(action: Action) {
    setBusy(action);
    try {
      const next = await simulateDemoPix(payment.id, action);
      queryClient.setQueryData(pixPaymentQuery(payment.id).queryKey, next);
      await refreshBilling();
      if (action === 'revoke') toast.success('Autorização revogada: o plano termina no fim do mês pago.');
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : ERROR_MESSAGES.CHECKOUT_NETWORK);
    } finally {
      setBusy(null);
    }
  }

  async function copy() {
    if (!payment.brCode) return;
    await copyText(payment.brCode);
    toast.success('Código Pix copiado.');
  }

  return (
    <Card className="space-y-5">
      <div className="space-y-1">
        <p className="text-sm text-slate-500 dark:text-slate-400">Você está pagando</p>
        <h2 className="text-xl font-bold text-slate-900 dark:text-white">{what}</h2>
        <p className="text-3xl font-extrabold text-slate-900 dark:text-white">{formatMoney(payment.amount)}</p>
        {payment.credit > 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Já descontado o crédito de {formatMoney(payment.credit)} pelos dias não usados do plano atual.
          </p>
        )}
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {upfront
            ? 'Pix antecipado: você paga uma vez e usa até o fim do período.'
            : 'Pix Automático: você autoriza uma vez no app do banco.'}
        </p>
      </div>

      {payment.status === 'pending' && (
        <>
          <Notice tone="info" title="Pagamento em processamento">
            Assim que o banco confirmar, seu plano é ativado. {pendingMeanwhile(payment)} O código vale até{' '}
            {formatDateTime(payment.expiresAt)}.
          </Notice>
          {payment.qrSvg && (
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(payment.qrSvg)}`}
              alt="QR code do Pix (demonstração)"
              width={224}
              height={224}
              className="mx-auto rounded-lg bg-white p-2"
            />
          )}
          {payment.brCode && (
            <div className="space-y-2">
              <label htmlFor="pix-copia-e-cola" className="block text-sm font-medium">
                Pix copia e cola (demonstração)
              </label>
              <textarea
                id="pix-copia-e-cola"
                readOnly
                rows={4}
                value={payment.brCode}
                className="w-full break-all rounded-lg border border-slate-300 bg-white p-2 font-mono text-xs dark:border-slate-700 dark:bg-slate-900"
              />
              <Button variant="outline" onClick={() => void copy()}>
                <Copy className="h-4 w-4" aria-hidden />
                Copiar código
              </Button>
            </div>
          )}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button busy={busy === 'pay'} disabled={busy !== null} onClick={() => void run('pay')}>
              Simular pagamento
            </Button>
            <Button variant="outline" busy={busy === 'fail'} disabled={busy !== null} onClick={() => void run('fail')}>
              Simular falha
            </Button>
          </div>
        </>
      )}

      {payment.status === 'paid' && (
        <>
          {revoked ? (
            <Notice tone="warning" title="Autorização do Pix Automático cancelada">
              {payment.authorization?.paidUntil
                ? `A autorização do Pix Automático foi cancelada: seu plano ${payment.planName} fica ativo até ${formatDate(payment.authorization.paidUntil)} e não renova.`
                : 'A autorização do Pix Automático deste pagamento foi cancelada: ela não renova mais o plano.'}
            </Notice>
          ) : (
            <Notice tone="success" title="Pagamento confirmado!">
              <span className="flex items-center gap-2">
                <CheckCircle2 className="h-4 w-4" aria-hidden />
                {upfront && payment.periodEnd
                  ? `Seu plano ${payment.planName} está ativo até ${formatDate(payment.periodEnd)}.`
                  : `Seu plano ${payment.planName} está ativo e renova todo mês pelo Pix Automático.`}
              </span>
            </Notice>
          )}
          {/* Only an authorization still in force can be revoked. */}
          {!upfront && !revoked && (
            <Button
              variant="outline"
              busy={busy === 'revoke'}
              disabled={busy !== null}
              onClick={() => void run('revoke')}
            >
              Simular autorização revogada
            </Button>
          )}
        </>
      )}

      {(payment.status === 'failed' || payment.status === 'expired') && (
        <Notice tone="danger" title={payment.status === 'failed' ? 'Pagamento não concluído' : 'Código Pix expirado'}>
          <span className="flex items-center gap-2">
            <XCircle className="h-4 w-4" aria-hidden />
            Nada foi cobrado e sua conta não mudou.
          </span>
          <Link to="/subscription" className="mt-2 inline-block font-semibold underline">
            Escolher de novo
          </Link>
        </Notice>
      )}
      {payment.status === 'refunded' && <Notice tone="info" title="Pagamento reembolsado" />}
      <WayBack payment={payment} />
    </Card>
  );
}

export default function PixCheckoutPage() {
  const [search] = useSearchParams();
  const id = search.get('payment') ?? '';
  const query = useQuery({ ...pixPaymentQuery(id), enabled: id.length > 0 });

  return (
    <DemoFrame
      icon={<QrCode className="h-6 w-6 text-emerald-600 dark:text-emerald-400" aria-hidden />}
      title="Pagamento com Pix"
      warning={
        <span className="flex items-start gap-2">
          <FlaskConical className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          Nenhuma cobrança real será feita: o código abaixo tem o formato de um Pix de verdade, mas não paga nada. Use
          os botões para simular o que o banco faria.
        </span>
      }
    >
      {!id || query.isError ? (
        <BackToPlansNotice
          title={query.error instanceof ApiError ? query.error.message : ERROR_MESSAGES.PIX_PAYMENT_NOT_FOUND}
        />
      ) : query.isPending ? (
        <Spinner label="Carregando pagamento..." />
      ) : (
        <PixBody payment={query.data} />
      )}
    </DemoFrame>
  );
}
