/**
 * Client management: the agency's slots, the create/edit form, the client list with edit,
 * delete and content export, and — at the limit — the offer of a custom plan through the chat link.
 * What each card offers follows the person's role (`useMay`): creating, changing and deleting clients and
 * the plan's slots are the Dono's; an Editor opens a client's brand voice, sends to the client and creates
 * content; a Revisor reads. A member given some clients counts only theirs.
 */
import { ClientActivity } from './client-activity';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@web/lib/toast';
import {
  Building2,
  Check,
  Download,
  Mail,
  MessageCircle,
  Mic,
  Pencil,
  Phone,
  Plus,
  Send,
  Sparkles,
  Trash2,
  Users,
} from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@web/components/ui/page-header';
import { Notice } from '@web/components/ui/notice';
import { Card, CardTitle } from '@web/components/ui/card';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Badge } from '@web/components/ui/badge';
import { Spinner } from '@web/components/ui/spinner';
import { EmptyState } from '@web/components/ui/empty-state';
import { Modal } from '@web/components/ui/modal';
import { useClients } from '@web/entities/clients/api';
import { ApiError, errorMessage } from '@web/lib/api';
import { useAppConfig, useMay, useMe } from '@web/lib/session';
import { interpolate } from '@shared/messages';
import { roleTexts } from '@shared/messages/team-texts';
import { usePricedPlans } from '@web/components/plans/plan-cards';
import { formatMoney } from '@web/lib/format';
import { PLANS } from '@shared/plans';
import { formatDate } from '@web/lib/format';
import { MENU_KINDS, kindInfo } from '@shared/content-kinds';
import { nicheLabel } from '@shared/niches';
import { kindIcon } from '@web/components/kind-icons';
import { clientToasts } from '@shared/messages/clients';
import type { ClientFormValues, ClientQuota, ClientView } from '@shared/schemas/clients';
import { useDeleteClient, useSaveClient } from './api';
import { ClientForm } from './client-form';
import { ClientExportDialog } from './client-export-dialog';
import { VoiceSection } from '@web/components/voice/voice-section';
import { BrandKitSection } from '@web/components/brand-kit/brand-kit-section';
import { clientApprovalQuery } from '@web/entities/approval/api';
import { clientPublicationQuery } from '@web/entities/publication/api';
import { PublicationSummaryLine, type ClientPublication } from './publication-summary';
import { ApprovalSummaryLine } from '@web/components/approval/approval-summary';
import type { ClientApprovalSummary } from '@shared/schemas/approval';

/** The form open above the list; 'voice' is a client's brand voice alone (who may not change the client). */
type FormState =
  | { mode: 'closed' }
  | { mode: 'create' }
  | { mode: 'edit'; client: ClientView }
  | { mode: 'voice'; client: ClientView };

function limitLabel(quota: Pick<ClientQuota, 'limit' | 'unlimited'>): string {
  return quota.unlimited ? 'Ilimitado' : String(quota.limit);
}

/**
 * A creator who opens this page learns what the agency plan adds and how to get it, instead of an error
 * that no retry can fix (the server answers AGENCY_ONLY to anyone without the agency plan).
 */
function AgencyPlanOffer() {
  const { plans } = usePricedPlans();
  const agency = plans?.find((p) => p.key === 'agency');
  const features = agency?.features ?? PLANS.agency.features;
  return (
    <div className="space-y-6">
      <PageHeader title="Gerenciar Clientes" icon={<Users className="h-6 w-6" aria-hidden />} />
      <Card className="space-y-4">
        <div className="flex items-start gap-3">
          <Building2 className="mt-0.5 h-6 w-6 shrink-0 text-brand-600 dark:text-brand-400" aria-hidden />
          <div>
            <CardTitle as="h2">Clientes fazem parte do Plano Agência</CardTitle>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              Com o Plano Agência você cadastra seus clientes e cria roteiros, stories, legendas e anúncios em nome de
              cada um
              {agency ? `, por ${formatMoney(agency.monthlyPrice)}/mês` : ''}.
            </p>
          </div>
        </div>
        <ul className="grid gap-2 text-sm text-slate-700 sm:grid-cols-2 dark:text-slate-200">
          {features.map((f) => (
            <li key={f} className="flex items-start gap-2">
              <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />
              {f}
            </li>
          ))}
        </ul>
        <Link to="/subscription" className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}>
          Conhecer o Plano Agência
        </Link>
      </Card>
    </div>
  );
}

export default function ClientManagementPage() {
  const { data: me } = useMe();
  const creator = me ? me.profile.subscriptionType !== 'agency' : false;
  const clients = useClients({ enabled: !creator });
  const refused = clients.error instanceof ApiError && clients.error.code === 'AGENCY_ONLY';
  if (creator || refused) return <AgencyPlanOffer />;
  return <AgencyClients clients={clients} />;
}

