/**
 * The opening paragraph written by the AI model from the report's figures, when the app has a key. It is
 * not a content generation: no workspace token is spent (the agency asked for a report, not for content),
 * but the call's cost is recorded in the admin's usage table like every model call. The model's text is
 * shown only when it passes the guard (opening-guard.ts); otherwise, when the model fails or is slow, or
 * without a key, the rule-written paragraph (opening.ts) stands. A report never fails because of the model.
 *
 * The paragraph is kept in `report_openings` by the hash of the figures it was written from, so a report
 * version asks the model once: reopening it, its PDF and its link read the stored text.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { reportOpenings } from '@server/db/schema';
import type { AiProvider } from '@server/ai/provider';
import { estimateCostUsd } from '@server/ai/pricing';
import type { GenerationRequest } from '@server/ai/generators/prompt-parts';
import { recordUsage } from '../token-service';
import type { MonthlyReport } from '@shared/schemas/report';
import { writeOpening } from './opening';
import { refuseOpening, reportNumbers } from './opening-guard';

/** Bump when the prompt changes, so a new prompt writes new paragraphs instead of reading old ones. */
const OPENING_PROMPT_VERSION = 1;
/** The report is built while its reader waits: the model gets this long, then the rule paragraph stands. */
export const OPENING_TIMEOUT_MS = 8_000;
/** The usage row's action: the admin's costs show the reports' model calls apart from the content kinds. */
export const OPENING_USAGE_ACTION = 'monthly_report';

export interface OpeningModel {
  ai: AiProvider;
  /** Where a failed call is told (the report still answers). */
  log: (message: string, err: unknown) => void;
  timeoutMs?: number;
}

type Figures = Omit<MonthlyReport, 'opening'>;

/** The hash of what the paragraph is written from: the figures (not the brand) and the prompt's version. */
export function openingHash(report: Figures): string {
  const { brand: _brand, ...figures } = report;
  return createHash('sha256')
    .update(`opening v${OPENING_PROMPT_VERSION}\n`)
    .update(JSON.stringify(figures))
    .digest('hex');
}

/** The figures as the model reads them: plain Portuguese lines, each number as the report shows it. */
export function openingRequest(report: Figures): GenerationRequest {
  const lines = [
    `Mês: ${report.monthLabel}`,
    report.client ? `Cliente: ${report.client.name}` : 'Cliente: o próprio perfil do criador',
    `Conteúdos produzidos: ${report.produced.total}` +
      (report.produced.byKind.length
        ? ` (${report.produced.byKind.map((k) => `${k.count} ${(k.count === 1 ? k.label : k.pluralLabel).toLowerCase()}`).join(', ')})`
        : ''),
    `Aprovados pelo cliente: ${report.approval.approved} (${report.approval.firstRound} na primeira rodada, ${report.approval.afterAdjustments} depois de ajustes)`,
    ...(report.approval.medianLabel ? [`Tempo mediano de aprovação: ${report.approval.medianLabel}`] : []),
    `Planejados para publicar: ${report.publication.planned}; publicados: ${report.publication.published} (${report.publication.onTime} no horário, ${report.publication.late} com atraso)`,
    `Datas comemorativas cobertas: ${report.dates.covered.length ? report.dates.covered.map((d) => d.name).join(', ') : 'nenhuma'}`,
    ...(report.metrics
      ? [`Alcance somado: ${report.metrics.reach}; engajamento somado: ${report.metrics.engagement}`]
      : []),
    `Planejados para ${report.nextMonth.monthLabel}: ${report.nextMonth.scheduled.length}`,
  ];
  return {
    system:
      'Você escreve o parágrafo de abertura do relatório mensal que uma agência de social media envia ao seu cliente. ' +
      'Escreva em português do Brasil, de 2 a 3 frases, num tom caloroso e factual, falando diretamente com o cliente. ' +
      'Use somente os números dados, escritos em algarismos; não calcule porcentagens nem invente números, datas ou resultados. ' +
      'Responda só com o parágrafo: sem título, sem listas, sem aspas, sem emojis, em no máximo 500 caracteres.',
    prompt: `Números do relatório:\n${lines.join('\n')}`,
    temperature: 0.5,
    maxOutputTokens: 300,
    json: false,
  };
}

async function stored(db: Database, hash: string): Promise<string | null> {
  const [row] = await db
    .select({ text: reportOpenings.text })
    .from(reportOpenings)
    .where(eq(reportOpenings.hash, hash));
  return row?.text ?? null;
}

/**
 * The report's opening paragraph: the model's (once per version of the figures) when it passes the guard,
 * else the rule-written one. `workspaceId` is whose usage row the call's cost goes to.
 */
export async function openingOf(
  db: Database,
  report: Figures,
  workspaceId: string,
  model: OpeningModel | undefined,
): Promise<string> {
  const byRule = writeOpening(report);
  const ai = model?.ai;
  if (!model || !ai || ai.offline || !ai.complete) return byRule;
  const hash = openingHash(report);
  const kept = await stored(db, hash);
  if (kept !== null) return kept;

  let result;
  try {
    result = await ai.complete(openingRequest(report), { timeoutMs: model.timeoutMs ?? OPENING_TIMEOUT_MS });
  } catch (err) {
    // Not kept: a model that is down or slow now may answer the next time the report is opened.
    model.log('report opening: model call failed', err);
    return byRule;
  }
  try {
    await recordUsage(db, {
      userId: workspaceId,
      actionType: OPENING_USAGE_ACTION,
      tokensUsed: result.usage.totalTokens,
      costUsd: estimateCostUsd(result.model, result.usage),
    });
  } catch (err) {
    model.log('report opening: usage tracking failed', err);
  }
  const text = result.text.trim();
  const refusal = refuseOpening(text, reportNumbers(report));
  if (refusal) model.log(`report opening: model paragraph refused (${refusal})`, null);
  // A refused paragraph is kept as the rule one, so the same figures do not pay for another refusal.
  await db
    .insert(reportOpenings)
    .values({ hash, text: refusal ? byRule : text, source: refusal ? 'rule' : 'model' })
    .onConflictDoNothing();
  // Two readers at once may both have asked: every one shows the paragraph that was kept first.
  return (await stored(db, hash)) ?? (refusal ? byRule : text);
}
