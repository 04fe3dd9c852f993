/**
 * "Aprovações" (/approvals): each client's round at a glance (aguardando, ajustes, aprovados this
 * month), then the owner's review links, open rounds first, with their state (aberto, respondido, vazio,
 * expirado, revogado), their items' states and the clients' answers (who, when, comment). A link whose
 * address still opens can be copied again, re-sent (the same address), reminded, given a new address
 * (after a confirmation saying the old one stops working) or revoked.
 */
import { useQuery } from '@tanstack/react-query';
import { BellRing, ChevronDown, ChevronUp, Copy, RefreshCw, Send, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@web/lib/toast';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageHeader } from '@web/components/ui/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { ApprovalBadge } from '@web/components/approval/approval-badge';
import { ApprovalEventList } from '@web/components/approval/approval-timeline';
import {
  clientApprovalQuery,
  reviewLinksQuery,
  useRemindReviewLink,
  useRenewReviewLink,
  useReviewLinkAddress,
} from '@web/entities/approval/api';
import {
  copyReviewUrl,
  reminderShare,
  renewedShare,
  resendShare,
  SendForApprovalDialog,
  type ShareView,
} from '@web/components/approval/send-for-approval-dialog';
import { errorMessage } from '@web/lib/api';
import { formatDate, formatDateTime } from '@web/lib/format';
import { useMay } from '@web/lib/session';
import { messageFor } from '@shared/messages';
import {
  isLiveLinkStatus,
  REVIEW_LINK_STATUS_LABELS,
  type ReviewLinkStatus,
  type ReviewLinkSummary,
} from '@shared/schemas/approval';
import { linkDetailQuery, useRevokeReviewLink } from './api';

const STATUS_TONES: Record<ReviewLinkStatus, 'info' | 'success' | 'neutral' | 'danger'> = {
  open: 'info',
  answered: 'success',
  empty: 'neutral',
  expired: 'neutral',
  revoked: 'danger',
};

export default function ApprovalsPage() {
  const { data, isPending, isError } = useQuery(reviewLinksQuery());
  const clients = useQuery(clientApprovalQuery());
  const [share, setShare] = useState<ShareView | null>(null);
  const active = (clients.data ?? []).filter((c) => c.pending + c.changesRequested + c.approved + c.needsResend > 0);

  return (
    <div className="space-y-6">
      <PageHeader title="Aprovações" description="Links enviados aos clientes e as respostas de cada conteúdo." />
      {active.length > 0 && (
        <section aria-labelledby="rounds-by-client" className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption id="rounds-by-client" className="mb-2 text-left font-semibold text-slate-700 dark:text-slate-200">
              Por cliente (este mês)
            </caption>
            <thead className="text-xs text-slate-500 dark:text-slate-400">
              <tr>
                <th scope="col" className="py-1 pr-2 font-medium">
                  Cliente
                </th>
                <th scope="col" className="px-2 py-1 text-right font-medium">
                  Aguardando
                </th>
                <th scope="col" className="px-2 py-1 text-right font-medium">
                  Ajustes
                </th>
                <th scope="col" className="px-2 py-1 text-right font-medium">
                  Aprovados
                </th>
                <th scope="col" className="py-1 pl-2 text-right font-medium">
                  Precisa de novo envio
                </th>
              </tr>
            </thead>
            <tbody>
              {active.map((c) => (
                <tr key={c.clientId ?? 'own'} className="border-t border-slate-200 dark:border-slate-700">
                  <th scope="row" className="py-1.5 pr-2 font-medium break-words">
                    {c.clientName ?? 'Meus conteúdos'}
                  </th>
                  <td className="px-2 py-1.5 text-right tabular-nums">{c.pending}</td>
                  <td className="px-2 py-1.5 text-right tabular-nums">{c.changesRequested}</td>
                  <td className="px-2 py-1.5 text-right tabular-nums">{c.approved}</td>
                  <td className="py-1.5 pl-2 text-right tabular-nums">{c.needsResend}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <p className="text-sm text-red-600">Não foi possível carregar os links.</p>
      ) : data.length === 0 ? (
        <EmptyState title="Nenhum link de aprovação ainda">
          <p className="text-sm">
            Nas listas dos geradores, no Histórico ou no Calendário, selecione conteúdos e toque em “Enviar para
            aprovação”.
          </p>
        </EmptyState>
      ) : (
        <ul className="space-y-4" aria-label="Links de aprovação">
          {data.map((link) => (
            <li key={link.id}>
              <LinkCard link={link} onShare={setShare} />
            </li>
          ))}
        </ul>
      )}
      <SendForApprovalDialog
        key={share ? `${share.title}-${share.address.token}` : 'none'}
        open={share !== null}
        onClose={() => setShare(null)}
        items={[]}
        shared={share}
      />
    </div>
  );
}

function LinkCard({ link, onShare }: { link: ReviewLinkSummary; onShare: (view: ShareView) => void }) {
  const [open, setOpen] = useState(false);
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const [confirmRenew, setConfirmRenew] = useState(false);
  const detail = useQuery(linkDetailQuery(link.id, open));
  const revoke = useRevokeReviewLink();
  const renew = useRenewReviewLink();
  const address = useReviewLinkAddress();
  const remind = useRemindReviewLink();
  // Reading the link's state is for everyone; its address (the client's key to answer) and acting on it
  // (copy, resend, remind, renew, revoke) are for who may send to the client: the server refuses the rest.
  const maySend = useMay('sendForApproval');
  const title = link.clientName ?? 'Meus conteúdos';
  const live = isLiveLinkStatus(link.status);
  const waiting = link.items.filter((i) => i.approvalState === 'pending').length;
  const fail = (err: unknown) => toast.error(errorMessage(err, messageFor('INTERNAL')));

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
            {link.remindedAt ? ` · lembrete enviado em ${formatDateTime(link.remindedAt)}` : ''}
          </p>
        </div>
        <Badge tone={STATUS_TONES[link.status]}>Link: {REVIEW_LINK_STATUS_LABELS[link.status]}</Badge>
      </div>
      {link.status === 'open' && (
        <p className="text-sm text-slate-700 dark:text-slate-200">
          {waiting === 1 ? '1 conteúdo aguardando o cliente' : `${waiting} conteúdos aguardando o cliente`}
        </p>
      )}
      <ul className="space-y-1">
        {link.items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="min-w-0 flex-1 truncate">{item.title}</span>
            <ApprovalBadge state={item.approvalState} />
          </li>
        ))}
        {link.items.length === 0 && (
          <li className="text-sm text-slate-500 dark:text-slate-400">
            Os conteúdos deste link foram excluídos ou enviados em outro link.
          </li>
        )}
        {link.movedCount > 0 && (
          <li className="text-xs text-slate-500 dark:text-slate-400">
            {link.movedCount === 1
              ? '1 conteúdo passou para outro link'
              : `${link.movedCount} conteúdos passaram para outro link`}
          </li>
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
        {live && (
          <>
            {maySend && link.addressKept && (
              <>
                <Button
                  variant="outline"
                  size="sm"
                  busy={address.isPending && address.variables === link.id}
                  icon={<Copy className="h-4 w-4" aria-hidden />}
                  onClick={() => address.mutate(link.id, { onSuccess: (a) => copyReviewUrl(a.url), onError: fail })}
                >
                  Copiar link
                </Button>
                {maySend && (
                  <Button
                    variant="outline"
                    size="sm"
                    icon={<Send className="h-4 w-4" aria-hidden />}
                    onClick={() =>
                      address.mutate(link.id, { onSuccess: (a) => onShare(resendShare(a)), onError: fail })
                    }
                  >
                    Reenviar
                  </Button>
                )}
                {maySend && link.status === 'open' && (
                  <Button
                    variant="outline"
                    size="sm"
                    busy={remind.isPending}
                    icon={<BellRing className="h-4 w-4" aria-hidden />}
                    onClick={() =>
                      remind.mutate(link.id, { onSuccess: (a) => onShare(reminderShare(a)), onError: fail })
                    }
                  >
                    Lembrar
                  </Button>
                )}
              </>
            )}
            {maySend && (
              <Button
                variant="outline"
                size="sm"
                busy={renew.isPending}
                icon={<RefreshCw className="h-4 w-4" aria-hidden />}
                onClick={() => setConfirmRenew(true)}
              >
                Gerar novo endereço
              </Button>
            )}
            {maySend && (
              <Button
                variant="outline"
                size="sm"
                busy={revoke.isPending}
                icon={<XCircle className="h-4 w-4" aria-hidden />}
                onClick={() => setConfirmRevoke(true)}
              >
                Revogar
              </Button>
            )}
            <ConfirmDialog
              open={confirmRenew}
              title="Gerar novo endereço"
              confirmLabel="Gerar novo endereço"
              busy={renew.isPending}
              onCancel={() => setConfirmRenew(false)}
              onConfirm={() =>
                renew.mutate(link.id, {
                  onSuccess: (a) => {
                    setConfirmRenew(false);
                    onShare(renewedShare(a));
                  },
                  onError: fail,
                })
              }
            >
              O endereço atual deixa de funcionar na hora: quem abrir o link antigo verá “Link não encontrado”. Os
              conteúdos e as respostas continuam. Gerar um novo endereço?
            </ConfirmDialog>
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
                  onError: fail,
                })
              }
            >
              Revogar este link? O cliente não poderá mais abri-lo.
            </ConfirmDialog>
          </>
        )}
        {link.clientId && (
          <Link
            to={`/history?cliente=${link.clientId}`}
            className="inline-flex items-center px-2 text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
          >
            Ver no Histórico
          </Link>
        )}
      </div>
      {!link.addressKept && live && (
        <p className="text-xs text-slate-500 dark:text-slate-400">{messageFor('APPROVAL_ADDRESS_UNAVAILABLE')}</p>
      )}
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
