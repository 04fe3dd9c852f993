/**
 * The live preview of an item's images while its text is edited, and the template choices the server
 * offers, through the API on a real database (PGlite; PostgreSQL with TEST_DATABASE_URL): the draft is
 * drawn with the saved templates and nothing is saved; frames the editor already has are not sent again;
 * the renderer's fitting answer (continued, smaller, refused) comes back; the scope and the role hold.
 */
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, inWorkspace, insertClientTask, joinTeam, signUpOnboarded } from '@tests/support/onboard';
import { createTestApp, type Agent, type TestApp } from '@tests/support/test-app';
import { BAKERY_SLIDES, carouselContent } from '@tests/support/carousel-content';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 240_000);
afterAll(async () => {
  await t?.close();
});

type User = Agent & { email: string; userId: string };

interface Frame {
  hash: string;
  position: number;
  template: string;
  width: number;
  height: number;
  image: string | null;
  continues: boolean;
  continued: boolean;
  shrunk: boolean;
}

async function setup() {
  const owner = (await signUpOnboarded(t, { selectedPlan: 'agency', name: 'Agência Sol' })) as User;
  const clientId = await createClient(owner, 'Padaria Pão Quente');
  const item = await insertClientTask(t, owner.userId, clientId, {
    type: 'carousel',
    content: carouselContent(BAKERY_SLIDES),
  });
  return { owner, clientId, item };
}

const decode = (dataUrl: string) =>
  jpeg.decode(Buffer.from(dataUrl.replace(/^data:image\/jpeg;base64,/, ''), 'base64'), { useTArray: true });

describe('live preview of an item’s images', () => {
  it('offers the slide templates by name and draws a draft with the saved choices, saving nothing', async () => {
    const { owner, item } = await setup();
    const base = `/api/content/${item.id}/images`;
    const listed = (await owner.json(base)).body;
    expect(listed.templateChoices.map((c: { id: string }) => c.id)).toEqual([
      'capa',
      'passo',
      'citacao',
      'comparacao',
      'cta',
    ]);
    expect(listed.templateChoices[2]).toMatchObject({ label: 'Citação' });
    // The choice is saved with the render; the preview then uses it.
    const chosen = await owner.json(base, { method: 'POST', body: { templates: [null, 'citacao', null] } });
    expect(chosen.status).toBe(200);
    expect((await owner.json(base)).body.slides[1].chosen).toBe('citacao');

    const draft = carouselContent(
      BAKERY_SLIDES.map((s, i) => (i === 0 ? { ...s, title: 'Pão de fermentação natural' } : s)),
    );
    const res = await owner.json(`${base}/preview`, { method: 'POST', body: { content: draft } });
    expect(res.status).toBe(200);
    const frames = res.body.frames as Frame[];
    expect(res.body.refusal).toBeNull();
    expect(frames.map((f) => f.template)).toEqual(['capa', 'citacao', 'cta']);
    const first = decode(frames[0]!.image!);
    expect([first.width, first.height]).toEqual([1080, 1350]);

    // Frames the editor already shows come back without an image; an unchanged frame keeps its hash.
    const again = await owner.json(`${base}/preview`, {
      method: 'POST',
      body: { content: draft, known: frames.map((f) => f.hash) },
    });
    expect((again.body.frames as Frame[]).map((f) => f.image)).toEqual([null, null, null]);
    const saved = chosen.body.images as Array<{ hash: string }>;
    expect(frames[1]!.hash).toBe(saved[1]!.hash);
    expect(frames[0]!.hash).not.toBe(saved[0]!.hash);

    // Trying another template for a slide does not change what is saved.
    const tried = await owner.json(`${base}/preview`, {
      method: 'POST',
      body: { content: draft, templates: [null, 'comparacao', null] },
    });
    expect((tried.body.frames as Frame[])[1]!.template).toBe('comparacao');
    const stored = await owner.json(`/api/content/${item.id}`);
    expect(stored.body.content).toBe(item.content);
    const after = (await owner.json(base)).body;
    expect(after.slides[1].chosen).toBe('citacao');
    expect(after.images.map((i: { hash: string }) => i.hash)).toEqual(saved.map((i) => i.hash));
  }, 180_000);

  it('tells what did not fit: text moved to a new frame, smaller text, or a refusal', async () => {
    const { owner, item } = await setup();
    const base = `/api/content/${item.id}/images/preview`;
    const long = Array.from({ length: 60 }, (_, i) => `Frase número ${i + 1} sobre fermentação natural.`).join(' ');
    const moved = await owner.json(base, {
      method: 'POST',
      body: { content: carouselContent([BAKERY_SLIDES[0]!, { title: 'Tudo', content: long }, BAKERY_SLIDES[2]!]) },
    });
    expect(moved.status).toBe(200);
    const frames = moved.body.frames as Frame[];
    expect(frames.length).toBeGreaterThan(3);
    expect(frames[1]).toMatchObject({ continues: true, continued: false, shrunk: true });
    expect(frames[2]).toMatchObject({ continued: true });
    expect(frames[0]).toMatchObject({ continues: false, shrunk: false });

    const title = Array.from({ length: 40 }, () => 'Fermentação').join(' ');
    const refused = await owner.json(base, {
      method: 'POST',
      body: { content: carouselContent([{ title, content: 'x' }, BAKERY_SLIDES[1]!]) },
    });
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({ frames: [], refusal: { code: 'RENDER_TITLE_TOO_LONG', params: { slide: 1 } } });

    const broken = await owner.json(base, { method: 'POST', body: { content: '{"slides": [' } });
    expect(broken.status).toBe(400);
    expect(broken.body.error.code).toBe('CONTENT_INVALID_JSON');
    const badKnown = await owner.json(base, { method: 'POST', body: { content: item.content, known: ['x'] } });
    expect(badKnown.status).toBe(400);
  }, 180_000);

  it('belongs to the workspace and to who may edit', async () => {
    const { owner, clientId, item } = await setup();
    const base = `/api/content/${item.id}/images/preview`;
    const body = { content: item.content };
    const stranger = (await signUpOnboarded(t, { selectedPlan: 'agency', name: 'Outra' })) as User;
    expect((await stranger.json(base, { method: 'POST', body })).status).toBe(404);
    expect((await t.request(base, { method: 'POST', body: JSON.stringify(body) })).status).toBeGreaterThanOrEqual(400);

    const reviewer = (await joinTeam(t, owner, 'reviewer', { name: 'Rita' })) as User;
    const refused = await inWorkspace(reviewer, owner.userId, base, { method: 'POST', body });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('ROLE_FORBIDDEN');

    const caption = await insertClientTask(t, owner.userId, clientId, { type: 'caption' });
    const none = await owner.json(`/api/content/${caption.id}/images/preview`, { method: 'POST', body });
    expect(none.status).toBe(400);
    expect(none.body.error.code).toBe('RENDER_KIND_WITHOUT_IMAGES');
    expect((await owner.json(`/api/content/${caption.id}/images`)).body.templateChoices).toEqual([]);
  }, 180_000);
});