function AgencyClients({ clients: query }: { clients: ReturnType<typeof useClients> }) {
  const { data, isPending, isError, error, refetch } = query;
  const config = useAppConfig();
  const save = useSaveClient();
  const remove = useDeleteClient();
  const mayManage = useMay('manageClients');
  const mayVoice = useMay('editVoice');
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const [toDelete, setToDelete] = useState<ClientView | null>(null);
  const [toExport, setToExport] = useState<ClientView | null>(null);
  const approval = useQuery(clientApprovalQuery('month', (data?.clients.length ?? 0) > 0));
  const publication = useQuery(clientPublicationQuery((data?.clients.length ?? 0) > 0));
  const formRef = useRef<HTMLDivElement>(null);
  // The generators link here with ?voz=<client id> to edit that client's brand voice.
  const [params, setParams] = useSearchParams();
  const voiceOf = params.get('voz');
  useEffect(() => {
    const client = voiceOf ? data?.clients.find((c) => c.id === voiceOf) : undefined;
    if (!client) return;
    if (mayManage) setForm({ mode: 'edit', client });
    else if (mayVoice) setForm({ mode: 'voice', client });
    setParams({}, { replace: true });
    requestAnimationFrame(() => document.getElementById('voz-da-marca')?.scrollIntoView?.({ block: 'start' }));
  }, [voiceOf, data, setParams, mayManage, mayVoice]);

  if (isPending) return <Spinner label="Carregando clientes..." />;
  if (isError) {
    return (
      <div>
        <PageHeader title="Gerenciar Clientes" />
        <Notice
          tone="danger"
          title="Não foi possível carregar seus clientes."
          action={<Button onClick={() => void refetch()}>Tentar Novamente</Button>}
        >
          {errorMessage(error, '')}
        </Notice>
      </div>
    );
  }

  const { clients, quota } = data;
  // The slots are the plan's, the Dono's business: a member sees the clients they work on.
  const atLimit = mayManage && !quota.unlimited && quota.current >= quota.limit;
  const chatUrl = config.data?.chatUrl;

  const openForm = (next: FormState) => {
    setServerErrors(undefined);
    setForm(next);
    requestAnimationFrame(() => formRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }));
  };

  const submit = (values: ClientFormValues) => {
    const id = form.mode === 'edit' ? form.client.id : null;
    setServerErrors(undefined);
    save.mutate(
      { id, values },
      {
        onSuccess: ({ created }) => {
          toast.success(created ? clientToasts.CREATED : clientToasts.UPDATED);
          setForm({ mode: 'closed' });
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === 'CLIENT_LIMIT_REACHED') {
            toast.error(err.message);
            setForm({ mode: 'closed' });
            return;
          }
          if (err instanceof ApiError && err.fields) setServerErrors(err.fields);
          toast.error(
            clientToasts.SAVE_FAILED,
            err instanceof ApiError && err.status !== 400 ? { description: err.message } : undefined,
          );
        },
      },
    );
  };

  const confirmDelete = () => {
    const client = toDelete;
    if (!client) return;
    remove.mutate(client.id, {
      onSuccess: () => {
        toast.success(clientToasts.DELETED);
        if (form.mode === 'edit' && form.client.id === client.id) setForm({ mode: 'closed' });
      },
      onError: () => toast.error(clientToasts.DELETE_FAILED),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Gerenciar Clientes"
        description={
          mayManage
            ? 'Cadastre os clientes da sua agência e crie conteúdo para cada um.'
            : roleTexts.MEMBER_CLIENTS_DESCRIPTION
        }
        icon={<Users className="h-6 w-6" aria-hidden />}
        actions={
          mayManage && (
            <Button
              icon={<Plus className="h-4 w-4" aria-hidden />}
              disabled={atLimit}
              onClick={() => openForm({ mode: 'create' })}
              className="w-full sm:w-auto"
            >
              {atLimit ? `Limite Atingido (${quota.current}/${quota.limit})` : 'Novo Cliente'}
            </Button>
          )
        }
      />

      {mayManage ? (
        <section aria-label="Uso do plano" className="grid grid-cols-2 gap-3">
          <Card className="p-4 sm:p-4">
            <p className="text-sm text-slate-600 dark:text-slate-400">Clientes cadastrados</p>
            <p className="mt-1 text-2xl font-bold text-slate-900 dark:text-white" data-testid="client-counter">
              {quota.current}/{limitLabel(quota)}
            </p>
          </Card>
          <Card className="p-4 sm:p-4">
            <p className="text-sm text-slate-600 dark:text-slate-400">Vagas restantes</p>
            <p className="mt-1 text-2xl font-bold text-slate-900 dark:text-white" data-testid="client-remaining">
              {quota.unlimited ? 'Ilimitado' : quota.remaining}
            </p>
          </Card>
        </section>
      ) : (
        <p className="text-sm font-medium text-slate-700 dark:text-slate-200" data-testid="client-counter">
          {interpolate(roleTexts.MEMBER_CLIENT_COUNT, { n: clients.length })}
        </p>
      )}

      {atLimit && (
        <Notice
          tone="warning"
          title={`Você atingiu o limite de ${quota.limit} clientes do seu plano`}
          action={
            chatUrl ? (
              <a
                href={chatUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}
              >
                <MessageCircle className="h-4 w-4" aria-hidden />
                Solicitar plano personalizado
              </a>
            ) : null
          }
        >
          <p>Precisa de mais clientes? Fale com a nossa equipe e monte um plano personalizado para a sua agência.</p>
        </Notice>
      )}

      {form.mode !== 'closed' && (
        <div ref={formRef} className="scroll-mt-20">
          {form.mode === 'voice' ? (
            <div className="space-y-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <CardTitle>{`Voz da marca: ${form.client.name}`}</CardTitle>
                <Button variant="ghost" size="sm" onClick={() => setForm({ mode: 'closed' })}>
                  Fechar
                </Button>
              </div>
              <VoiceSection subject={form.client.id} />
            </div>
          ) : (
            <>
              <Card>
                <CardTitle className="mb-4">
                  {form.mode === 'edit' ? `Editar Cliente: ${form.client.name}` : 'Novo Cliente'}
                </CardTitle>
                <ClientForm
                  client={form.mode === 'edit' ? form.client : null}
                  busy={save.isPending}
                  serverErrors={serverErrors}
                  onSubmit={submit}
                  onCancel={() => setForm({ mode: 'closed' })}
                />
              </Card>
              {form.mode === 'edit' && (
                <div className="mt-6 space-y-6">
                  <VoiceSection subject={form.client.id} />
                  <BrandKitSection subject={form.client.id} />
                </div>
              )}
            </>
          )}
        </div>
      )}

      <section aria-labelledby="clients-heading" className="space-y-3">
        <h2 id="clients-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          Seus clientes
        </h2>
        {clients.length === 0 ? (
          <EmptyState icon={<Users className="h-8 w-8" aria-hidden />} title="Nenhum cliente cadastrado">
            <p>
              {mayManage
                ? 'Cadastre o primeiro cliente para gerar conteúdo em nome dele.'
                : roleTexts.MEMBER_NO_CLIENTS}
            </p>
          </EmptyState>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {clients.map((client) => (
              <li key={client.id}>
                <ClientCard
                  client={client}
                  approval={approval.data?.find((a) => a.clientId === client.id)}
                  publication={
                    publication.data
                      ? (publication.data.clients.find((p) => p.clientId === client.id) ?? null)
                      : undefined
                  }
                  onEdit={mayManage ? () => openForm({ mode: 'edit', client }) : undefined}
                  onVoice={!mayManage && mayVoice ? () => openForm({ mode: 'voice', client }) : undefined}
                  onDelete={mayManage ? () => setToDelete(client) : undefined}
                  onExport={() => setToExport(client)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <Modal open={toDelete !== null} onClose={() => !remove.isPending && setToDelete(null)} title="Excluir cliente">
        {toDelete && (
          <div className="space-y-4">
            <p>{`Tem certeza que deseja excluir ${toDelete.name}?`}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              O conteúdo gerado para este cliente também será excluído.
            </p>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => setToDelete(null)} disabled={remove.isPending}>
                Cancelar
              </Button>
              <Button variant="danger" busy={remove.isPending} onClick={confirmDelete}>
                Excluir
              </Button>
            </div>
          </div>
        )}
      </Modal>

      <ClientExportDialog client={toExport} onClose={() => setToExport(null)} />
    </div>
  );
}

function ClientCard({
  client,
  approval,
  publication,
  onEdit,
  onVoice,
  onDelete,
  onExport,
}: {
  client: ClientView;
  /** This client's approval this month; absent while it loads. */
  approval?: ClientApprovalSummary;
  /** This client's posting plan (null: nothing scheduled nor published); absent while it loads. */
  publication?: ClientPublication | null;
  /** Absent: the role may not do it, and the card does not offer it. */
  onEdit?: () => void;
  onVoice?: () => void;
  onDelete?: () => void;
  onExport: () => void;
}) {
  const niche = nicheLabel(client.niche);
  const maySend = useMay('sendForApproval');
  const mayGenerate = useMay('generate');
  return (
    <Card className="flex h-full flex-col gap-3 p-4 sm:p-5" data-testid="client-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 break-words text-base font-semibold text-slate-900 dark:text-white">{client.name}</h3>
        {niche && <Badge tone="brand">{niche}</Badge>}
      </div>
      <dl className="space-y-1 text-sm text-slate-600 dark:text-slate-300">
        {client.email && (
          <div className="flex min-w-0 items-center gap-2">
            <dt>
              <span className="sr-only">E-mail</span>
              <Mail className="h-4 w-4 shrink-0" aria-hidden />
            </dt>
            <dd className="min-w-0 break-all">{client.email}</dd>
          </div>
        )}
        {client.phone && (
          <div className="flex items-center gap-2">
            <dt>
              <span className="sr-only">Telefone</span>
              <Phone className="h-4 w-4 shrink-0" aria-hidden />
            </dt>
            <dd>{client.phone}</dd>
          </div>
        )}
        {client.dailyRoutine && (
          <div>
            <dt className="font-medium text-slate-700 dark:text-slate-200">Rotina diária</dt>
            <dd className="line-clamp-3 whitespace-pre-line break-words">{client.dailyRoutine}</dd>
          </div>
        )}
        {client.notes && (
          <div>
            <dt className="font-medium text-slate-700 dark:text-slate-200">Observações</dt>
            <dd className="line-clamp-3 whitespace-pre-line break-words">{client.notes}</dd>
          </div>
        )}
      </dl>
      <p className="text-xs text-slate-500 dark:text-slate-400">Cadastrado em {formatDate(client.createdAt)}</p>
      {publication !== undefined && <PublicationSummaryLine summary={publication ?? undefined} />}
      {approval && (
        <Link
          to={`/history?cliente=${client.id}`}
          className="block rounded-lg bg-slate-50 px-3 py-2 hover:bg-brand-50 dark:bg-slate-800/60 dark:hover:bg-brand-900/20"
        >
          <ApprovalSummaryLine summary={approval} />
          <span className="text-xs text-slate-500 dark:text-slate-400">Este mês · ver no Histórico</span>
        </Link>
      )}
      <div className="mt-auto grid grid-cols-2 gap-2">
        {onEdit && (
          <Button
            variant="outline"
            size="sm"
            icon={<Pencil className="h-4 w-4" aria-hidden />}
            onClick={onEdit}
            aria-label={`Editar ${client.name}`}
          >
            Editar
          </Button>
        )}
        {onDelete && (
          <Button
            variant="ghost"
            size="sm"
            className="text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/40"
            icon={<Trash2 className="h-4 w-4" aria-hidden />}
            onClick={onDelete}
            aria-label={`Excluir ${client.name}`}
          >
            Excluir
          </Button>
        )}
        {onVoice && (
          <Button
            variant="outline"
            size="sm"
            className="col-span-2"
            icon={<Mic className="h-4 w-4" aria-hidden />}
            onClick={onVoice}
            aria-label={`Voz da marca de ${client.name}`}
          >
            Voz da marca
          </Button>
        )}
        <Button
          variant="secondary"
          size="sm"
          className="col-span-2"
          icon={<Download className="h-4 w-4" aria-hidden />}
          onClick={onExport}
          aria-label={`Exportar conteúdo de ${client.name}`}
        >
          Exportar conteúdo
        </Button>
        {/* Sending for approval happens on History, filtered to this client: select items there. */}
        {maySend && (
          <Link
            to={`/history?cliente=${client.id}`}
            className={buttonClasses('outline', 'sm', 'col-span-2')}
            aria-label={`Enviar para aprovação: conteúdos de ${client.name}`}
          >
            <Send className="h-4 w-4" aria-hidden />
            Enviar para aprovação
          </Link>
        )}
      </div>
      {mayGenerate && <CreateContentLinks client={client} />}
      <ClientActivity clientId={client.id} clientName={client.name} />
    </Card>
  );
}

/**
 * "Criar conteúdo": one link per generator, opening it with this client already chosen (?clientId=…).
 * Folded by default so the card stays short on a phone.
 */
function CreateContentLinks({ client }: { client: ClientView }) {
  return (
    <details className="group rounded-lg border border-slate-200 dark:border-slate-700">
      <summary
        className="flex cursor-pointer list-none items-center justify-center gap-2 px-3 py-2 text-sm font-medium text-brand-700 dark:text-brand-300"
        aria-label={`Criar conteúdo para ${client.name}`}
      >
        <Sparkles className="h-4 w-4" aria-hidden />
        Criar conteúdo
      </summary>
      <ul className="grid grid-cols-1 gap-1 border-t border-slate-200 p-2 dark:border-slate-700 sm:grid-cols-2">
        {MENU_KINDS.map((kind) => {
          const { route, pluralLabel } = kindInfo(kind);
          const Icon = kindIcon(kind);
          return (
            <li key={kind}>
              <Link
                to={`${route}?clientId=${encodeURIComponent(client.id)}`}
                className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-brand-50 dark:text-slate-200 dark:hover:bg-brand-900/20"
              >
                <Icon className="h-4 w-4 shrink-0" aria-hidden />
                {pluralLabel}
              </Link>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
