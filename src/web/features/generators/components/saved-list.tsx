/**
 * The saved items of one kind under a generator: the newest N, or all of them in pages (reels). An
 * agency sees the chosen client's items only; the list refreshes after every generation and edit.
 * The result just generated is already shown in its own card above, so the list leaves it out
 * (`skipId`) rather than showing it twice; it joins the list on the next visit. Items can be selected
 * and sent for approval together, as in History and the calendar.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import type { ContentItem } from '@shared/content-item';
import type { ContentKind } from '@shared/content-kinds';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { Notice } from '@web/components/ui/notice';
import { Spinner } from '@web/components/ui/spinner';
import {
  ApprovalSelectCheckbox,
  ApprovalSelectionBar,
  useApprovalSelection,
  type ApprovalSelection,
} from '@web/components/approval/approval-selection';
import { errorMessage } from '@web/lib/api';
import { kindAllQuery, kindListQuery } from '../api';

interface Props {
  kind: ContentKind;
  title: string;
  agency: boolean;
  clientId: string;
  renderItem: (item: ContentItem) => ReactNode;
  emptyText: string;
  /** The item shown in the "gerado" card above, left out of the list. */
  skipId?: string | null;
}

function Frame({ title, children, selection }: { title: string; children: ReactNode; selection?: ApprovalSelection }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {children}
      {selection && <ApprovalSelectionBar selection={selection} />}
    </section>
  );
}

function Items({
  items,
  renderItem,
  emptyText,
  title,
  skipId,
  selection,
}: {
  items: ContentItem[];
  renderItem: Props['renderItem'];
  emptyText: string;
  title: string;
  skipId?: string | null;
  selection: ApprovalSelection;
}) {
  if (!items.length) return <EmptyState title={emptyText} />;
  const shown = skipId ? items.filter((i) => i.id !== skipId) : items;
  // Only the new result so far: it is in its card above, and "nothing generated yet" would be wrong.
  if (!shown.length) return null;
  return (
    <ul className="space-y-3" aria-label={title}>
      {shown.map((item) => (
        <li key={item.id} className="space-y-1">
          <ApprovalSelectCheckbox item={item} selection={selection} />
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}

function ListError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <Notice
      tone="danger"
      title="Não foi possível carregar a lista."
      action={
        <Button size="sm" variant="outline" onClick={retry}>
          Tentar novamente
        </Button>
      }
    >
      {errorMessage(error, 'Erro de conexão. Verifique sua internet e tente novamente.')}
    </Notice>
  );
}

function NeedsClient({ title }: { title: string }) {
  return (
    <Frame title={title}>
      <EmptyState title="Selecione um cliente para ver os conteúdos dele." />
    </Frame>
  );
}

/** The newest `limit` items. */
export function RecentList({ limit, ...props }: Props & { limit: number }) {
  const enabled = !props.agency || !!props.clientId;
  const query = useQuery(kindListQuery(props.kind, props.agency ? props.clientId : null, limit, enabled));
  const selection = useApprovalSelection();
  if (!enabled) return <NeedsClient title={props.title} />;
  return (
    <Frame title={props.title} selection={selection}>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ListError error={query.error} retry={() => void query.refetch()} />
      ) : (
        <Items
          items={query.data.items}
          renderItem={props.renderItem}
          emptyText={props.emptyText}
          title={props.title}
          skipId={props.skipId}
          selection={selection}
        />
      )}
    </Frame>
  );
}

/** Every item, 20 at a time with "Carregar mais". */
export function AllItemsList(props: Props) {
  const enabled = !props.agency || !!props.clientId;
  const query = useInfiniteQuery({ ...kindAllQuery(props.kind, props.agency ? props.clientId : null), enabled });
  const selection = useApprovalSelection();
  if (!enabled) return <NeedsClient title={props.title} />;
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Frame title={props.title} selection={selection}>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ListError error={query.error} retry={() => void query.refetch()} />
      ) : (
        <>
          <Items
            items={items}
            renderItem={props.renderItem}
            emptyText={props.emptyText}
            title={props.title}
            skipId={props.skipId}
            selection={selection}
          />
          {query.hasNextPage && (
            <div className="flex justify-center">
              <Button variant="outline" busy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                Carregar mais
              </Button>
            </div>
          )}
        </>
      )}
    </Frame>
  );
}
