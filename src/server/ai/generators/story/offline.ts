/** Offline single story: a hook of at most 8 words, a body, the voice's expression and a call to interact; 100–250 characters. */
import type { StoryInput } from '@shared/content-kind-schemas';
import type { GenerationContext } from '../prompt-parts';
import { STORY_TARGETS } from './prompt';
import { resolveNicheProfile } from '@server/ai/niches';
import { wordsOf } from '@server/ai/offline/quality';
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
import { cleanUserText, quote, topicOf } from '@server/ai/offline/text';
import { chooseCta, ctaPool, HOOKS } from '@server/ai/offline/voice';

/** Bodies with the user's subject and a pain of the niche, preferred when they fit. */
const BODIES: Phrasing[] = [
  'O assunto de agora é {$topicq}. Se {você} {lida|lidam} com {$pain}, isso é para {você}.',
  'Sobre {$topicq}: eu também já enfrentei {$pain} e aprendi que começar pequeno funciona.',
  'Quero mostrar {$topicq} sem filtro, para quem sofre com {$pain}.',
  'Reparou como {$topicq} pesa para quem sofre com {$pain}? Nos próximos stories eu mostro o caminho.',
];

/** Bodies for when no subject fits or every phrasing with it carries an avoided word. */
const PLAIN_BODIES: Phrasing[] = [
  'Parece simples, mas muda tudo para quem sofre com {$pain}.',
  'Quem lida com {$pain} sabe como pesa no dia a dia.',
  'Nos próximos stories eu mostro como resolvi isso sem complicar.',
];

/** Story calls to interact: reply, vote, send a message, see the link. */
const STORY_CTAS: Phrasing[] = [
  [
    'Responda a caixinha, que eu quero saber de você{,nick}!{e}',
    'Respondam a caixinha, que eu quero saber de vocês{,nick}!{e}',
    'Bora responder a caixinha, que a gente quer saber{,nick}!{e}',
  ],
  [
    'Vote na enquete e me conta: você já passou por isso{,nick}?{e}',
    'Votem na enquete e me contem: vocês já passaram por isso{,nick}?{e}',
    'Bora votar na enquete: a gente já passou por isso{,nick}?{e}',
  ],
  [
    'Responda a caixinha aqui embaixo{,nick}!{e}',
    'Respondam a caixinha aqui embaixo{,nick}!{e}',
    'Bora responder a caixinha aqui embaixo{,nick}!{e}',
  ],
  [
    'Vote na enquete e me conta o que achou{,nick}!{e}',
    'Votem na enquete e me contem o que acharam{,nick}!{e}',
    'Bora votar na enquete{,nick}!{e}',
  ],
  [
    'Me manda uma mensagem se fez sentido{,nick}!{e}',
    'Me mandem uma mensagem se fez sentido{,nick}!{e}',
    'Quem se identificou manda uma mensagem{,nick}!{e}',
  ],
  [
    'Toque no link para ver o resto{,nick}.{e}',
    'Toquem no link para ver o resto{,nick}.{e}',
    'O resto está no link{,nick}.{e}',
  ],
  [
    'Reage com o emoji que resume o dia{,nick}!{e}',
    'Reajam com o emoji que resume o dia{,nick}!{e}',
    'Bora reagir com o emoji que resume o dia{,nick}!{e}',
  ],
];

/** Added when the story comes out shorter than the minimum. */
const PADDING: Phrasing[] = [
  'Amanhã tem a parte 2.',
  'Isso vale para qualquer fase.',
  [
    'Fica comigo nos próximos stories.',
    'Fiquem comigo nos próximos stories.',
    'A gente continua nos próximos stories.',
  ],
];

export function writeStory(input: StoryInput, ctx: GenerationContext, rng: Rng): string {
  const { minChars, maxChars, maxHookWords } = STORY_TARGETS;
  const profile = resolveNicheProfile(ctx.niche);
  const sp = speakerFor(input.tone, 'story', ctx, rng);
  const shortPains = profile.painPoints.filter((p) => p.length <= 70);
  const pain = pick(shortPains.length ? shortPains : profile.painPoints, rng);
  const hook = withEmoji(chooseRequired(sp, HOOKS[sp.tone], {}, (h) => wordsOf(h) <= maxHookWords));
  const expression = expressionSentence(sp);
  // The voice's CTA style wins over the story's own calls (a WhatsApp brand asks for WhatsApp here too).
  const cta = chooseCta(sp, sp.ctaIntents ? ctaPool(sp) : STORY_CTAS);
  const source = cleanUserText(input.description);

  let text = '';
  // Shorter subjects, then no sentence from the examples, then a body without the subject, until it fits.
  const attempts: [number, boolean][] = [
    [90, true],
    [60, true],
    [40, true],
    [90, false],
    [60, false],
    [40, false],
    [25, false],
    [0, false],
  ];
  for (const [topicMax, withSignature] of attempts) {
    const topic = source && topicMax ? topicOf(source, topicMax, profile.name) : '';
    const vars = { pain, topicq: topic ? quote(topic) : '' };
    const body = withEmoji(choose(sp, BODIES, vars) ?? chooseRequired(sp, PLAIN_BODIES, vars));
    const signature = withSignature ? signatureSentence(sp, undefined, `${source} ${profile.name}`) : null;
    if (withSignature && !signature) continue;
    text = spendEmojis(
      sp,
      [hook, body, signature, [expression, cta].filter(Boolean).join(' ')].filter(Boolean).join('\n'),
    );
    if (text.length <= maxChars) break;
  }
  for (let tries = 0; text.length < minChars && tries < PADDING.length; tries++) {
    const pad = choose(sp, PADDING, {}, (p) => !text.includes(p));
    if (pad) text = `${text}\n${pad}`;
  }
  return text;
}
