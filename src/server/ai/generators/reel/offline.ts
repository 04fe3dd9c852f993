/** Offline reel script: 30–60 seconds in 4–6 scenes, as the reel JSON shape. */
import type { ReelInput, ReelOutput } from '@shared/content-kind-schemas';
import type { GenerationContext } from '../prompt-parts';
import { resolveNicheProfile } from '@server/ai/niches';
import { type Rng, int, pick, sampleInOrder, shuffle } from '@server/ai/offline/random';
import {
  type Phrasing,
  type Speaker,
  type Vars,
  choose,
  chooseRequired,
  prefer,
  speakerFor,
  spendEmojis,
  withEmoji,
} from '@server/ai/offline/speech';
import { avoidedWordsIn } from '@server/ai/offline/quality';
import { clip, quote, shortTrend, topicOf, upperFirst } from '@server/ai/offline/text';
import { chooseCta, ctaPool, HOOKS } from '@server/ai/offline/voice';

type Scene = Omit<ReelOutput['scenes'][number], 'timing'>;

/** Instructions to the creator (imperative, no pronoun). */
const EDITING_TIPS: Phrasing[] = [
  'Corte a cada 2 ou 3 segundos para manter o ritmo',
  'Coloque legendas grandes e centralizadas para quem assiste sem som',
  'Use um áudio em alta em volume baixo por baixo da fala',
  'Grave com luz natural, de frente para a janela',
  'Comece o vídeo já no meio da ação, sem apresentação longa',
  'Use um zoom leve nas frases mais importantes',
  'Termine com a tela parada no CTA por 2 segundos',
  'Capa do reel com o gancho escrito em letras grandes',
];

const HOOK_EXTRA: Phrasing[] = [
  'Ninguém conta isso sobre {$topicq}.',
  'O que eu aprendi sobre {$topicq}.',
  'O erro que quase todo mundo comete com {$topicq}.',
];

/** Middle scenes: what happens, the words said to the public, and a visual tip. */
const MIDDLE: { action: string; text: Phrasing[]; visual_tip: string }[] = [
  {
    action: 'Mostre o problema na prática',
    text: ['Muita gente sofre com {$pain}.', '{Você} também {sofre|sofrem} com {$pain}?'],
    visual_tip: 'Cena do dia a dia que o público reconhece',
  },
  {
    action: 'Apresente o tema do vídeo',
    text: ['Agora eu mostro {$topicq}.', 'O assunto é {$topicq}, do jeito que é na vida real.'],
    visual_tip: 'Corte seco e texto de apoio na tela',
  },
  {
    action: 'Demonstre a primeira dica',
    text: [
      'Primeiro: comece pelo simples e repita todos os dias.',
      'O primeiro passo é o mais simples: fazer um pouco todo dia.',
    ],
    visual_tip: 'Plano detalhe mostrando as mãos ou o objeto',
  },
  {
    action: 'Mostre o erro comum',
    text: ['O erro que mais vejo é desistir por causa de {$pain2}.', 'Quase todo mundo já passou por {$pain2}.'],
    visual_tip: 'Um “X” vermelho na tela para o erro',
  },
  {
    action: 'Conecte com a tendência',
    text: ['E isso combina com {$trend}.', 'Isso conversa com {$trend}.'],
    visual_tip: 'Transição rápida acompanhando a batida do áudio',
  },
  {
    action: 'Mostre o antes e depois',
    text: ['{$Topic}: a mudança aparece com constância.', 'Com constância, a diferença aparece.'],
    visual_tip: 'Tela dividida com o antes e o depois',
  },
];

function scene(sp: Speaker, action: string, text: Phrasing[], visual_tip: string, vars: Vars): Scene | null {
  // The directions are fixed words: a scene whose directions carry an avoided word is left out.
  if (avoidedWordsIn(`${action} ${visual_tip}`, sp.avoid).length) return null;
  const said = choose(sp, text, vars);
  return said ? { action, text: said, visual_tip } : null;
}

export function writeReel(input: ReelInput, ctx: GenerationContext, rng: Rng): ReelOutput {
  const profile = resolveNicheProfile(ctx.niche);
  // The reel form has no tone field: the voice's default tone, else amigável, as in the prompt.
  const sp = speakerFor(ctx.voice?.profile.tone ?? 'amigavel', 'reel_idea', ctx, rng);
  const topic = topicOf(input.description, 90, profile.name);
  const [pain = profile.name, pain2 = pain] = shuffle(profile.painPoints, rng);
  const vars: Vars = {
    topicq: quote(clip(topic, 60)),
    Topic: upperFirst(clip(topic, 60)),
    pain,
    pain2,
    trend: shortTrend(pick(profile.offlineTopics ?? profile.trends, rng)),
  };
  const hook = withEmoji(chooseRequired(sp, [...HOOKS[sp.tone], ...HOOK_EXTRA], vars));
  const ctaSentence = withEmoji(chooseCta(sp, ctaPool(sp, ['comment', 'save', 'share'])));

  const opening: Scene = {
    action: pick(
      [
        'Close no rosto, falando direto para a câmera',
        'Entre em cena já no meio da ação',
        'Texto grande na tela antes da primeira fala',
      ],
      rng,
    ),
    text: hook,
    visual_tip: 'Enquadramento fechado e o gancho escrito na tela',
  };
  const middle = MIDDLE.map((m) => scene(sp, m.action, m.text, m.visual_tip, vars)).filter(
    (s): s is Scene => s !== null,
  );
  const closing: Scene = {
    action: 'Volte a falar para a câmera',
    text: ctaSentence,
    visual_tip: 'CTA escrito na tela e seta apontando para a legenda',
  };

  const scenes = [opening, ...sampleInOrder(middle, Math.min(middle.length, int(2, 4, rng)), rng), closing];
  const total = pick([30, 40, 45, 50, 60], rng);
  // The hook takes the first 3 seconds, the rest is shared evenly.
  let start = 3;
  const step = (total - 3) / (scenes.length - 1);
  const timed = scenes.map((s, i) => {
    if (i === 0) return { timing: '0-3s', ...s };
    const end = i === scenes.length - 1 ? total : Math.round(3 + step * i);
    const timing = `${start}-${end}s`;
    start = end;
    return { timing, ...s };
  });

  const concept = prefer(
    sp,
    [
      [
        'Reel de {$total} segundos para {$audience} sobre {$topicq}.',
        'Reel de {$total} segundos sobre {$topicq}, para quem sofre com {$pain}.',
      ],
      ['Reel de {$total} segundos para {$audience}, direto ao ponto.', 'Reel de {$total} segundos, direto ao ponto.'],
    ],
    { ...vars, total: String(total), audience: profile.audienceShort },
  );
  const tips = shuffle(EDITING_TIPS, rng)
    .map((t) => choose(sp, [t]))
    .filter((t): t is string => t !== null)
    .slice(0, int(3, 5, rng));
  const reel: ReelOutput = { concept, hook, scenes: timed, cta: ctaSentence, editing_tips: tips };
  return JSON.parse(spendEmojis(sp, JSON.stringify(reel))) as ReelOutput;
}
