/**
 * Phrasings every kind shares, in the marks of the phrase grammar (see speech.ts): how each tone opens
 * and hooks, and the calls to action by what they ask for. Each is a whole sentence in every person.
 */
import type { ScriptTone } from '@shared/content-kinds';
import {
  type CtaIntent,
  type Phrasing,
  type Speaker,
  type Vars,
  addressesPublic,
  choose,
  chooseRequired,
} from './speech';

/** A greeting or interjection that opens a piece, with room for the brand's nickname. */
export const OPENERS: Record<ScriptTone, Phrasing[]> = {
  amigavel: [
    'Oi{,nick}, tudo bem?',
    'Oi{,nick}!',
    'Bom dia{,nick}!',
    ['Que bom te ver aqui{,nick}!', 'Que bom ver vocês aqui{,nick}!', 'Que bom estar aqui{,nick}!'],
  ],
  descontraido: ['E aí{,nick}!', 'Alô, alô{,nick}!', 'Olha quem chegou{,nick}!', 'Bom dia{,nick}, e bom café!'],
  informal: ['Fala{,nick}!', 'E aí{,nick}, beleza?', 'Bora lá{,nick}!', 'Olha só{,nick}!'],
  formal: [
    'Olá{,nick}.',
    'Bom dia{,nick}.',
    'Olá{,nick}, tudo bem?',
    ['Seja bem-vindo{,nick}.', 'Sejam bem-vindos{,nick}.', 'Boas-vindas{,nick}.'],
  ],
  persuasivo: [
    '{Presta|Prestem|Vamos prestar} atenção nisso{,nick}!',
    ['Fica comigo até o fim{,nick}!', 'Fiquem comigo até o fim{,nick}!', 'Vamos juntos até o fim{,nick}!'],
    'Isso pode mudar o jogo{,nick}!',
  ],
  agressivo: [
    'Chega de desculpa{,nick}!',
    '{Acorda|Acordem|Bora acordar}{,nick}, o dia já começou!',
    'Sem enrolação{,nick}!',
  ],
};

/** Short hooks (at most 7 words before a nickname or an emoji), for first lines. */
export const HOOKS: Record<ScriptTone, Phrasing[]> = {
  amigavel: [
    ['Vem cá que eu conto tudo{,nick}!', 'Venham cá que eu conto tudo{,nick}!', 'Senta que lá vem história{,nick}!'],
    'Olha o que eu aprendi{,nick}!',
    'Uma ideia que vale ouro{,nick}!',
    'Isso aqui é para {você}{,nick}!',
  ],
  descontraido: [
    '{Você} não {vai|vão|vai} acreditar{,nick}!',
    'Plot twist do dia{,nick}!',
    'Confissão sincera{,nick}!',
    'Spoiler: é mais fácil do que parece!',
  ],
  informal: [
    ['Se liga nessa{,nick}!', 'Se liguem nessa{,nick}!', 'Bora se ligar nessa{,nick}!'],
    ['Pensa comigo{,nick}!', 'Pensem comigo{,nick}!', 'Vamos pensar juntos{,nick}!'],
    'Sério, isso muda tudo{,nick}!',
  ],
  formal: ['Um ponto importante{,nick}.', 'Vale a {sua} atenção{,nick}.', 'Uma informação essencial{,nick}.'],
  persuasivo: [
    'O que ninguém conta{,nick}!',
    'Três segundos que mudam tudo{,nick}!',
    '{Você} {está|estão|está} perdendo isso{,nick}!',
  ],
  agressivo: [
    ['Para de se enganar{,nick}!', 'Parem de se enganar{,nick}!', 'Chega de se enganar{,nick}!'],
    'Desculpa não gera nada{,nick}!',
    'Hoje não tem moleza{,nick}!',
  ],
};

