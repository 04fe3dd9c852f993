/** Offline ad copy: one section per step of the persuasion method, shaped by the ad type. */
import { AD_SECTION_SEPARATOR, type AdMethod } from '@shared/content-kinds';
import type { AdCopyInput } from '@shared/content-kind-schemas';
import type { GenerationContext } from '../prompt-parts';
import { resolveNicheProfile } from '@server/ai/niches';
import { AD_TYPE_TARGETS } from '@server/ai/tones';
import { type Rng, pick, shuffle } from '@server/ai/offline/random';
import {
  type Phrasing,
  type Speaker,
  type Vars,
  choose,
  chooseRequired,
  expressionSentence,
  prefer,
  finalLength,
  signatureSentence,
  speakerFor,
  spendEmojis,
  withEmoji,
} from '@server/ai/offline/speech';
import { clip, cleanUserText, endSentence, quote, upperFirst } from '@server/ai/offline/text';
import { chooseCta, ctaPool, OPENERS } from '@server/ai/offline/voice';

interface Step {
  label: string;
  /** Relative share of a sales video's duration. */
  weight: number;
  long: Phrasing[];
  /** For story ads: one short screen of text. */
  short: Phrasing[];
  /** Spoken development added in sales videos, which need 60–90 seconds of speech. */
  videoExtra?: Phrasing[];
  /** What to show on screen in a sales video. */
  visual: string;
}

const CTA_MARK = '{$cta}';

