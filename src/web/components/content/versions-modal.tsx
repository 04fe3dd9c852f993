/**
 * "Versões" of a saved item: the list (time and origin), a word-level comparison of any two, restoring
 * one (the restore is a new version, so nothing is lost), and a new version from the model (one token,
 * said before it starts; "Parar" cancels it and the token comes back). Restoring is for who may change
 * content and a new version for who may generate; every role reads and compares.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { History, RefreshCw, RotateCcw, Square } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@web/lib/toast';
import type { ContentItem } from '@shared/content-item';
import type { VersionOrigin } from '@shared/schemas/versions';
import type { WordDiffSegment } from '@shared/word-diff';
import { regenerateStream } from '@web/lib/generate-stream';
import { errorMessage } from '@web/lib/api';
import { formatDateTime } from '@web/lib/format';
import { useMay } from '@web/lib/session';
import { notifyGenerationError, refreshTokensAfterGeneration } from '../tokens/token-toasts';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { SelectField } from '../ui/field';
import { Modal } from '../ui/modal';
import { Notice } from '../ui/notice';
import { Spinner } from '../ui/spinner';
import { ContentBody } from './content-body';
import {
  applyRegeneratedItem,
  useRestoreVersion,
  versionCompareQuery,
  versionKeys,
  versionsQuery,
  type ContentVersionSummary,
} from '@web/entities/content/api';
import { KIND_TEXTS } from './content-texts';
import { CopyButton } from './item-actions';

export const VERSION_ORIGIN_LABELS: Record<VersionOrigin, string> = {
  generated: 'Gerada',
  edited: 'Editada',
  regenerated: 'Gerada de novo',
  restored: 'Restaurada',
};

/** "1 palavra adicionada, 3 removidas.": singular and plural written out. */
export function wordChanges(added: number, removed: number): string {
  const addedText = `${added} ${added === 1 ? 'palavra adicionada' : 'palavras adicionadas'}`;
  return `${addedText}, ${removed} ${removed === 1 ? 'removida' : 'removidas'}.`;
}

function versionLabel(v: ContentVersionSummary): string {
  const restored = v.restoredFrom ? ` da versão ${v.restoredFrom}` : '';
  const author = v.authorName ? ` por ${v.authorName}` : '';
  return `Versão ${v.version} · ${VERSION_ORIGIN_LABELS[v.origin]}${restored}${author} · ${formatDateTime(v.createdAt)}`;
}

