import { STORAGE_KEYS } from '@shared/constants';

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* private mode: nothing to keep */
  }
}

/** Sign-out clears these keys. */
export function clearSessionStorageKeys(): void {
  for (const key of [STORAGE_KEYS.selectedPlan, STORAGE_KEYS.clientCount, STORAGE_KEYS.signupEmail])
    writeStorage(key, null);
}
