import { useEffect } from 'react';

/** The part of the Screen Wake Lock API used here (not in every browser, nor in every TypeScript lib). */
interface WakeLockSentinelLike {
  release(): Promise<void>;
}
interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}

function wakeLockApi(): WakeLockLike | null {
  const nav = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { wakeLock?: WakeLockLike });
  return nav?.wakeLock ?? null;
}

/**
 * Keeps the screen on while `active` (the phone must not dim mid-recording). The browser drops the lock
 * when the page is hidden, so it is asked for again when the page comes back. Without the API (older
 * browsers) this does nothing. Released when `active` turns false and on unmount.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    const api = wakeLockApi();
    if (!active || !api) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let cancelled = false;

    const acquire = () => {
      api.request('screen').then(
        (s) => {
          if (cancelled) void s.release().catch(() => undefined);
          else sentinel = s;
        },
        // Refused (battery saver, hidden page): the teleprompter still works, the screen may dim.
        () => undefined,
      );
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') acquire();
    };

    acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release().catch(() => undefined);
      sentinel = null;
    };
  }, [active]);
}
