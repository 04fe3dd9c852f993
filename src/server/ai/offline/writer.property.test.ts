/**
 * The offline writer, checked by machine: many seeds × every kind × every address form × every emoji
 * level × with and without avoided words, each draft run through the quality rules (quality.ts).
 */
import { describe, expect, it } from 'vitest';
import { dailyScriptOutputSchema, generationInputSchemas } from '@shared/content-kind-schemas';
import {
  AD_METHODS,
  AD_TYPES,
  CAPTION_STYLES,
  CONTENT_KINDS,
  MAIN_TEXT_FIELD,
  SCRIPT_TONES,
  type ContentKind,
} from '@shared/content-kinds';
import { EMOJI_LEVELS, voiceProfileSchema, type VoiceProfileInput } from '@shared/schemas/voice';
import type { GenerationContext } from '../generators/prompt-parts';
import { resolveNicheProfile } from '../niches';
import { writeOffline } from '../offline-writer';
import { type Person, countEmojis, draftProblems, textProblems } from './quality';
import { seededRandom } from './random';
import { FEW_EMOJIS, MANY_EMOJIS } from './speech';

const SEEDS = Array.from({ length: 12 }, (_, i) => i + 1);

/** Words the offline writer itself likes to use, so avoiding them is a real test. */
const AVOID = [
  'dica',
  'hoje',
  'resultado',
  'rotina',
  'salve',
  'comente',
  'direct',
  'mais',
  'treino',
  'simples',
  'passo',
];

const DESCRIPTIONS = [
  'Quero falar da minha rotina de treino e dar uma dica de alimentação hoje',
  'Lançamento da coleção de verão da loja',
  'Acordo às 6h, treino, depois trabalho. À noite estudo e preparo marmitas',
];
/** Dedicated profiles, options with the generic profile, a free-text niche without a profile, and none. */
const NICHES = ['fitness', 'empreendedorismo', 'Pets', '', 'food', 'parenting', 'beleza', 'travel'];

/** A varied input of the kind for a seed: tone, style, method, type and image count all turn. */
function inputFor(kind: ContentKind, seed: number): Record<string, unknown> {
  const at = <T>(list: readonly T[], n = seed) => list[n % list.length] as T;
  const schema = generationInputSchemas[kind];
  // Only the fields the kind's form has; the tone is any tone the kind's schema accepts.
  const fields = Object.keys(schema.shape);
  const toneField = (schema.shape as Record<string, { safeParse: (v: unknown) => { success: boolean } } | undefined>)
    .tone;
  const tones = SCRIPT_TONES.filter((t) => toneField?.safeParse(t).success);
  const candidates: Record<string, unknown> = {
    [MAIN_TEXT_FIELD[kind]]: at(DESCRIPTIONS),
    tone: tones.length ? at(tones) : undefined,
    style: at(CAPTION_STYLES),
    method: at(AD_METHODS),
    adType: at(AD_TYPES, seed >> 2),
    imageCount: 3 + (seed % 8),
  };
  return schema.parse(Object.fromEntries(Object.entries(candidates).filter(([k]) => fields.includes(k)))) as Record<
    string,
    unknown
  >;
}

/**
 * Every way of addressing the public: the three pronouns and a nickname in each number the voice may
 * state. A nickname whose number is not stated is spoken to in the neutral "a gente", right for one
 * person and for a group ("galera" has no final "s" and is still many people).
 */
const ADDRESSES: ReadonlyArray<{
  name: string;
  profile: Pick<VoiceProfileInput, 'addressForm' | 'nickname' | 'nicknameNumber'>;
  person: Person;
  /** How the address shows in a draft: its pronoun or the nickname. */
  said: RegExp;
}> = [
  { name: 'você', profile: { addressForm: 'voce' }, person: 'voce', said: /(?<!\p{L})você(?!\p{L})/iu },
  { name: 'vocês', profile: { addressForm: 'voces' }, person: 'voces', said: /(?<!\p{L})vocês(?!\p{L})/iu },
  { name: 'a gente', profile: { addressForm: 'a_gente' }, person: 'a_gente', said: /(?<!\p{L})a gente(?!\p{L})/iu },
  {
    name: 'apelido no plural',
    profile: { addressForm: 'apelido', nickname: 'atletas', nicknameNumber: 'plural' },
    person: 'voces',
    said: /atletas/,
  },
  {
    name: 'apelido coletivo no plural',
    profile: { addressForm: 'apelido', nickname: 'galera', nicknameNumber: 'plural' },
    person: 'voces',
    said: /galera/,
  },
  {
    name: 'apelido no singular',
    profile: { addressForm: 'apelido', nickname: 'campeã', nicknameNumber: 'singular' },
    person: 'voce',
    said: /campeã/,
  },
  {
    name: 'apelido sem número',
    profile: { addressForm: 'apelido', nickname: 'família' },
    person: 'a_gente',
    said: /família/,
  },
];

