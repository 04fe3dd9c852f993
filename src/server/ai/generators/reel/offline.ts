/** Offline reel script: 30–60 seconds in 4–6 scenes, as the reel JSON shape. */
import type { ReelInput, ReelOutput } from '@shared/content-kind-schemas';
import type { GenerationContext } from '../prompt-parts';
import { resolveNicheProfile } from '@server/ai/niches';
import { type Rng, int, pick, sampleInOrder, shuffle } from '@server/ai/offline/random';
import { clip, quote, topicOf, upperFirst } from '@server/ai/offline/text';
import { voiceFor } from '@server/ai/offline/voice';

type Scene = Omit<ReelOutput['scenes'][number], 'timing'>;

const EDITING_TIPS = [
  'Corte a cada 2 ou 3 segundos para manter o ritmo',
  'Coloque legendas grandes e centralizadas: muita gente assiste sem som',
  'Use um áudio em alta em volume baixo por baixo da sua voz',
  'Grave com luz natural, de frente para a janela',
  'Comece o vídeo já no meio da ação, sem "oi, gente" longo',
  'Use zoom-in leve nas frases mais importantes',
  'Termine com a tela parada no CTA por 2 segundos',
  'Capa do reel com o gancho escrito em letras grandes',
];

export function writeReel(input: ReelInput, ctx: GenerationContext, rng: Rng): ReelOutput {
  const profile = resolveNicheProfile(ctx.niche);
  const voice = voiceFor('amigavel', 'reel_idea');
  const topic = topicOf(input.description, 90, profile.name);
  const [pain, pain2] = shuffle(profile.painPoints, rng);
  const trend = pick(profile.trends, rng);
  const hook = pick(
    [
      ...profile.exampleHooks,
      `Ninguém te conta isso sobre ${clip(topic, 50)}`,
      `O que eu aprendi sobre ${quote(clip(topic, 50))}`,
    ],
    rng,
  );
  const cta = pick(
    [...voice.ctas, 'Segue o perfil para ver a parte 2.', 'Salva este reel e manda para quem precisa ver.'],
    rng,
  );

  const opening: Scene = {
    action: pick(
      [
        'Close no rosto, falando direto para a câmera',
        'Você entra em cena já no meio da ação',
        'Texto grande na tela antes de você aparecer',
      ],
      rng,
    ),
    text: hook,
    visual_tip: 'Enquadramento fechado e o gancho escrito na tela',
  };
  const middle: Scene[] = [
    {
      action: 'Mostre o problema na prática',
      text: `Muita gente sofre com ${pain}.`,
      visual_tip: 'Cena do dia a dia que o público reconhece',
    },
    {
      action: 'Apresente o tema do vídeo',
      text: `Hoje eu vou te mostrar ${quote(topic)}.`,
      visual_tip: 'Corte seco e texto de apoio na tela',
    },
    {
      action: 'Demonstre a primeira dica',
      text: `Primeiro: comece pelo simples e repita todos os dias.`,
      visual_tip: 'Plano detalhe mostrando as mãos ou o objeto',
    },
    {
      action: 'Mostre o erro comum',
      text: `O erro que mais vejo é desistir por causa de ${pain2}.`,
      visual_tip: 'Use um "X" vermelho na tela para o erro',
    },
    {
      action: 'Conecte com a tendência',
      text: `E isso combina com ${trend}.`,
      visual_tip: 'Transição rápida acompanhando a batida do áudio',
    },
    {
      action: 'Mostre o antes e depois',
      text: `${upperFirst(clip(topic, 60))}: o resultado aparece com constância.`,
      visual_tip: 'Tela dividida com o antes e o depois',
    },
  ];
  const closing: Scene = {
    action: 'Volte a falar para a câmera',
    text: cta,
    visual_tip: 'CTA escrito na tela e seta apontando para a legenda',
  };

  const scenes = [opening, ...sampleInOrder(middle, int(2, 4, rng), rng), closing];
  const total = pick([30, 40, 45, 50, 60], rng);
  // The hook takes the first 3 seconds, the rest is shared evenly.
  let start = 3;
  const step = (total - 3) / (scenes.length - 1);
  const timed = scenes.map((scene, i) => {
    if (i === 0) return { timing: '0-3s', ...scene };
    const end = i === scenes.length - 1 ? total : Math.round(3 + step * i);
    const timing = `${start}-${end}s`;
    start = end;
    return { timing, ...scene };
  });

  return {
    concept: `Reel de ${total} segundos para ${profile.audienceShort} sobre ${quote(topic)}, para quem sofre com ${pain}.`,
    hook,
    scenes: timed,
    cta,
    editing_tips: shuffle(EDITING_TIPS, rng).slice(0, int(3, 5, rng)),
  };
}
