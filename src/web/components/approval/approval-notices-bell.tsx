/**
 * The header bell: the notices addressed to the signed-in person in the active workspace (a client's
 * answer; for a team, items waiting for their internal review and the reviewers' answers; for a Dono, the
 * paid period ending soon or a revoked Pix Automático), until read.
 */
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useWorksWithOthers } from '@web/entities/activity/api';
import { approvalNoticesQuery, useMarkNoticesRead } from '@web/entities/approval/api';
import { NoticeLine, noticesTitle } from './notice-line';

/** `align` says which edge of the bell the panel hangs from (the sidebar opens it to the right). */
export function ApprovalNoticesBell({ align = 'right' }: { align?: 'left' | 'right' }) {
  const [open, setOpen] = useState(false);
  const { data } = useQuery(approvalNoticesQuery());
  const markRead = useMarkNoticesRead();
  const panel = useRef<HTMLDivElement>(null);
  const unread = data?.unread ?? 0;
  const team = useWorksWithOthers();
  const title = noticesTitle(data?.notices, team);
  // The name a screen reader hears holds the number the badge shows ("9+" past nine).
  const shown = unread > 9 ? '9+' : String(unread);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (panel.current && !panel.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="relative" ref={panel}>
      <button
        type="button"
        onClick={() => setOpen((v) => !v)}
        aria-expanded={open}
        aria-label={unread ? `${title}: ${shown} ${unread === 1 ? 'não lida' : 'não lidas'}` : title}
        className="relative rounded-lg p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <Bell className="h-5 w-5" aria-hidden />
        {unread > 0 && (
          <span className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-bold text-white">
            {shown}
          </span>
        )}
      </button>
      {open && (
        <div
          className={`absolute ${align === 'right' ? 'right-0' : 'left-0'} z-40 mt-2 w-[min(22rem,calc(100vw-1.5rem))] rounded-xl border border-slate-200 bg-white p-3 shadow-xl dark:border-slate-700 dark:bg-slate-900`}
        >
          <div className="mb-2 flex items-center justify-between gap-2">
            <p className="text-sm font-semibold">{title}</p>
            {unread > 0 && (
              <button
                type="button"
                className="text-xs font-medium text-brand-700 hover:underline dark:text-brand-300"
                onClick={() => markRead.mutate(undefined)}
              >
                Marcar todas como lidas
              </button>
            )}
          </div>
          {!data?.notices.length ? (
            <p className="text-sm text-slate-500 dark:text-slate-400">
              {title === 'Avisos' ? 'Nenhum aviso ainda.' : 'Nenhuma resposta ainda.'}
            </p>
          ) : (
            <ul className="max-h-80 space-y-2 overflow-y-auto">
              {data.notices.map((n) => (
                <NoticeLine
                  key={n.id}
                  notice={n}
                  onOpen={() => {
                    setOpen(false);
                    if (!n.readAt) markRead.mutate([n.id]);
                  }}
                />
              ))}
            </ul>
          )}
          <Link
            to="/approvals"
            onClick={() => setOpen(false)}
            className="mt-2 block text-center text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            Ver todos os links de aprovação
          </Link>
        </div>
      )}
    </div>
  );
}
