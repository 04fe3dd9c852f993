/**
 * The monthly report through the API, on PGlite and on PostgreSQL (TEST_DATABASE_URL): every figure of a
 * client's month recomputed here from the rows the test wrote, the text of the PDF read back and compared,
 * who may read, make and send reports, a link that shows one client's month only, and the link's life
 * (open, revoked, expired, unknown). Months not begun and months before the workspace existed are refused.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  approvalEvents,
  profiles,
  reportItemMetrics,
  reportLinks,
  reviewLinkItems,
  reviewLinks,
  tasks,
} from '../db/schema';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import {
  createClient,
  inWorkspace,
  insertClientTask,
  joinTeam,
  signUpAgency,
  signUpOnboarded,
} from '@tests/support/onboard';
import { datesInRange } from '@shared/commemorative-dates';
import { addReportMonths, formatReportMonth, reportMonthOf, type ReportMonth } from '@shared/report/figures';
import { startOfLocalDay, daysInMonth, localDayOf, toIsoDay } from '@shared/sao-paulo-time';
import { ON_TIME_GRACE_MINUTES } from '@shared/publication';
import { hashReviewToken } from '../services/approval/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const HOUR = 3_600_000;
const db = () => t.pautei.deps.db;
/** An instant `hours` after 00:00 of a São Paulo day of the month. */
const on = (m: ReportMonth, day: number, hours = 12) =>
  new Date(startOfLocalDay({ year: m.year, month: m.month, day }).getTime() + hours * HOUR);

/** Puts an item on a review link (its send time) and records the client's answers. */
async function approvalHistory(
  ownerUserId: string,
  clientId: string,
  taskId: string,
  sentAt: Date,
  answers: Array<{ state: 'approved' | 'changes_requested'; at: Date }>,
) {
  const [link] = await db()
    .insert(reviewLinks)
    .values({
      tokenHash: hashReviewToken(`${taskId}-link`),
      ownerUserId,
      clientId,
      expiresAt: new Date(sentAt.getTime() + 30 * 24 * HOUR),
      createdAt: sentAt,
    })
    .returning();
  await db().insert(reviewLinkItems).values({ linkId: link!.id, taskId, addedAt: sentAt });
  for (const a of answers) {
    await db()
      .insert(approvalEvents)
      .values({ linkId: link!.id, ownerUserId, taskId, state: a.state, actor: 'client', createdAt: a.at });
  }
  const last = answers[answers.length - 1];
  if (last) await db().update(tasks).set({ approvalState: last.state }).where(eq(tasks.id, taskId));
}

async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const lines: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const content = await page.getTextContent();
    for (const item of content.items) if ('str' in item) lines.push(item.str + (item.hasEOL ? '\n' : ''));
  }
  return lines.join('').replace(/\s+/g, ' ');
}

