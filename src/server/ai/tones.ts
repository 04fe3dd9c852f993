/**
 * How to write in each tone, caption style, ad method and ad type (spec part 2 §7, §9).
 * These texts go into the prompts verbatim.
 */
import type { z } from 'zod';
import { generationInputSchemas } from '@shared/content-kind-schemas';
import {
  TONES,
  type AdMethod,
  type AdType,
  type CaptionStyle,
  type ContentKind,
  type ScriptTone,
} from '@shared/content-kinds';
import type { AddressForm, EmojiLevel, VoiceProfile } from '@shared/schemas/voice';

export const TONE_TEXTS: Record<ScriptTone, string> = {
  amigavel:
    'Amigável: acolhedor e próximo, como uma conversa com uma amiga ou amigo de confiança. Frases simples, em segunda pessoa ("você"), com empatia e incentivo; emojis com moderação.',
  descontraido:
    'Descontraído: leve e bem-humorado, com frases curtas, expressões do dia a dia e uma pitada de humor. Pode usar emojis e brincadeiras, sem perder a clareza da mensagem.',
  informal:
    'Informal: linguagem falada, como se estivesse gravando para os amigos. Gírias comuns do Brasil ("bora", "tipo", "sério"), contrações ("tá", "pra") e frases bem diretas.',
  formal:
    'Formal: profissional e respeitoso, com português correto, sem gírias nem excesso de emojis. Transmite autoridade e credibilidade, sem ficar frio ou distante.',
  persuasivo:
    'Persuasivo: focado em convencer e gerar ação. Destaca benefícios concretos, usa prova social, senso de urgência honesto e perguntas que fazem o público se enxergar no problema; sempre termina com uma chamada clara.',
  agressivo:
    'Agressivo: intenso e provocador, que confronta desculpas e chama para a ação sem rodeios. Frases curtas e de impacto, verbos no imperativo e senso de urgência, sem ofender nem humilhar o público.',
};

/** Whether the kind's form offers the tone: its input's tone field (kinds without one: the common tones). */
function offersTone(kind: ContentKind, tone: string): boolean {
  const field = (generationInputSchemas[kind].shape as Record<string, z.ZodType | undefined>).tone;
  return field ? field.safeParse(tone).success : (TONES as readonly string[]).includes(tone);
}

/** A tone the kind does not offer ('agressivo' is only the daily script's) or an unknown one falls back to amigável. */
export function resolveTone(tone: string | null | undefined, kind: ContentKind): ScriptTone {
  return tone && Object.hasOwn(TONE_TEXTS, tone) && offersTone(kind, tone) ? (tone as ScriptTone) : 'amigavel';
}

/** How the public is addressed, said inside a tone's sentence, when the brand voice chose it. */
const ADDRESS_PHRASES: Record<AddressForm, string> = {
  voce: 'em segunda pessoa ("você")',
  voces: 'falando com o público por "vocês"',
  a_gente: 'usando "a gente", como quem faz parte do grupo',
  apelido: 'chamando o público pelo apelido indicado no perfil da voz',
};

/** The emoji level, said inside a tone's sentence, when the brand voice chose it. */
const EMOJI_PHRASES: Record<EmojiLevel, string> = {
  nenhum: 'sem nenhum emoji',
  pouco: 'no máximo 1 ou 2 emojis',
  bastante: 'vários emojis ao longo do texto',
};

/**
 * The parts of a tone's text that speak of the address form or of emojis, and how each is said when
 * the brand voice sets its own: the voice's choice replaces the tone's generic one, so the prompt never
 * says "você" and "a gente", or "emojis com moderação" and "nenhum emoji", at once.
 */
const TONE_DEFAULTS: Partial<
  Record<ScriptTone, { address?: string; emoji?: [fragment: string, replace: (phrase: string) => string] }>
> = {
  amigavel: { address: 'em segunda pessoa ("você")', emoji: ['emojis com moderação', (phrase) => phrase] },
  descontraido: { emoji: ['Pode usar emojis e brincadeiras', (phrase) => `Pode usar brincadeiras (${phrase})`] },
  formal: { emoji: ['sem gírias nem excesso de emojis', (phrase) => `sem gírias (${phrase})`] },
};

