/** Offline daily story script: 8–10 timed parts mixing bastidores, educativo, engajamento and vendas. */
import type { DailyScriptInput, DailyScriptOutput } from '@shared/content-kind-schemas';
import type { GenerationContext } from '../prompt-parts';
import { type NicheProfile, resolveNicheProfile } from '@server/ai/niches';
import { type Rng, cycle, int, pick, shuffle, swap } from '@server/ai/offline/random';
import { clip, lowerFirst, quote, segmentsOf, shortTrend, topicOf, upperFirst } from '@server/ai/offline/text';
import { type Voice, emoji, voiceFor } from '@server/ai/offline/voice';

type PartType = 'bastidores' | 'educativo' | 'engajamento' | 'vendas';

/** Counts per script length, closest to 40/30/20/10 with at most 2 engagement (direct interaction) parts. */
const MIX: Record<number, Record<PartType, number>> = {
  8: { bastidores: 3, educativo: 2, engajamento: 2, vendas: 1 },
  9: { bastidores: 4, educativo: 2, engajamento: 2, vendas: 1 },
  10: { bastidores: 4, educativo: 3, engajamento: 2, vendas: 1 },
};

interface PartContext {
  activity: string;
  pain: string;
  trend: string;
  profile: NicheProfile;
  voice: Voice;
  rng: Rng;
}

const BASTIDORES: ((c: PartContext) => string)[] = [
  (c) => `Mostre este momento: ${quote(c.activity)}, sem filtro. Conte em uma frase por que ele faz parte do seu dia.`,
  (c) =>
    `Vídeo curto de ${quote(c.activity)} com texto na tela dizendo o que você está fazendo e por quê.${emoji(c.voice, c.rng)}`,
  (c) =>
    `Bastidor real: ${quote(c.activity)}. Conte um detalhe que ninguém vê e o que costuma dar errado nessa parte do dia.`,
  (c) =>
    `Continue a rotina mostrando ${quote(c.activity)}. Fale olhando para a câmera, como se conversasse com um amigo.`,
  (c) =>
    `Foto ou vídeo de ${quote(c.activity)} com uma frase sincera: como você se sente nessa hora e o que te mantém firme.`,
];

/** For when the routine has fewer activities than the script has behind-the-scenes parts. */
const SPONTANEOUS: ((c: PartContext) => string)[] = [
  (c) => `Momento espontâneo entre uma tarefa e outra: mostre onde você está e conte como lida com ${c.pain}.`,
  () => `Mostre o seu cantinho de trabalho ou de gravação e conte o que tem na sua lista para o resto do dia.`,
  () => `Bastidor sem roteiro: uma pausa, um café, um imprevisto. Mostre a vida real por trás do perfil.`,
];

const EDUCATIVO: ((c: PartContext) => string)[] = [
  (c) =>
    `Dica rápida para quem sofre com ${c.pain}: explique em até 3 frases o que você faz para resolver isso no dia a dia.`,
  (c) => `Mito ou verdade sobre ${shortTrend(c.trend)}? Dê sua opinião sincera e explique o porquê em poucas palavras.`,
  (c) =>
    `${pick(c.voice.connectors, c.rng)} ensine um passo simples sobre ${shortTrend(c.trend)}, com os tópicos escritos na tela para quem assiste sem som.`,
  (c) => `Mostre o erro mais comum de ${c.profile.audienceShort} quando o assunto é ${c.pain} e como evitar.`,
];

/** Poll questions must be short: the part's pain if it fits, else the first short one of the niche. */
function shortPain(c: PartContext, max = 70): string {
  if (c.pain.length <= max) return c.pain;
  return c.profile.painPoints.find((p) => p.length <= max) ?? clip(c.pain, max);
}

const ENGAJAMENTO: ((c: PartContext) => string)[] = [
  (c) =>
    `Enquete: "Você também sofre com ${shortPain(c)}?" com as opções "Demais" e "Já resolvi". Comente o resultado mais tarde.`,
  (c) => `Caixinha de perguntas: "O que você quer saber sobre ${shortTrend(c.trend)}?" Responda as melhores amanhã.`,
  (c) => `Quiz rápido sobre ${shortTrend(c.trend)} com 3 opções; revele a resposta certa no story seguinte.`,
  () =>
    'Figurinha de slider com emoji: "Quanto a sua rotina se parece com a minha hoje?" Agradeça quem respondeu no próximo story.',
];

