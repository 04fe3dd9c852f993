/**
 * Approval figures for the dashboard (waiting / adjustments asked, rounds waiting for days, with a
 * reminder) and analytics (approval rate).
 */
import { useQuery } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@web/lib/toast';
import { Button } from '../ui/button';
import { Card, CardTitle } from '../ui/card';
import { errorMessage } from '@web/lib/api';
import { formatPercent } from '@web/lib/format';
import { useMay } from '@web/lib/session';
import { DAY_MS } from '@shared/constants';
import { messageFor } from '@shared/messages';
import { REVIEW_WAITING_DAYS } from '@shared/approval-states';
import type { WaitingRound } from '@shared/schemas/approval';
import {
  approvalCountsQuery,
  approvalRateQuery,
  useRemindReviewLink,
  waitingRoundsQuery,
} from '@web/entities/approval/api';
import { SendForApprovalDialog } from './send-for-approval-lazy';
import type { ShareView } from './share-views';

/** Whole days since the oldest waiting item was sent. */
function daysWaiting(round: WaitingRound): number {
  return Math.floor((Date.now() - new Date(round.waitingSince).getTime()) / DAY_MS);
}

/** Rounds the clients have not answered for more than two days, each with "Lembrar" (for who may send). */
export function WaitingRoundsCard() {
  const { data } = useQuery(waitingRoundsQuery());
  const remind = useRemindReviewLink();
  const maySend = useMay('sendForApproval');
  const [share, setShare] = useState<ShareView | null>(null);
  if (!data?.length) return null;
  return (
    <section aria-labelledby="waiting-rounds">
      <Card className="space-y-3">
        <CardTitle as="h2">
          <span id="waiting-rounds">Aguardando o cliente há mais de {REVIEW_WAITING_DAYS} dias</span>
        </CardTitle>
        <ul className="space-y-2">
          {data.map((round) => {
            const days = daysWaiting(round);
            return (
              <li key={round.link.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="min-w-0">
                  <span className="font-medium">{round.link.clientName ?? 'Meus conteúdos'}</span>:{' '}
                  {round.pending === 1 ? '1 conteúdo' : `${round.pending} conteúdos`} há {days} dias
                </span>
                {maySend && (
                  <Button
                    variant="outline"
                    size="sm"
                    busy={remind.isPending && remind.variables === round.link.id}
                    icon={<BellRing className="h-4 w-4" aria-hidden />}
                    aria-label={`Lembrar ${round.link.clientName ?? 'o cliente'}`}
                    onClick={() =>
                      remind.mutate(round.link.id, {
                        // The reminder's texts (and the WhatsApp message builder) load with it, not with the dashboard.
                        onSuccess: (a) => void import('./share-views').then((m) => setShare(m.reminderShare(a))),
                        onError: (err) => toast.error(errorMessage(err, messageFor('INTERNAL'))),
                      })
                    }
                  >
                    Lembrar
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
        <SendForApprovalDialog
          key={share?.address.link.id ?? 'none'}
          open={share !== null}
          onClose={() => setShare(null)}
          items={[]}
          shared={share}
        />
      </Card>
    </section>
  );
}

export function ApprovalCountsCards() {
  const { data } = useQuery(approvalCountsQuery());
  const figures = [
    { label: 'Aguardando aprovação', value: data?.pending, filter: 'pending' },
    { label: 'Ajustes pedidos', value: data?.changesRequested, filter: 'changes_requested' },
  ];
  const resend = data?.needsResend ?? 0;
  return (
    <section aria-label="Aprovação dos clientes" className="space-y-2">
      <div className="grid grid-cols-2 gap-3">
        {figures.map((f) => (
          <Link key={f.filter} to={`/history?aprovacao=${f.filter}`} className="min-w-0">
            <Card className="p-4 sm:p-4">
              <p className="text-sm text-slate-600 dark:text-slate-300">{f.label}</p>
              <p className="text-2xl font-bold">{f.value ?? '–'}</p>
            </Card>
          </Link>
        ))}
      </div>
      {/* Items whose only link expired or was revoked wait for nobody: the Aprovações page resends them. */}
      {resend > 0 && (
        <Link to="/approvals" className="block text-sm font-medium text-amber-700 underline dark:text-amber-300">
          {resend === 1 ? '1 conteúdo precisa de novo envio' : `${resend} conteúdos precisam de novo envio`} (Reenviar)
        </Link>
      )}
    </section>
  );
}

/** The share of items whose clients' last answer in the period was "approved". */
export function ApprovalRateCard({ params }: { params: { period: string; start?: string; end?: string } }) {
  const query: Record<string, string> = { period: params.period };
  if (params.start) query.start = params.start;
  if (params.end) query.end = params.end;
  const { data } = useQuery(approvalRateQuery(query));
  return (
    <Card className="p-4 sm:p-4" aria-label="Taxa de aprovação">
      <p className="text-sm text-slate-600 dark:text-slate-300">Taxa de aprovação dos clientes</p>
      <p className="text-2xl font-bold">{data?.rate == null ? '–' : formatPercent(data.rate * 100)}</p>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {data ? `${data.approved} de ${data.answered} conteúdos respondidos no período` : ' '}
      </p>
    </Card>
  );
}
