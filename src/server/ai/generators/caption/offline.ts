/**
 * Offline caption by style: an opening line, a body, the voice's expression, a call to action, a
 * sentence from the voice's examples, and 5–7 hashtags on the last line; 150–400 characters in all.
 */
import type { CaptionStyle } from '@shared/content-kinds';
import type { CaptionInput } from '@shared/content-kind-schemas';
import type { GenerationContext } from '../prompt-parts';
import { CAPTION_TARGETS } from './prompt';
import { resolveNicheProfile } from '@server/ai/niches';
import { hashtagsFor } from '@server/ai/offline/hashtags';
import { type Rng, pick } from '@server/ai/offline/random';
import {
  type Phrasing,
  choose,
  chooseRequired,
  expressionSentence,
  signatureSentence,
  speakerFor,
  spendEmojis,
  withEmoji,
} from '@server/ai/offline/speech';
import { cleanUserText, quote, topicOf, upperFirst } from '@server/ai/offline/text';
import { chooseCta, ctaPool, OPENERS } from '@server/ai/offline/voice';

interface StylePhrasings {
  opening: Phrasing[];
  body: Phrasing[];
}

/** Each style's openings and bodies; every one is whole with or without the user's subject. */
const BY_STYLE: Record<CaptionStyle, StylePhrasings> = {
  profissional: {
    opening: [
      '{$Topic}: o que {você} {precisa|precisam} saber.',
      'Vamos falar sério sobre {$topicq}?',
      'Um ponto que muda o jogo: {$topicq}.',
      'Informação que vale ouro para {$audience}.',
      'Três minutos de leitura que fazem diferença.',
    ],
    body: [
      'Para {$audience}, isso resolve um problema real: {$pain}.',
      'Quem ignora isso costuma enfrentar {$pain}.',
      'O caminho é simples: começar pelo básico e manter a constância.',
      'O segredo está em pequenos passos, repetidos com calma.',
      'Vale olhar para isso com atenção antes de decidir o próximo passo.',
    ],
  },
  descontraido: {
    opening: [
      'Quem nunca passou por {$pain} que atire a primeira pedra!{e}',
      'O papo de agora é {$topicq}, e é mais leve do que parece.{e}',
      'Confissão sincera: {$topicq} virou assunto aqui em casa.{e}',
      'Plot twist: isso é mais simples do que parece!{e}',
    ],
    body: [
      'E não, {você} não {precisa|precisam} mudar a vida inteira para isso dar certo.',
      'Spoiler: não é tão difícil quanto parece.',
      'Dá para começar pequeno, rir dos tropeços e seguir em frente.',
      'Ninguém nasce sabendo, e está tudo certo com isso.',
    ],
  },
  motivacional: {
    opening: [
      'Eu sei: lidar com {$pain} cansa.',
      'Não é sobre ser perfeito, é sobre continuar.',
      'Todo começo parece lento, e está tudo bem.',
      '{$Topic}: um passo de cada vez.',
    ],
    body: [
      'Mas {$topicq} se constrói um dia de cada vez.',
      '{Você} {está|estão} mais perto do que imagina.{e}',
      'Cada pequeno passo conta, mesmo quando ninguém está vendo.',
      'O que parece pequeno agora é o que sustenta a mudança lá na frente.',
    ],
  },
};

/** Added when a caption comes out shorter than the minimum. */
const EXTRA: Phrasing[] = [
  'O simples bem-feito funciona.',
  'Constância vale mais que intensidade.',
  'Pequenas escolhas, repetidas, fazem a diferença.',
];

const withTopic = (p: Phrasing) => String(p).includes('{$topic') || String(p).includes('{$Topic');

export function writeCaption(input: CaptionInput, ctx: GenerationContext, rng: Rng): string {
  const { minChars, maxChars, minHashtags, maxHashtags } = CAPTION_TARGETS;
  const profile = resolveNicheProfile(ctx.niche);
  const sp = speakerFor(input.tone, 'caption', ctx, rng);
  const style = BY_STYLE[input.style] ?? BY_STYLE.profissional;
  const source = cleanUserText(input.description);
  const pains = profile.painPoints.filter((p) => p.length <= 90);
  const base = { pain: pick(pains.length ? pains : profile.painPoints, rng), audience: profile.audienceShort };
  const tags = hashtagsFor(profile, source || profile.name, sp.avoid, minHashtags, maxHashtags, rng).join(' ');
  const expression = expressionSentence(sp);
  const cta = chooseCta(sp, ctaPool(sp), {});

  let text = '';
  // Shorter subjects, then fewer optional sentences, until the caption fits.
  for (const [topicMax, withSignature] of [
    [110, true],
    [80, true],
    [50, true],
    [80, false],
    [40, false],
  ] as const) {
    const topic = source ? topicOf(source, topicMax, profile.name) : '';
    const vars = { ...base, topic, Topic: upperFirst(topic), topicq: topic ? quote(topic) : '' };
    const opener = chooseRequired(sp, OPENERS[sp.tone]);
    // An opening with the user's subject when one can be said, else any.
    const opening = choose(sp, style.opening.filter(withTopic), vars) ?? chooseRequired(sp, style.opening, vars);
    const body = chooseRequired(sp, style.body, vars, (b) => b !== opening);
    const signature = withSignature ? signatureSentence(sp, undefined, `${source} ${profile.name}`) : null;
    const prose = [
      withEmoji(`${opener} ${opening}`),
      withEmoji(body),
      [expression, cta].filter(Boolean).join(' '),
      signature,
    ]
      .filter(Boolean)
      .join('\n');
    text = spendEmojis(sp, `${prose}\n\n${tags}`);
    if (text.length < minChars) {
      const extra = choose(sp, EXTRA);
      if (extra) text = spendEmojis(sp, `${prose}\n${extra}\n\n${tags}`);
    }
    if (text.length <= maxChars) break;
  }
  return text;
}
