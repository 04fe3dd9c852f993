/**
 * The end of every generation (saved, refused or failed), for the views of the token balance. Apart from
 * the streaming code (generate-stream.ts, with its SSE parser): the balance shows on every signed-in
 * page, which need not download the generators' streaming code to listen.
 */
import type { ContentKind } from '@shared/content-kinds';

type SettledListener = (kind: ContentKind) => void;
const settledListeners = new Set<SettledListener>();

/**
 * Subscribes to the end of every generation (saved, refused or failed): the server spent or gave back a
 * token, so views of the balance re-read it. Returns the unsubscribe function.
 */
export function onGenerationSettled(listener: SettledListener): () => void {
  settledListeners.add(listener);
  return () => settledListeners.delete(listener);
}

export function notifySettled(kind: ContentKind) {
  for (const listener of settledListeners) {
    try {
      listener(kind);
    } catch {
      /* a listener's failure must not break the generation */
    }
  }
}
