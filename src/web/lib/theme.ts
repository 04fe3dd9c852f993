import { useCallback, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@shared/constants';
import { readStorage, writeStorage } from './storage';

/** Dark/light theme, kept in localStorage under 'isDark' as JSON true/false. */
const listeners = new Set<() => void>();

function current(): boolean {
  try {
    return JSON.parse(readStorage(STORAGE_KEYS.theme) ?? 'false') === true;
  } catch {
    return false;
  }
}

export function applyTheme(isDark: boolean) {
  document.documentElement.classList.toggle('dark', isDark);
}

export function setDark(isDark: boolean) {
  writeStorage(STORAGE_KEYS.theme, JSON.stringify(isDark));
  applyTheme(isDark);
  listeners.forEach((l) => l());
}

export function useTheme() {
  const isDark = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    current,
    () => false,
  );
  const toggle = useCallback(() => setDark(!current()), []);
  return { isDark, toggle };
}
