/** Offline carousel with exactly imageCount slides: cover, content slides in a logical order, CTA. */
import type { CarouselInput, CarouselOutput } from '@shared/content-kind-schemas';
import { slideCount } from './prompt';
import type { GenerationContext } from '../prompt-parts';
import { resolveNicheProfile } from '@server/ai/niches';
import { hashtagsFor } from '@server/ai/offline/hashtags';
import { type Rng, sampleInOrder, shuffle } from '@server/ai/offline/random';
import {
  type Phrasing,
  type Vars,
  choose,
  chooseRequired,
  prefer,
  speakerFor,
  spendEmojis,
  withEmoji,
} from '@server/ai/offline/speech';
import { cleanUserText, quote, shortTrend, topicOf, upperFirst } from '@server/ai/offline/text';
import { chooseCta, ctaPool, HOOKS } from '@server/ai/offline/voice';

type Slide = Omit<CarouselOutput['slides'][number], 'slide_number'>;

/** A slide's content stays within this many characters (the prompt's own limit). */
const MAX_CONTENT = 200;

interface SlidePhrasings {
  title: string;
  content: Phrasing[];
  image_suggestion: string;
}

/** Ten content slides in reading order; a carousel takes N-2 of them, keeping the order. */
const CONTENT_SLIDES: SlidePhrasings[] = [
  {
    title: 'O problema',
    content: [
      'Se {você} {convive|convivem} com {$pain}, não {está|estão} sozinho.|Se vocês convivem com {$pain}, não estão sozinhos.|Se a gente convive com {$pain}, não está sozinho.',
      '{$Pain}: uma das maiores queixas de {$audience}.',
    ],
    image_suggestion: 'Foto real de uma situação do dia a dia que mostre a dor',
  },
  {
    title: 'Por que isso acontece',
    content: [
      'Quase sempre falta um plano simples. Sem ele, conviver com {$pain2} vira rotina.',
      'Falta de plano, não de vontade.',
    ],
    image_suggestion: 'Ilustração de causa e efeito com setas',
  },
  {
    title: 'Erro comum',
    content: [
      'Querer mudar tudo de uma vez quando o assunto é {$topicq}. Mudanças pequenas e constantes funcionam melhor.',
      'Querer mudar tudo de uma vez. Mudanças pequenas e constantes funcionam melhor.',
    ],
    image_suggestion: 'Ícone de “X” vermelho ao lado do erro',
  },
  {
    title: 'Dica',
    content: [
      'Comece pelo passo mais fácil e repita por 7 dias.|Comecem pelo passo mais fácil e repitam por 7 dias.|Vamos começar pelo passo mais fácil e repetir por 7 dias.',
      'Defina um horário fixo e trate como compromisso.|Definam um horário fixo e tratem como compromisso.|Vamos definir um horário fixo e tratar como compromisso.',
    ],
    image_suggestion: 'Número {n} grande com fundo na cor da marca',
  },
  {
    title: 'Dica',
    content: [
      'Anote o que funcionou no fim da semana.|Anotem o que funcionou no fim da semana.|Vamos anotar o que funcionou no fim da semana.',
      'Prepare o ambiente antes e deixe tudo à mão.|Preparem o ambiente antes e deixem tudo à mão.|Vamos preparar o ambiente antes e deixar tudo à mão.',
    ],
    image_suggestion: 'Número {n} grande sobre a foto de um caderno ou checklist',
  },
  {
    title: 'Mito x verdade',
    content: [
      'Mito: precisa de muito tempo e dinheiro. Verdade: com {$trend}, dá para começar já.',
      'Mito: só funciona para quem tem tempo sobrando. Verdade: dá para começar pequeno.',
    ],
    image_suggestion: 'Slide dividido em duas colunas, mito e verdade',
  },
  {
    title: 'Dica',
    content: [
      'Peça ajuda ou ache um parceiro para manter o ritmo.|Peçam ajuda ou achem um parceiro para manter o ritmo.|Vamos pedir ajuda e achar parceiros para manter o ritmo.',
      'Celebre pequenas vitórias: elas mantêm a motivação.|Celebrem pequenas vitórias: elas mantêm a motivação.|Vamos celebrar pequenas vitórias: elas mantêm a motivação.',
    ],
    image_suggestion: 'Número {n} grande e uma foto sorrindo',
  },
  {
    title: 'O que está em alta',
    content: [
      '{$Trend}: vale adaptar à realidade de cada um.',
      'O que está em alta vale ser adaptado à realidade de cada um.',
    ],
    image_suggestion: 'Print ou colagem mostrando a tendência',
  },
  {
    title: 'Checklist rápido',
    content: [
      'Objetivo claro, rotina possível e acompanhamento semanal.',
      'Um objetivo, um horário e um jeito de acompanhar.',
    ],
    image_suggestion: 'Lista com ícones de check',
  },
  {
    title: 'Na prática',
    content: [
      'Escolha uma ideia sobre {$topicq} e aplique por 30 dias.|Escolham uma ideia sobre {$topicq} e apliquem por 30 dias.|Vamos escolher uma ideia sobre {$topicq} e aplicar por 30 dias.',
      'Escolha uma ideia deste carrossel e aplique por 30 dias.|Escolham uma ideia deste carrossel e apliquem por 30 dias.|Vamos escolher uma ideia deste carrossel e aplicar por 30 dias.',
    ],
    image_suggestion: 'Foto de bastidor aplicando a dica',
  },
];