const METHOD_STEPS: Record<AdMethod, Step[]> = {
  aida: [
    {
      label: 'Atenção',
      weight: 1,
      long: [
        '{Você} ainda {sofre|sofrem} com {$pain}?',
        'E se {você} não {precisasse|precisassem} mais conviver com {$pain}?',
        '{$Opener} E se {você} não {precisasse|precisassem} mais conviver com {$pain}?',
        'Já cansou de tentar sem sair do lugar?|Já cansaram de tentar sem sair do lugar?|A gente já cansou de tentar sem sair do lugar?',
      ],
      short: [
        '{Você} ainda {sofre|sofrem} com {$painShort}?',
        'E se {você} não {precisasse|precisassem} mais conviver com {$painShort}?',
        'Já cansou de tentar sem sair do lugar?|Já cansaram de tentar sem sair do lugar?|A gente já cansou de tentar sem sair do lugar?',
      ],
      visual: 'close no rosto e a pergunta escrita na tela',
    },
    {
      label: 'Interesse',
      weight: 2,
      long: [
        'Eu sei como é conviver com {$pain}: tira tempo, energia e confiança. E não é falta de esforço, é falta de um caminho claro.',
        'Não é falta de esforço. É falta de um caminho claro, e isso tem solução.',
      ],
      short: ['Não é falta de esforço. É falta de um caminho claro.', 'O problema não é vontade, é método.'],
      videoExtra: [
        'Começa com empolgação, tenta sozinho e, quando vê, voltou para o mesmo lugar. Já vi isso acontecer com muita gente.',
        'A empolgação do começo passa, a rotina aperta e tudo volta ao ponto de partida. É frustrante, e é comum.',
      ],
      visual: 'cenas do problema no dia a dia',
    },
    {
      label: 'Desejo',
      weight: 3,
      long: [
        'Foi para isso que existe {$productq}. Feito para {$audience}, simples de aplicar e pensado para a vida real, sem promessa milagrosa.',
        '{$Productq} foi pensado para {$audience}: simples de aplicar e sem promessa milagrosa.',
        'Existe um jeito mais leve de resolver isso, feito para a vida real.',
        'Existe outro jeito de resolver isso, pensado para a vida real.',
      ],
      short: [
        'Conheça {$productShortq}: feito para {$audience}.|Conheçam {$productShortq}: feito para {$audience}.|Chegou {$productShortq}: feito para {$audience}.',
        'Chegou {$productShortq}, feito para a vida real.',
        'Existe um jeito mais leve de resolver isso.',
        'Existe outro jeito de resolver isso.',
      ],
      videoExtra: [
        'Fica claro o que está incluído, com atenção em cada detalhe e suporte quando surgir qualquer dúvida. Quem já experimentou costuma dizer que o único arrependimento foi ter adiado.',
        'Cada etapa foi testada com pessoas reais e ajustada até ficar simples de verdade, com suporte do começo ao fim.',
      ],
      visual: 'produto ou serviço em uso e um depoimento',
    },
    {
      label: 'Ação',
      weight: 1,
      long: [CTA_MARK],
      short: [CTA_MARK],
      visual: 'CTA escrito na tela e seta para o botão',
    },
  ],
  storytelling: [
    {
      label: 'Situação',
      weight: 2,
      long: [
        'Há um tempo, o meu maior problema era {$pain}. Eu achava que era só comigo.',
        'Eu convivia com {$pain} e achava que não tinha saída.',
        'Eu já estive exatamente onde muita gente está agora.',
      ],
      short: [
        'Há um tempo, meu maior problema era {$painShort}.',
        'Eu convivia com {$painShort}.',
        'Eu já estive nesse lugar.',
      ],
      visual: 'foto ou vídeo antigo, de antes',
    },
    {
      label: 'Conflito',
      weight: 2,
      long: [
        'Tentei de tudo: dicas soltas, promessas fáceis, recomeçar toda segunda-feira. No fim, ainda convivia com {$pain2}.',
        'Recomecei várias vezes, e nada durava.',
      ],
      short: ['Tentei de tudo. Recomecei várias vezes. Nada durava.', 'Nada do que eu tentava durava.'],
      videoExtra: [
        'Gastei tempo, dinheiro e energia, e a frustração só aumentava. Cheguei a pensar que aquilo não era para mim.',
        'Cada tentativa terminava do mesmo jeito, e a vontade de desistir crescia.',
      ],
      visual: 'sequência rápida de tentativas frustradas',
    },
    {
      label: 'Descoberta',
      weight: 2,
      long: [
        'Até que organizei o que realmente funcionava, passo a passo. Foi assim que nasceu {$productq}.',
        'Até que juntei o que funcionava num método só.',
      ],
      short: [
        'Até que organizei o que funcionava e nasceu {$productShortq}.',
        'Até que juntei o que funcionava num método só.',
      ],
      videoExtra: [
        'Juntei o que aprendi errando, testei com pessoas reais e ajustei cada detalhe até ficar simples de verdade.',
        'Testei, errei, ajustei e testei de novo, até chegar num caminho que qualquer pessoa consegue seguir.',
      ],
      visual: 'o produto ou serviço em destaque',
    },
    {
      label: 'Transformação',
      weight: 2,
      long: [
        'Agora, cada pessoa que aplica sente a diferença na rotina, e eu vejo isso nas mensagens que recebo todos os dias.',
        'Agora eu vejo a mudança nas mensagens de quem aplica.',
      ],
      short: ['Agora vejo a mudança nas mensagens de quem aplica.', 'A mudança aparece nas mensagens que recebo.'],
      videoExtra: [
        'E o melhor: não precisa ser perfeito nem ter a vida organizada para começar. Precisa só dar o primeiro passo.',
        'Ninguém precisa ter tudo resolvido para começar. O primeiro passo basta.',
      ],
      visual: 'prints de depoimentos e mensagens',
    },
    {
      label: 'Convite',
      weight: 1,
      long: ['Agora é a {sua} vez. {$cta}', CTA_MARK],
      short: ['Agora é a {sua} vez. {$cta}', CTA_MARK],
      visual: 'olhar para a câmera e o CTA na tela',
    },
  ],
  direto: [
    {
      label: 'Oferta',
      weight: 1,
      long: [
        '{$Product} Para {$audience}.',
        '{$Productq}, feito para {$audience}.',
        'Uma oferta pensada para a vida real.',
      ],
      short: [
        '{$ProductShort} Para {$audience}.',
        '{$ProductShortq}, feito para a vida real.',
        'Uma oferta pensada para a vida real.',
      ],
      visual: 'o produto ou serviço em destaque',
    },
    {
      label: 'Benefícios',
      weight: 3,
      long: [
        '• Ajuda quem sofre com {$pain}.\n• Cabe na rotina, sem complicação.\n• A evolução fica à vista.',
        '• Menos {$painShort}.\n• Mais tempo livre.\n• Um caminho claro.',
        '• Prático.\n• Sem complicação.\n• Feito para a vida real.',
      ],
      short: [
        '• Para quem sofre com {$painShort}.\n• Cabe na rotina.',
        '• Simples.\n• Rápido.\n• Feito para a vida real.',
        '• Prático.\n• Rápido.\n• Sem complicação.',
      ],
      videoExtra: [
        'Na prática, resolve o que mais incomoda sem virar a rotina de cabeça para baixo, com atenção de verdade do começo ao fim.',
        'É prático, cabe em poucos minutos por dia e tem suporte sempre que surgir uma dúvida.',
      ],
      visual: 'os benefícios aparecendo em tópicos na tela',
    },
    {
      label: 'Objeção',
      weight: 2,
      long: [
        '“Mas eu não tenho tempo.” Por isso tudo foi pensado para caber em poucos minutos por dia.',
        '“Será que vale o investimento?” Faça a conta de quanto conviver com {$pain2} já custou até agora.|“Será que vale o investimento?” Façam a conta de quanto conviver com {$pain2} já custou até agora.|“Será que vale o investimento?” Vamos fazer a conta de quanto conviver com {$pain2} já custou até agora.',
      ],
      short: [
        '“Não tenho tempo.” Foi pensado para caber em poucos minutos por dia.',
        '“Vale a pena?” Vale, e desde o primeiro dia.',
      ],
      visual: 'resposta à objeção olhando para a câmera',
    },
    { label: 'Ação', weight: 1, long: [CTA_MARK], short: [CTA_MARK], visual: 'CTA e condição da oferta na tela' },
  ],
  gancho_cta: [
    {
      label: 'Gancho',
      weight: 1,
      long: [
        '{Pare|Parem|Vamos parar} tudo se {você} {sofre|sofrem} com {$pain}.',
        'Quase ninguém fala disso, mas deveria.',
      ],
      short: ['{Pare|Parem|Vamos parar} tudo se {você} {sofre|sofrem} com {$painShort}.', 'Quase ninguém fala disso.'],
      visual: 'gancho em letras grandes nos 3 primeiros segundos',
    },
    {
      label: 'Valor',
      weight: 3,
      long: [
        '{$Productq} é o atalho para resolver isso sem virar a rotina de cabeça para baixo. Simples, direto e feito para {$audience}.',
        '{$Productq} resolve isso sem complicar.',
        'Existe um atalho para resolver isso sem complicar.',
      ],
      short: [
        '{$ProductShortq} é o atalho para resolver isso sem complicar.',
        '{$ProductShortq} resolve sem complicar.',
        'Existe um atalho que resolve sem complicar.',
      ],
      videoExtra: [
        'Chega de perder tempo tentando adivinhar o que funciona: o caminho fica claro, testado e feito para a vida real. É o tipo de decisão que se agradece daqui a alguns meses.',
        'É um caminho testado, com começo, meio e fim, que cabe na rotina de verdade.',
      ],
      visual: 'demonstração rápida do produto ou serviço',
    },
    { label: 'CTA', weight: 1, long: [CTA_MARK], short: [CTA_MARK], visual: 'CTA na tela com seta para o botão' },
  ],
};

