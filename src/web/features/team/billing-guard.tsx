/** The subscription pages are the Dono's: a team member sees why instead of a failing page. */
import type { ReactNode } from 'react';
import { teamMessages } from '@shared/messages/team';
import { Notice } from '@web/components/ui/notice';
import { useMe } from '@web/lib/session';

export function BillingGuard({ children }: { children: ReactNode }) {
  const { data: me } = useMe();
  if (me && !me.workspace.may.billing) return <Notice tone="warning">{teamMessages.TEAM_OWNER_ONLY}</Notice>;
  return <>{children}</>;
}
