/** How each tone sounds in offline drafts: openers, short hooks, calls to action, emojis. */
import type { ContentKind, ScriptTone } from '@shared/content-kinds';
import { resolveTone } from '../tones';
import { type Rng, pick } from './random';

export interface Voice {
  tone: ScriptTone;
  /** Greeting or interjection that opens a spoken piece. */
  openers: string[];
  /** Short hook lines (at most 8 words each). */
  hooks: string[];
  /** Closing calls to action. */
  ctas: string[];
  /** Connector before a tip or insight. */
  connectors: string[];
  /** Empty for formal: no emojis. */
  emojis: string[];
}

const VOICES: Record<ScriptTone, Omit<Voice, 'tone'>> = {
  amigavel: {
    openers: ['Oi, gente!', 'Bom dia, pessoal!', 'Oi, tudo bem por aí?', 'Oi, oi!'],
    hooks: ['Vem cá que eu te conto:', 'Olha o que aprendi hoje:', 'Uma dica que vale ouro:', 'Isso aqui é pra você:'],
    ctas: [
      'Me conta nos comentários: você também passa por isso?',
      'Salva para lembrar depois e manda para quem precisa ver.',
      'Me responde aqui: qual parte fez mais sentido para você?',
    ],
    connectors: ['O que me ajudou foi isto:', 'Vou te contar o que funciona:', 'Anota aí:'],
    emojis: ['💛', '✨', '😊', '🌷'],
  },
  descontraido: {
    openers: ['E aí, pessoal!', 'Alô, alô!', 'Chegueeei!', 'Bom dia pra quem já tomou café!'],
    hooks: [
      'Gente, vocês não vão acreditar:',
      'Plot twist do dia:',
      'Spoiler: não é tão difícil',
      'Confissão sincera de hoje:',
    ],
    ctas: [
      'Comenta um 🔥 se você se identificou!',
      'Marca aqui aquele amigo que precisa ler isso 😂',
      'Conta aí nos comentários que eu respondo todo mundo!',
    ],
    connectors: ['O truque é simples:', 'Segura essa:', 'Olha que ideia boa:'],
    emojis: ['😂', '🔥', '🙌', '😎'],
  },
  informal: {
    openers: ['Fala, galera!', 'Bora lá, gente!', 'Olha só, pessoal:', 'E aí, beleza?'],
    hooks: ['Se liga nessa:', 'Bora falar sério rapidinho?', 'Pensa comigo aqui:', 'Sério, presta atenção:'],
    ctas: ['Chama no direct que eu te explico!', 'Comenta aí o que você achou, sério.', 'Salva pra não perder, tá?'],
    connectors: ['Tipo assim:', 'O lance é esse:', 'Faz assim:'],
    emojis: ['👊', '👀', '🤙', '💬'],
  },
  formal: {
    openers: ['Bom dia a todos.', 'Olá, seja bem-vindo.', 'Uma reflexão importante para hoje.', 'Olá, tudo bem?'],
    hooks: [
      'Um ponto importante para hoje:',
      'Vale a sua atenção:',
      'Uma informação essencial:',
      'Antes de tudo, considere isto:',
    ],
    ctas: [
      'Deixe sua opinião nos comentários.',
      'Salve esta publicação para consultar depois.',
      'Envie sua dúvida por mensagem direta.',
    ],
    connectors: ['Recomendo o seguinte:', 'Na prática, funciona assim:', 'O caminho mais seguro é este:'],
    emojis: [],
  },
  persuasivo: {
    openers: [
      'Presta atenção nisso:',
      'Se você quer resultado de verdade, fica comigo:',
      'Isso pode mudar o seu jogo:',
    ],
    hooks: [
      'Você está perdendo isso:',
      'Pare de fazer isso hoje:',
      'O que ninguém te contou:',
      'Três segundos que mudam tudo:',
    ],
    ctas: [
      'Não deixe para depois: chama no direct agora.',
      'Clique no link e garanta o seu lugar hoje.',
      'Comenta "EU QUERO" que eu te mando os detalhes.',
    ],
    connectors: ['A diferença está aqui:', 'O segredo é este:', 'Quem tem resultado faz assim:'],
    emojis: ['👉', '✅', '🚀', '💡'],
  },
  agressivo: {
    openers: [
      'Chega de desculpa!',
      'Acorda, que o dia já começou!',
      'Sem enrolação hoje:',
      'Bora, que ninguém vai fazer por você!',
    ],
    hooks: ['Para de se enganar:', 'Desculpa não gera resultado:', 'Ou você faz, ou assiste:', 'Hoje não tem moleza:'],
    ctas: [
      'Para de adiar e começa hoje.',
      'Se você não agir agora, amanhã vai estar no mesmo lugar.',
      'Faz e me manda no direct quando terminar.',
    ],
    connectors: ['Faz o básico bem-feito:', 'Sem mimimi:', 'A regra é clara:'],
    emojis: ['💥', '⚡', '🔥', '💪'],
  },
};

export function voiceFor(tone: string | null | undefined, kind: ContentKind): Voice {
  const resolved = resolveTone(tone, kind);
  return { tone: resolved, ...VOICES[resolved] };
}

/** An emoji with a leading space, or nothing for voices without emojis. */
export function emoji(voice: Voice, rng: Rng): string {
  return voice.emojis.length ? ` ${pick(voice.emojis, rng)}` : '';
}
