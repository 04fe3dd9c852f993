/**
 * "Aprovações" (/approvals): the owner's review links with their items' states, the clients' answers
 * (who, when, comment), "Revogar" and "Reenviar" (a new address for the same link).
 */
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, ChevronUp, RefreshCw, XCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { ApprovalBadge } from '@web/components/approval/approval-badge';
import { ApprovalEventList } from '@web/components/approval/approval-timeline';
import { reviewLinksQuery, useRenewReviewLink } from '@web/entities/approval/api';
import { SendForApprovalDialog } from '@web/components/approval/send-for-approval-dialog';
import { errorMessage } from '@web/lib/api';
import { formatDate } from '@web/lib/format';
import { messageFor } from '@shared/messages';
import type { CreatedReviewLink, ReviewLinkStatus, ReviewLinkSummary } from '@shared/schemas/approval';
import { linkDetailQuery, useRevokeReviewLink } from './api';

const STATUS: Record<ReviewLinkStatus, { label: string; tone: 'success' | 'neutral' | 'danger' }> = {
  open: { label: 'Ativo', tone: 'success' },
  expired: { label: 'Expirado', tone: 'neutral' },
  revoked: { label: 'Revogado', tone: 'danger' },
};

export default function ApprovalsPage() {
  const { data, isPending, isError } = useQuery(reviewLinksQuery());
  const [resend, setResend] = useState<CreatedReviewLink | null>(null);

  return (
    <div className="space-y-6">
      <PageHeader title="Aprovações" description="Links enviados aos clientes e as respostas de cada conteúdo." />
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <p className="text-sm text-red-600">Não foi possível carregar os links.</p>
      ) : data.length === 0 ? (
        <EmptyState title="Nenhum link de aprovação ainda">
          <p className="text-sm">No Histórico, selecione conteúdos e toque em “Enviar para aprovação”.</p>
        </EmptyState>
      ) : (
        <ul className="space-y-4">
          {data.map((link) => (
            <li key={link.id}>
              <LinkCard link={link} onResend={setResend} />
            </li>
          ))}
        </ul>
      )}
      <SendForApprovalDialog
        key={resend?.token ?? 'none'}
        open={resend !== null}
        onClose={() => setResend(null)}
        items={[]}
        created={resend}
      />
    </div>
  );
}

function LinkCard({ link, onResend }: { link: ReviewLinkSummary; onResend: (c: CreatedReviewLink) => void }) {
  const [open, setOpen] = useState(false);
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const detail = useQuery(linkDetailQuery(link.id, open));
  const revoke = useRevokeReviewLink();
  const renew = useRenewReviewLink();
  const status = STATUS[link.status];
  const title = link.clientName ?? 'Meus conteúdos';

  return (
    <Card className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold break-words">{title}</h2>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            Criado em {formatDate(link.createdAt)} ·{' '}
            {link.status === 'revoked' && link.revokedAt
              ? `revogado em ${formatDate(link.revokedAt)}`
              : `válido até ${formatDate(link.expiresAt)}`}
          </p>
        </div>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <ul className="space-y-1">
        {link.items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="min-w-0 flex-1 truncate">{item.title}</span>
            <ApprovalBadge state={item.approvalState} />
          </li>
        ))}
        {link.items.length === 0 && (
          <li className="text-sm text-slate-500">Os conteúdos deste link foram excluídos.</li>
        )}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          icon={open ? <ChevronUp className="h-4 w-4" aria-hidden /> : <ChevronDown className="h-4 w-4" aria-hidden />}
          onClick={() => setOpen((v) => !v)}
        >
          Respostas
        </Button>
        {link.status === 'open' && (
          <>
            <Button
              variant="outline"
              size="sm"
              busy={renew.isPending}
              icon={<RefreshCw className="h-4 w-4" aria-hidden />}
              title="Gera um novo endereço para este link; o anterior deixa de funcionar."
              onClick={() =>
                renew.mutate(link.id, {
                  onSuccess: onResend,
                  onError: (err) => toast.error(errorMessage(err, messageFor('INTERNAL'))),
                })
              }
            >
              Reenviar
            </Button>
            <Button
              variant="outline"
              size="sm"
              busy={revoke.isPending}
              icon={<XCircle className="h-4 w-4" aria-hidden />}
              onClick={() => setConfirmRevoke(true)}
            >
              Revogar
            </Button>
            <ConfirmDialog
              open={confirmRevoke}
              title="Revogar link"
              confirmLabel="Revogar"
              busy={revoke.isPending}
              onCancel={() => setConfirmRevoke(false)}
              onConfirm={() =>
                revoke.mutate(link.id, {
                  onSuccess: () => {
                    setConfirmRevoke(false);
                    toast.success('Link revogado');
                  },
                  onError: (err) => toast.error(errorMessage(err, messageFor('INTERNAL'))),
                })
              }
            >
              Revogar este link? O cliente não poderá mais abri-lo.
            </ConfirmDialog>
          </>
        )}
      </div>
      {open &&
        (detail.isPending ? (
          <Spinner className="py-4" />
        ) : detail.data ? (
          <div className="space-y-3">
            {detail.data.link.items.map((item) => {
              const events = detail.data.events.filter((e) => e.itemId === item.id);
              return (
                <div key={item.id} className="space-y-1">
                  <p className="text-sm font-medium">{item.title}</p>
                  <ApprovalEventList events={events} />
                </div>
              );
            })}
          </div>
        ) : (
          <p className="text-sm text-red-600">Não foi possível carregar as respostas.</p>
        ))}
    </Card>
  );
}