/** The text of a tone; with a brand voice, its address form and emoji level in place of the tone's. */
export function toneText(
  tone: string | null | undefined,
  kind: ContentKind,
  voice?: Pick<VoiceProfile, 'addressForm' | 'emojiLevel'> | null,
): string {
  const resolved = resolveTone(tone, kind);
  let text = TONE_TEXTS[resolved];
  const defaults = TONE_DEFAULTS[resolved];
  if (voice?.addressForm && defaults?.address)
    text = text.replace(defaults.address, ADDRESS_PHRASES[voice.addressForm]);
  if (voice?.emojiLevel && defaults?.emoji) {
    const [fragment, replace] = defaults.emoji;
    text = text.replace(fragment, replace(EMOJI_PHRASES[voice.emojiLevel]));
  }
  return text;
}

export const CAPTION_STYLE_TEXTS: Record<CaptionStyle, string> = {
  profissional:
    'Profissional: abre com uma frase forte que resume o valor do post, entrega uma informação útil e organizada (pode usar uma lista curta) e fecha com uma chamada objetiva, como salvar ou comentar.',
  descontraido:
    'Descontraído: começa com uma situação do dia a dia com a qual o público se identifica, usa humor leve e emojis, e termina puxando conversa nos comentários.',
  motivacional:
    'Motivacional: começa reconhecendo a dificuldade do público, traz uma virada de perspectiva inspiradora e termina com uma frase de incentivo que dá vontade de agir hoje.',
};

export function captionStyleText(style: string | null | undefined): string {
  return CAPTION_STYLE_TEXTS[
    (style && Object.hasOwn(CAPTION_STYLE_TEXTS, style) ? style : 'profissional') as CaptionStyle
  ];
}

export const AD_METHOD_TEXTS: Record<AdMethod, string> = {
  aida: 'AIDA: 1) Atenção — um gancho que para a rolagem; 2) Interesse — mostre o problema e por que ele importa para o público; 3) Desejo — apresente a solução, os benefícios concretos e uma prova (resultado, depoimento, número); 4) Ação — uma chamada clara, dizendo exatamente o que fazer agora.',
  storytelling:
    'Storytelling: conte uma história curta e real — situação inicial com a dor do público, o conflito ou ponto de virada, a descoberta da solução (o produto), o resultado/transformação e, no fim, o convite para o público viver a mesma transformação.',
  direto:
    'Direto: sem rodeios — diga o que é a oferta logo no início, liste os 3 principais benefícios, elimine a principal objeção (preço, tempo ou confiança) e feche com a chamada para ação e a condição da oferta.',
  gancho_cta:
    'Gancho + CTA: um gancho muito forte na primeira frase (pergunta provocadora, número ou afirmação inesperada), um bloco curto de valor que justifica o gancho e uma chamada para ação imediata e específica.',
};

export function adMethodText(method: string | null | undefined): string {
  return AD_METHOD_TEXTS[(method && Object.hasOwn(AD_METHOD_TEXTS, method) ? method : 'aida') as AdMethod];
}

/** Size targets of each ad type (spec part 2 §9). */
export const AD_TYPE_TARGETS = {
  video_vendas: { minSeconds: 60, maxSeconds: 90 },
  post_vendas: { maxWords: 400 },
  story_vendas: { minStories: 3, maxStories: 5, maxCharsPerStory: 200 },
} as const;

export const AD_TYPE_TEXTS: Record<AdType, string> = {
  video_vendas:
    'Vídeo de vendas: roteiro falado de 60 a 90 segundos (cerca de 150 a 220 palavras), em blocos com a marcação de tempo no início de cada um (ex.: [0-5s]), indicando o que falar e, entre parênteses, o que mostrar na tela. Os 3 primeiros segundos precisam prender a atenção.',
  post_vendas:
    'Post de vendas: texto de legenda para um post de vendas no feed, com no máximo 400 palavras, parágrafos curtos, benefícios em tópicos quando fizer sentido e uma chamada para ação no final.',
  story_vendas:
    'Story de vendas: sequência de 3 a 5 stories; cada story é uma seção com no máximo 200 caracteres, texto curto para ler na tela, conduzindo do gancho até a chamada para ação (link, direct ou figurinha) no último story.',
};

export function adTypeText(type: string | null | undefined): string {
  return AD_TYPE_TEXTS[(type && Object.hasOwn(AD_TYPE_TEXTS, type) ? type : 'video_vendas') as AdType];
}
