/** Offline daily story script: 8–10 timed parts mixing bastidores, educativo, engajamento and vendas. */
import type { DailyScriptInput, DailyScriptOutput } from '@shared/content-kind-schemas';
import type { GenerationContext } from '../prompt-parts';
import { type NicheProfile, resolveNicheProfile } from '@server/ai/niches';
import { activityHours, readRoutine, scheduleStories } from '@server/ai/offline/clock';
import { type Rng, cycle, int, shuffle, swap } from '@server/ai/offline/random';
import {
  type Phrasing,
  type Speaker,
  type Vars,
  choose,
  chooseRequired,
  speakerFor,
  spendEmojis,
  withEmoji,
} from '@server/ai/offline/speech';
import { clip, quote, segmentsOf, shortTrend, stripIntent, topicOf, upperFirst } from '@server/ai/offline/text';
import { chooseCta, ctaPool, OPENERS } from '@server/ai/offline/voice';

type PartType = 'bastidores' | 'educativo' | 'engajamento' | 'vendas';

/** Counts per script length, closest to 40/30/20/10 with at most 2 engagement (direct interaction) parts. */
const MIX: Record<number, Record<PartType, number>> = {
  8: { bastidores: 3, educativo: 2, engajamento: 2, vendas: 1 },
  9: { bastidores: 4, educativo: 2, engajamento: 2, vendas: 1 },
  10: { bastidores: 4, educativo: 3, engajamento: 2, vendas: 1 },
};

type Pool = Phrasing[];

/*
 * A part's content is an instruction to the creator (imperative, no pronoun) with the words to say in
 * quotes, spoken to the public in the voice's person.
 */
const BASTIDORES: Pool = [
  'Mostre este momento: {$activityq}, sem filtro. Conte em uma frase por que ele faz parte do dia.{e}',
  'Vídeo curto de {$activityq} com texto na tela dizendo o que está acontecendo e por quê.{e}',
  'Bastidor real: {$activityq}. Conte um detalhe que ninguém vê e o que costuma dar errado nessa hora.',
  'Continue a rotina mostrando {$activityq}. Fale olhando para a câmera, como numa conversa entre amigos.',
  'Foto ou vídeo de {$activityq} com uma frase sincera sobre como é essa hora do dia.{e}',
];

/** For when the routine has fewer activities than the script has behind-the-scenes parts. */
const SPONTANEOUS: Pool = [
  'Momento espontâneo entre uma tarefa e outra: mostre o lugar e conte como lida com {$pain}.',
  'Mostre o cantinho de trabalho ou de gravação e conte o que falta fazer no resto do dia.',
  'Bastidor sem roteiro: uma pausa, um café, um imprevisto. Mostre a vida real por trás do perfil.{e}',
];

const EDUCATIVO: Pool = [
  'Explique em até 3 frases como lidar com {$pain} no dia a dia, com os tópicos escritos na tela.',
  'Mito ou verdade sobre {$trend}? Dê uma opinião sincera e explique o porquê em poucas palavras.',
  'Ensine um passo simples sobre {$trend}, com os tópicos escritos na tela para quem assiste sem som.',
  'Mostre o erro mais comum de {$audience} quando o assunto é {$shortPain} e como evitar.',
];

const ENGAJAMENTO: Pool = [
  'Enquete: “{Você} também {sofre|sofrem} com {$shortPain}?” com as opções “Demais” e “Já resolvi”.',
  'Caixinha de perguntas: “O que {você} {quer|querem} saber sobre {$trend}?” Responda as melhores no dia seguinte.',
  'Quiz rápido sobre {$trend} com 3 opções; revele a resposta certa no story seguinte.',
  'Figurinha de slider com emoji: “Quanto {você} se {identifica|identificam} com isso?” Agradeça quem respondeu.',
];

const VENDAS: Pool = [
  'Conecte o dia à oferta: mostre como o produto ou serviço ajuda quem enfrenta {$shortPain} e peça mensagens com a palavra “QUERO”.',
  'Depoimento ou prova real de um cliente que tinha {$shortPain}. Feche com o link para quem quer o mesmo.',
  'Conte em 2 frases o que o perfil oferece para {$audience} e coloque a figurinha de link.',
];

