/**
 * The app's toasts, with sonner's `toast.success`, `toast.error` and `toast.info`. The library (about 13 KB
 * on the wire) loads when the toast host mounts, just after a page's first render (app/providers.tsx), or
 * at the first toast, whichever comes first: not with the first script of every signed-in page, since no
 * page shows a toast before the person acts. Toasts keep the order they were asked in (one module promise).
 */
import type * as Sonner from 'sonner';

type SonnerToast = typeof Sonner.toast;
type Kind = 'success' | 'error' | 'info';

let library: Promise<typeof Sonner> | undefined;
const load = () => (library ??= import('sonner'));

function shown<K extends Kind>(kind: K) {
  return (...args: Parameters<SonnerToast[K]>): void => {
    void load().then(({ toast }) => (toast[kind] as (...a: Parameters<SonnerToast[K]>) => unknown)(...args));
  };
}

export const toast = { success: shown('success'), error: shown('error'), info: shown('info') };
