/** One client's approval in a line: "Aprovação: 2 aguardando · 1 ajuste · 3 aprovados". */
import type { ClientApprovalSummary } from '@shared/schemas/approval';

export function ApprovalSummaryLine({ summary }: { summary: ClientApprovalSummary }) {
  const { pending, changesRequested, approved, needsResend } = summary;
  return (
    <p className="text-sm text-slate-700 dark:text-slate-200" data-testid="approval-summary">
      <span className="font-medium">Aprovação:</span> {pending} aguardando ·{' '}
      {changesRequested === 1 ? '1 ajuste' : `${changesRequested} ajustes`} ·{' '}
      {approved === 1 ? '1 aprovado' : `${approved} aprovados`}
      {/* Items left on expired or revoked links wait for nobody: they are named apart, to send again. */}
      {needsResend > 0 && ` · ${needsResend} ${needsResend === 1 ? 'precisa' : 'precisam'} de novo envio`}
    </p>
  );
}
