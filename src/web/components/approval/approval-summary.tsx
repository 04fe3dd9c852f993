/** One client's approval in a line: "Aprovação: 2 aguardando · 1 ajuste · 3 aprovados". */
import type { ClientApprovalSummary } from '@shared/schemas/approval';

export function ApprovalSummaryLine({ summary }: { summary: ClientApprovalSummary }) {
  const { pending, changesRequested, approved } = summary;
  return (
    <p className="text-sm text-slate-700 dark:text-slate-200" data-testid="approval-summary">
      <span className="font-medium">Aprovação:</span> {pending} aguardando ·{' '}
      {changesRequested === 1 ? '1 ajuste' : `${changesRequested} ajustes`} ·{' '}
      {approved === 1 ? '1 aprovado' : `${approved} aprovados`}
    </p>
  );
}
