/**
 * The frame of the demo provider's pages (the card checkout and the Pix page): the logo, the page's
 * title, the warning that this is a demonstration and nothing real is charged, and the way back to the
 * plans when the checkout cannot go on.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@web/components/logo';
import { Notice } from '@web/components/ui/notice';

export function DemoFrame({
  icon,
  title,
  warning,
  children,
}: {
  icon: ReactNode;
  title: string;
  /** What the demonstration does instead of charging. */
  warning: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-slate-50 px-4 py-6 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <div className="mx-auto max-w-lg space-y-6">
        <Logo />
        <div className="space-y-2">
          <h1 className="flex items-center gap-2 text-2xl font-bold">
            {icon}
            {title}
          </h1>
          <Notice tone="warning" title="Isto é uma DEMONSTRAÇÃO">
            {warning}
          </Notice>
        </div>
        {children}
      </div>
    </div>
  );
}

/** Why the checkout cannot go on, with the link back to the plans. */
export function BackToPlansNotice({ title }: { title: string }) {
  return (
    <Notice tone="danger" title={title}>
      <Link to="/subscription" className="font-semibold underline">
        Voltar aos planos
      </Link>
    </Notice>
  );
}
