/** Offline caption by style: 150–400 characters in total with 5–7 hashtags on the last line. */
import type { CaptionStyle } from '@shared/content-kinds';
import type { CaptionInput } from '@shared/content-kind-schemas';
import type { GenerationContext } from '../prompt-parts';
import { CAPTION_TARGETS } from './prompt';
import { type NicheProfile, resolveNicheProfile } from '@server/ai/niches';
import { type Rng, int, pick, shuffle } from '@server/ai/offline/random';
import { cleanUserText, clip, endSentence, quote, topicOf, upperFirst } from '@server/ai/offline/text';
import { type Voice, emoji, voiceFor } from '@server/ai/offline/voice';

interface Parts {
  topic: string;
  pain: string;
  trend: string;
  profile: NicheProfile;
  voice: Voice;
  rng: Rng;
}

type Template = (p: Parts) => string[];

const BY_STYLE: Record<CaptionStyle, Template[]> = {
  profissional: [
    (p) => [
      endSentence(upperFirst(p.topic)),
      `Para ${p.profile.audienceShort}, isso resolve um problema real: ${p.pain}.`,
      `${pick(p.voice.connectors, p.rng)} comece pelo básico e seja constante.`,
    ],
    (p) => [
      `Você sabia? ${quote(p.topic)} é um dos pontos que mais fazem diferença no resultado.`,
      `Quem ignora isso costuma enfrentar ${p.pain}.`,
    ],
    (p) => [
      `3 pontos sobre ${quote(p.topic)}:`,
      `1. Entenda o seu momento\n2. Ajuste a rotina aos poucos\n3. Acompanhe a evolução`,
    ],
  ],
  descontraido: [
    (p) => [
      `Quem nunca passou por ${p.pain} que atire a primeira pedra${emoji(p.voice, p.rng)}`,
      `Hoje o papo é ${quote(p.topic)} e eu prometo que é mais fácil do que parece.`,
    ],
    (p) => [
      `Plot twist: ${p.topic.charAt(0).toLowerCase()}${p.topic.slice(1)}${emoji(p.voice, p.rng)}`,
      `E não, você não precisa mudar a vida inteira pra isso dar certo.`,
    ],
  ],
  motivacional: [
    (p) => [
      `Eu sei: lidar com ${p.pain} cansa.`,
      `Mas lembra: ${quote(p.topic)} é construído um dia de cada vez.`,
      `Você está mais perto do que imagina${emoji(p.voice, p.rng)}`,
    ],
    (p) => [
      `Não é sobre ser perfeito, é sobre continuar.`,
      `${upperFirst(p.topic)}: cada pequeno passo conta, mesmo quando ninguém está vendo.`,
    ],
  ],
};

const EXTRA_TAGS = ['#dicasdodia', '#conteudo', '#inspiracao', '#vidareal', '#foco'];

function hashtags(profile: NicheProfile, rng: Rng): string {
  const { minHashtags, maxHashtags } = CAPTION_TARGETS;
  const pool = [...new Set([...shuffle(profile.hashtags, rng), ...EXTRA_TAGS])];
  return pool.slice(0, int(minHashtags, maxHashtags, rng)).join(' ');
}

export function writeCaption(input: CaptionInput, ctx: GenerationContext, rng: Rng): string {
  const { minChars, maxChars } = CAPTION_TARGETS;
  const profile = resolveNicheProfile(ctx.niche);
  const voice = voiceFor(input.tone, 'caption');
  const templates = BY_STYLE[input.style] ?? BY_STYLE.profissional;
  const template = pick(templates, rng);
  const base = { pain: pick(profile.painPoints, rng), trend: pick(profile.trends, rng), profile, voice, rng };
  const cta = pick(voice.ctas, rng);
  const tags = hashtags(profile, rng);
  const source = cleanUserText(input.description) || profile.name;

  let text = '';
  for (const topicMax of [140, 100, 70, 45]) {
    const body = template({ ...base, topic: topicOf(source, topicMax, profile.name) }).join('\n');
    text = `${body}\n\n${cta}\n\n${tags}`;
    if (text.length <= maxChars) break;
  }
  if (text.length > maxChars) {
    // Keep the hashtags intact and shorten the prose.
    const room = maxChars - tags.length - 2;
    text = `${clip(text.slice(0, text.length - tags.length), room)}\n\n${tags}`;
  }
  if (text.length < minChars) {
    const extra = `Para ${profile.audienceShort}: o simples bem-feito funciona.`;
    text = text.replace(`\n\n${tags}`, `\n${extra}\n\n${tags}`);
  }
  return text;
}