const TEMPLATES: Record<PartType, Pool> = {
  bastidores: BASTIDORES,
  educativo: EDUCATIVO,
  engajamento: ENGAJAMENTO,
  vendas: VENDAS,
};

const TIPS: Record<PartType, Pool> = {
  bastidores: [
    'Use uma música em alta baixinha ao fundo',
    'Mostre o ambiente real, sem produção',
    'Adicione a figurinha de localização ou horário',
  ],
  educativo: [
    'Escreva os tópicos na tela',
    'Fale a promessa logo nos primeiros 2 segundos',
    'Use legenda automática para quem assiste sem som',
  ],
  engajamento: [
    'Responda quem participar por mensagem',
    'Repostar as melhores respostas gera mais participação',
    'Mostre o resultado parcial no fim do dia',
  ],
  vendas: [
    'Use a figurinha de link',
    'Mostre prova real: print ou depoimento',
    'Deixe claro o próximo passo em uma frase',
  ],
};

const TITLES: Pool = [
  'Roteiro do dia',
  'Stories de hoje',
  'Meu dia em stories',
  'Dia real em stories',
  'Bastidores do dia',
];

/** The opening line of the day: the tone's greeting and an invitation to follow along. */
const DAY_HOOKS: Pool = [
  [
    'Vem ver como é o meu dia de verdade!',
    'Venham ver como é o meu dia de verdade!',
    'Bora ver juntos como é o dia de verdade!',
  ],
  [
    'Acompanha comigo um dia real, sem filtro!',
    'Acompanhem comigo um dia real, sem filtro!',
    'Vamos juntos num dia real, sem filtro!',
  ],
  'Hoje tem bastidor, dica e novidade nos stories!',
  'Um dia inteiro de bastidores, do café ao fim da noite.',
];

/** Poll questions must be short: the pain if it fits, else the first short one of the niche. */
function shortPain(pain: string, profile: NicheProfile, max = 70): string {
  if (pain.length <= max) return pain;
  return profile.painPoints.find((p) => p.length <= max) ?? clip(pain, max);
}

function partTypes(count: number, rng: Rng): PartType[] {
  const mix = MIX[count];
  if (!mix) throw new Error(`no part mix for a script of ${count} parts`);
  const types = shuffle(
    (Object.keys(mix) as PartType[]).flatMap((t) => Array<PartType>(mix[t]).fill(t)),
    rng,
  );
  // Open the day with a behind-the-scenes story and sell only after giving value (second half).
  const first = types.indexOf('bastidores');
  swap(types, 0, first);
  const sale = types.indexOf('vendas');
  if (sale < count / 2) {
    const target = int(Math.ceil(count / 2), count - 1, rng);
    swap(types, sale, target);
  }
  return types;
}

/** Index of the activity shown by the n-th of `parts` behind-the-scenes parts, spread over the day. */
function activityIndex(n: number, parts: number, activities: number): number {
  if (activities <= parts) return Math.min(n, activities - 1);
  return parts === 1 ? 0 : Math.round((n * (activities - 1)) / (parts - 1));
}

const MAX_CONTENT = 250;

