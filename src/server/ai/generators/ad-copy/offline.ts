/** Offline ad copy: one section per step of the persuasion method, shaped by the ad type. */
import { AD_SECTION_SEPARATOR, type AdMethod } from '@shared/content-kinds';
import type { AdCopyInput } from '@shared/content-kind-schemas';
import type { GenerationContext } from '../prompt-parts';
import { type NicheProfile, resolveNicheProfile } from '@server/ai/niches';
import { AD_TYPE_TARGETS } from '@server/ai/tones';
import { type Rng, pick, shuffle } from '@server/ai/offline/random';
import { clip, cleanUserText, endSentence, quote, upperFirst } from '@server/ai/offline/text';
import { type Voice, emoji, voiceFor } from '@server/ai/offline/voice';

interface AdContext {
  product: string;
  productShort: string;
  pain: string;
  pain2: string;
  profile: NicheProfile;
  voice: Voice;
  cta: string;
  rng: Rng;
}

interface Step {
  label: string;
  /** Relative share of a sales video's duration. */
  weight: number;
  long: (c: AdContext) => string;
  short: (c: AdContext) => string;
  /** Spoken development added in sales videos, which need 60–90 seconds of speech. */
  videoExtra?: string;
  /** What to show on screen in a sales video. */
  visual: string;
}

const METHOD_STEPS: Record<AdMethod, Step[]> = {
  aida: [
    {
      label: 'Atenção',
      weight: 1,
      long: (c) =>
        pick(
          [
            `Você ainda sofre com ${c.pain}?`,
            `${pick(c.voice.openers, c.rng)} E se ${c.pain} deixasse de ser um problema este mês?`,
          ],
          c.rng,
        ),
      short: (c) => `Você ainda sofre com ${clip(c.pain, 90)}?`,
      visual: 'close no rosto e a pergunta escrita na tela',
    },
    {
      label: 'Interesse',
      weight: 2,
      long: (c) =>
        `Eu sei como é: ${c.pain} tira o seu tempo, a sua energia e a sua confiança. E não é falta de esforço, é falta de um caminho claro.`,
      short: () => 'Não é falta de esforço. É falta de um caminho claro.',
      videoExtra:
        'Você começa animado, tenta sozinho e, quando vê, voltou para o mesmo lugar. Eu já vi isso acontecer com muita gente, e talvez esteja acontecendo com você agora.',
      visual: 'cenas do problema no dia a dia',
    },
    {
      label: 'Desejo',
      weight: 3,
      long: (c) =>
        `Foi para isso que existe ${quote(c.product)}. Feito para ${c.profile.audienceShort}, simples de aplicar e pensado para a rotina real, sem promessa milagrosa.`,
      short: (c) => `Conheça ${quote(c.productShort)}: feito para ${c.profile.audienceShort}.`,
      videoExtra:
        'Você sabe exatamente o que está levando, tem atenção em cada detalhe e suporte quando surgir qualquer dúvida. Quem já experimentou costuma dizer que o único arrependimento foi ter adiado tanto.',
      visual: 'produto ou serviço em uso e um depoimento',
    },
    {
      label: 'Ação',
      weight: 1,
      long: (c) => c.cta,
      short: (c) => c.cta,
      visual: 'CTA escrito na tela e seta para o botão',
    },
  ],
  storytelling: [
    {
      label: 'Situação',
      weight: 2,
      long: (c) => `Há um tempo, o meu maior problema era ${c.pain}. Eu achava que era só comigo.`,
      short: (c) => `Há um tempo, meu maior problema era ${clip(c.pain, 90)}.`,
      visual: 'foto ou vídeo antigo, de antes',
    },
    {
      label: 'Conflito',
      weight: 2,
      long: (c) =>
        `Tentei de tudo: dicas soltas, promessas fáceis, recomeçar toda segunda-feira. No fim, ainda convivia com ${c.pain2}.`,
      short: () => 'Tentei de tudo. Recomecei mil vezes. Nada durava.',
      videoExtra:
        'Gastei tempo, dinheiro e energia, e a frustração só aumentava. Cheguei a pensar que aquilo não era para mim.',
      visual: 'sequência rápida de tentativas frustradas',
    },
    {
      label: 'Descoberta',
      weight: 2,
      long: (c) =>
        `Até que organizei o que realmente funcionava, passo a passo. Foi assim que nasceu ${quote(c.product)}.`,
      short: (c) => `Até que organizei o que funcionava e nasceu ${quote(c.productShort)}.`,
      videoExtra:
        'Juntei o que aprendi errando, testei com pessoas reais e ajustei cada detalhe até ficar simples de verdade.',
      visual: 'você mostrando o produto ou serviço',
    },
    {
      label: 'Transformação',
      weight: 2,
      long: () =>
        'Hoje, cada pessoa que aplica sente a diferença na rotina, e eu vejo isso nas mensagens que recebo todos os dias.',
      short: () => 'Hoje vejo a mudança nas mensagens de quem aplica, todos os dias.',
      videoExtra:
        'E o melhor: não precisa ser perfeito nem ter a vida organizada para começar. Precisa só dar o primeiro passo.',
      visual: 'prints de depoimentos e resultados',
    },
    {
      label: 'Convite',
      weight: 1,
      long: (c) => `Agora é a sua vez. ${c.cta}`,
      short: (c) => `Agora é a sua vez. ${c.cta}`,
      visual: 'você olhando para a câmera e o CTA na tela',
    },
  ],
  direto: [
    {
      label: 'Oferta',
      weight: 1,
      long: (c) => `${endSentence(upperFirst(c.product))} Para ${c.profile.audienceShort}.`,
      short: (c) => `${endSentence(upperFirst(c.productShort))} Para ${c.profile.audienceShort}.`,
      visual: 'o produto ou serviço em destaque',
    },
    {
      label: 'Benefícios',
      weight: 3,
      long: (c) =>
        `✅ Ajuda a resolver ${c.pain}\n✅ Cabe na sua rotina, sem complicação\n✅ Você acompanha a evolução de perto`,
      short: (c) => `✅ Resolve ${clip(c.pain, 70)}\n✅ Cabe na sua rotina`,
      videoExtra:
        'Na prática, você resolve o que mais te incomoda hoje sem precisar virar a sua rotina de cabeça para baixo, com atenção de verdade do começo ao fim.',
      visual: 'os benefícios aparecendo em tópicos na tela',
    },
    {
      label: 'Objeção',
      weight: 2,
      long: (c) =>
        pick(
          [
            '"Mas eu não tenho tempo." Por isso tudo foi pensado para caber em poucos minutos por dia.',
            `"Será que vale o investimento?" Faça a conta de quanto ${c.pain2} já te custou até hoje.`,
          ],
          c.rng,
        ),
      short: () => '"Não tenho tempo." Foi pensado para caber em poucos minutos por dia.',
      visual: 'você respondendo a objeção olhando para a câmera',
    },
    { label: 'Ação', weight: 1, long: (c) => c.cta, short: (c) => c.cta, visual: 'CTA e condição da oferta na tela' },
  ],
  gancho_cta: [
    {
      label: 'Gancho',
      weight: 1,
      long: (c) => pick([...c.profile.exampleHooks, `Pare tudo se você sofre com ${c.pain}.`], c.rng),
      short: (c) => `Pare tudo se você sofre com ${clip(c.pain, 90)}.`,
      visual: 'gancho em letras grandes nos 3 primeiros segundos',
    },
    {
      label: 'Valor',
      weight: 3,
      long: (c) =>
        `${quote(c.product)} é o atalho para resolver isso sem virar a sua rotina de cabeça para baixo. Simples, direto e feito para ${c.profile.audienceShort}.`,
      short: (c) => `${quote(c.productShort)} é o atalho para resolver isso sem complicar.`,
      videoExtra:
        'Você para de perder tempo tentando adivinhar o que funciona e passa a ter um caminho claro, testado e feito para a sua realidade. É o tipo de decisão que você vai agradecer daqui a alguns meses.',
      visual: 'demonstração rápida do produto ou serviço',
    },
    { label: 'CTA', weight: 1, long: (c) => c.cta, short: (c) => c.cta, visual: 'CTA na tela com seta para o botão' },
  ],
};

