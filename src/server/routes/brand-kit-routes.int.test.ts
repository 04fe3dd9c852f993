/**
 * Brand kits through the API, on a real database (PGlite; PostgreSQL with TEST_DATABASE_URL): the
 * default kit, saving with a logo the renderer re-encodes, bad uploads and unreadable colours refused
 * with nothing changed, and the owner scope and roles on client kits.
 */
import { eq } from 'drizzle-orm';
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngHeader } from '@tests/support/images';
import { createClient, inWorkspace, joinTeam, signUpOnboarded } from '@tests/support/onboard';
import { createTestApp, type Agent, type TestApp } from '@tests/support/test-app';
import { DEFAULT_BRAND_KIT, LOGO_MAX_BYTES } from '@shared/render/brand-kit';
import { contrastRatio } from '@shared/render/contrast';
import { brandKits } from '../db/schema';
import { ownerScopeOf } from '../scope/owner-scope';
import { loadRenderKit } from '../services/brand-kit-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type User = Agent & { email: string; userId: string };

const KIT = {
  colors: { background: '#0B3D91', text: '#FFFFFF', accent: '#FFB703' },
  fontPair: 'elegante',
  handle: '@Studio.Ana',
};

/** A real 300×150 JPEG, as a phone would upload it. */
function jpegLogo(): string {
  const width = 300;
  const height = 150;
  const data = Buffer.alloc(width * height * 4, 0xff);
  for (let i = 0; i < width * height; i++) data[i * 4 + 1] = 120;
  return Buffer.from(jpeg.encode({ data, width, height }, 85).data).toString('base64');
}

const put = (u: Agent, path: string, body: unknown) => u.json(path, { method: 'PUT', body });
const rowsOf = (ownerUserId: string) =>
  t.pautei.deps.db.select().from(brandKits).where(eq(brandKits.ownerUserId, ownerUserId));

