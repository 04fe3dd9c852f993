/**
 * History: every saved item of the user (an agency's: its clients'), filtered by type, status and,
 * for agencies, client; previews of 300 characters (2 scenes / parts / slides); a detail modal with the
 * whole item. Keyset pages of 20 load with "Carregar mais" or when the end of the list comes into view.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ItemImages } from '@web/components/content/item-images';
import { History as HistoryIcon, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@web/lib/toast';
import type { ContentItem } from '@shared/content-item';
import { keepsTimedParts, kindInfo } from '@shared/content-kinds';
import { contentPreview, exportText, partsProgress } from '@shared/content-view';
import {
  CONTENT_APPROVAL_FILTERS,
  CONTENT_STATUS_FILTERS,
  CONTENT_TYPE_FILTERS,
  type ContentApprovalFilter,
  type ContentStatusFilter,
  type ContentTypeFilter,
} from '@shared/schemas/content';
import { useClients } from '@web/entities/clients/api';
import { useWorkspacePeople, useWorksWithOthers } from '@web/entities/activity/api';
import { ContentBody, OptionBadges } from '@web/components/content/content-body';
import { contentItemQuery, useDeleteContent } from '@web/entities/content/api';
import { isUuid } from '@shared/ids';
import { ExpiryNotice, ItemMeta } from '@web/components/content/content-card';
import { STATUS_LABELS } from '@web/components/content/content-texts';
import { ActionRow, CopyButton, ExportButton, ToggleDoneButton } from '@web/components/content/item-actions';
import { ItemExtraActions } from '@web/components/content/item-extra-actions';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { SelectField } from '@web/components/ui/field';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Modal } from '@web/components/ui/modal';
import { Notice } from '@web/components/ui/notice';
import { PageHeader } from '@web/components/ui/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api';
import { useMay, useMe } from '@web/lib/session';
import { roleTexts } from '@shared/messages/team-texts';
import { historyQuery, type HistoryFilters } from './api';
import { ApprovalBadge } from '@web/components/approval/approval-badge';
import { PublicationBadge } from '@web/components/publication/publication-badge';
import { ApprovalTimeline } from '@web/components/approval/approval-timeline';
import {
  ApprovalSelectCheckbox,
  ApprovalSelectionBar,
  useApprovalSelection,
  type ApprovalSelection,
} from '@web/components/approval/approval-selection';
import { APPROVAL_STATE_LABELS } from '@shared/approval-states';

const TYPE_OPTIONS = CONTENT_TYPE_FILTERS.map((t) => ({
  value: t,
  label: t === 'all' ? 'Todos os tipos' : kindInfo(t).label,
}));
const STATUS_OPTIONS = CONTENT_STATUS_FILTERS.map((s) => ({
  value: s,
  label: s === 'all' ? 'Todos os status' : STATUS_LABELS[s],
}));

const APPROVAL_OPTIONS = CONTENT_APPROVAL_FILTERS.map((s) => ({
  value: s,
  label: s === 'all' ? 'Todas as aprovações' : APPROVAL_STATE_LABELS[s],
}));

function readFilters(params: URLSearchParams, agency: boolean): HistoryFilters {
  const type = params.get('tipo') ?? 'all';
  const status = params.get('status') ?? 'all';
  const approval = params.get('aprovacao') ?? 'all';
  return {
    approval: (CONTENT_APPROVAL_FILTERS as readonly string[]).includes(approval)
      ? (approval as ContentApprovalFilter)
      : 'all',
    type: (CONTENT_TYPE_FILTERS as readonly string[]).includes(type) ? (type as ContentTypeFilter) : 'all',
    status: (CONTENT_STATUS_FILTERS as readonly string[]).includes(status) ? (status as ContentStatusFilter) : 'all',
    clientId: agency ? params.get('cliente') || null : null,
    createdBy: agency ? params.get('autor') || null : null,
  };
}

function StatusBadge({ item }: { item: ContentItem }) {
  if (item.completed) return <Badge tone="success">{STATUS_LABELS.completed}</Badge>;
  if (item.status === 'in_progress') return <Badge tone="info">{STATUS_LABELS.in_progress}</Badge>;
  return <Badge tone="warning">{STATUS_LABELS.pending}</Badge>;
}

/** "Criado por <nome>": only in a team (a person working alone knows who made everything). */
function AuthorLine({ item, authors }: { item: ContentItem; authors: ReadonlyMap<string, string> | null }) {
  const name = authors && item.createdBy ? authors.get(item.createdBy) : undefined;
  if (!name) return null;
  return <p className="text-sm text-slate-600 dark:text-slate-300">Criado por {name}</p>;
}

