/**
 * One month's report as the screen shows it, for the team and for the client's page alike: the opening
 * paragraph, then each section as short labelled figures (the same words as the PDF), phone first.
 */
import type { ReactNode } from 'react';
import { formatInteger } from '@shared/format';
import type { MonthlyReport } from '@shared/schemas/report';

const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="mb-2 text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Figures({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
          <dd className="text-right font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ReportView({ report }: { report: MonthlyReport }) {
  const { approval: a, publication: p } = report;
  return (
    <div className="space-y-3">
      <p className="text-base leading-relaxed">{report.opening}</p>
      {!report.empty && (
        <>
          <Section title="Produção">
            <Figures
              rows={[
                ['Conteúdos produzidos', report.produced.total],
                ...report.produced.byKind.map((k): [string, ReactNode] => [
                  k.count === 1 ? k.label : k.pluralLabel,
                  k.count,
                ]),
              ]}
            />
          </Section>
          <Section title="Aprovação">
            <Figures
              rows={[
                ['Aprovados', a.approved],
                ['Na primeira rodada', a.firstRound],
                ['Depois de ajustes', a.afterAdjustments],
                ['Tempo mediano até a aprovação', a.medianLabel ?? 'sem dados'],
              ]}
            />
          </Section>
          <Section title="Publicação">
            <Figures
              rows={[
                ['Planejados', p.planned],
                ['Publicados', p.published],
                ['No horário', p.onTime],
                ['Com atraso', p.late],
                ['Sem horário planejado', p.unplanned],
                ['Não publicados', p.notPublished],
              ]}
            />
          </Section>
          <Section title="Datas comemorativas">
            <p className="text-sm">
              Datas cobertas: {report.dates.covered.length} de{' '}
              {report.dates.covered.length + report.dates.missed.length}
            </p>
            {report.dates.covered.length > 0 && (
              <ul className="mt-1 list-disc pl-5 text-sm">
                {report.dates.covered.map((d) => (
                  <li key={`${d.date}${d.name}`}>
                    {day(d.date)} — {d.name}
                  </li>
                ))}
              </ul>
            )}
          </Section>
          {report.publi.items.length > 0 && (
            <Section title="Publicidade">
              <ul className="space-y-1 text-sm">
                {report.publi.items.map((i) => (
                  <li key={i.id}>
                    {i.title} ({i.kindLabel}) — {i.labelled ? 'identificado como Publicidade' : 'sem identificação'}
                  </li>
                ))}
              </ul>
            </Section>
          )}
          {report.metrics && (
            <Section title="Alcance e engajamento">
              <Figures
                rows={[
                  ['Alcance', formatInteger(report.metrics.reach)],
                  ['Engajamento', formatInteger(report.metrics.engagement)],
                ]}
              />
            </Section>
          )}
        </>
      )}
      <Section title={`Plano de ${report.nextMonth.monthLabel}`}>
        <p className="text-sm">Conteúdos agendados: {report.nextMonth.scheduled.length}</p>
        {report.nextMonth.scheduled.length > 0 && (
          <ul className="mt-1 list-disc pl-5 text-sm">
            {report.nextMonth.scheduled.map((s) => (
              <li key={s.id}>
                {day(s.day)} — {s.title} ({s.kindLabel})
              </li>
            ))}
          </ul>
        )}
        {report.nextMonth.dates.length > 0 && (
          <p className="mt-2 text-sm">
            Datas que vêm aí: {report.nextMonth.dates.map((d) => `${day(d.date)} ${d.name}`).join('; ')}
          </p>
        )}
      </Section>
    </div>
  );
}
