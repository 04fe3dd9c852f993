/**
 * "Hora de postar" reminders: sent once per item and time (two runs at once on one database, runs
 * repeated), a run long after the time (a restart) sends it once marked late, a moved time moves the
 * reminder, a marked or deleted item cancels it, and the person told is the author (or the Dono when the
 * author is unknown). Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notices, publicationReminders } from '../db/schema';
import { runPublicationRemindersJob } from '../jobs/publication-reminders';
import { runPublicationReminders } from './publication-reminders';
import { CapturingMailer, createTestApp, type TestApp } from '@tests/support/test-app';
import { createClient, insertClientTask, insertTask, joinTeam, signUpOnboarded } from '@tests/support/onboard';
import { formatLocalDateTime } from '@shared/local-date-time';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => t.clock.reset());

const HOUR = 3_600_000;
type U = Awaited<ReturnType<typeof signUpOnboarded>>;

/** Schedules the item `hours` from now (through the API) and answers the planned instant. */
async function scheduleIn(u: U, id: string, hours: number): Promise<Date> {
  const res = await u.json(`/api/publication/items/${id}/schedule`, {
    method: 'PUT',
    body: { publishAt: formatLocalDateTime(new Date(t.clock.now.getTime() + hours * HOUR)) },
  });
  expect(res.status).toBe(200);
  return new Date(res.body.publication.publishAt);
}

const noticesOf = (itemId: string) => t.pautei.deps.db.select().from(notices).where(eq(notices.itemId, itemId));
const mailsAbout = (itemId: string) => t.mailer.sent.filter((m) => m.text.includes(`/postar/${itemId}`));
const run = () => runPublicationRemindersJob(t.pautei.deps);

describe('publication reminders', () => {
  it('two runs at once send the reminder once; later runs send nothing more', async () => {
    const creator = await signUpOnboarded(t);
    const item = await insertTask(t, creator.userId, { title: 'Reels do café', createdBy: creator.userId });
    const due = await scheduleIn(creator, item.id, 1);

    // Not yet time.
    await run();
    expect(await noticesOf(item.id)).toEqual([]);

    t.clock.set(new Date(due.getTime() + 30_000));
    const [a, b] = await Promise.all([run(), run()]);
    expect(a.sent + b.sent).toBe(1);
    await run();

    const told = await noticesOf(item.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ userId: creator.userId, kind: 'publication_due' });
    expect(told[0]!.payload).toMatchObject({ itemTitle: 'Reels do café', clientName: null, late: false });
    const mails = mailsAbout(item.id);
    expect(mails.map((m) => m.to)).toEqual([creator.email]);
    expect(mails[0]!.subject).toBe('Hora de postar “Reels do café”');
    const [row] = await t.pautei.deps.db
      .select()
      .from(publicationReminders)
      .where(eq(publicationReminders.taskId, item.id));
    expect(row!.sentAt).not.toBeNull();
    expect(row!.late).toBe(false);
  });

  it('after a restart past the time: sent once, marked late, even with another instance running too', async () => {
    const creator = await signUpOnboarded(t);
    const item = await insertTask(t, creator.userId, { title: 'Carrossel de promoção', createdBy: creator.userId });
    const due = await scheduleIn(creator, item.id, 1);

    // The server was down for three hours; on start it runs the job, and another instance runs it as well.
    t.clock.set(new Date(due.getTime() + 3 * HOUR));
    const otherInstance = new CapturingMailer();
    const notify = { mailer: otherInstance, logger: t.pautei.deps.logger, appUrl: t.env.APP_URL, push: null };
    const [mine, theirs] = await Promise.all([run(), runPublicationReminders(t.pautei.deps.db, notify, t.clock.now)]);
    expect(mine.sent + theirs.sent).toBe(1);
    expect(mine.late + theirs.late).toBe(1);
    await run();

    const told = await noticesOf(item.id);
    expect(told).toHaveLength(1);
    expect(told[0]!.payload).toMatchObject({ late: true });
    const mails = [...mailsAbout(item.id), ...otherInstance.sent];
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Atrasado: hora de postar/);
  });

  it('a moved time moves the reminder; marked and deleted items are not reminded', async () => {
    const creator = await signUpOnboarded(t);
    const moved = await insertTask(t, creator.userId, { title: 'Movido', createdBy: creator.userId });
    const marked = await insertTask(t, creator.userId, { title: 'Já postado', createdBy: creator.userId });
    const deleted = await insertTask(t, creator.userId, { title: 'Apagado', createdBy: creator.userId });
    await scheduleIn(creator, moved.id, 1);
    const newTime = await scheduleIn(creator, moved.id, 5);
    await scheduleIn(creator, marked.id, 1);
    await scheduleIn(creator, deleted.id, 1);
    expect(
      (
        await creator.json(`/api/publication/items/${marked.id}/published`, {
          method: 'PUT',
          body: { channel: 'tiktok' },
        })
      ).status,
    ).toBe(200);
    expect((await creator.json(`/api/content/${deleted.id}`, { method: 'DELETE' })).status).toBeLessThan(300);

    t.clock.set(new Date(t.clock.now.getTime() + 2 * HOUR));
    await run();
    for (const id of [moved.id, marked.id, deleted.id]) expect(await noticesOf(id)).toEqual([]);

    t.clock.set(new Date(newTime.getTime() + 60_000));
    expect((await run()).sent).toBe(1);
    expect(await noticesOf(moved.id)).toHaveLength(1);
    expect(await noticesOf(marked.id)).toEqual([]);
  });

  it("in a team: the item's author is told; with no known author, the Dono", async () => {
    const owner = await signUpOnboarded(t, { selectedPlan: 'agency' });
    const clientId = await createClient(owner, 'Pet Shop Au');
    const editor = await joinTeam(t, owner, 'editor');
    const byEditor = await insertClientTask(t, owner.userId, clientId, {
      title: 'Dica de banho',
      createdBy: editor.userId,
      approvalState: 'approved',
    });
    const unknown = await insertClientTask(t, owner.userId, clientId, {
      title: 'Sem autor',
      approvalState: 'approved',
    });
    const due = await scheduleIn(editor, byEditor.id, 1);
    await scheduleIn(editor, unknown.id, 1);

    t.clock.set(new Date(due.getTime() + 60_000));
    expect((await run()).sent).toBe(2);
    expect((await noticesOf(byEditor.id)).map((n) => n.userId)).toEqual([editor.userId]);
    expect((await noticesOf(byEditor.id))[0]!.payload).toMatchObject({ clientName: 'Pet Shop Au' });
    expect((await noticesOf(unknown.id)).map((n) => n.userId)).toEqual([owner.userId]);
    expect(mailsAbout(byEditor.id).map((m) => m.to)).toEqual([editor.email]);
    expect(mailsAbout(unknown.id).map((m) => m.to)).toEqual([owner.email]);
  });
});
