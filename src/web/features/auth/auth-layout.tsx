import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@web/components/logo';

/** Centred card for the auth screens, with the way back to the landing page. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-white px-4 py-6 dark:from-slate-950 dark:to-slate-900">
      <div className="mx-auto flex w-full max-w-md items-center justify-between">
        <Link
          to="/"
          className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden />
          Voltar
        </Link>
        <Logo />
      </div>
      <main className="mx-auto mt-8 w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}

/** The line under an auth form that leads to the other screen ("Já tem uma conta? Entrar"). */
export function AuthSwitchLink({ question, to, children }: { question: string; to: string; children: ReactNode }) {
  return (
    <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
      {question}{' '}
      <Link to={to} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
        {children}
      </Link>
    </p>
  );
}
