/**
 * The admin's Pix payments: each paid charge with the months its money counts in (an upfront payment is
 * spread in equal monthly shares, decision record 0019), and the refund of an upfront payment with a
 * reason, ending the access at once or at the end of the current month (the months paid after it move
 * to begin there). A charge whose money became an upgrade's credit, or an upgrade renewed since, shows why
 * it cannot be refunded now (refund the upgrade, which gives the credit back; refund the renewal first).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@web/lib/toast';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { SelectField, TextAreaField } from '@web/components/ui/field';
import { Modal } from '@web/components/ui/modal';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';
import { ERROR_MESSAGES } from '@shared/messages';
import { PAYMENT_METHOD_LABELS, isPaymentMethod, isUpfrontMethod } from '@shared/plans';
import { formatDate, formatMoney } from '@web/lib/format';
import { pixPaymentsQuery, useRefundPayment, type AdminPixPayment } from '../api';

/** 'YYYY-MM' as 'MM/YYYY'. */
const monthLabel = (month: string) => month.split('-').reverse().join('/');

/** Why the server would refuse this charge's refund now, said where the button is instead of after the dialog. */
function refundBlocked(p: AdminPixPayment) {
  if (p.creditGiven > 0) return ERROR_MESSAGES.PIX_REFUND_CREDITED;
  if (p.upgradeRenewed) return ERROR_MESSAGES.PIX_REFUND_UPGRADE_RENEWED;
  return null;
}

function RefundDialog({ payment, onClose }: { payment: AdminPixPayment; onClose: () => void }) {
  const refund = useRefundPayment();
  const [reason, setReason] = useState('');
  const [endsAccess, setEndsAccess] = useState<'now' | 'period_end'>('period_end');
  const [error, setError] = useState<string | undefined>();

  async function submit() {
    setError(undefined);
    try {
      await refund.mutateAsync({ id: payment.id, reason, endsAccess });
      toast.success('Pagamento reembolsado.');
      onClose();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Erro ao reembolsar. Tente novamente.');
    }
  }

  return (
    <Modal open onClose={onClose} title="Reembolsar pagamento Pix">
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {payment.email}: {formatMoney(payment.amount)} ({payment.months} meses do plano {payment.planName}).
        </p>
        {payment.credit > 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Mudança de plano: devolvemos o valor pago em dinheiro, e o plano anterior já pago volta quando o acesso a
            este terminar, até o fim do período dele.
          </p>
        )}
        <TextAreaField
          label="Motivo do reembolso"
          required
          maxLength={500}
          rows={3}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={error}
        />
        <SelectField
          label="Quando o acesso termina"
          value={endsAccess}
          onChange={(e) => setEndsAccess(e.target.value === 'now' ? 'now' : 'period_end')}
          options={[
            { value: 'period_end', label: 'No fim do mês em curso' },
            { value: 'now', label: 'Agora' },
          ]}
        />
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Meses pagos depois deste, em outros pagamentos, não se perdem: passam a começar quando o acesso a este
          terminar.
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="ghost" onClick={onClose}>
            Voltar
          </Button>
          <Button type="submit" variant="danger" busy={refund.isPending}>
            Reembolsar
          </Button>
        </div>
      </form>
    </Modal>
  );
}

export function PixPayments() {
  const query = useQuery(pixPaymentsQuery);
  const [refunding, setRefunding] = useState<AdminPixPayment | null>(null);
  return (
    <Card aria-labelledby="pix-payments-title" className="space-y-4">
      <CardTitle as="h2">
        <span id="pix-payments-title">Pagamentos com Pix</span>
      </CardTitle>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Um pagamento antecipado entra na receita em partes iguais, uma em cada mês do período pago. Numa mudança de
        plano, o crédito dos dias não usados sai do pagamento antigo e entra no novo.
      </p>
      {query.isPending ? (
        <Spinner label="Carregando pagamentos..." />
      ) : query.isError ? (
        <p className="text-sm text-red-700 dark:text-red-400">Erro ao carregar os pagamentos.</p>
      ) : query.data.payments.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Nenhum pagamento com Pix ainda.</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {query.data.payments.map((p) => (
            <li key={p.id} aria-label={`Pagamento de ${p.email}`} className="space-y-2 py-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-slate-900 dark:text-white">{p.email}</span>
                <Badge tone={p.status === 'refunded' ? 'danger' : 'success'}>
                  {p.status === 'refunded' ? 'Reembolsado' : 'Pago'}
                </Badge>
              </div>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {isPaymentMethod(p.method) ? PAYMENT_METHOD_LABELS[p.method] : p.method} · {p.planName} · {p.months}{' '}
                {p.months === 1 ? 'mês' : 'meses'} · {formatMoney(p.amount)} em {formatDate(p.paidAt)}
                {p.periodEnd ? ` · até ${formatDate(p.periodEnd)}` : ''}
              </p>
              {(p.credit > 0 || p.endedAt) && (
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {p.credit > 0 ? `Mudança de plano: crédito de ${formatMoney(p.credit)} descontado. ` : ''}
                  {p.endedAt ? `Período encerrado em ${formatDate(p.endedAt)} por mudança de plano.` : ''}
                </p>
              )}
              {p.shares.length > 0 && (
                <ul aria-label="Receita por mês" className="flex flex-wrap gap-2 text-xs">
                  {p.shares.map((s) => (
                    <li
                      key={s.month}
                      className="rounded-md bg-slate-100 px-2 py-1 text-slate-800 dark:bg-slate-800 dark:text-slate-200"
                    >
                      {monthLabel(s.month)}: {formatMoney(s.amount)}
                    </li>
                  ))}
                </ul>
              )}
              {p.refundReason && (
                <p className="text-xs text-slate-600 dark:text-slate-400">Motivo do reembolso: {p.refundReason}</p>
              )}
              {p.status === 'paid' &&
                isUpfrontMethod(p.method) &&
                (refundBlocked(p) ? (
                  <div className="space-y-1">
                    <Button size="sm" variant="outline" disabled aria-describedby={`refund-blocked-${p.id}`}>
                      Reembolsar
                    </Button>
                    <p id={`refund-blocked-${p.id}`} className="text-xs text-slate-600 dark:text-slate-400">
                      {refundBlocked(p)}
                    </p>
                  </div>
                ) : (
                  <Button size="sm" variant="outline" onClick={() => setRefunding(p)}>
                    Reembolsar
                  </Button>
                ))}
            </li>
          ))}
        </ul>
      )}
      {refunding && <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />}
    </Card>
  );
}