function HistoryRow({
  item,
  authors,
  onOpen,
  selection,
}: {
  item: ContentItem;
  authors: ReadonlyMap<string, string> | null;
  onOpen: () => void;
  selection: ApprovalSelection;
}) {
  return (
    <li>
      <Card className="space-y-2" data-testid="history-item">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge tone="brand">{kindInfo(item.type)?.label ?? item.type}</Badge>
          <StatusBadge item={item} />
          <ApprovalBadge state={item.approvalState} needsResend={item.approvalNeedsResend} hideNone />
          <PublicationBadge state={item.publicationState} publishAt={item.publishAt} />
        </div>
        <h2 className="break-words font-semibold text-slate-900 dark:text-white">{item.title}</h2>
        <ItemMeta item={{ ...item, completed: false }} />
        <AuthorLine item={item} authors={authors} />
        <p className="whitespace-pre-line break-words text-sm text-slate-700 dark:text-slate-300">
          {contentPreview(item)}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button variant="outline" size="sm" onClick={onOpen}>
            Ver detalhes
          </Button>
          <ApprovalSelectCheckbox item={item} selection={selection} />
        </div>
      </Card>
    </li>
  );
}

function DetailModal({
  item,
  authors,
  onClose,
}: {
  item: ContentItem | null;
  authors: ReadonlyMap<string, string> | null;
  onClose: () => void;
}) {
  const remove = useDeleteContent();
  const mayEdit = useMay('edit');
  const [confirming, setConfirming] = useState(false);
  const confirmDelete = () => {
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        toast.success('Conteúdo excluído com sucesso!');
        setConfirming(false);
        onClose();
      },
      onError: (err) => toast.error(errorMessage(err, 'Erro ao excluir conteúdo')),
    });
  };
  return (
    <>
      <Modal open={item !== null} onClose={onClose} title={item ? item.title : 'Detalhes'} wide>
        {item && (
          <div className="space-y-4">
            <div className="flex flex-wrap items-center gap-1.5">
              <Badge tone="brand">{kindInfo(item.type)?.label ?? item.type}</Badge>
              <StatusBadge item={item} />
              <ApprovalBadge state={item.approvalState} needsResend={item.approvalNeedsResend} />
              <PublicationBadge state={item.publicationState} publishAt={item.publishAt} />
            </div>
            <ItemMeta item={{ ...item, completed: false }} />
            <AuthorLine item={item} authors={authors} />
            <OptionBadges item={item} />
            {keepsTimedParts(item.type) && item.parts.length > 0 && (
              <p className="text-sm text-slate-600 dark:text-slate-300">
                Progresso: {partsProgress(item.parts)}% ({item.parts.filter((p) => p.completed).length} de{' '}
                {item.parts.length} partes feitas)
              </p>
            )}
            <ContentBody item={item} />
            <ItemImages item={item} />
            {item.expiresAt && <ExpiryNotice item={item} />}
            {item.approvalState && item.approvalState !== 'none' && <ApprovalTimeline itemId={item.id} />}
            <ActionRow>
              <CopyButton text={exportText(item)} />
              <ExportButton item={item} />
              <ToggleDoneButton item={item} />
              <ItemExtraActions item={item} />
              {mayEdit && (
                <Button
                  variant="danger"
                  size="sm"
                  icon={<Trash2 className="h-4 w-4" aria-hidden />}
                  onClick={() => setConfirming(true)}
                >
                  Excluir
                </Button>
              )}
            </ActionRow>
          </div>
        )}
      </Modal>
      <ConfirmDialog
        open={item !== null && confirming}
        title="Excluir conteúdo"
        confirmLabel="Excluir"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      >
        <p>Tem certeza que deseja excluir este conteúdo?</p>
        {item && <p className="mt-1 font-medium break-words">{item.title}</p>}
      </ConfirmDialog>
    </>
  );
}

