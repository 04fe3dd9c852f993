/**
 * The generator screens' data: the streamed generation (POST /api/generate/:kind over SSE) and each
 * kind's list of saved items (keys ['content', 'list', {type, clientId, limit}]).
 */
import { infiniteQueryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@web/lib/toast';
import type { ContentItem } from '@shared/content-item';
import type { ContentKind } from '@shared/content-kinds';
import type { GenerationFormValues } from '@shared/content-kind-schemas';
import { contentKeys, contentListQuery, fetchContentPage, refreshContent } from '@web/entities/content/api';
import { KIND_TEXTS } from '@web/components/content/content-texts';
import { notifyGenerationError, refreshTokensAfterGeneration } from '@web/components/tokens/token-toasts';
import { generateStream } from '@web/lib/generate-stream';

/** The newest `limit` items of a kind (the chosen client's, for agencies). */
export function kindListQuery(kind: ContentKind, clientId: string | null, limit: number, enabled = true) {
  return contentListQuery({ type: kind, clientId: clientId ?? undefined, limit }, enabled);
}

/** Every item of a kind, in keyset pages (reel scripts list them all). */
export function kindAllQuery(kind: ContentKind, clientId: string | null, pageSize = 20) {
  const params = { type: kind, clientId: clientId ?? undefined, limit: pageSize };
  return infiniteQueryOptions({
    queryKey: contentKeys.listAll(params),
    queryFn: ({ pageParam }) => fetchContentPage({ ...params, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export interface GenerationState {
  /** The model's text so far (text kinds). */
  text: string;
  /** The partial object so far (JSON kinds). */
  partial: unknown;
  /** The saved item, once done. */
  item: ContentItem | null;
  busy: boolean;
  /** "Parar" was pressed: nothing was saved, the token came back, the partial output stays to copy. */
  stopped?: boolean;
}

const idle: GenerationState = { text: '', partial: null, item: null, busy: false, stopped: false };

/**
 * Runs one generation at a time, showing its output as it streams; on success the item is in the
 * lists (queries refreshed, no reload) and a success toast shows; failures show the spec's toasts.
 */
export function useGeneration<K extends ContentKind>(kind: K) {
  const qc = useQueryClient();
  const [state, setState] = useState<GenerationState>(idle);
  const controller = useRef<AbortController | null>(null);
  const lastInput = useRef<GenerationFormValues<K> | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const generate = useCallback(
    async (input: GenerationFormValues<K>) => {
      controller.current?.abort();
      const ac = new AbortController();
      controller.current = ac;
      lastInput.current = input;
      setState({ text: '', partial: null, item: null, busy: true, stopped: false });
      try {
        const item = await generateStream(kind, input, {
          signal: ac.signal,
          onDelta: (text) => setState((s) => ({ ...s, text })),
          onPartial: (partial) => setState((s) => ({ ...s, partial })),
        });
        if (ac.signal.aborted) return;
        setState({ text: '', partial: null, item, busy: false, stopped: false });
        refreshContent(qc);
        void refreshTokensAfterGeneration(qc);
        toast.success(KIND_TEXTS[kind].generated);
      } catch (err) {
        if (ac.signal.aborted) return;
        setState((s) => ({ ...s, busy: false }));
        notifyGenerationError(err, KIND_TEXTS[kind].item, qc, kind);
      }
    },
    [kind, qc],
  );

  // "Gerar novamente" repeats the last input with the voice: "Gerar sem a voz desta vez" counted for that
  // one generation only, and the form's box is unticked again by then.
  const regenerate = useCallback(() => {
    if (lastInput.current) void generate({ ...lastInput.current, useVoice: true });
  }, [generate]);

  /**
   * "Parar": closing the request makes the server cancel the model call and give the token back (nothing
   * is saved); what was written so far stays on screen.
   */
  const stop = useCallback(() => {
    const ac = controller.current;
    if (!ac || ac.signal.aborted) return;
    ac.abort();
    setState((s) => (s.busy ? { ...s, busy: false, stopped: true } : s));
    // The server gives the token back once it sees the request closed: read the balance now and again shortly.
    void refreshTokensAfterGeneration(qc);
    setTimeout(() => void refreshTokensAfterGeneration(qc), 1500);
  }, [qc]);

  return { ...state, generate, regenerate, stop, canRegenerate: lastInput.current !== null };
}