describe('workspace brand kit', () => {
  it('answers the default kit until one is saved, then the saved one with its re-encoded logo', async () => {
    const creator = (await signUpOnboarded(t, { selectedPlan: 'creator', name: 'Ana' })) as User;
    const first = await creator.json('/api/brand-kit');
    expect(first.status).toBe(200);
    expect(first.body.kit).toMatchObject({
      isDefault: true,
      ...DEFAULT_BRAND_KIT,
      logo: null,
      contrast: { passes: true },
    });

    const saved = await put(creator, '/api/brand-kit', { ...KIT, logo: jpegLogo() });
    expect(saved.status).toBe(200);
    expect(saved.body.kit).toMatchObject({
      isDefault: false,
      colors: KIT.colors,
      fontPair: 'elegante',
      handle: 'Studio.Ana',
    });
    expect(saved.body.kit.logo).toMatchObject({ width: 300, height: 150 });
    const png = Buffer.from(saved.body.kit.logo.dataUrl.replace('data:image/png;base64,', ''), 'base64');
    expect([...png.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);

    // What a render gets: the saved kit with the stored PNG.
    const forRender = await loadRenderKit(t.pautei.deps.db, ownerScopeOf(creator.userId, false), null);
    expect(forRender).toMatchObject({ colors: KIT.colors, fontPair: 'elegante', handle: 'Studio.Ana' });
    expect(Buffer.from(forRender.logo!.png).equals(png)).toBe(true);

    // Saving without a logo keeps it; null removes it.
    const kept = await put(creator, '/api/brand-kit', { ...KIT, handle: 'ana' });
    expect(kept.body.kit.logo).not.toBeNull();
    expect(kept.body.kit.handle).toBe('ana');
    const removed = await put(creator, '/api/brand-kit', { ...KIT, logo: null });
    expect(removed.body.kit.logo).toBeNull();
    expect(await rowsOf(creator.userId)).toHaveLength(1);
  }, 60_000);

  it('refuses bad uploads with a Portuguese code and changes nothing', async () => {
    const creator = (await signUpOnboarded(t, { selectedPlan: 'creator', name: 'Bia' })) as User;
    await put(creator, '/api/brand-kit', { ...KIT, logo: jpegLogo() });
    const before = (await rowsOf(creator.userId))[0]!;

    const notImage = await put(creator, '/api/brand-kit', {
      ...KIT,
      handle: 'x',
      logo: Buffer.from('<svg onload=alert(1)>').toString('base64'),
    });
    expect(notImage.status).toBe(422);
    expect(notImage.body.error.code).toBe('BRAND_KIT_LOGO_INVALID');

    const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array(64).fill(7)]);
    const corrupt = await put(creator, '/api/brand-kit', { ...KIT, handle: 'x', logo: header.toString('base64') });
    expect(corrupt.status).toBe(422);
    expect(corrupt.body.error.code).toBe('BRAND_KIT_LOGO_INVALID');

    const bomb = await put(creator, '/api/brand-kit', {
      ...KIT,
      handle: 'x',
      logo: Buffer.from(pngHeader(40_000, 40_000)).toString('base64'),
    });
    expect(bomb.status).toBe(422);
    expect(bomb.body.error.code).toBe('BRAND_KIT_LOGO_DIMENSIONS');

    const notBase64 = await put(creator, '/api/brand-kit', { ...KIT, handle: 'x', logo: 'isto não é base64!' });
    expect(notBase64.status).toBe(422);

    const big = Buffer.alloc(LOGO_MAX_BYTES + 1, 1);
    big.set([0xff, 0xd8, 0xff]);
    const tooLarge = await put(creator, '/api/brand-kit', { ...KIT, handle: 'x', logo: big.toString('base64') });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error.code).toBe('BRAND_KIT_LOGO_TOO_LARGE');

    const after = (await rowsOf(creator.userId))[0]!;
    expect(after.handle).toBe(before.handle);
    expect(after.logoHash).toBe(before.logoHash);
  }, 60_000);

  it('refuses text the background makes unreadable, suggesting a colour that passes', async () => {
    const creator = (await signUpOnboarded(t, { selectedPlan: 'creator', name: 'Caio' })) as User;
    const res = await put(creator, '/api/brand-kit', {
      ...KIT,
      colors: { background: '#FFFFFF', text: '#9DB4E0', accent: null },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('BRAND_KIT_CONTRAST_LOW');
    const suggestion = res.body.error.params.suggestion as string;
    expect(contrastRatio(suggestion, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(await rowsOf(creator.userId)).toHaveLength(0);

    const accepted = await put(creator, '/api/brand-kit', {
      ...KIT,
      colors: { background: '#FFFFFF', text: suggestion, accent: null },
    });
    expect(accepted.status).toBe(200);
  }, 60_000);

  it('validates colours, font pair and handle', async () => {
    const creator = (await signUpOnboarded(t, { selectedPlan: 'creator', name: 'Duda' })) as User;
    const badColor = await put(creator, '/api/brand-kit', { ...KIT, colors: { ...KIT.colors, text: 'white' } });
    expect(badColor.status).toBe(400);
    const badPair = await put(creator, '/api/brand-kit', { ...KIT, fontPair: 'comic-sans' });
    expect(badPair.status).toBe(400);
    const badHandle = await put(creator, '/api/brand-kit', { ...KIT, handle: 'com espaço' });
    expect(badHandle.status).toBe(400);
    expect(await rowsOf(creator.userId)).toHaveLength(0);
  }, 60_000);
});

describe('client brand kits', () => {
  it('belong to the agency and are changed only by the roles that may change clients', async () => {
    const owner = (await signUpOnboarded(t, { selectedPlan: 'agency', name: 'Agência Sol' })) as User;
    const clientId = await createClient(owner, 'Padaria Pão Quente');
    const otherClient = await createClient(owner, 'Pet Feliz');
    const path = `/api/clients/${clientId}/brand-kit`;

    const saved = await put(owner, path, KIT);
    expect(saved.status).toBe(200);
    expect(saved.body.kit).toMatchObject({ clientId, subject: clientId, isDefault: false });
    // The workspace's own kit is another kit.
    expect((await owner.json('/api/brand-kit')).body.kit.isDefault).toBe(true);

    const reviewer = (await joinTeam(t, owner, 'reviewer', { name: 'Rita' })) as User;
    const read = await inWorkspace(reviewer, owner.userId, path);
    expect(read.status).toBe(200);
    expect(read.body.kit.colors).toEqual(KIT.colors);
    const refused = await inWorkspace(reviewer, owner.userId, path, {
      method: 'PUT',
      body: { ...KIT, handle: 'outro' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('ROLE_FORBIDDEN');

    const editor = (await joinTeam(t, owner, 'editor', { name: 'Edu', clientIds: [otherClient] })) as User;
    // Not one of the editor's clients: not found, whatever the role.
    expect((await inWorkspace(editor, owner.userId, path)).status).toBe(404);

    const stranger = (await signUpOnboarded(t, { selectedPlan: 'agency', name: 'Outra' })) as User;
    expect((await stranger.json(path)).status).toBe(404);
    const hijack = await put(stranger, path, { ...KIT, handle: 'roubado' });
    expect(hijack.status).toBe(404);
    expect((await put(stranger, '/api/clients/not-a-uuid/brand-kit', KIT)).status).toBe(404);

    const [row] = await t.pautei.deps.db.select().from(brandKits).where(eq(brandKits.subject, clientId));
    expect(row!.handle).toBe('Studio.Ana');
    expect(row!.ownerUserId).toBe(owner.userId);
  }, 120_000);
});