/** Sales calls to action. */
const SALES_CTAS: Phrasing[] = [
  '{Clique|Cliquem|Bora clicar} no link e {garanta|garantam|garantir} o {seu} agora.{e}',
  '{Chame|Chamem|Bora chamar} no direct com a palavra “QUERO” e eu passo os detalhes.{e}',
  '{Toque|Toquem|Bora tocar} em “Saiba mais” e {comece|comecem|começar} já.{e}',
  '{Acesse|Acessem|Vamos acessar} o link e {conheça|conheçam|conhecer} todos os detalhes.{e}',
  '{Garanta|Garantam|Vamos garantir} o {seu} pelo link{,nick}!{e}',
  '{Chame|Chamem|Bora chamar} no direct{,nick}, que eu passo os detalhes.{e}',
  [
    'O link é para você começar já{,nick}.{e}',
    'O link é para vocês começarem já{,nick}.{e}',
    'O link é para a gente começar já{,nick}.{e}',
  ],
];

interface AdContext {
  sp: Speaker;
  vars: Vars;
  /** The voice's preferred expression, said before the call to action; null without one. */
  expression: string | null;
}

/** A step in the speaker's words, naming the user's product whenever a phrasing with it can be said. */
const sayStep = (c: AdContext, pool: Phrasing[], fits?: (t: string) => boolean) =>
  prefer(c.sp, [pool.filter((p) => /\{\$[Pp]roduct/.test(String(p))), pool], c.vars, fits);

function videoSections(steps: Step[], c: AdContext): string[] {
  const { minSeconds, maxSeconds } = AD_TYPE_TARGETS.video_vendas;
  const total = pick([minSeconds, 75, maxSeconds], c.sp.rng);
  // The opening block is the 5-second hook; the remaining time follows each step's weight.
  const hookSeconds = 5;
  const weights = steps.slice(1).reduce((sum, s) => sum + s.weight, 0);
  let start = 0;
  return steps.map((step, i) => {
    const end =
      i === 0
        ? hookSeconds
        : i === steps.length - 1
          ? total
          : start + Math.round(((total - hookSeconds) * step.weight) / weights);
    const extra = step.videoExtra ? choose(c.sp, step.videoExtra, c.vars) : null;
    const last = i === steps.length - 1;
    const speech = withEmoji([last ? c.expression : null, sayStep(c, step.long), extra].filter(Boolean).join(' '));
    const block = `[${start}-${end}s] ${step.label.toUpperCase()}\n${speech}\n(Na tela: ${step.visual})`;
    start = end;
    return block;
  });
}

function storySections(steps: Step[], c: AdContext): string[] {
  const { maxCharsPerStory } = AD_TYPE_TARGETS.story_vendas;
  return steps.map((step, i) => {
    const label = `Story ${i + 1}/${steps.length}: `;
    const short = sayStep(c, step.short, (t) => finalLength(label + t) <= maxCharsPerStory);
    const withExpression = i === steps.length - 1 && c.expression ? `${c.expression} ${short}` : short;
    const said = finalLength(label + withExpression) <= maxCharsPerStory ? withExpression : short;
    // Each screen carries an emoji when the level has one to spend and there is room for it.
    return finalLength(`${label}${withEmoji(said)}`) <= maxCharsPerStory
      ? `${label}${withEmoji(said)}`
      : `${label}${said}`;
  });
}

function postSections(steps: Step[], c: AdContext): string[] {
  const sections = steps.map((step) => withEmoji(sayStep(c, step.long)));
  const expression = c.expression;
  const signature = signatureSentence(c.sp, undefined, c.vars.subject ?? '');
  const lastIndex = sections.length - 1;
  sections[lastIndex] = [expression, sections[lastIndex], signature].filter(Boolean).join(' ');
  return sections;
}

export function writeAdCopy(input: AdCopyInput, ctx: GenerationContext, rng: Rng): string {
  const profile = resolveNicheProfile(ctx.niche);
  const sp = speakerFor(input.tone, 'ad_copy', ctx, rng);
  const product = clip(cleanUserText(input.product) || profile.name, 160);
  const productShort = clip(product, 50);
  const [pain = profile.name, pain2 = pain] = shuffle(profile.painPoints, rng);
  const vars: Vars = {
    Product: endSentence(upperFirst(product)),
    ProductShort: endSentence(upperFirst(productShort)),
    productq: quote(product),
    Productq: quote(product),
    productShortq: quote(productShort),
    ProductShortq: quote(productShort),
    pain,
    painShort: clip(pain, 70),
    pain2,
    audience: profile.audienceShort,
    // What the ad is about, for sentences of the voice's examples that fit it.
    subject: `${product} ${profile.name}`,
    Opener: chooseRequired(sp, OPENERS[sp.tone]),
  };
  vars.cta = withEmoji(chooseCta(sp, sp.ctaIntents ? ctaPool(sp) : SALES_CTAS, vars));
  const c: AdContext = { sp, vars, expression: expressionSentence(sp) };
  const steps = METHOD_STEPS[input.method] ?? METHOD_STEPS.aida;
  const sections =
    input.adType === 'story_vendas'
      ? storySections(steps, c)
      : input.adType === 'post_vendas'
        ? postSections(steps, c)
        : videoSections(steps, c);
  return spendEmojis(sp, sections.join(`\n${AD_SECTION_SEPARATOR}\n`));
}
