/**
 * The team workspace the person acts on, remembered in this browser. Every API call names it in a header;
 * the server checks the membership on each request, so this is a choice, never a permission.
 */
import { STORAGE_KEYS } from '@shared/constants';
import { WORKSPACE_COOKIE } from '@shared/server-drawn-page';
import { WORKSPACE_HEADER } from '@shared/workspace-header';
import { readStorage, writeStorage } from './storage';

export function activeWorkspace(): string | null {
  return readStorage(STORAGE_KEYS.workspace);
}

/**
 * Remembers the workspace (null: the person's own account), and tells the server too: a page the server
 * draws (the dashboard, the calendar) must be the chosen workspace's, and local storage never reaches it.
 */
export function rememberWorkspace(id: string | null): void {
  writeStorage(STORAGE_KEYS.workspace, id);
  document.cookie = workspaceCookie(id);
}

/** The cookie's text: a year long, for the whole site, never sent by another site's page. */
export function workspaceCookie(id: string | null): string {
  const value = id ? encodeURIComponent(id) : '';
  return `${WORKSPACE_COOKIE}=${value}; Path=/; Max-Age=${id ? 31_536_000 : 0}; SameSite=Lax`;
}

export function workspaceHeaders(): Record<string, string> {
  const id = activeWorkspace();
  return id ? { [WORKSPACE_HEADER]: id } : {};
}
