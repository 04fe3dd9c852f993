/**
 * The output region of a generator: the text (or the partial JSON, read as the kind's view) as the
 * model writes it, then the saved result with its actions.
 */
import { useQuery } from '@tanstack/react-query';
import { Loader2, Square } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { ContentItem } from '@shared/content-item';
import type { ContentKind } from '@shared/content-kinds';
import { contentItemQuery } from '@web/entities/content/api';
import { isJsonKind } from '@shared/content-kinds';
import { exportText } from '@shared/content-view';
import { ContentBody } from '@web/components/content/content-body';
import { CopyButton } from '@web/components/content/item-actions';
import { Button } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { Notice } from '@web/components/ui/notice';
import type { GenerationState } from '../api';

/** What the model wrote so far, read like a saved item: the partial JSON document, or the text. */
function StreamingBody({ kind, text, partial }: { kind: ContentKind; text: string; partial: unknown }) {
  if (partial && typeof partial === 'object')
    return <ContentBody item={{ type: kind, content: JSON.stringify(partial) }} />;
  if (!text) return null;
  return <ContentBody item={{ type: kind, content: text }} />;
}

/** The partial output as text to copy: JSON kinds as their readable export. */
function partialText(kind: ContentKind, text: string, partial: unknown): string {
  if (isJsonKind(kind) && partial && typeof partial === 'object')
    return exportText({ type: kind, title: '', content: JSON.stringify(partial), parts: [] });
  return text;
}

interface Props {
  kind: ContentKind;
  /** The generation's state; with `stop`, a "Parar" button shows while it writes. */
  state: GenerationState & { stop?: () => void };
  /** How the saved result shows (with its actions). */
  renderResult: (item: ContentItem) => ReactNode;
  title?: string;
}

/**
 * The saved item, kept fresh from the cache after edits (here or in the lists). The page renders it with
 * the same card its list uses, so its warnings and actions are the listed item's.
 */
function SavedResult({ item, render }: { item: ContentItem; render: (item: ContentItem) => ReactNode }) {
  const { data } = useQuery({ ...contentItemQuery(item.id), initialData: item, staleTime: Infinity });
  return <>{render(data)}</>;
}

export function GenerationOutput({ kind, state, renderResult, title = 'Resultado' }: Props) {
  const headingId = useId();
  const headingRef = useRef<HTMLSpanElement>(null);
  // The Gerar button is disabled while writing, so focus moves to the result for keyboard and screen readers.
  useEffect(() => {
    if (state.busy) headingRef.current?.focus();
  }, [state.busy]);
  const stopped = !state.busy && !state.item && state.stopped;
  if (!state.busy && !state.item && !stopped) return null;
  const partialCopy = stopped ? partialText(kind, state.text, state.partial) : '';
  return (
    <section aria-labelledby={headingId} aria-busy={state.busy} data-testid="generation-output">
      <Card className="space-y-3">
        <div className="flex items-center gap-2">
          <CardTitle as="h2">
            <span id={headingId} ref={headingRef} tabIndex={-1} className="focus:outline-none">
              {title}
            </span>
          </CardTitle>
          {state.busy && (
            <span className="flex items-center gap-1 text-sm text-slate-500 dark:text-slate-400" role="status">
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
              Escrevendo...
            </span>
          )}
          {state.busy && state.stop && (
            <Button
              variant="outline"
              size="sm"
              className="ml-auto"
              icon={<Square className="h-4 w-4" aria-hidden />}
              onClick={state.stop}
            >
              Parar
            </Button>
          )}
        </div>
        <div aria-live="polite" className="min-w-0">
          {state.busy ? (
            <div data-testid="stream-text">
              <StreamingBody kind={kind} text={state.text} partial={state.partial} />
            </div>
          ) : stopped ? (
            <div className="space-y-3" data-testid="stopped-output">
              <Notice tone="info">Geração interrompida; seu token foi devolvido.</Notice>
              <StreamingBody kind={kind} text={state.text} partial={state.partial} />
              {partialCopy.trim() && <CopyButton text={partialCopy} label="Copiar texto parcial" />}
            </div>
          ) : (
            state.item && <SavedResult item={state.item} render={renderResult} />
          )}
        </div>
      </Card>
    </section>
  );
}
