/** The landing page's copy (pt-BR). Prices are not here: they come from the pricing configuration. */
export const FEATURES = [
  {
    title: 'Roteiro do Dia',
    text: 'Conte como é o seu dia e receba um roteiro de 8 a 10 stories com bastidores, dicas e chamadas para ação.',
  },
  {
    title: 'Stories que engajam',
    text: 'Textos curtos com gancho forte nas primeiras palavras, no tom da sua marca, prontos para postar.',
  },
  {
    title: 'Legendas prontas',
    text: 'Legendas de 150 a 400 caracteres com chamada para ação e 5 a 7 hashtags do seu nicho.',
  },
  {
    title: 'Reels roteirizados',
    text: 'Conceito, gancho, cenas com tempo, texto na tela e dicas de edição para vídeos de 30 a 60 segundos.',
  },
  {
    title: 'Carrosséis profissionais',
    text: 'De 3 a 10 slides com títulos, conteúdo e sugestão de imagem para cada um, além da legenda com hashtags.',
  },
  {
    title: 'Anúncios + Copy',
    text: 'Copys de venda com AIDA, storytelling, direto ao ponto ou gancho + CTA, para vídeo, post ou story.',
  },
] as const;

export const TESTIMONIALS = [
  {
    name: 'Juliana M.',
    role: 'Personal trainer, Belo Horizonte',
    quote:
      'Eu travava toda manhã pensando no que postar. Agora descrevo meu dia e em dois minutos tenho o roteiro dos stories.',
  },
  {
    name: 'Rafael S.',
    role: 'Social media, agência com 4 clientes',
    quote:
      'Consigo separar o conteúdo de cada cliente, exportar para o WhatsApp e mandar a pauta da semana sem retrabalho.',
  },
  {
    name: 'Camila T.',
    role: 'Confeiteira e criadora de conteúdo',
    quote:
      'As legendas já vêm no meu jeito de falar, com as hashtags certas. Meu engajamento subiu desde o primeiro mês.',
  },
] as const;

export interface FaqPrices {
  solo: string;
  agency: string;
  agencyClients: number;
}

/** Six questions. The agency answer uses the same figures as the plan cards (DESIGN §4.6). */
export function faqItems(prices: FaqPrices) {
  return [
    {
      q: 'Como funciona o teste grátis?',
      a: 'Você tem 3 dias para usar todos os geradores. Depois do teste, escolha um plano para continuar — sem fidelidade.',
    },
    {
      q: 'O que são os tokens?',
      a: 'Cada geração (roteiro, story, legenda, reel, carrossel ou anúncio) usa 1 token da sua cota mensal. A cota renova todo mês.',
    },
    {
      q: 'Quanto custa o plano Solo?',
      a: `O plano Solo custa ${prices.solo} por mês e inclui todos os geradores, agendamento e edição completa.`,
    },
    {
      q: 'Como funciona o plano para agências?',
      a: `O plano Agência custa ${prices.agency} por mês e permite gerenciar até ${prices.agencyClients} clientes, cada um com seu nicho e seu conteúdo. Para mais de ${prices.agencyClients} clientes, fale com a gente e montamos um plano personalizado.`,
    },
    {
      q: 'Posso cancelar quando quiser?',
      a: 'Sim. Você cancela pelo portal de assinatura a qualquer momento, e tem garantia de 7 dias: se não gostar, devolvemos o valor.',
    },
    {
      q: 'O conteúdo é feito para o meu nicho?',
      a: 'Sim. A IA usa o público, as dores e a linguagem do seu nicho (ou do nicho de cada cliente) e o tom que você escolher.',
    },
  ];
}