/** The word-level comparison: removed words struck through, added words underlined, both announced. */
export function WordDiffView({ segments }: { segments: readonly WordDiffSegment[] }) {
  return (
    <p className="whitespace-pre-wrap break-words rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
      {segments.map((s, i) =>
        s.kind === 'added' ? (
          <ins
            key={i}
            className="rounded bg-emerald-100 text-emerald-900 no-underline decoration-2 dark:bg-emerald-900/60 dark:text-emerald-50"
          >
            <span className="sr-only">[adicionado: </span>
            {s.text}
            <span className="sr-only">]</span>
          </ins>
        ) : s.kind === 'removed' ? (
          <del key={i} className="rounded bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-50">
            <span className="sr-only">[removido: </span>
            {s.text}
            <span className="sr-only">]</span>
          </del>
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </p>
  );
}

function Comparison({ item, versions }: { item: ContentItem; versions: ContentVersionSummary[] }) {
  const newest = versions[0]?.version ?? 1;
  const [from, setFrom] = useState(versions[1]?.version ?? newest);
  const [to, setTo] = useState(newest);
  // A new version (a restore or a regeneration) is compared with the one before it.
  useEffect(() => {
    setTo(newest);
    setFrom(versions[1]?.version ?? newest);
  }, [newest, versions]);
  const compare = useQuery(versionCompareQuery(item.id, from, to, versions.length > 1));
  if (versions.length < 2) return null;
  const options = versions.map((v) => ({ value: String(v.version), label: `Versão ${v.version}` }));
  return (
    <section className="space-y-2" aria-label="Comparar versões">
      <h3 className="font-semibold">Comparar versões</h3>
      <div className="grid grid-cols-2 gap-2">
        <SelectField
          label="De"
          value={String(from)}
          options={options}
          onChange={(e) => setFrom(Number(e.target.value))}
        />
        <SelectField
          label="Para"
          value={String(to)}
          options={options}
          onChange={(e) => setTo(Number(e.target.value))}
        />
      </div>
      {compare.isPending ? (
        <Spinner className="py-4" />
      ) : compare.data ? (
        <div className="space-y-1" data-testid="version-diff">
          <p className="text-xs text-slate-600 dark:text-slate-300">
            {compare.data.summary.identical
              ? 'As duas versões têm o mesmo texto.'
              : wordChanges(compare.data.summary.addedWords, compare.data.summary.removedWords)}
          </p>
          <WordDiffView segments={compare.data.segments} />
        </div>
      ) : (
        <Notice tone="danger">Não foi possível comparar as versões.</Notice>
      )}
    </section>
  );
}

interface RegenerationState {
  busy: boolean;
  text: string;
  partial: unknown;
  stopped: boolean;
}

function Regenerate({ item }: { item: ContentItem }) {
  const qc = useQueryClient();
  const [state, setState] = useState<RegenerationState>({ busy: false, text: '', partial: null, stopped: false });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    const ac = new AbortController();
    controller.current = ac;
    setState({ busy: true, text: '', partial: null, stopped: false });
    try {
      const saved = await regenerateStream(item, {
        signal: ac.signal,
        onDelta: (text) => setState((s) => ({ ...s, text })),
        onPartial: (partial) => setState((s) => ({ ...s, partial })),
      });
      if (ac.signal.aborted) return;
      setState({ busy: false, text: '', partial: null, stopped: false });
      applyRegeneratedItem(qc, saved);
      void qc.invalidateQueries({ queryKey: versionKeys.list(item.id) });
      void refreshTokensAfterGeneration(qc);
      toast.success('Nova versão gerada');
    } catch (err) {
      if (ac.signal.aborted) return;
      setState((s) => ({ ...s, busy: false }));
      notifyGenerationError(err, KIND_TEXTS[item.type].item, qc, item.type);
    }
  };

  const stop = () => {
    controller.current?.abort();
    setState((s) => ({ ...s, busy: false, stopped: true }));
    void refreshTokensAfterGeneration(qc);
    setTimeout(() => void refreshTokensAfterGeneration(qc), 1500);
  };

  const partialContent =
    state.partial && typeof state.partial === 'object' ? JSON.stringify(state.partial) : state.text;
  return (
    <section className="space-y-2" aria-label="Gerar nova versão">
      <div className="flex flex-wrap items-center gap-2">
        {state.busy ? (
          <Button variant="outline" size="sm" icon={<Square className="h-4 w-4" aria-hidden />} onClick={stop}>
            Parar
          </Button>
        ) : (
          <Button size="sm" icon={<RefreshCw className="h-4 w-4" aria-hidden />} onClick={() => void start()}>
            Gerar nova versão
          </Button>
        )}
        <span className="text-xs text-slate-600 dark:text-slate-300">Isso usa 1 token.</span>
      </div>
      {(state.busy || state.stopped) && partialContent && (
        <div className="space-y-2" aria-live="polite" aria-busy={state.busy}>
          <ContentBody item={{ type: item.type, content: partialContent }} />
        </div>
      )}
      {state.stopped && (
        <div className="space-y-2">
          <Notice tone="info">Geração interrompida; seu token foi devolvido.</Notice>
          {state.text.trim() && <CopyButton text={state.text} label="Copiar texto parcial" />}
        </div>
      )}
    </section>
  );
}

export function VersionsModal({ item, open, onClose }: { item: ContentItem; open: boolean; onClose: () => void }) {
  const versions = useQuery({ ...versionsQuery(item.id), enabled: open });
  const restore = useRestoreVersion();
  const qc = useQueryClient();
  const mayEdit = useMay('edit');
  const mayGenerate = useMay('generate');
  const list = versions.data ?? [];
  const current = list[0]?.version;

  const restoreOne = (version: number) =>
    restore.mutate(
      { id: item.id, version },
      {
        onSuccess: () => {
          void qc.invalidateQueries({ queryKey: versionKeys.list(item.id) });
          toast.success(`Versão ${version} restaurada`);
        },
        onError: (err) => {
          console.error('Falha ao restaurar a versão:', err);
          toast.error(errorMessage(err, 'Não foi possível restaurar a versão.'));
        },
      },
    );

  return (
    <Modal open={open} onClose={onClose} title={`Versões: ${item.title}`} wide>
      <div className="space-y-5">
        {mayGenerate && <Regenerate item={item} />}
        {versions.isPending ? (
          <Spinner className="py-4" />
        ) : versions.isError ? (
          <Notice tone="danger">Não foi possível carregar as versões.</Notice>
        ) : (
          <>
            <section className="space-y-2" aria-label="Lista de versões">
              <h3 className="font-semibold">Histórico</h3>
              <ol className="space-y-2">
                {list.map((v) => (
                  <li
                    key={v.version}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-2 text-sm dark:border-slate-700"
                  >
                    <span className="flex flex-wrap items-center gap-1.5">
                      <History className="h-4 w-4 text-slate-500" aria-hidden />
                      <span>{versionLabel(v)}</span>
                      {v.version === current && <Badge tone="info">Atual</Badge>}
                    </span>
                    {mayEdit && v.version !== current && (
                      <Button
                        variant="outline"
                        size="sm"
                        busy={restore.isPending && restore.variables?.version === v.version}
                        icon={<RotateCcw className="h-4 w-4" aria-hidden />}
                        onClick={() => restoreOne(v.version)}
                        aria-label={`Restaurar versão ${v.version}`}
                      >
                        Restaurar
                      </Button>
                    )}
                  </li>
                ))}
              </ol>
            </section>
            <Comparison item={item} versions={list} />
          </>
        )}
      </div>
    </Modal>
  );
}
