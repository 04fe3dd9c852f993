/** Quick links to the content generators (dashboard and profile settings), for who may generate. */
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { MENU_KINDS, kindInfo } from '@shared/content-kinds';
import { useMay } from '@web/lib/session';
import { kindIcon } from './kind-icons';
import { cn } from './ui/cn';

interface GeneratorLink {
  to: string;
  label: string;
  description: string;
  icon: LucideIcon;
}

const GENERATOR_LINKS: readonly GeneratorLink[] = MENU_KINDS.map((kind) => {
  const { route, pluralLabel, description } = kindInfo(kind);
  return { to: route, label: pluralLabel, description, icon: kindIcon(kind) };
});

export function GeneratorLinks({ compact = false, className }: { compact?: boolean; className?: string }) {
  const mayGenerate = useMay('generate');
  if (!mayGenerate) return null;
  return (
    <ul
      className={cn(
        'grid',
        compact ? 'grid-cols-1 gap-2' : 'grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3',
        className,
      )}
    >
      {GENERATOR_LINKS.map(({ to, label, description, icon: Icon }) => (
        <li key={to} className="min-w-0">
          <Link
            to={to}
            className={cn(
              'flex h-full items-center gap-3 rounded-lg border',
              compact ? 'p-2' : 'p-3',
              'border-slate-200 transition-colors hover:border-brand-300 hover:bg-brand-50 dark:border-slate-800 dark:hover:border-brand-700 dark:hover:bg-brand-900/20',
            )}
          >
            <span className="shrink-0 rounded-lg bg-brand-100 p-2 text-brand-700 dark:bg-brand-900/40 dark:text-brand-200">
              <Icon className="h-4 w-4" aria-hidden />
            </span>
            <span className="min-w-0">
              <span className="block truncate text-sm font-medium text-slate-900 dark:text-slate-100">{label}</span>
              {!compact && <span className="block text-xs text-slate-500 dark:text-slate-400">{description}</span>}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
