/**
 * The report's opening paragraph written by rule from its figures: the offline writer. It is the paragraph
 * without an AI key, and the one that stands whenever the model's paragraph is refused by the guard or
 * the model fails (model-opening.ts, decision record 0035). Every number below comes from `MonthlyReport`.
 */
import type { MonthlyReport } from '@shared/schemas/report';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function joinList(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} e ${parts[parts.length - 1]}`;
}

export function writeOpening(report: Omit<MonthlyReport, 'opening'>): string {
  const who = report.client ? `para ${report.client.name}` : 'no seu perfil';
  if (report.empty) {
    return (
      `Em ${report.monthLabel} não houve conteúdos produzidos, aprovados ou publicados ${who}. ` +
      (report.nextMonth.scheduled.length
        ? `Para ${report.nextMonth.monthLabel} já ${report.nextMonth.scheduled.length === 1 ? 'está planejado' : 'estão planejados'} ${plural(report.nextMonth.scheduled.length, 'conteúdo', 'conteúdos')}.`
        : `O plano de ${report.nextMonth.monthLabel} está logo abaixo.`)
    );
  }
  const sentences: string[] = [];
  const kinds = report.produced.byKind.map(
    (k) => `${k.count} ${(k.count === 1 ? k.label : k.pluralLabel).toLowerCase()}`,
  );
  sentences.push(
    report.produced.total
      ? `Em ${report.monthLabel} produzimos ${plural(report.produced.total, 'conteúdo', 'conteúdos')} ${who}: ${joinList(kinds)}.`
      : `Em ${report.monthLabel} não produzimos conteúdos novos ${who}.`,
  );
  const a = report.approval;
  if (a.approved) {
    const median = a.medianLabel ? `, com tempo mediano de aprovação de ${a.medianLabel}` : '';
    sentences.push(
      `${plural(a.approved, 'item foi aprovado', 'itens foram aprovados')} — ${a.firstRound} na primeira rodada e ${a.afterAdjustments} depois de ajustes${median}.`,
    );
  }
  const p = report.publication;
  if (p.published || p.planned) {
    sentences.push(
      `Publicamos ${plural(p.published, 'conteúdo', 'conteúdos')} de ${plural(p.planned, 'planejado', 'planejados')} no mês (${p.onTime} no horário e ${p.late} com atraso).`,
    );
  }
  if (report.dates.covered.length) {
    sentences.push(`Cobrimos ${plural(report.dates.covered.length, 'data comemorativa', 'datas comemorativas')}.`);
  }
  return sentences.join(' ');
}