const VENDAS: ((c: PartContext) => string)[] = [
  (c) =>
    `Conecte o dia à sua oferta: mostre como o seu produto ou serviço ajuda quem enfrenta ${c.pain} e peça para chamarem no direct com a palavra "QUERO".`,
  (c) =>
    `Depoimento ou resultado de um cliente que tinha ${c.pain}. Feche com o link ou o direct para quem quer o mesmo.`,
  (c) =>
    `Conte em 2 frases o que você oferece para ${c.profile.audienceShort} e coloque a figurinha de link para saber mais.`,
];

const TEMPLATES: Record<PartType, ((c: PartContext) => string)[]> = {
  bastidores: BASTIDORES,
  educativo: EDUCATIVO,
  engajamento: ENGAJAMENTO,
  vendas: VENDAS,
};

const TIPS: Record<PartType, string[]> = {
  bastidores: [
    'Use uma música em alta baixinha ao fundo',
    'Mostre o ambiente real, sem produção',
    'Adicione a figurinha de localização ou horário',
  ],
  educativo: [
    'Escreva a dica em tópicos na tela',
    'Fale nos primeiros 2 segundos a promessa da dica',
    'Use legenda automática para quem assiste sem som',
  ],
  engajamento: [
    'Responda quem participar no direct',
    'Repostar as melhores respostas gera mais participação',
    'Mostre o resultado parcial no fim do dia',
  ],
  vendas: [
    'Use a figurinha de link',
    'Mostre prova real: print, depoimento ou resultado',
    'Deixe claro o próximo passo em uma frase',
  ],
};

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

/** `count` increasing 'HH:MM' times between early morning and evening, 15-minute steps. */
function times(count: number, rng: Rng): string[] {
  const start = pick([390, 420, 450, 480], rng);
  const end = pick([1230, 1260, 1290], rng);
  const step = (end - start) / (count - 1);
  return Array.from({ length: count }, (_, i) => {
    const minutes = Math.round((start + step * i) / 15) * 15;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  });
}

/** Index of the activity shown by the n-th of `parts` behind-the-scenes parts, spread over the day. */
function activityIndex(n: number, parts: number, activities: number): number {
  if (activities <= parts) return Math.min(n, activities - 1);
  return parts === 1 ? 0 : Math.round((n * (activities - 1)) / (parts - 1));
}

function dailyHook(voice: Voice, profile: NicheProfile, rng: Rng): string {
  const opener = pick(voice.openers, rng);
  const hook = pick([...profile.exampleHooks, ...voice.hooks.map((h) => `${h} vem ver como é o meu dia`)], rng);
  // Portuguese keeps lower case after a colon.
  return `${opener} ${opener.endsWith(':') ? lowerFirst(hook) : hook}.`.replace(/([.:!?])\.$/, '$1');
}

export function writeDailyScript(input: DailyScriptInput, ctx: GenerationContext, rng: Rng): DailyScriptOutput {
  const profile = resolveNicheProfile(ctx.niche);
  const voice = voiceFor(input.tone, 'daily_script');
  const topic = topicOf(input.routine, 60, profile.name);
  const activities = segmentsOf(input.routine);
  if (!activities.length) activities.push(topic);

  const count = int(8, 10, rng);
  const types = partTypes(count, rng);
  const slots = times(count, rng);
  const pains = shuffle(profile.painPoints, rng);
  const trends = shuffle(profile.trends, rng);
  const used = new Map<PartType, number>();
  const behindCount = types.filter((t) => t === 'bastidores').length;

  const parts = types.map((type, i) => {
    const n = used.get(type) ?? 0;
    used.set(type, n + 1);
    // Behind-the-scenes parts walk through the routine in order, each showing a different activity;
    // when the routine is shorter than that, the extra ones are spontaneous moments.
    const behind = type === 'bastidores' ? activityIndex(n, behindCount, activities.length) : -1;
    const activity =
      behind >= 0
        ? cycle(activities, behind)
        : cycle(activities, Math.min(activities.length - 1, Math.floor((i * activities.length) / count)));
    const c: PartContext = {
      activity,
      pain: cycle(pains, i),
      trend: cycle(trends, i),
      profile,
      voice,
      rng,
    };
    const pool = type === 'bastidores' && n >= activities.length ? SPONTANEOUS : TEMPLATES[type];
    const templates = shuffle(pool, rng);
    return {
      time: cycle(slots, i),
      type,
      content: cycle(templates, n)(c),
      engagement_tip: pick(TIPS[type], rng),
    };
  });

  const who = ctx.clientName?.trim() ? `${clip(ctx.clientName, 40)}: ` : '';
  return {
    title: `${who}${pick(['Roteiro do dia', 'Stories de hoje', 'Meu dia em stories', 'Rotina real'], rng)} — ${clip(upperFirst(topic), 40)}`,
    daily_hook: dailyHook(voice, profile, rng),
    parts,
    daily_cta: pick(voice.ctas, rng),
  };
}