export function writeDailyScript(input: DailyScriptInput, ctx: GenerationContext, rng: Rng): DailyScriptOutput {
  const profile = resolveNicheProfile(ctx.niche);
  const sp = speakerFor(input.tone, 'daily_script', ctx, rng);
  const topic = topicOf(input.routine, 60, profile.name);
  // "Quero mostrar o banho e tosa" -> "o banho e tosa": the activity, without the request around it.
  const activities = segmentsOf(input.routine).map(stripIntent);
  if (!activities.length) activities.push(topic);

  const hours = activityHours(activities);
  const count = int(8, 10, rng);
  const types = partTypes(count, rng);
  const pains = shuffle(profile.painPoints, rng);
  const trends = shuffle(profile.offlineTopics ?? profile.trends, rng);
  const used = new Map<PartType, number>();
  // Each type's phrasings in an order of its own for this script, so a part never repeats the one before.
  const orders = new Map<Pool, Pool>(
    [SPONTANEOUS, ...Object.values(TEMPLATES)].map((pool) => [pool, shuffle(pool, rng)]),
  );
  const behindCount = types.filter((t) => t === 'bastidores').length;

  const drafts = types.map((type, i) => {
    const n = used.get(type) ?? 0;
    used.set(type, n + 1);
    // Behind-the-scenes parts walk through the routine in order, each showing a different activity;
    // when the routine is shorter than that, the extra ones are spontaneous moments.
    const behind = type === 'bastidores' ? activityIndex(n, behindCount, activities.length) : -1;
    const activity =
      behind >= 0
        ? cycle(activities, behind)
        : cycle(activities, Math.min(activities.length - 1, Math.floor((i * activities.length) / count)));
    const pain = cycle(pains, i);
    const vars: Vars = {
      activityq: quote(activity),
      pain,
      shortPain: shortPain(pain, profile),
      trend: shortTrend(cycle(trends, i)),
      audience: profile.audienceShort,
    };
    const pool = type === 'bastidores' && n >= activities.length ? SPONTANEOUS : TEMPLATES[type];
    // Each phrasing of a type is used once before any repeats, in an order of its own per script.
    const ordered = orders.get(pool) ?? pool;
    const spontaneous = type === 'bastidores' && n >= activities.length ? n - activities.length : n;
    const rotated = [...ordered.slice(spontaneous % ordered.length), ...ordered.slice(0, spontaneous % ordered.length)];
    const fits = (t: string) => t.length <= MAX_CONTENT;
    return {
      // The story about an activity goes up at the hour the routine gives it ("treino às 6h").
      hour: behind >= 0 && n < activities.length ? (hours[behind] ?? null) : null,
      type,
      content: chooseInOrder(sp, rotated, vars, fits) ?? chooseRequired(sp, [...SPONTANEOUS, ...pool], vars, fits),
      engagement_tip: chooseRequired(sp, TIPS[type]),
    };
  });

  // Times agree with the routine: nothing before waking up, work hours only at lunch, always in order.
  const times = scheduleStories(
    readRoutine(activities),
    drafts.map((d) => d.hour),
    rng,
  );
  // Shown in the order of the day: a story fixed at its activity's hour moves among the others.
  const parts = drafts
    .map(({ hour: _hour, ...part }, i) => ({ time: times[i] ?? '', ...part }))
    .sort((a, b) => a.time.localeCompare(b.time));

  const who = ctx.clientName?.trim() ? `${clip(ctx.clientName, 40)}: ` : '';
  const opener = withEmoji(chooseRequired(sp, OPENERS[sp.tone]));
  const script: DailyScriptOutput = {
    // The subject goes into the title unless it carries an avoided word.
    title: `${who}${
      choose(
        sp,
        TITLES.map((t) => `${String(t)} — {$Topic}`),
        { Topic: clip(upperFirst(topic), 40) },
      ) ?? chooseRequired(sp, TITLES)
    }`,
    daily_hook: `${opener} ${withEmoji(chooseRequired(sp, DAY_HOOKS))}`,
    parts,
    daily_cta: withEmoji(chooseCta(sp, ctaPool(sp))),
  };
  return spendScriptEmojis(sp, script);
}

/** The first phrasing, in the given order, that the speaker can say (no shuffling). */
function chooseInOrder(sp: Speaker, pool: Pool, vars: Vars, fits: (t: string) => boolean): string | null {
  for (const phrasing of pool) {
    const text = choose(sp, [phrasing], vars, fits);
    if (text) return text;
  }
  return null;
}

/** Emojis are spent in reading order over the whole script, so "pouco" counts the script, not a part. */
function spendScriptEmojis(sp: Speaker, script: DailyScriptOutput): DailyScriptOutput {
  return JSON.parse(spendEmojis(sp, JSON.stringify(script))) as DailyScriptOutput;
}
