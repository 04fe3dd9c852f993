/**
 * The report's opening paragraph written by the AI model (a fake OpenAI server), on PGlite and on
 * PostgreSQL (TEST_DATABASE_URL): the model's paragraph when every number it states is the report's, the
 * rule-written one when it invents a number or the call fails; asked once per version of the figures; its
 * cost recorded for the admin, and never a workspace token spent.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, usageTracking } from '../db/schema';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { startFakeOpenAI, type FakeOpenAI } from '@tests/support/fake-openai';
import { createClient, insertClientTask, signUpAgency } from '@tests/support/onboard';
import { addReportMonths, monthLabel, reportMonthOf, formatReportMonth } from '@shared/report/figures';
import { startOfLocalDay } from '@shared/sao-paulo-time';
import type { MonthlyReport } from '@shared/schemas/report';
import { writeOpening } from '../services/report/opening';
import { OPENING_USAGE_ACTION } from '../services/report';
import { openingOf } from '../services/report/model-opening';
import { createOpenAIProvider } from '../ai/provider';

let t: TestApp;
let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApp({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.url } });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const db = () => t.pautei.deps.db;
const ruleOf = (report: MonthlyReport) => {
  const { opening: _opening, ...figures } = report;
  return writeOpening(figures);
};

/** An agency with one client that produced `items` captions last month; the report's month and query. */
async function clientMonth(name: string, items: number) {
  const owner = await signUpAgency(t, { name: `Dona ${name}` }, { name: `Dona ${name}` });
  const month = addReportMonths(reportMonthOf(t.clock.now), -1);
  const start = startOfLocalDay({ year: month.year, month: month.month, day: 1 });
  await db()
    .update(profiles)
    .set({ createdAt: new Date(start.getTime() - 90 * 86_400_000) })
    .where(eq(profiles.userId, owner.userId));
  const clientId = await createClient(owner, name, 'food');
  for (let i = 0; i < items; i++) {
    await insertClientTask(t, owner.userId, clientId, {
      title: `Legenda ${i}`,
      createdAt: new Date(start.getTime() + (3 + i) * 86_400_000),
    });
  }
  const tokens = async () =>
    (await db().select().from(profiles).where(eq(profiles.userId, owner.userId)))[0]!.tokensRemaining;
  const report = async (): Promise<MonthlyReport> => {
    const res = await owner.json(`/api/reports?month=${formatReportMonth(month)}&clientId=${clientId}`);
    expect(res.status).toBe(200);
    return (res.body as { report: MonthlyReport }).report;
  };
  const usage = () =>
    db()
      .select()
      .from(usageTracking)
      .where(and(eq(usageTracking.userId, owner.userId), eq(usageTracking.actionType, OPENING_USAGE_ACTION)));
  return { owner, clientId, month, label: monthLabel(month), tokens, report, usage };
}

describe('the report’s opening paragraph written by the model', () => {
  it('is the model’s when every number is the report’s, asked once, its cost recorded and no token spent', async () => {
    const s = await clientMonth('Padaria Pão Quente', 2);
    const before = await s.tokens();
    const written =
      `Em ${s.label} preparamos 2 conteúdos com muito carinho para a Padaria Pão Quente. ` +
      'Cada um foi pensado para a sua clientela, e o plano do próximo mês já está a caminho.';
    fake.reset();
    fake.setNext({ type: 'content', content: written });

    const first = await s.report();
    expect(first.opening).toBe(written);
    expect(fake.requests).toHaveLength(1);
    const asked = fake.requests[0]!.body.messages.map((m) => m.content).join('\n');
    expect(asked).toContain('Conteúdos produzidos: 2');
    expect(asked).toContain(s.label);

    // Reopened and downloaded as a PDF: the same paragraph, and the model is not asked again.
    expect((await s.report()).opening).toBe(written);
    const pdf = await s.owner.request(`/api/reports/pdf?month=${formatReportMonth(s.month)}&clientId=${s.clientId}`);
    expect(pdf.status).toBe(200);
    expect(fake.requests).toHaveLength(1);

    expect(await s.tokens()).toBe(before);
    const rows = await s.usage();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokensUsed).toBeGreaterThan(0);
  });

  it('is the rule-written one when the model states a number the report does not hold', async () => {
    const s = await clientMonth('Studio Beta', 1);
    const before = await s.tokens();
    fake.reset();
    fake.setNext({
      type: 'content',
      content: `Em ${s.label} seu perfil cresceu 35% com 1 conteúdo novo. Que mês!`,
    });
    const report = await s.report();
    expect(report.opening).toBe(ruleOf(report));
    expect(report.opening).not.toContain('35');
    expect(report.opening).toContain('produzimos 1 conteúdo');
    // The refusal is kept with the figures: reopening does not pay for another one.
    expect((await s.report()).opening).toBe(ruleOf(report));
    expect(fake.requests).toHaveLength(1);
    expect(await s.tokens()).toBe(before);
    expect(await s.usage()).toHaveLength(1);
  });

  it('is the rule-written one when the model fails, and the model is asked again on the next opening', async () => {
    const s = await clientMonth('Café Gama', 3);
    const before = await s.tokens();
    fake.reset();
    fake.setNext({ type: 'status', status: 500 });
    const failed = await s.report();
    expect(failed.opening).toBe(ruleOf(failed));
    expect(fake.requests).toHaveLength(1);
    expect(await s.usage()).toHaveLength(0);

    const written = `Em ${s.label} entregamos 3 legendas para o Café Gama, todas feitas sob medida para você.`;
    fake.setNext({ type: 'content', content: written });
    expect((await s.report()).opening).toBe(written);
    expect(fake.requests).toHaveLength(2);
    expect(await s.tokens()).toBe(before);
  });
});

describe('a slow model', () => {
  it('leaves the rule-written paragraph once the opening’s deadline passes', async () => {
    const s = await clientMonth('Ótica Delta', 2);
    const { opening: _opening, ...figures } = await s.report();
    const slowFigures = { ...figures, monthLabel: `${figures.monthLabel} ` }; // another version of the figures
    fake.reset();
    fake.setNext({ type: 'hang' });
    const ai = createOpenAIProvider({
      apiKey: 'sk-test',
      baseURL: fake.url,
      model: 'gpt-4o',
      timeoutMs: 60_000,
      stallTimeoutMs: 60_000,
    });
    const failures: unknown[] = [];
    const started = Date.now();
    const text = await openingOf(db(), slowFigures, s.owner.userId, {
      ai,
      log: (_m, err) => failures.push(err),
      timeoutMs: 300,
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(text).toBe(writeOpening(slowFigures));
    expect(failures).toHaveLength(1);
  });
});
