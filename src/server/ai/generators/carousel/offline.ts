/** Offline carousel with exactly imageCount slides: cover, content slides in a logical order, CTA. */
import type { CarouselInput, CarouselOutput } from '@shared/content-kind-schemas';
import { slideCount } from './prompt';
import type { GenerationContext } from '../prompt-parts';
import { type NicheProfile, resolveNicheProfile } from '@server/ai/niches';
import { type Rng, int, pick, sampleInOrder, shuffle } from '@server/ai/offline/random';
import { clip, quote, topicOf, upperFirst } from '@server/ai/offline/text';
import { emoji, voiceFor } from '@server/ai/offline/voice';

type Slide = Omit<CarouselOutput['slides'][number], 'slide_number'>;

interface SlideContext {
  topic: string;
  pains: string[];
  trends: string[];
  profile: NicheProfile;
  rng: Rng;
}

/** Ten content slides in reading order; a carousel takes N-2 of them, keeping the order. */
const CONTENT_SLIDES: ((c: SlideContext) => Slide)[] = [
  (c) => ({
    title: 'O problema',
    content: `Se você convive com ${c.pains[0]}, não está sozinho: é uma das maiores queixas de ${c.profile.audienceShort}.`,
    image_suggestion: 'Foto real de uma situação do dia a dia que mostre a dor',
  }),
  (c) => ({
    title: 'Por que isso acontece',
    content: `Quase sempre falta um plano simples. Sem ele, ${c.pains[1]} vira rotina.`,
    image_suggestion: 'Ilustração de causa e efeito com setas',
  }),
  (c) => ({
    title: 'Erro comum',
    content: `Querer mudar tudo de uma vez quando o assunto é ${quote(clip(c.topic, 60))}. Mudanças pequenas e constantes funcionam melhor.`,
    image_suggestion: 'Ícone de "X" vermelho ao lado do erro',
  }),
  (c) => ({
    title: 'Dica',
    content: pick(
      ['Comece pelo passo mais fácil e repita por 7 dias.', 'Defina um horário fixo e trate como compromisso.'],
      c.rng,
    ),
    image_suggestion: 'Número {n} grande com fundo na cor da marca',
  }),
  (c) => ({
    title: 'Dica',
    content: pick(
      ['Anote o que funcionou e o que não funcionou no fim da semana.', 'Prepare o ambiente antes: deixe tudo à mão.'],
      c.rng,
    ),
    image_suggestion: 'Número {n} grande sobre a foto de um caderno ou checklist',
  }),
  (c) => ({
    title: 'Mito x verdade',
    content: `Mito: precisa de muito tempo e dinheiro. Verdade: com ${c.trends[0]}, dá para começar já.`,
    image_suggestion: 'Slide dividido em duas colunas, mito e verdade',
  }),
  (c) => ({
    title: 'Dica',
    content: pick(
      ['Peça ajuda ou ache um parceiro para manter o ritmo.', 'Celebre pequenas vitórias: elas mantêm a motivação.'],
      c.rng,
    ),
    image_suggestion: 'Número {n} grande e uma foto sua sorrindo',
  }),
  (c) => ({
    title: 'O que está em alta',
    content: `${upperFirst(c.trends[1] ?? c.profile.name)}: vale adaptar para a sua realidade.`,
    image_suggestion: 'Print ou colagem mostrando a tendência',
  }),
  () => ({
    title: 'Checklist rápido',
    content: '✔ Objetivo claro\n✔ Rotina possível\n✔ Acompanhamento semanal',
    image_suggestion: 'Lista com ícones de check',
  }),
  (c) => ({
    title: 'Na prática',
    content: `Escolha uma ideia deste carrossel sobre ${quote(clip(c.topic, 60))} e aplique por 30 dias, anotando a evolução toda semana.`,
    image_suggestion: 'Foto de bastidor aplicando a dica',
  }),
];

/** Tip slides are numbered after sampling, so the numbers never skip. */
function numberTips(slides: Slide[]): Slide[] {
  let tip = 0;
  return slides.map((s) => {
    if (s.title !== 'Dica') return s;
    tip += 1;
    return { ...s, title: `Dica ${tip}`, image_suggestion: s.image_suggestion.replace('{n}', String(tip)) };
  });
}

export function writeCarousel(input: CarouselInput, ctx: GenerationContext, rng: Rng): CarouselOutput {
  const profile = resolveNicheProfile(ctx.niche);
  const voice = voiceFor(input.tone, 'carousel');
  const n = slideCount(input.imageCount);
  const topic = topicOf(input.theme, 90, profile.name);
  const c: SlideContext = {
    topic,
    pains: shuffle(profile.painPoints, rng),
    trends: shuffle(profile.trends, rng),
    profile,
    rng,
  };

  const cover: Slide = {
    title: pick(
      [upperFirst(clip(topic, 60)), `Tudo sobre ${quote(clip(topic, 50))}`, pick(profile.exampleHooks, rng)],
      rng,
    ),
    content: pick(
      [
        `${pick(voice.hooks, rng)} arrasta para o lado${emoji(voice, rng)}`,
        'Arrasta para o lado e salva para não esquecer.',
      ],
      rng,
    ),
    image_suggestion: 'Capa com o título em letras grandes e uma foto sua olhando para a câmera',
  };
  const cta = `${pick(voice.ctas, rng)}`;
  const last: Slide = {
    title: pick(['Agora é com você', 'Resumindo', 'Gostou?'], rng),
    content: `${pick(['Salva este carrossel e', 'Compartilha com quem precisa e'], rng)} me conta: qual dica você vai aplicar primeiro?`,
    image_suggestion: 'Foto sua com o @ do perfil e ícones de salvar e compartilhar',
  };
  const middle = numberTips(sampleInOrder(CONTENT_SLIDES, n - 2, rng).map((make) => make(c)));
  const slides = [cover, ...middle, last].map((s, i) => ({ slide_number: i + 1, ...s }));

  return {
    title: cover.title,
    description: `Carrossel de ${n} slides para ${profile.audienceShort} sobre ${quote(topic)}.`,
    slides,
    cta,
    hashtags: shuffle(profile.hashtags, rng)
      .slice(0, int(5, 7, rng))
      .join(' '),
  };
}
