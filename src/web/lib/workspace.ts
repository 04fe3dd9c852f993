/**
 * The team workspace the person acts on, remembered in this browser. Every API call names it in a header;
 * the server checks the membership on each request, so this is a choice, never a permission.
 */
import { STORAGE_KEYS } from '@shared/constants';
import { WORKSPACE_HEADER } from '@shared/workspace-header';
import { readStorage, writeStorage } from './storage';

export function activeWorkspace(): string | null {
  return readStorage(STORAGE_KEYS.workspace);
}

/** Remembers the workspace (null: the person's own account). */
export function rememberWorkspace(id: string | null): void {
  writeStorage(STORAGE_KEYS.workspace, id);
}

export function workspaceHeaders(): Record<string, string> {
  const id = activeWorkspace();
  return id ? { [WORKSPACE_HEADER]: id } : {};
}