const SALES_CTAS = [
  'Clique no link e garanta o seu agora.',
  'Chama no direct com a palavra "QUERO" e eu te passo os detalhes.',
  'Toque em "Saiba mais" e comece hoje.',
];

function videoSections(steps: Step[], c: AdContext): string[] {
  const { minSeconds, maxSeconds } = AD_TYPE_TARGETS.video_vendas;
  const total = pick([minSeconds, 75, maxSeconds], c.rng);
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
    const speech = step.videoExtra ? `${step.long(c)} ${step.videoExtra}` : step.long(c);
    const block = `[${start}-${end}s] ${step.label.toUpperCase()}\n${speech}\n(Na tela: ${step.visual})`;
    start = end;
    return block;
  });
}

function storySections(steps: Step[], c: AdContext): string[] {
  const { maxCharsPerStory } = AD_TYPE_TARGETS.story_vendas;
  return steps.map((step, i) => clip(`Story ${i + 1}/${steps.length}: ${step.short(c)}`, maxCharsPerStory));
}

function postSections(steps: Step[], c: AdContext): string[] {
  return steps.map((step, i) => (i === 0 ? `${step.long(c)}${emoji(c.voice, c.rng)}` : step.long(c)));
}

export function writeAdCopy(input: AdCopyInput, ctx: GenerationContext, rng: Rng): string {
  const profile = resolveNicheProfile(ctx.niche);
  const voice = voiceFor(input.tone, 'ad_copy');
  const product = clip(cleanUserText(input.product) || profile.name, 160);
  const [pain = profile.name, pain2 = pain] = shuffle(profile.painPoints, rng);
  const c: AdContext = {
    product,
    productShort: clip(product, 50),
    pain,
    pain2,
    profile,
    voice,
    cta: voice.tone === 'formal' ? 'Acesse o link e conheça todos os detalhes.' : pick(SALES_CTAS, rng),
    rng,
  };
  const steps = METHOD_STEPS[input.method] ?? METHOD_STEPS.aida;
  const sections =
    input.adType === 'story_vendas'
      ? storySections(steps, c)
      : input.adType === 'post_vendas'
        ? postSections(steps, c)
        : videoSections(steps, c);
  return sections.join(`\n${AD_SECTION_SEPARATOR}\n`);
}