/** For a slide none of whose phrasings the voice can say (all carry an avoided word). */
const GENERIC_CONTENT: Phrasing[] = [
  'Um passo de cada vez já faz diferença.',
  'Constância vale mais que intensidade.',
  'Pequenos ajustes somam ao longo das semanas.',
  'O simples bem-feito funciona.',
];

const COVER_TITLES: Phrasing[] = ['{$Topic}', 'Tudo sobre {$topicq}', 'Guia rápido: {$topic}'];
/** Cover titles for when the subject carries an avoided word. */
const PLAIN_COVER_TITLES: Phrasing[] = ['O básico que funciona', 'Guia rápido para começar'];
const COVER_CONTENT: Phrasing[] = [
  [
    'Arrasta para o lado e salva para não esquecer.',
    'Arrastem para o lado e salvem para não esquecer.',
    'Bora arrastar para o lado e salvar para não esquecer.',
  ],
  [
    'Desliza para o lado que eu explico tudo.',
    'Deslizem para o lado que eu explico tudo.',
    'Desliza para o lado que a gente explica tudo.',
  ],
];
const LAST_TITLES: Phrasing[] = ['Agora é com {você}', 'Resumindo', 'Gostou?|Gostaram?|E aí, gostou?'];
const LAST_CONTENT: Phrasing[] = [
  [
    'Qual ideia você vai aplicar primeiro? Conta nos comentários!',
    'Qual ideia vocês vão aplicar primeiro? Contem nos comentários!',
    'Qual ideia a gente aplica primeiro? Bora contar nos comentários!',
  ],
  '{Compartilhe|Compartilhem|Vamos compartilhar} com quem precisa ver isso.',
];

/** What a numbered tip slide is called: the first word the voice does not avoid. */
const TIP_WORDS: Phrasing[] = ['Dica', 'Ideia', 'Passo', 'Sugestão', 'Lembrete'];

/** Tip slides are numbered after sampling, so the numbers never skip. */
function numberTips(slides: Slide[], word: string): Slide[] {
  let tip = 0;
  return slides.map((s) => {
    if (s.title !== 'Dica') return s;
    tip += 1;
    return { ...s, title: `${word} ${tip}`, image_suggestion: s.image_suggestion.replace('{n}', String(tip)) };
  });
}

export function writeCarousel(input: CarouselInput, ctx: GenerationContext, rng: Rng): CarouselOutput {
  const profile = resolveNicheProfile(ctx.niche);
  const sp = speakerFor(input.tone, 'carousel', ctx, rng);
  const n = slideCount(input.imageCount);
  const source = cleanUserText(input.theme);
  const topic = topicOf(source, 60, profile.name);
  const [pain = profile.name, pain2 = pain] = shuffle(profile.painPoints, rng);
  const [trend = profile.name] = shuffle(profile.offlineTopics ?? profile.trends, rng).map((t) => shortTrend(t));
  const vars: Vars = {
    topic,
    Topic: upperFirst(topic),
    topicq: quote(topic),
    pain,
    Pain: upperFirst(pain),
    pain2,
    trend,
    Trend: upperFirst(trend),
    audience: profile.audienceShort,
  };
  const fits = (t: string) => t.length <= MAX_CONTENT;

  const cover: Slide = {
    title: prefer(sp, [COVER_TITLES, PLAIN_COVER_TITLES], vars),
    content: `${withEmoji(chooseRequired(sp, HOOKS[sp.tone]))} ${withEmoji(chooseRequired(sp, COVER_CONTENT))}`,
    image_suggestion: 'Capa com o título em letras grandes e uma foto olhando para a câmera',
  };
  const said = CONTENT_SLIDES.map((s) => {
    const content = choose(sp, s.content, vars, fits) ?? chooseRequired(sp, GENERIC_CONTENT, vars, fits);
    return { title: s.title, content, image_suggestion: s.image_suggestion };
  });
  const last: Slide = {
    title: chooseRequired(sp, LAST_TITLES),
    content: withEmoji(chooseRequired(sp, LAST_CONTENT)),
    image_suggestion: 'Foto com o @ do perfil e ícones de salvar e compartilhar',
  };
  const middle = numberTips(sampleInOrder(said, n - 2, rng), chooseRequired(sp, TIP_WORDS));
  const slides = [cover, ...middle, last].map((s, i) => ({ slide_number: i + 1, ...s }));

  const carousel: CarouselOutput = {
    title: cover.title,
    description: prefer(
      sp,
      [
        ['Carrossel de {$n} slides para {$audience} sobre {$topicq}.', 'Carrossel de {$n} slides sobre {$topicq}.'],
        ['Carrossel de {$n} slides para {$audience}.', 'Carrossel de {$n} slides, direto ao ponto.'],
      ],
      { ...vars, n: String(n) },
    ),
    slides,
    cta: withEmoji(chooseCta(sp, ctaPool(sp, ['save', 'share', 'comment']))),
    hashtags: hashtagsFor(profile, source || profile.name, sp.avoid, 5, 7, rng).join(' '),
  };
  return JSON.parse(spendEmojis(sp, JSON.stringify(carousel))) as CarouselOutput;
}