describe('monthly report', () => {
  it('recomputes every figure of a client’s month from its rows, and the PDF says the same', async () => {
    const owner = await signUpAgency(t, { name: 'Dona Alfa' }, { name: 'Dona Alfa' });
    const month = addReportMonths(reportMonthOf(t.clock.now), -1);
    // The workspace existed well before the month.
    await db()
      .update(profiles)
      .set({ createdAt: on(addReportMonths(month, -6), 1) })
      .where(eq(profiles.userId, owner.userId));
    const clientA = await createClient(owner, 'Padaria Pão Quente', 'food');
    const clientB = await createClient(owner, 'Studio Beta', 'fitness');
    const next = addReportMonths(month, 1);
    const ws = owner.userId;

    const i1 = await insertClientTask(t, ws, clientA, {
      title: 'Pão de fermentação natural',
      type: 'caption',
      createdAt: on(month, 3, 8),
    });
    await approvalHistory(ws, clientA, i1.id, on(month, 3, 12), [{ state: 'approved', at: on(month, 3, 15) }]);
    await db()
      .update(tasks)
      .set({
        publicationState: 'published',
        publishAt: on(month, 10, 12),
        publishedAt: new Date(on(month, 10, 12).getTime() + 20 * 60_000),
        scheduledDate: on(month, 10),
      })
      .where(eq(tasks.id, i1.id));
    const i2 = await insertClientTask(t, ws, clientA, {
      title: 'Bastidores da fornada',
      type: 'reel_idea',
      content: '{}',
      createdAt: on(month, 5, 8),
    });
    await approvalHistory(ws, clientA, i2.id, on(month, 5, 12), [
      { state: 'changes_requested', at: on(month, 6, 12) },
      { state: 'approved', at: on(month, 8, 12) },
    ]);
    await db()
      .update(tasks)
      .set({ publicationState: 'published', publishAt: on(month, 20, 12), publishedAt: on(month, 20, 14) })
      .where(eq(tasks.id, i2.id));
    const i3 = await insertClientTask(t, ws, clientA, {
      title: 'Parceria com o moinho',
      type: 'caption',
      content: 'Publicidade #publi\nFarinha do Moinho Bom.',
      options: { isAd: 1 },
      createdAt: on(month, 12),
    });
    const i4 = await insertClientTask(t, ws, clientA, {
      title: 'Story do café',
      type: 'story',
      content: 'Café fresquinho!',
      options: { isAd: 1 },
      createdAt: on(month, 14),
      publicationState: 'not_published',
      publishAt: on(month, 21, 12),
      notPublishedReason: 'Chuva',
    });
    // Made the month before, published in this one without a planned time.
    await insertClientTask(t, ws, clientA, {
      title: 'Receita antiga',
      type: 'caption',
      createdAt: on(addReportMonths(month, -1), 20),
      publicationState: 'published',
      publishedAt: on(month, 15, 18),
    });
    const i6 = await insertClientTask(t, ws, clientA, {
      title: 'Panetone',
      type: 'caption',
      createdAt: on(month, 22),
      publicationState: 'scheduled',
      publishAt: on(next, 5, 12),
      scheduledDate: on(next, 5),
    });
    // Another client's month must not leak in.
    await insertClientTask(t, ws, clientB, {
      title: 'Treino de verão',
      type: 'caption',
      createdAt: on(month, 4),
      publicationState: 'published',
      publishedAt: on(month, 4, 18),
    });

    const typed = await owner.json(`/api/reports/items/${i1.id}/metrics`, {
      method: 'PUT',
      body: { reach: 1200, engagement: 87 },
    });
    expect(typed.status).toBe(200);
    // Only published items take figures, and only whole numbers.
    expect(
      (await owner.json(`/api/reports/items/${i6.id}/metrics`, { method: 'PUT', body: { reach: 1, engagement: null } }))
        .status,
    ).toBe(409);
    const bad = await owner.json(`/api/reports/items/${i1.id}/metrics`, {
      method: 'PUT',
      body: { reach: -3, engagement: 1.5 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('REPORT_METRIC_INVALID');
    expect((await db().select().from(reportItemMetrics).where(eq(reportItemMetrics.taskId, i1.id)))[0]).toMatchObject({
      reach: 1200,
      engagement: 87,
    });

    const m = formatReportMonth(month);
    const res = await owner.json(`/api/reports?month=${m}&clientId=${clientA}`);
    expect(res.status).toBe(200);
    const r = res.body.report;

    // --- recomputed from the rows ---
    const rows = await db().select().from(tasks).where(eq(tasks.clientId, clientA));
    const startM = on(month, 1, 0).getTime();
    const endM = on(next, 1, 0).getTime();
    const within = (d: Date | null) => !!d && d.getTime() >= startM && d.getTime() < endM;
    const produced = rows.filter((row) => within(row.createdAt));
    expect(r.produced.total).toBe(produced.length);
    const kinds = new Map<string, number>();
    for (const row of produced) kinds.set(row.type, (kinds.get(row.type) ?? 0) + 1);
    expect(
      Object.fromEntries(r.produced.byKind.map((k: { kind: string; count: number }) => [k.kind, k.count])),
    ).toEqual(Object.fromEntries(kinds));

    const events = await db().select().from(approvalEvents);
    const sends = await db().select().from(reviewLinkItems);
    const waits: number[] = [];
    let firstRound = 0;
    let afterAdjustments = 0;
    for (const row of rows) {
      const mine = events.filter((e) => e.taskId === row.id && e.actor === 'client').sort((a, b) => a.seq! - b.seq!);
      const approvedAt = mine.find((e) => e.state === 'approved');
      if (!approvedAt || !within(approvedAt.createdAt)) continue;
      const before = mine.filter((e) => e.state === 'changes_requested' && e.seq! < approvedAt.seq!);
      if (before.length) afterAdjustments++;
      else firstRound++;
      const sent = Math.min(...sends.filter((s) => s.taskId === row.id).map((s) => s.addedAt.getTime()));
      waits.push(approvedAt.createdAt.getTime() - sent);
    }
    waits.sort((a, b) => a - b);
    expect(r.approval).toMatchObject({ approved: firstRound + afterAdjustments, firstRound, afterAdjustments });
    expect(r.approval.medianMs).toBe((waits[0]! + waits[1]!) / 2);
    expect([firstRound, afterAdjustments, r.approval.medianMs]).toEqual([1, 1, 37.5 * HOUR]);
    expect(r.approval.medianLabel).toBe('1 dia e 14 h');

    const planned = rows.filter((row) => within(row.publishAt));
    const published = rows.filter((row) => row.publicationState === 'published' && within(row.publishedAt));
    const grace = ON_TIME_GRACE_MINUTES * 60_000;
    expect(r.publication.items.map((i: { id: string }) => i.id).sort()).toEqual(published.map((row) => row.id).sort());
    expect(r.publication).toEqual({
      items: r.publication.items,
      planned: planned.length,
      published: published.length,
      onTime: published.filter((row) => row.publishAt && row.publishedAt!.getTime() <= row.publishAt.getTime() + grace)
        .length,
      late: published.filter((row) => row.publishAt && row.publishedAt!.getTime() > row.publishAt.getTime() + grace)
        .length,
      unplanned: published.filter((row) => !row.publishAt).length,
      notPublished: planned.filter((row) => row.publicationState === 'not_published').length,
    });
    expect(r.publication).toMatchObject({
      planned: 3,
      published: 3,
      onTime: 1,
      late: 1,
      unplanned: 1,
      notPublished: 1,
    });

    const workDays = new Set(
      rows
        .filter((row) => row.publicationState !== 'not_published')
        .map((row) => row.publishedAt ?? row.publishAt ?? row.scheduledDate)
        .filter((d): d is Date => !!d)
        .map((d) => toIsoDay(localDayOf(d))),
    );
    const monthDates = datesInRange(
      `${m}-01`,
      `${m}-${String(daysInMonth(month.year, month.month)).padStart(2, '0')}`,
      'food',
      { minRelevance: 'medium' },
    );
    expect(r.dates.covered.map((d: { date: string }) => d.date)).toEqual(
      monthDates.filter((d) => workDays.has(d.date)).map((d) => d.date),
    );
    expect(r.dates.covered.length + r.dates.missed.length).toBe(monthDates.length);

    expect(r.publi.items.map((p: { id: string; labelled: boolean }) => [p.id, p.labelled])).toEqual([
      [i3.id, true],
      [i4.id, false],
    ]);
    expect(r.metrics).toMatchObject({
      reach: 1200,
      engagement: 87,
      items: [{ id: i1.id, reach: 1200, engagement: 87 }],
    });
    expect(r.nextMonth.scheduled.map((s: { id: string; day: string }) => [s.id, s.day])).toEqual([
      [i6.id, `${formatReportMonth(next)}-05`],
    ]);
    expect(r.client).toEqual({ id: clientA, name: 'Padaria Pão Quente' });
    expect(r.brand.name).toBe('Dona Alfa');
    expect(r.empty).toBe(false);
    expect(r.opening).toContain(`produzimos ${produced.length} conteúdos para Padaria Pão Quente`);
    expect(JSON.stringify(r)).not.toContain('Treino de verão');

    // The PDF, drawn in the background, says the same figures.
    const pdf = await owner.request(`/api/reports/pdf?month=${m}&clientId=${clientA}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`relatorio-padaria-pao-quente-${m}.pdf`);
    const bytes = await pdf.arrayBuffer();
    expect(bytes.byteLength).toBeLessThanOrEqual(500 * 1024);
    const text = await pdfText(bytes);
    expect(text).toContain('Dona Alfa');
    expect(text).toContain(`Relatório de ${r.monthLabel}`);
    expect(text).toContain('Cliente: Padaria Pão Quente');
    for (const line of [
      `Conteúdos produzidos: ${r.produced.total}`,
      `Aprovados: ${r.approval.approved}`,
      `Na primeira rodada: ${firstRound}`,
      `Depois de ajustes: ${afterAdjustments}`,
      `Tempo mediano até a aprovação: 1 dia e 14 h`,
      `Planejados: ${planned.length}`,
      `Publicados: ${published.length}`,
      `No horário: 1`,
      `Com atraso: 1`,
      `Não publicados: 1`,
      `Datas cobertas: ${r.dates.covered.length} de ${monthDates.length}`,
      `Alcance: 1.200`,
      `Engajamento: 87`,
      `Conteúdos agendados: 1`,
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toContain('Pautei');
    expect(text).not.toContain('Studio Beta');
  });

  it('an empty month is a short honest report; months not begun or before the workspace are refused', async () => {
    const owner = await signUpAgency(t, { name: 'Dona Gama' });
    const clientId = await createClient(owner, 'Loja Vazia', 'lifestyle');
    const now = reportMonthOf(t.clock.now);
    await db()
      .update(profiles)
      .set({ createdAt: on(addReportMonths(now, -2), 10) })
      .where(eq(profiles.userId, owner.userId));
    const empty = await owner.json(
      `/api/reports?month=${formatReportMonth(addReportMonths(now, -1))}&clientId=${clientId}`,
    );
    expect(empty.status).toBe(200);
    expect(empty.body.report.empty).toBe(true);
    expect(empty.body.report.opening).toMatch(
      /^Em .+ não houve conteúdos produzidos, aprovados ou publicados para Loja Vazia\./,
    );

    const future = await owner.json(
      `/api/reports?month=${formatReportMonth(addReportMonths(now, 1))}&clientId=${clientId}`,
    );
    expect(future.status).toBe(400);
    expect(future.body.error.code).toBe('REPORT_MONTH_FUTURE');
    const before = await owner.json(
      `/api/reports?month=${formatReportMonth(addReportMonths(now, -3))}&clientId=${clientId}`,
    );
    expect(before.status).toBe(400);
    expect(before.body.error.code).toBe('REPORT_MONTH_BEFORE_START');
    for (const bad of ['2026-13', 'abc', '1999-12']) {
      const res = await owner.json(`/api/reports?month=${bad}&clientId=${clientId}`);
      expect(res.status).toBe(400);
    }
    expect((await owner.json(`/api/reports?month=${formatReportMonth(now)}`)).body.error.code).toBe(
      'REPORT_CLIENT_REQUIRED',
    );
    // A creator's own report has no client.
    const creator = await signUpOnboarded(t);
    const own = await creator.json(`/api/reports?month=${formatReportMonth(now)}`);
    expect(own.status).toBe(200);
    expect(own.body.report.client).toBeNull();
  });

  it('scope: another agency, a member given another client, a Revisor who reads but does not send', async () => {
    const owner = await signUpAgency(t, { name: 'Dona Delta' });
    const clientA = await createClient(owner, 'Cliente A', 'lifestyle');
    const clientB = await createClient(owner, 'Cliente B', 'lifestyle');
    const m = formatReportMonth(reportMonthOf(t.clock.now));
    const q = `/api/reports?month=${m}&clientId=${clientA}`;

    const stranger = await signUpAgency(t, { name: 'Outra' });
    expect((await stranger.json(q)).status).toBe(404);
    expect(
      (await stranger.json('/api/reports/links', { method: 'POST', body: { month: m, clientId: clientA } })).status,
    ).toBe(404);

    const editorB = await joinTeam(t, owner, 'editor', { clientIds: [clientB] });
    expect((await inWorkspace(editorB, owner.userId, q)).status).toBe(404);
    expect((await inWorkspace(editorB, owner.userId, `/api/reports?month=${m}&clientId=${clientB}`)).status).toBe(200);
    const madeByEditor = await inWorkspace(editorB, owner.userId, '/api/reports/links', {
      method: 'POST',
      body: { month: m, clientId: clientB },
    });
    expect(madeByEditor.status).toBe(201);

    const reviewer = await joinTeam(t, owner, 'reviewer');
    expect((await inWorkspace(reviewer, owner.userId, q)).status).toBe(200);
    const refused = await inWorkspace(reviewer, owner.userId, '/api/reports/links', {
      method: 'POST',
      body: { month: m, clientId: clientA },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('ROLE_FORBIDDEN');
    expect(
      (await inWorkspace(reviewer, owner.userId, `/api/reports/links?month=${m}&clientId=${clientA}`)).status,
    ).toBe(403);
    const item = await insertClientTask(t, owner.userId, clientA, {
      publicationState: 'published',
      publishedAt: t.clock.now,
    });
    expect(
      (
        await inWorkspace(reviewer, owner.userId, `/api/reports/items/${item.id}/metrics`, {
          method: 'PUT',
          body: { reach: 1, engagement: 1 },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await stranger.json(`/api/reports/items/${item.id}/metrics`, {
          method: 'PUT',
          body: { reach: 1, engagement: 1 },
        })
      ).status,
    ).toBe(404);
  });

  it('a report link: one client’s month, WhatsApp to the client’s number, PDF, revoked, expired, unknown', async () => {
    const owner = await signUpAgency(t, { name: 'Agência Épsilon' }, { name: 'Agência Épsilon' });
    const createdA = await owner.json('/api/clients', {
      method: 'POST',
      body: { name: 'Café Aroma', niche: 'food', phone: '(11) 98765-4321' },
    });
    expect(createdA.status).toBe(201);
    const clientA: string = createdA.body.client.id;
    const clientB = await createClient(owner, 'Segredo B', 'lifestyle');
    const month = reportMonthOf(t.clock.now);
    const m = formatReportMonth(month);
    await insertClientTask(t, owner.userId, clientA, { title: 'Espresso perfeito' });
    await insertClientTask(t, owner.userId, clientB, { title: 'Segredo do cliente B' });

    const made = await owner.json('/api/reports/links', {
      method: 'POST',
      body: { month: m, clientId: clientA, expiresInDays: 7 },
    });
    expect(made.status).toBe(201);
    const link = made.body.link;
    const token = new URL(link.url).pathname.split('/').pop()!;
    expect(link.url).toBe(`http://localhost:3000/relatorio/${token}`);
    const message = `Olá, Café Aroma! O relatório de ${(await owner.json(`/api/reports?month=${m}&clientId=${clientA}`)).body.report.monthLabel} está pronto: o que produzimos, aprovamos e publicamos no mês. É só abrir o link, sem cadastro (dá para baixar em PDF):\n${link.url}`;
    expect(link.whatsappUrl).toBe(`https://wa.me/5511987654321?text=${encodeURIComponent(message)}`);
    // The token is stored only as its hash.
    const stored = JSON.stringify(await db().select().from(reportLinks));
    expect(stored).not.toContain(token);

    const page = await t.request(`/api/report-links/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const body = JSON.stringify(await page.json());
    expect(body).toContain('Café Aroma');
    expect(body).toContain('Agência Épsilon');
    expect(body).not.toContain('Segredo');
    const pdf = await t.request(`/api/report-links/${token}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(await pdfText(await pdf.arrayBuffer())).toContain('Café Aroma');

    expect((await t.request(`/api/report-links/${'x'.repeat(43)}`)).status).toBe(404);
    expect((await t.request('/api/report-links/curto')).status).toBe(404);

    // Expired after its days; revoked at once (twice changes nothing).
    t.clock.advance(8 * 24 * HOUR);
    const expired = await t.request(`/api/report-links/${token}`);
    expect(expired.status).toBe(410);
    expect((await expired.json()).error.code).toBe('REPORT_LINK_EXPIRED');
    t.clock.reset();
    const other = (await owner.json('/api/reports/links', { method: 'POST', body: { month: m, clientId: clientA } }))
      .body.link;
    const otherToken = new URL(other.url).pathname.split('/').pop()!;
    const stranger = await signUpAgency(t, { name: 'Outra' });
    expect((await stranger.json(`/api/reports/links/${other.id}/revoke`, { method: 'POST' })).status).toBe(404);
    const revoked = await owner.json(`/api/reports/links/${other.id}/revoke`, { method: 'POST' });
    expect(revoked.body.link).toMatchObject({ status: 'revoked', url: null, whatsappUrl: null });
    expect((await owner.json(`/api/reports/links/${other.id}/revoke`, { method: 'POST' })).status).toBe(200);
    const gone = await t.request(`/api/report-links/${otherToken}`);
    expect(gone.status).toBe(410);
    expect((await gone.json()).error.code).toBe('REPORT_LINK_REVOKED');
    const list = await owner.json(`/api/reports/links?month=${m}&clientId=${clientA}`);
    expect(list.body.links.map((l: { status: string }) => l.status)).toEqual(['revoked', 'live']);
  });
});