function ctxWith(profile: VoiceProfileInput, niche: string, examples: string[] = []): GenerationContext {
  return { niche, voice: { name: 'Marca', profile: voiceProfileSchema.parse(profile), examples } };
}

const write = (kind: ContentKind, seed: number, ctx: GenerationContext) =>
  writeOffline(kind, inputFor(kind, seed) as never, ctx, seededRandom(seed));

describe.each(CONTENT_KINDS)('offline writer, %s: quality rules over every combination', (kind) => {
  it.each(ADDRESSES)('speaking as "$name": whole, on target, in the voice', (address) => {
    let drafts = 0;
    for (const emojiLevel of EMOJI_LEVELS) {
      for (const avoid of [[], AVOID]) {
        for (const seed of SEEDS) {
          const profile: VoiceProfileInput = {
            ...address.profile,
            emojiLevel,
            avoidWords: avoid,
            expressions: ['bora pra cima'],
          };
          const { person } = address;
          const input = inputFor(kind, seed);
          const draft = write(kind, seed, ctxWith(profile, NICHES[seed % NICHES.length] ?? ''));
          const problems = draftProblems(kind, draft, input, { avoid, person, emojiLevel });
          const where = `${kind} ${address.name} ${emojiLevel} avoid=${avoid.length > 0} seed ${seed}`;
          expect(problems, `${where}\n${draft}`).toEqual([]);
          const emojis = countEmojis(draft);
          if (emojiLevel === 'pouco') expect(emojis, where).toBeGreaterThanOrEqual(1);
          if (emojiLevel === 'pouco') expect(emojis, where).toBeLessThanOrEqual(FEW_EMOJIS);
          if (emojiLevel === 'bastante') expect(emojis, where).toBeGreaterThanOrEqual(MANY_EMOJIS);
          // The chosen address form is said, not only kept clear of the others.
          expect(draft, where).toMatch(address.said);
          expect(draft, where).toMatch(/bora pra cima/i);
          drafts += 1;
        }
      }
    }
    expect(drafts).toBe(EMOJI_LEVELS.length * 2 * SEEDS.length);
  });
});

describe('offline writer without a voice', () => {
  it.each(CONTENT_KINDS)('%s without a voice is whole and on target', (kind) => {
    for (const seed of SEEDS) {
      for (const niche of NICHES) {
        const input = inputFor(kind, seed);
        const draft = writeOffline(kind, input as never, { niche }, seededRandom(seed));
        expect(draftProblems(kind, draft, input, { person: 'voce' }), `${kind} ${niche} ${seed}\n${draft}`).toEqual([]);
        // Without a voice, a null voice changes nothing.
        expect(writeOffline(kind, input as never, { niche, voice: null }, seededRandom(seed))).toBe(draft);
      }
    }
  });
});

