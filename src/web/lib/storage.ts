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

/** Like readStorage, for what lasts only while the tab is open (sessionStorage). */
export function readSessionValue(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSessionValue(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    /* private mode: nothing to keep */
  }
}

/** Sign-out clears these keys, and the chosen client so the next account does not inherit it. */
export function clearSessionStorageKeys(): void {
  for (const key of [STORAGE_KEYS.selectedPlan, STORAGE_KEYS.clientCount, STORAGE_KEYS.signupEmail])
    writeStorage(key, null);
  writeSessionValue(STORAGE_KEYS.generatorClient, null);
}
