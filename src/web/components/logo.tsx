import { Link } from 'react-router';

export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 text-lg font-bold text-slate-900 dark:text-white"
      aria-label="Pautei, página inicial"
    >
      <img src="/favicon.svg" alt="" className="h-8 w-8" width={32} height={32} />
      Pautei
    </Link>
  );
}