export default function HistoryPage() {
  const { data: me } = useMe();
  const agency = me?.profile.subscriptionType === 'agency';
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params, agency);
  const clients = useClients({ enabled: agency });
  const people = useWorkspacePeople({ enabled: agency });
  const authors = useMemo(() => {
    const list = people.data?.people ?? [];
    return list.length > 1 ? new Map(list.map((p) => [p.id, p.name])) : null;
  }, [people.data]);
  const team = useWorksWithOthers();
  const mayGenerate = useMay('generate');
  const query = useInfiniteQuery(historyQuery(filters));
  const [openId, setOpenId] = useState<string | null>(null);
  const selection = useApprovalSelection();
  const sentinel = useRef<HTMLDivElement>(null);

  // `?item=<id>` (the Revisor's dashboard links there) opens that item, read on its own when it is not on
  // the pages loaded so far.
  const linkedId = params.get('item');
  const linked = useQuery({ ...contentItemQuery(linkedId ?? ''), enabled: !!linkedId && isUuid(linkedId) });
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const shownId = openId ?? linkedId;
  const open = items.find((i) => i.id === shownId) ?? (shownId === linkedId ? (linked.data ?? null) : null);
  const closeItem = () => {
    setOpenId(null);
    if (linkedId) {
      const next = new URLSearchParams(params);
      next.delete('item');
      setParams(next, { replace: true });
    }
  };
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  // Infinite scroll: the next page loads when the end of the list comes into view.
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const setFilter = (key: 'tipo' | 'status' | 'cliente' | 'aprovacao' | 'autor', value: string) => {
    const next = new URLSearchParams(params);
    if (!value || value === 'all') next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Histórico"
        description={team ? roleTexts.HISTORY_TEAM : 'Todo o conteúdo que você já gerou.'}
        icon={<HistoryIcon className="h-6 w-6" aria-hidden />}
      />

      <Card>
        <form
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
          aria-label="Filtros do histórico"
          onSubmit={(e) => e.preventDefault()}
        >
          <SelectField
            label="Tipo de conteúdo"
            options={TYPE_OPTIONS}
            value={filters.type}
            onChange={(e) => setFilter('tipo', e.target.value)}
          />
          <SelectField
            label="Status"
            options={STATUS_OPTIONS}
            value={filters.status}
            onChange={(e) => setFilter('status', e.target.value)}
          />
          <SelectField
            label="Aprovação"
            options={APPROVAL_OPTIONS}
            value={filters.approval}
            onChange={(e) => setFilter('aprovacao', e.target.value)}
          />
          {agency && (
            <SelectField
              label="Cliente"
              options={[
                { value: '', label: 'Todos os clientes' },
                ...(clients.data?.clients ?? []).map((c) => ({ value: c.id, label: c.name })),
              ]}
              value={filters.clientId ?? ''}
              onChange={(e) => setFilter('cliente', e.target.value)}
            />
          )}
          {agency && (
            <SelectField
              label="Autor"
              options={[
                { value: '', label: 'Criado por qualquer pessoa' },
                ...(people.data?.people ?? []).map((p) => ({ value: p.id, label: `Criado por ${p.name}` })),
              ]}
              value={filters.createdBy ?? ''}
              onChange={(e) => setFilter('autor', e.target.value)}
            />
          )}
        </form>
      </Card>

      {query.isPending ? (
        <Spinner label="Carregando histórico..." />
      ) : query.isError ? (
        <Notice
          tone="danger"
          title="Não foi possível carregar o histórico."
          action={
            <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
              Tentar novamente
            </Button>
          }
        >
          {errorMessage(query.error, 'Erro de conexão. Verifique sua internet e tente novamente.')}
        </Notice>
      ) : items.length === 0 ? (
        <EmptyState title="Nenhum conteúdo encontrado">
          <p className="text-sm">
            {mayGenerate ? 'Gere conteúdo nos geradores ou mude os filtros.' : 'Mude os filtros.'}
          </p>
        </EmptyState>
      ) : (
        <>
          <ul className="space-y-3" aria-label="Conteúdos">
            {items.map((item) => (
              <HistoryRow
                key={item.id}
                item={item}
                authors={authors}
                onOpen={() => setOpenId(item.id)}
                selection={selection}
              />
            ))}
          </ul>
          <div ref={sentinel} aria-hidden className="h-1" />
          {hasNextPage && (
            <div className="flex justify-center">
              <Button variant="outline" busy={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                Carregar mais
              </Button>
            </div>
          )}
        </>
      )}

      <ApprovalSelectionBar selection={selection} />
      <DetailModal item={open} authors={authors} onClose={closeItem} />
    </div>
  );
}