describe('offline writer: the voice chooses, it does not delete', () => {
  it('speaks a nickname in the number the voice states, and neutrally when it does not say', () => {
    const one = write(
      'caption',
      3,
      ctxWith({ addressForm: 'apelido', nickname: 'campeã', nicknameNumber: 'singular' }, 'fitness'),
    );
    expect(one).toContain('campeã');
    expect(textProblems(one, { person: 'voce' })).toEqual([]);
    // "galera" and "família" end without an "s" and are many people: never "você, galera".
    for (const nickname of ['galera', 'família']) {
      for (const kind of CONTENT_KINDS) {
        for (const seed of SEEDS) {
          const stated = write(
            kind,
            seed,
            ctxWith({ addressForm: 'apelido', nickname, nicknameNumber: 'plural' }, 'food'),
          );
          const problems = draftProblems(kind, stated, inputFor(kind, seed), { person: 'voces' });
          expect(problems, `${kind} ${seed}\n${stated}`).toEqual([]);
          const unstated = write(kind, seed, ctxWith({ addressForm: 'apelido', nickname }, 'food'));
          expect(unstated, `${kind} ${seed}\n${unstated}`).not.toMatch(/(?<!\p{L})(?:você|vocês)(?!\p{L})/iu);
        }
      }
    }
  });

  it('weaves a sentence of the examples and of the learned memory where it fits the subject', () => {
    const signature = 'Banho tomado, pet cheiroso e feliz.';
    const learned = 'Seu pet volta do banho cheiroso e tranquilo.';
    const offTopic = 'Nossa tabela de preços de fim de ano chegou.';
    const fromExamples = ctxWith({ examplePosts: [`${offTopic} ${signature}`] }, 'Pets');
    const fromMemory = ctxWith({}, 'Pets', [`${offTopic} ${learned}`]);
    for (const kind of CONTENT_KINDS) {
      const onSubject = (seed: number) => ({
        ...inputFor(kind, seed),
        [MAIN_TEXT_FIELD[kind]]: 'Banho e tosa no verão',
      });
      const drafts = SEEDS.map((seed) =>
        writeOffline(kind, onSubject(seed) as never, fromExamples, seededRandom(seed)),
      );
      expect(drafts.filter((d) => d.includes(signature)).length, kind).toBeGreaterThan(0);
      const memory = SEEDS.map((seed) => writeOffline(kind, onSubject(seed) as never, fromMemory, seededRandom(seed)));
      expect(
        memory.some((d) => d.includes(learned)),
        kind,
      ).toBe(true);
      // A sentence about something else is never woven into a draft on banho e tosa.
      for (const d of [...drafts, ...memory]) expect(d, kind).not.toContain(offTopic);
      // Nor are the bath sentences woven into a draft on another subject.
      const elsewhere = SEEDS.map((seed) =>
        writeOffline(
          kind,
          { ...inputFor(kind, seed), [MAIN_TEXT_FIELD[kind]]: 'Lançamento da coleção de verão' } as never,
          fromExamples,
          seededRandom(seed),
        ),
      );
      for (const d of elsewhere) expect(d, kind).not.toContain(signature);
    }
  });

  it('takes the call to action from the CTA style', () => {
    const ctx = ctxWith({ ctaStyle: 'Sempre convidar para chamar no direct', emojiLevel: 'nenhum' }, 'fitness');
    for (const seed of SEEDS) {
      const caption = write('caption', seed, ctx);
      expect(caption, caption).toMatch(/direct|mensagem/);
    }
  });

  it('keeps the avoided words out even when the user typed them in the description', () => {
    const ctx = ctxWith({ avoidWords: ['coleção', 'verão'] }, 'beleza');
    for (const kind of CONTENT_KINDS) {
      for (const seed of SEEDS) {
        const input = { ...inputFor(kind, seed), [MAIN_TEXT_FIELD[kind]]: 'Lançamento da coleção de verão' };
        const draft = writeOffline(kind, input as never, ctx, seededRandom(seed));
        expect(draftProblems(kind, draft, input, { avoid: ['coleção', 'verão'] }), `${kind} ${seed}\n${draft}`).toEqual(
          [],
        );
      }
    }
  });
});

describe('quality rules', () => {
  it('name the mistakes the old writer made', () => {
    expect(textProblems('Feito para quem se por Pet shop de, de aplicar.')).not.toEqual([]);
    expect(textProblems('Ajuste a aos poucos.')).not.toEqual([]);
    expect(textProblems('Legenda boa.\n\n#pets # #cachorro')).not.toEqual([]);
    expect(textProblems('Tudo certo  aqui.')).not.toEqual([]);
    expect(textProblems('Tudo certo aqui..')).not.toEqual([]);
    expect(textProblems('Isso aqui é pra vocês! Você vai amar.', { person: 'voces' })).not.toEqual([]);
    expect(textProblems('Muito TOP, isso.', { avoid: ['top'] })).not.toEqual([]);
    expect(textProblems('Sem emoji 😊.', { emojiLevel: 'nenhum' })).not.toEqual([]);
    expect(textProblems('Isso aqui é pra vocês! Vocês vão amar.', { person: 'voces', avoid: ['top'] })).toEqual([]);
  });
});

