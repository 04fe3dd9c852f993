import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from '@tests/support/fake-openai';
import { onboard } from '@tests/support/onboard';
import { createTestApp, type Agent, type TestApp } from '@tests/support/test-app';
import { tasks, voiceExamples } from '../db/schema';
import { CONTENT_KINDS, type ContentKind } from '@shared/content-kinds';
import { hasPubliIdentification, PUBLI_KINDS } from '@shared/claims/publi';
import { VOICE_RULE } from '../ai/generators/voice-prompt';

let t: TestApp;
let fake: FakeOpenAI;
type User = Agent & { email: string; userId: string };

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApp({
    env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.url, AI_TIMEOUT_MS: '5000', AI_STALL_TIMEOUT_MS: '2000' },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
afterEach(() => fake.reset());

const db = () => t.pautei.deps.db;

async function newUser(plan: 'creator' | 'agency', name: string): Promise<User> {
  const u = await t.signUpVerified({ selectedPlan: plan, name });
  await onboard(u, { name, niche: 'lifestyle' });
  return u;
}

async function newClient(owner: User, name: string): Promise<string> {
  const res = await owner.json('/api/clients', {
    method: 'POST',
    body: { name, niche: 'outros', customNiche: 'Pet shop' },
  });
  expect([200, 201]).toContain(res.status);
  return (res.body.client?.id ?? res.body.id) as string;
}

const VOICE = {
  tone: 'descontraido',
  expressions: ['au au, tutores'],
  avoidWords: ['barato'],
  emojiLevel: 'pouco',
  ctaStyle: 'Chamar no direct',
  addressForm: 'apelido',
  nickname: 'tutores',
  notes: 'Petshop de bairro carinhoso',
  examplePosts: ['Banho quentinho pro seu peludo!'],
};

const saveVoice = (who: Agent, subject: string, body: unknown = VOICE) =>
  who.json(`/api/voice/${subject}`, { method: 'PUT', body });

const MAIN: Record<ContentKind, Record<string, unknown>> = {
  daily_script: { routine: 'Abro a loja às 8h, dou banho nos cães e à tarde atendo no balcão.' },
  story: { description: 'Bastidores do banho de hoje' },
  caption: { description: 'Post sobre a tosa higiênica' },
  reel_idea: { description: 'Três cuidados com o pelo no verão' },
  carousel: { theme: 'Mitos sobre ração', imageCount: 4 },
  ad_copy: { product: 'Pacote mensal de banho' },
};

const userText = (body: { messages: unknown }) =>
  (body.messages as Array<{ role: string; content: string }>).map((m) => m.content).join('\n');

describe('voice profiles', () => {
  it('saves and reads a client voice; limits answer Portuguese codes', async () => {
    const agency = await newUser('agency', 'Agência Sol');
    const client = await newClient(agency, 'Pet Feliz');
    const saved = await saveVoice(agency, client);
    expect(saved.status).toBe(200);
    expect(saved.body.voice).toMatchObject({ name: 'Pet Feliz', configured: true, examples: [] });
    expect(saved.body.voice.profile.expressions).toEqual(['au au, tutores']);
    const read = await agency.json(`/api/voice/${client}`);
    expect(read.body.voice.profile.nickname).toBe('tutores');
    // The nickname's number is asked, not guessed; a voice that has not said keeps it empty.
    expect(read.body.voice.profile.nicknameNumber).toBeNull();
    const plural = await saveVoice(agency, client, { ...VOICE, nickname: 'galera', nicknameNumber: 'plural' });
    expect(plural.status).toBe(200);
    expect((await agency.json(`/api/voice/${client}`)).body.voice.profile.nicknameNumber).toBe('plural');
    const unknown = await saveVoice(agency, client, { ...VOICE, nicknameNumber: 'muitos' });
    expect(unknown.status).toBe(400);
    expect((await agency.json(`/api/voice/${client}`)).body.voice.profile.nicknameNumber).toBe('plural');

    const tooLong = await saveVoice(agency, client, { notes: 'x'.repeat(401) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.code).toBe('VOICE_NOTES_TOO_LONG');
    const tooMany = await saveVoice(agency, client, { examplePosts: Array(6).fill('post') });
    expect(tooMany.body.error.code).toBe('VOICE_EXAMPLES_TOO_MANY');
  });

  it("answers 404 for another agency's client, a creator, and a made-up subject", async () => {
    const owner = await newUser('agency', 'Agência Dona');
    const intruder = await newUser('agency', 'Agência Intrusa');
    const creator = await newUser('creator', 'Carla');
    const client = await newClient(owner, 'Cliente Secreto');
    await saveVoice(owner, client);
    const [example] = await db()
      .insert(voiceExamples)
      .values({
        ownerUserId: owner.userId,
        subject: client,
        clientId: client,
        kind: 'caption',
        text: 'segredo',
        fingerprint: 'f',
        source: 'edit',
      })
      .returning();
    for (const who of [intruder, creator]) {
      expect((await who.json(`/api/voice/${client}`)).status).toBe(404);
      expect((await saveVoice(who, client)).status).toBe(404);
      expect((await who.json(`/api/voice/${client}/examples/${example!.id}`, { method: 'DELETE' })).status).toBe(404);
      expect((await who.json(`/api/voice/${client}/examples`, { method: 'DELETE' })).status).toBe(404);
      // Their own 'self' voice does not reach the owner's example either.
      expect((await who.json(`/api/voice/self/examples/${example!.id}`, { method: 'DELETE' })).status).toBe(404);
    }
    expect((await owner.json('/api/voice/not-a-client')).status).toBe(404);
    const still = await owner.json(`/api/voice/${client}`);
    expect(still.body.voice.examples).toHaveLength(1);
    expect(still.body.voice.profile.notes).toBe(VOICE.notes);
  });
});

describe('memory that learns', () => {
  it('an edit of a generated caption becomes an example; removal and clear all', async () => {
    const agency = await newUser('agency', 'Agência Mar');
    const client = await newClient(agency, 'Pet Mar');
    const gen = await agency.json('/api/generate/caption', {
      method: 'POST',
      body: { ...MAIN.caption, clientId: client },
    });
    expect(gen.status).toBe(200);
    const id = gen.body.item?.id ?? gen.body.id;
    const edited = 'Tutores, a tosa higiênica deixa seu peludo confortável! Chama no direct. #pets #tosa';
    expect((await agency.json(`/api/content/${id}`, { method: 'PATCH', body: { content: edited } })).status).toBe(200);
    // The same text again (different spacing and case) stays one example.
    await agency.json(`/api/content/${id}`, { method: 'PATCH', body: { content: `  ${edited.toUpperCase()} ` } });

    let voice = (await agency.json(`/api/voice/${client}`)).body.voice;
    expect(voice.examples).toHaveLength(1);
    expect(voice.examples[0]).toMatchObject({ kind: 'caption', source: 'edit' });
    expect(voice.examples[0].text.toLowerCase()).toContain('tosa higiênica');

    for (const n of [1, 2, 3]) {
      await agency.json(`/api/content/${id}`, { method: 'PATCH', body: { content: `Versão ${n} da legenda #pets` } });
    }
    voice = (await agency.json(`/api/voice/${client}`)).body.voice;
    expect(voice.examples.map((e: { text: string }) => e.text)).toEqual([
      'Versão 3 da legenda #pets',
      'Versão 2 da legenda #pets',
      'Versão 1 da legenda #pets',
    ]);

    const removed = await agency.json(`/api/voice/${client}/examples/${voice.examples[0].id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(removed.body.voice.examples).toHaveLength(2);
    const cleared = await agency.json(`/api/voice/${client}/examples`, { method: 'DELETE' });
    expect(cleared.body.voice.examples).toEqual([]);
  });

  it("a client's approval becomes an example of that client's memory", async () => {
    const agency = await newUser('agency', 'Agência Rio');
    const client = await newClient(agency, 'Pet Rio');
    const [item] = await db()
      .insert(tasks)
      .values({
        userId: agency.userId,
        clientId: client,
        title: 'Story aprovado',
        content: 'Olha o banho de hoje, tutores!',
        type: 'story',
      })
      .returning();
    const link = await agency.json('/api/approval/links', { method: 'POST', body: { items: [item!.id] } });
    expect(link.status).toBe(201);
    const reviewer = t.agent();
    const ans = await reviewer.json(`/api/review/${link.body.token}/answers`, {
      method: 'POST',
      body: { itemId: item!.id, decision: 'approved', approverName: 'Rita' },
    });
    expect(ans.status).toBe(200);
    const voice = (await agency.json(`/api/voice/${client}`)).body.voice;
    expect(voice.examples).toEqual([
      expect.objectContaining({ kind: 'story', source: 'approval', text: 'Olha o banho de hoje, tutores!' }),
    ]);
  });

  it("a creator's edit teaches the creator's own voice", async () => {
    const creator = await newUser('creator', 'Cris');
    const [item] = await db()
      .insert(tasks)
      .values({ userId: creator.userId, title: 'Legenda', content: 'original', type: 'caption' })
      .returning();
    await creator.json(`/api/content/${item!.id}`, { method: 'PATCH', body: { content: 'Minha legenda final #cris' } });
    const voice = (await creator.json('/api/voice/self')).body.voice;
    expect(voice.name).toBe('Cris');
    expect(voice.examples.map((e: { text: string }) => e.text)).toEqual(['Minha legenda final #cris']);
  });
});

describe('every edit route teaches', () => {
  it("per-part edits of a daily script and field edits of carousels, reels and ads become that kind's examples", async () => {
    const agency = await newUser('agency', 'Agência Sol');
    const client = await newClient(agency, 'Pet Sol');
    const insert = async (type: ContentKind, content: string, parts: unknown[] = []) => {
      const [row] = await db()
        .insert(tasks)
        .values({ userId: agency.userId, clientId: client, title: type, content, type, parts: parts as never })
        .returning();
      return row!.id;
    };
    const examplesOf = async (kind: ContentKind) =>
      ((await agency.json(`/api/voice/${client}`)).body.voice.examples as { kind: string; text: string }[]).filter(
        (e) => e.kind === kind,
      );

    // A daily script: "Editar parte 1" saves the parts; the rewritten part is in the learned text.
    const parts = [
      { id: 'p1', time: '08:00', type: 'bastidores', content: 'Abrindo a loja', completed: false },
      { id: 'p2', time: '10:00', type: 'educativo', content: 'Dica de escovação', completed: false },
    ];
    const script = JSON.stringify({
      title: 'Dia na loja',
      daily_hook: 'Bom dia, tutores!',
      parts: parts.map(({ id: _id, completed: _c, ...p }) => p),
      daily_cta: 'Chama no direct!',
    });
    const scriptId = await insert('daily_script', script, parts);
    const editPart = (content: string, completed = false) =>
      agency.json(`/api/content/${scriptId}/parts`, {
        method: 'PUT',
        body: { parts: [{ ...parts[0], content, completed }, parts[1]] },
      });
    expect((await editPart('Abrindo a loja com o Thor no colo')).status).toBe(200);
    let learned = await examplesOf('daily_script');
    expect(learned).toHaveLength(1);
    expect(learned[0]!.text).toContain('Abrindo a loja com o Thor no colo');
    // A done tick alone is not an edit: nothing new is learned.
    expect((await editPart('Abrindo a loja com o Thor no colo', true)).status).toBe(200);
    expect(await examplesOf('daily_script')).toHaveLength(1);
    // Same bounds as every kind: the 3 newest.
    for (const n of [1, 2, 3]) await editPart(`Parte reescrita ${n}`);
    learned = await examplesOf('daily_script');
    expect(learned).toHaveLength(3);
    expect(learned[0]!.text).toContain('Parte reescrita 3');

    // A carousel, a reel and an ad: one field changed in the saved document.
    const carousel = {
      title: 'Mitos',
      description: 'Mitos sobre ração',
      slides: [
        { slide_number: 1, title: 'Capa', content: 'Mitos sobre ração', image_suggestion: 'foto' },
        { slide_number: 2, title: 'Mito 1', content: 'Ração cara é sempre melhor', image_suggestion: 'foto' },
      ],
      cta: 'Salva!',
      hashtags: '#pets #racao',
    };
    const carouselId = await insert('carousel', JSON.stringify(carousel));
    carousel.slides[1]!.content = 'Ração boa é a que o veterinário indica, tutores';
    const patched = await agency.json(`/api/content/${carouselId}`, {
      method: 'PATCH',
      body: { content: JSON.stringify(carousel) },
    });
    expect(patched.status).toBe(200);
    expect((await examplesOf('carousel'))[0]?.text).toContain('Ração boa é a que o veterinário indica');

    const reel = {
      concept: 'Pelo no verão',
      hook: 'Seu pet sofre no calor?',
      scenes: [{ timing: '0-3s', action: 'close', text: 'Calor!', visual_tip: 'luz' }],
      cta: 'Segue pra parte 2',
      editing_tips: ['cortes rápidos'],
    };
    const reelId = await insert('reel_idea', JSON.stringify(reel));
    reel.cta = 'Chama no direct, tutores, que a gente agenda a tosa';
    await agency.json(`/api/content/${reelId}`, { method: 'PATCH', body: { content: JSON.stringify(reel) } });
    expect((await examplesOf('reel_idea'))[0]?.text).toContain('a gente agenda a tosa');

    const adId = await insert('ad_copy', 'Gancho\n---\nOferta\n---\nChama no direct');
    await agency.json(`/api/content/${adId}`, {
      method: 'PATCH',
      body: { content: 'Gancho\n---\nPacote mensal com banho toda semana\n---\nChama no direct' },
    });
    expect((await examplesOf('ad_copy'))[0]?.text).toContain('Pacote mensal com banho toda semana');
    // Each kind's memory is its own: the script's examples are still the 3 of before.
    expect(await examplesOf('daily_script')).toHaveLength(3);
  });
});

describe('the generator indicator', () => {
  it('counts the learned examples of the asked kind only', async () => {
    const agency = await newUser('agency', 'Agência Conta');
    const client = await newClient(agency, 'Pet Conta');
    const learned = (kind: ContentKind, text: string) => ({
      ownerUserId: agency.userId,
      subject: client,
      clientId: client,
      kind,
      text,
      fingerprint: `${kind}-${text}`,
      source: 'edit' as const,
    });
    await db()
      .insert(voiceExamples)
      .values([
        learned('caption', 'Legenda um #pets'),
        learned('caption', 'Legenda dois #pets'),
        learned('story', 'Story um'),
      ]);

    const count = async (query: string) => {
      const res = await agency.json(`/api/voice/${client}${query}`);
      expect(res.status).toBe(200);
      return res.body.voice.kindExamples as number | null;
    };
    expect(await count('?kind=caption')).toBe(2);
    expect(await count('?kind=story')).toBe(1);
    expect(await count('?kind=carousel')).toBe(0);
    // Without a kind the memory is listed whole and no count is made.
    expect(await count('')).toBeNull();
    expect((await agency.json(`/api/voice/${client}`)).body.voice.examples).toHaveLength(3);

    const wrong = await agency.json(`/api/voice/${client}?kind=poema`);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('VOICE_KIND_INVALID');
    // Another agency learns nothing about this client, counted or not.
    const rival = await newUser('agency', 'Agência Curiosa');
    expect((await rival.json(`/api/voice/${client}?kind=caption`)).status).toBe(404);
  });
});

describe('generations use the voice', () => {
  it('each of the six kinds carries the client voice, and another client never sees it', async () => {
    const agency = await newUser('agency', 'Agência Voz');
    const petFeliz = await newClient(agency, 'Pet Feliz');
    const outro = await newClient(agency, 'Outro Cliente');
    await saveVoice(agency, petFeliz);
    await db()
      .insert(voiceExamples)
      .values(
        CONTENT_KINDS.map((kind) => ({
          ownerUserId: agency.userId,
          subject: petFeliz,
          clientId: petFeliz,
          kind,
          text: `Exemplo aprendido de ${kind} da Pet Feliz`,
          fingerprint: kind,
          source: 'edit',
        })),
      );
    for (const kind of CONTENT_KINDS) {
      fake.reset();
      const mine = await agency.json(`/api/generate/${kind}`, {
        method: 'POST',
        body: { ...MAIN[kind], clientId: petFeliz },
      });
      expect(mine.status, kind).toBe(200);
      const prompt = userText(fake.requests[0]!.body);
      expect(prompt).toContain(VOICE_RULE);
      expect(prompt).toContain('au au, tutores');
      expect(prompt).toContain(`Exemplo aprendido de ${kind} da Pet Feliz`);
      // Only the kind's own examples.
      for (const other of CONTENT_KINDS.filter((k) => k !== kind))
        expect(prompt).not.toContain(`Exemplo aprendido de ${other} `);

      fake.reset();
      const theirs = await agency.json(`/api/generate/${kind}`, {
        method: 'POST',
        body: { ...MAIN[kind], clientId: outro },
      });
      expect(theirs.status, kind).toBe(200);
      const other = userText(fake.requests[0]!.body);
      expect(other).not.toContain('Voz da marca');
      expect(other).not.toContain('au au, tutores');
      expect(other).not.toContain('Pet Feliz');
    }
  });

  it("another agency's generation never carries this voice, and useVoice false skips it once", async () => {
    const agency = await newUser('agency', 'Agência Uma');
    const rival = await newUser('agency', 'Agência Outra');
    const client = await newClient(agency, 'Pet Único');
    const rivalClient = await newClient(rival, 'Pet Rival');
    await saveVoice(agency, client);

    const rivalTry = await rival.json('/api/generate/caption', {
      method: 'POST',
      body: { ...MAIN.caption, clientId: client },
    });
    expect(rivalTry.status).toBe(404);
    expect(fake.requests).toHaveLength(0);
    await rival.json('/api/generate/caption', { method: 'POST', body: { ...MAIN.caption, clientId: rivalClient } });
    expect(userText(fake.requests[0]!.body)).not.toContain('au au, tutores');

    fake.reset();
    await agency.json('/api/generate/caption', {
      method: 'POST',
      body: { ...MAIN.caption, clientId: client, useVoice: false },
    });
    expect(userText(fake.requests[0]!.body)).not.toContain('Voz da marca');
    fake.reset();
    await agency.json('/api/generate/caption', { method: 'POST', body: { ...MAIN.caption, clientId: client } });
    expect(userText(fake.requests[0]!.body)).toContain('au au, tutores');
  });
});

describe('"É publicidade?"', () => {
  it.each(PUBLI_KINDS)(
    '%s: the prompt asks for it and the saved text carries the identification first',
    async (kind) => {
      const creator = await newUser('creator', `Criador ${kind}`);
      const res = await creator.json(`/api/generate/${kind}`, { method: 'POST', body: { ...MAIN[kind], isAd: true } });
      expect(res.status).toBe(200);
      expect(userText(fake.requests.at(-1)!.body)).toContain('Este conteúdo é publicidade');
      const item = res.body.item ?? res.body;
      expect(hasPubliIdentification(kind, item.content)).toBe(true);
      expect(item.options.isAd).toBe(1);
      const [stored] = await db().select().from(tasks).where(eq(tasks.id, item.id));
      expect(hasPubliIdentification(kind, stored!.content)).toBe(true);

      const plain = await creator.json(`/api/generate/${kind}`, { method: 'POST', body: MAIN[kind] });
      expect((plain.body.item ?? plain.body).options.isAd).toBeUndefined();
    },
  );
});
