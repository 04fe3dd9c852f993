import { LogOut, Menu, Moon, Sun, X } from 'lucide-react';
import { Suspense, useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { cn } from '../components/ui/cn';
import { signOut } from '../lib/auth-calls';
import { useMe, type Me } from '../lib/session';
import { WorkspaceSwitcher, useWorkspaceSync } from '@web/features/team/workspace-switcher';
import { useTheme } from '../lib/theme';
import { ErrorBoundary } from '@web/components/error-boundary';
import { ADMIN_NAV, USER_NAV } from './nav';
import { Logo } from '@web/components/logo';
import { ApprovalNoticesBell } from '@web/components/approval/approval-notices-bell';
import { SkipLink, MAIN_CONTENT_ID } from '@web/components/ui/skip-link';
import { PageAttached } from './page-attached';

function ThemeToggle() {
  const { isDark, toggle } = useTheme();
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={isDark}
      className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      {isDark ? <Sun className="h-4 w-4" aria-hidden /> : <Moon className="h-4 w-4" aria-hidden />}
      {isDark ? 'Tema claro' : 'Tema escuro'}
    </button>
  );
}

function SidebarContent({
  admin,
  agency,
  me,
  onNavigate,
}: {
  admin: boolean;
  agency: boolean;
  me: Me | null | undefined;
  onNavigate?: () => void;
}) {
  const may = me?.workspace.may;
  const items = (admin ? ADMIN_NAV : USER_NAV).filter(
    (i) => (!i.agencyOnly || agency) && (!i.may || !may || may[i.may]),
  );
  return (
    <div className="flex h-full flex-col">
      <div className="flex items-center justify-between px-4 py-5">
        <Logo />
        {!admin && !onNavigate && <ApprovalNoticesBell align="left" />}
      </div>
      {!admin && me && <WorkspaceSwitcher me={me} />}
      <nav aria-label="Menu principal" className="flex-1 space-y-1 overflow-y-auto px-3">
        {items.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            end={item.to === '/admin'}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                isActive
                  ? 'bg-brand-100 text-brand-800 dark:bg-brand-900/40 dark:text-brand-100'
                  : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
              )
            }
          >
            <item.icon className="h-4 w-4 shrink-0" aria-hidden />
            {item.label}
          </NavLink>
        ))}
      </nav>
      <div className="space-y-1 border-t border-slate-200 p-3 dark:border-slate-800">
        <ThemeToggle />
        <button
          type="button"
          onClick={() => void signOut()}
          className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <LogOut className="h-4 w-4" aria-hidden />
          Sair
        </button>
      </div>
    </div>
  );
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The phone menu: a native modal <dialog>, so the page behind is inert. Opening it puts the focus on its
 * first control; Tab and Shift+Tab cycle inside it instead of leaving for the browser's own controls;
 * Escape closes it; closing it, however it happens, gives the focus back to the button that opened it
 * (`opener`), so a keyboard user carries on from where they were.
 */
function MenuDrawer({
  open,
  onClose,
  opener,
  children,
}: {
  open: boolean;
  onClose: () => void;
  opener: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
      // Not left to the browser: older engines focus the <dialog> itself, or nothing at all.
      d.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    }
    if (!open && d.open) {
      d.close();
      opener.current?.focus();
    }
  }, [open, opener]);
  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key === 'Escape') {
      // Handled here rather than by the <dialog>'s own cancel, which a browser may skip when Escape is
      // pressed twice without another interaction in between.
      e.preventDefault();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };
  return (
    <dialog
      ref={ref}
      aria-label="Menu"
      onClose={onClose}
      onKeyDown={onKeyDown}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
      className="fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-72 max-w-[85%] bg-white p-0 text-slate-900 shadow-xl backdrop:bg-black/50 lg:hidden dark:bg-slate-900 dark:text-slate-100"
    >
      {open && (
        <div className="relative h-full">
          <button
            type="button"
            onClick={onClose}
            aria-label="Fechar menu"
            className="absolute right-3 top-4 rounded-lg p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <X className="h-5 w-5" aria-hidden />
          </button>
          {children}
        </div>
      )}
    </dialog>
  );
}

/** The signed-in layout: sidebar on wide screens, a menu drawer on phones. */
export function AppShell({ admin = false }: { admin?: boolean }) {
  const { data: me } = useMe();
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const agency = me?.profile.subscriptionType === 'agency';
  useWorkspaceSync(me);
  useEffect(() => setOpen(false), [location.pathname]);

  return (
    <div className="min-h-dvh bg-slate-50 dark:bg-slate-950">
      <SkipLink />
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 border-r border-slate-200 bg-white lg:block dark:border-slate-800 dark:bg-slate-900">
        <SidebarContent admin={admin} agency={agency} me={me} />
      </aside>
      <header className="sticky top-0 z-20 flex h-14 items-center justify-between border-b border-slate-200 bg-white/90 px-4 backdrop-blur lg:hidden dark:border-slate-800 dark:bg-slate-900/90">
        <Logo />
        <div className="flex-1" />
        {!admin && <ApprovalNoticesBell />}
        <button
          ref={menuButton}
          type="button"
          onClick={() => setOpen(true)}
          aria-label="Abrir menu"
          aria-expanded={open}
          className="rounded-lg p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <Menu className="h-6 w-6" aria-hidden />
        </button>
      </header>
      <MenuDrawer open={open} onClose={() => setOpen(false)} opener={menuButton}>
        <SidebarContent admin={admin} agency={agency} me={me} onNavigate={() => setOpen(false)} />
      </MenuDrawer>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="focus:outline-none lg:pl-64">
        <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <ErrorBoundary key={location.pathname}>
            <Suspense fallback={<Spinner />}>
              <Outlet />
              <PageAttached />
            </Suspense>
          </ErrorBoundary>
        </div>
      </main>
    </div>
  );
}
