import { Loader2 } from 'lucide-react';

/** A centred spinner with a visible text (also read by screen readers). */
export function Spinner({ label = 'Carregando...', className = 'py-16' }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      className={`flex flex-col items-center justify-center gap-3 text-slate-500 dark:text-slate-400 ${className}`}
    >
      <Loader2 className="h-8 w-8 animate-spin text-brand-600" aria-hidden />
      <span className="text-sm">{label}</span>
    </div>
  );
}