describe('the browser scenario, without a browser', () => {
  it('a client voice with "Descontraído", "vocês" and no emoji: the caption speaks to "vocês", has no emoji, whole sentences', () => {
    const ctx = ctxWith({ tone: 'descontraido', addressForm: 'voces', emojiLevel: 'nenhum' }, 'Pet shop');
    for (const seed of SEEDS) {
      const input = generationInputSchemas.caption.parse({
        description: 'Banho e tosa de verão',
        tone: 'descontraido',
      });
      const caption = writeOffline('caption', input, ctx, seededRandom(seed));
      expect(caption).toMatch(/(?<!\p{L})vocês(?!\p{L})/iu);
      expect(countEmojis(caption)).toBe(0);
      expect(draftProblems('caption', caption, input, { person: 'voces', emojiLevel: 'nenhum' }), caption).toEqual([]);
    }
  });
});

/** Fewer seeds for the sweeps over every kind × niche × voice below (each draft is checked whole). */
const TOPIC_SEEDS = SEEDS.slice(0, 6);
/** These sweeps write hundreds of drafts: on a busy machine they need more than the default 5 s. */
const SWEEP_TIMEOUT = 60_000;

describe('offline writer stays on topic, over every kind and niche', { timeout: SWEEP_TIMEOUT }, () => {
  /** Every kind's draft for a seed, niche and voice, with the subject the user typed. */
  const draftsFor = (niche: string, profile: VoiceProfileInput, subject?: string) =>
    CONTENT_KINDS.flatMap((kind) =>
      TOPIC_SEEDS.map((seed) => {
        const input = subject ? { ...inputFor(kind, seed), [MAIN_TEXT_FIELD[kind]]: subject } : inputFor(kind, seed);
        return {
          kind,
          seed,
          input,
          draft: writeOffline(kind, input as never, ctxWith(profile, niche), seededRandom(seed)),
        };
      }),
    );
  const tagsOf = (draft: string) => [...draft.matchAll(/#[\p{L}\p{N}_]+/gu)].map((m) => m[0]);

  it('takes hashtags from the niche and the meaning of the subject, never from numbers, days or verbs', () => {
    const subject = 'Três dias de promoção na confeitaria: bolo de pote com 20% de desconto';
    for (const niche of NICHES) {
      const profile = resolveNicheProfile(niche);
      const nicheTags = new Set(profile.hashtags.map((t) => t.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()));
      for (const { kind, seed, draft } of draftsFor(niche, {}, subject)) {
        const tags = tagsOf(draft);
        for (const tag of tags)
          expect(tag, `${kind} ${niche} ${seed}`).not.toMatch(/^#(?:tres|dias|20|desconto\d*|com|na)$/);
        if (!tags.length) continue;
        // The niche frames the tags: its own come first.
        expect(nicheTags.has(tags[0]!), `${kind} ${niche} ${seed}: ${tags.join(' ')}`).toBe(true);
        // And the subject is there by its meaning.
        expect(
          tags.some((t) => /bolodepote|promocao|confeitaria/.test(t)),
          `${kind} ${niche} ${seed}: ${tags.join(' ')}`,
        ).toBe(true);
      }
    }
  });

  it('keeps avoided words out of every text and every hashtag, glued or not', () => {
    for (const niche of NICHES) {
      // Words the niches' own hashtags carry inside them ("#foconotreino", "#dicasdenegocio", "#receitasfaceis").
      const avoid = ['treino', 'dica', 'receita', 'negocio', 'beleza', 'viagem', 'pote'];
      for (const { kind, seed, input, draft } of draftsFor(
        niche,
        { avoidWords: avoid },
        'Bolo de pote e treino de hoje',
      )) {
        expect(draftProblems(kind, draft, input, { avoid }), `${kind} ${niche} ${seed}\n${draft}`).toEqual([]);
        for (const tag of tagsOf(draft))
          expect(tag, `${kind} ${niche} ${seed}`).not.toMatch(/treino|dica|receita|negocio|beleza|viagem|pote/);
      }
    }
  });

  it.each([
    ['Sempre chamar no WhatsApp para encomendar', /WhatsApp/],
    ['Convidar para chamar no direct', /direct|mensagem/],
    ['Pedir para salvar o post', /salv|guard/i],
    ['Levar para o link da bio', /link/],
  ])('honours the CTA style "%s" in every kind', (ctaStyle, said) => {
    for (const niche of ['fitness', 'Pets', 'food', 'travel', '']) {
      for (const { kind, seed, draft } of draftsFor(niche, { ctaStyle, emojiLevel: 'nenhum' })) {
        expect(draft, `${kind} ${niche} ${seed}\n${draft}`).toMatch(said);
      }
    }
    // WhatsApp is asked for on WhatsApp, never sent to the direct.
    if (said.source === 'WhatsApp') {
      for (const { kind, draft } of draftsFor('food', { ctaStyle })) expect(draft, kind).not.toMatch(/direct/);
    }
  });

  it('gives a niche without a profile the generic one, never another niche’s pains or hashtags', () => {
    const dedicated = ['fitness', 'empreendedorismo', 'beleza', 'culinaria', 'educacao'].map(resolveNicheProfile);
    for (const niche of ['Pets', 'Artesanato em crochê', 'travel', 'parenting', '']) {
      const generic = resolveNicheProfile(niche);
      expect(generic.key, niche).toBe('generic');
      const own = new Set([...generic.painPoints, ...generic.hashtags]);
      const foreign = dedicated.flatMap((p) => [...p.painPoints, ...p.hashtags]).filter((x) => !own.has(x));
      for (const { kind, seed, draft } of draftsFor(niche, {}, 'Banho e tosa no verão')) {
        for (const words of foreign) expect(draft.includes(words), `${kind} ${niche} ${seed}: ${words}`).toBe(false);
        // Nor the generic profile's format trends read as a subject ("Quiz sobre listas rápidas…").
        expect(draft, `${kind} ${niche} ${seed}`).not.toMatch(
          /listas rápidas, checklists|prova social|“faça isso hoje”/,
        );
      }
    }
  });
});

describe('offline daily scripts keep to the hours of the routine', { timeout: SWEEP_TIMEOUT }, () => {
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  const ROUTINES: Array<{ routine: string; earliest: number; busy?: [number, number]; at?: [RegExp, number] }> = [
    {
      routine: 'Acordo às 6h, faço café, levo os filhos na escola e atendo clientes à tarde',
      earliest: 360,
      at: [/Acordo às 6h/, 360],
    },
    {
      routine: 'Trabalho das 9h às 18h no escritório, treino à noite e cuido das crianças',
      earliest: 540,
      busy: [540, 1080],
      at: [/Trabalho das 9h/, 540],
    },
    {
      routine: 'Acordo às 5h30, treino às 6h, trabalho de 8 às 17h, janto e durmo às 22h',
      earliest: 330,
      busy: [480, 1020],
      at: [/treino às 6h/, 360],
    },
    {
      routine: 'Acordo às 8h. Gravo conteúdo de manhã, edito à tarde e à noite respondo as mensagens',
      earliest: 480,
      at: [/edito à tarde/, 900],
    },
  ];

  it.each(ROUTINES)('times agree with "$routine"', ({ routine, earliest, busy, at }) => {
    for (const niche of ['fitness', 'Pets', 'food', 'parenting', '']) {
      for (const seed of SEEDS) {
        const out = dailyScriptOutputSchema.parse(
          JSON.parse(
            writeOffline('daily_script', { routine, tone: 'amigavel' } as never, { niche }, seededRandom(seed)),
          ),
        );
        const times = out.parts.map((p) => minutes(p.time));
        const where = `${niche} ${seed}: ${out.parts.map((p) => p.time).join(' ')}`;
        // In order, all different, none before the day starts.
        expect(times, where).toEqual([...times].sort((a, b) => a - b));
        expect(new Set(times).size, where).toBe(times.length);
        expect(Math.min(...times), where).toBeGreaterThanOrEqual(earliest);
        // During a work stretch, stories only at lunch (at most two).
        if (busy) {
          const during = times.filter((t) => t > busy[0] && t < busy[1]);
          expect(
            during.every((t) => t >= 720 && t <= 810),
            where,
          ).toBe(true);
          expect(during.length, where).toBeLessThanOrEqual(2);
        }
        // The story about an activity with an hour goes up at that hour.
        if (at) {
          const part = out.parts.find((p) => at[0].test(p.content));
          if (part) expect(minutes(part.time), where).toBe(at[1]);
        }
      }
    }
  });
});
