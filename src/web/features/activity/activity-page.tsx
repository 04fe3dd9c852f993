/**
 * "Atividade": who did what in the workspace, newest first, filtered by person, client and kind of action,
 * one page at a time ("Carregar mais"). The server answers only what the person may see (their clients).
 */
import { Activity } from 'lucide-react';
import { useState } from 'react';
import { ACTIVITY_ACTIONS, ACTIVITY_ACTION_LABELS, activitySentence } from '@shared/activity';
import { formatDateTime } from '@shared/format';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { SelectField } from '@web/components/ui/field';
import { Notice } from '@web/components/ui/notice';
import { PageHeader } from '@web/components/ui/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { useActivityFeed, useWorkspacePeople, type ActivityFilters } from '@web/entities/activity/api';
import { useClients } from '@web/entities/clients/api';

const ACTION_OPTIONS = ACTIVITY_ACTIONS.map((a) => ({ value: a, label: ACTIVITY_ACTION_LABELS[a] }));

export default function ActivityPage() {
  const [filters, setFilters] = useState<ActivityFilters>({ actorId: '', clientId: '', action: '' });
  const feed = useActivityFeed(filters);
  const people = useWorkspacePeople();
  const clients = useClients();
  const set = (key: keyof ActivityFilters) => (e: { target: { value: string } }) =>
    setFilters((f) => ({ ...f, [key]: e.target.value }));
  const entries = feed.data?.pages.flatMap((p) => p.entries) ?? [];

  return (
    <div className="space-y-6">
      <PageHeader title="Atividade" icon={<Activity className="h-5 w-5" aria-hidden />} description="Quem fez o quê." />
      <Card>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label="Pessoa"
            placeholder="Todas"
            value={filters.actorId}
            onChange={set('actorId')}
            options={[
              ...(people.data?.people ?? []).map((p) => ({ value: p.id, label: p.name })),
              { value: 'client', label: 'Clientes (respostas)' },
            ]}
          />
          <SelectField
            label="Cliente"
            placeholder="Todos"
            value={filters.clientId}
            onChange={set('clientId')}
            options={(clients.data?.clients ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
          <SelectField
            label="Tipo"
            placeholder="Todos"
            value={filters.action}
            onChange={set('action')}
            options={ACTION_OPTIONS}
          />
        </div>
      </Card>
      {feed.isPending ? (
        <Spinner />
      ) : feed.isError ? (
        <Notice tone="danger">{feed.error.message}</Notice>
      ) : entries.length === 0 ? (
        <Notice tone="info">Nenhuma atividade com esses filtros.</Notice>
      ) : (
        <Card>
          <ol className="divide-y divide-slate-200 dark:divide-slate-800">
            {entries.map((e) => (
              <li key={e.id} className="py-3 text-sm">
                <p className="break-words">{activitySentence(e)}</p>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  {[e.clientName, formatDateTime(e.createdAt)].filter(Boolean).join(' · ')}
                </p>
              </li>
            ))}
          </ol>
          {feed.hasNextPage && (
            <Button
              className="mt-4"
              variant="outline"
              busy={feed.isFetchingNextPage}
              onClick={() => void feed.fetchNextPage()}
            >
              Carregar mais
            </Button>
          )}
        </Card>
      )}
    </div>
  );
}
