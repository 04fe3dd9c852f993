/**
 * The workspace switcher of the shell, for a person in several workspaces (their own account and the
 * agencies' teams they joined). Changing it reloads every screen's data in the new workspace.
 */
import { useEffect, useId } from 'react';
import { ROLE_LABELS } from '@shared/team';
import { roleTexts } from '@shared/messages/team-texts';
import { controlClasses } from '@web/components/ui/field';
import { activeWorkspace, rememberWorkspace } from '@web/lib/workspace';
import type { Me } from '@web/lib/session';

/**
 * Keeps the remembered choice in line with what the server answered: a workspace the person was removed
 * from comes back as their own, and is forgotten here.
 */
export function useWorkspaceSync(me: Me | null | undefined) {
  useEffect(() => {
    if (!me) return;
    const stored = activeWorkspace();
    const wanted = me.workspace.own ? null : me.workspace.id;
    if (stored !== wanted) rememberWorkspace(wanted);
  }, [me]);
}

export function WorkspaceSwitcher({ me }: { me: Me }) {
  const id = useId();
  if (me.workspaces.length < 2) return null;
  return (
    <div className="px-4 pb-3">
      {/* Not "Equipe": that is the menu's link to the team page, and two controls must not share a name. */}
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-500 dark:text-slate-400">
        {roleTexts.WORKSPACE_SWITCHER}
      </label>
      <select
        id={id}
        className={controlClasses}
        value={me.workspace.id}
        onChange={(e) => {
          const chosen = me.workspaces.find((w) => w.id === e.target.value);
          rememberWorkspace(chosen && !chosen.own ? chosen.id : null);
          // Everything on screen and in the caches belonged to the other workspace: start afresh.
          window.location.assign('/dashboard');
        }}
      >
        {me.workspaces.map((w) => (
          <option key={w.id} value={w.id}>
            {w.own ? `${w.name} (minha conta)` : `${w.name} — ${ROLE_LABELS[w.role]}`}
          </option>
        ))}
      </select>
    </div>
  );
}