/** Calls to action, by what they ask the public to do. */
export const CTAS: Record<CtaIntent, Phrasing[]> = {
  comment: [
    [
      'Me conta nos comentários: você também passa por isso?{e}',
      'Me contem nos comentários: vocês também passam por isso?{e}',
      'Bora trocar ideia nos comentários sobre isso!{e}',
    ],
    [
      'Qual parte fez mais sentido para você? Conta aqui embaixo{,nick}!{e}',
      'Qual parte fez mais sentido para vocês? Contem aqui embaixo{,nick}!{e}',
      'Qual parte fez mais sentido para a gente? Bora contar aqui embaixo{,nick}!{e}',
    ],
    'Os comentários estão abertos para a sua opinião{,nick}!{e}|Os comentários estão abertos para a opinião de vocês{,nick}!{e}|Os comentários estão abertos para a opinião de cada um{,nick}!{e}',
  ],
  save: [
    '{Salve|Salvem|Vamos salvar} este post para lembrar depois.{e}',
    [
      'Salve para ter à mão quando você precisar!{e}',
      'Salvem para ter à mão quando vocês precisarem!{e}',
      'Vamos salvar para a gente ter à mão quando precisar!{e}',
    ],
    '{Guarde|Guardem|Bora guardar} esta ideia nos salvos para não perder.{e}',
    [
      'Deixe salvo e volte aqui quando precisar{,nick}!{e}',
      'Deixem salvo e voltem aqui quando precisarem{,nick}!{e}',
      'Vamos deixar salvo e voltar aqui quando precisar{,nick}!{e}',
    ],
  ],
  share: [
    '{Mande|Mandem|Vamos mandar} para quem precisa ver isso.{e}',
    [
      'Mande para quem vive isso com você!{e}',
      'Mandem para quem vive isso com vocês!{e}',
      'Bora mandar para quem vive isso com a gente!{e}',
    ],
    '{Marque|Marquem|Vamos marcar} aqui alguém que vai gostar!{e}',
    '{Compartilhe|Compartilhem|Bora compartilhar} com quem vive a mesma coisa{,nick}!{e}',
  ],
  direct: [
    '{Chame|Chamem|Bora chamar} no direct que eu explico tudo!{e}',
    'O direct está aberto para qualquer pergunta{,nick}.{e}',
    [
      'O direct está aberto para você{,nick}!{e}',
      'O direct está aberto para vocês{,nick}!{e}',
      'O direct está aberto para a gente conversar{,nick}!{e}',
    ],
    '{Mande|Mandem|Bora mandar} uma mensagem que eu respondo!{e}',
  ],
  whatsapp: [
    '{Chame|Chamem|Bora chamar} no WhatsApp que eu explico tudo!{e}',
    'O WhatsApp está aberto para qualquer pergunta{,nick}.{e}',
    [
      'Me chama no WhatsApp{,nick}, que eu respondo!{e}',
      'Me chamem no WhatsApp{,nick}, que eu respondo!{e}',
      'Bora conversar no WhatsApp{,nick}!{e}',
    ],
    '{Mande|Mandem|Bora mandar} uma mensagem no WhatsApp{,nick}!{e}',
    'O link do WhatsApp está na bio{,nick}.{e}',
  ],
  link: [
    'O link está na bio{,nick}.{e}',
    [
      'O link da bio é para você{,nick}!{e}',
      'O link da bio é para vocês{,nick}!{e}',
      'O link da bio é o caminho para a gente{,nick}!{e}',
    ],
    '{Toque|Toquem|Bora tocar} no link da bio e {conheça|conheçam|conheça} os detalhes.{e}',
    'Os detalhes estão no link da bio{,nick}!{e}',
  ],
};

/** The calls to action this speaker may use: those its CTA style names, else all but the link. */
export function ctaPool(
  sp: Speaker,
  allowed: readonly CtaIntent[] = ['comment', 'save', 'share', 'direct'],
): Phrasing[] {
  const wanted = sp.ctaIntents?.length ? sp.ctaIntents : allowed;
  return wanted.flatMap((intent) => CTAS[intent]);
}

/**
 * A call to action for the speaker. When the brand voice chose how to address the public, one that says
 * it ("vocês", "a gente", the nickname) is preferred, so every draft speaks to the public at least once.
 */
export function chooseCta(
  sp: Speaker,
  pool: readonly Phrasing[],
  vars: Vars = {},
  fits: (t: string) => boolean = () => true,
): string {
  if (sp.addressed) {
    const addressed = choose(sp, pool, vars, (t) => fits(t) && addressesPublic(sp, t));
    if (addressed !== null) return addressed;
  }
  return chooseRequired(sp, pool, vars, fits);
}
