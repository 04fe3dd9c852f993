/**
 * The Brazilian dates a creator plans content around, with how much each one matters to each niche and a
 * short suggested angle. Data only: the dates of each year are computed in commemorative-dates.ts.
 *
 * To add a date, add one entry. `relevance.default` and `angles.default` apply to every niche without
 * its own value. 'none' hides a date from a niche (a fitness creator does not need Dia do Veterinário);
 * 'low' shows it in the calendar but not among the highlights.
 */

/** Niche groups the dates know about: the niche options of the profile, plus pets, plus everyone else. */
export const COMMEMORATIVE_NICHES = [
  'fitness',
  'business',
  'lifestyle',
  'education',
  'food',
  'travel',
  'tech',
  'beauty',
  'parenting',
  'finance',
  'pets',
  'general',
] as const;
export type CommemorativeNiche = (typeof COMMEMORATIVE_NICHES)[number];

export const RELEVANCE_LEVELS = ['high', 'medium', 'low', 'none'] as const;
export type Relevance = (typeof RELEVANCE_LEVELS)[number];

export const RELEVANCE_LABELS: Record<Relevance, string> = {
  high: 'Destaque',
  medium: 'Relevante',
  low: 'Pode render',
  none: 'Fora do nicho',
};

/**
 * holiday: national holiday (feriado nacional); commercial: a date shops sell around; cultural: a popular
 * celebration; awareness: a health or social campaign; professional: a profession's day.
 */
export type CommemorativeKind = 'holiday' | 'commercial' | 'cultural' | 'awareness' | 'professional';

export const COMMEMORATIVE_KIND_LABELS: Record<CommemorativeKind, string> = {
  holiday: 'Feriado nacional',
  commercial: 'Data comercial',
  cultural: 'Data cultural',
  awareness: 'Conscientização',
  professional: 'Dia profissional',
};

export type DateRule =
  /** The same day every year. */
  | { type: 'fixed'; month: number; day: number }
  /** Days after (or before, negative) Easter Sunday. */
  | { type: 'easter'; offset: number }
  /** The nth weekday of a month (0 = Sunday; nth −1 = the last), optionally moved by some days. */
  | { type: 'nth-weekday'; month: number; weekday: number; nth: number; offsetDays?: number }
  /** The nth day of the year (1 = 1st of January). */
  | { type: 'day-of-year'; day: number };

export interface CommemorativeDateDef {
  id: string;
  name: string;
  kind: CommemorativeKind;
  rule: DateRule;
  relevance: { default: Relevance } & Partial<Record<CommemorativeNiche, Relevance>>;
  angles: { default: string } & Partial<Record<CommemorativeNiche, string>>;
}

export const COMMEMORATIVE_DATES: readonly CommemorativeDateDef[] = [
  // ---------------------------------------------------------------- January
  {
    id: 'ano-novo',
    name: 'Confraternização Universal (Ano Novo)',
    kind: 'holiday',
    rule: { type: 'fixed', month: 1, day: 1 },
    relevance: { default: 'medium', fitness: 'high', finance: 'high', education: 'high', business: 'high' },
    angles: {
      default: 'Metas do ano novo: o que você quer fazer diferente e como começar de verdade.',
      fitness: 'Metas de treino realistas para o ano: o primeiro passo vale mais que a promessa.',
      finance: 'Planejamento financeiro do ano: orçamento, reserva e as contas de janeiro.',
      education: 'Cronograma de estudos do ano para não deixar tudo para a véspera.',
      business: 'Planejamento do ano do negócio: metas de faturamento e o que cortar.',
    },
  },
  {
    id: 'dia-profissional-beleza',
    name: 'Dia do Cabeleireiro e dos Profissionais da Beleza',
    kind: 'professional',
    rule: { type: 'fixed', month: 1, day: 19 },
    relevance: { default: 'none', beauty: 'high', business: 'low', lifestyle: 'low' },
    angles: {
      default: 'Homenagem a cabeleireiros, maquiadores, manicures e esteticistas.',
      beauty: 'Bastidores do salão e homenagem a quem cuida da autoestima das clientes.',
    },
  },
  // ---------------------------------------------------------------- February / March
  {
    id: 'dia-do-gato',
    name: 'Dia do Gato',
    kind: 'cultural',
    rule: { type: 'fixed', month: 2, day: 17 },
    relevance: { default: 'none', pets: 'high', lifestyle: 'low' },
    angles: {
      default: 'Os gatos da casa e o jeito de cuidar bem deles.',
      pets: 'Curiosidades e cuidados com gatos; peça fotos dos gatos dos seguidores.',
    },
  },
  {
    id: 'carnaval',
    name: 'Carnaval',
    kind: 'cultural',
    rule: { type: 'easter', offset: -47 },
    relevance: {
      default: 'high',
      education: 'medium',
      tech: 'low',
      finance: 'medium',
      pets: 'medium',
    },
    angles: {
      default: 'Como aproveitar o Carnaval: bastidores, dicas e o que muda na sua rotina.',
      fitness: 'Treino e hidratação para aguentar os blocos e voltar à rotina sem culpa.',
      beauty: 'Make que dura o bloco inteiro e cuidados com a pele no sol e no glitter.',
      food: 'Lanches práticos, drinks e petiscos para o feriado de Carnaval.',
      travel: 'Destinos e roteiros de Carnaval, com dicas para fugir das filas e dos preços altos.',
      business: 'Como vender no Carnaval ou usar a pausa para organizar o negócio.',
      finance: 'Curtir o Carnaval sem estourar o orçamento.',
      education: 'Como estudar (ou descansar sem culpa) no feriado de Carnaval.',
      parenting: 'Carnaval com crianças: fantasias, blocos infantis e cuidados.',
      pets: 'Pets no Carnaval: barulho, calor e fantasias sem riscos.',
    },
  },
  {
    id: 'dia-da-mulher',
    name: 'Dia Internacional da Mulher',
    kind: 'awareness',
    rule: { type: 'fixed', month: 3, day: 8 },
    relevance: { default: 'high', tech: 'medium', pets: 'low', travel: 'medium' },
    angles: {
      default: 'Histórias de mulheres reais da sua comunidade, sem clichê de flores e parabéns.',
      fitness: 'Musculação e saúde da mulher em cada fase da vida.',
      beauty: 'Beleza real e autoestima, longe de padrões inalcançáveis.',
      business: 'Mulheres empreendedoras: histórias e desafios de quem empreende.',
      finance: 'Independência financeira das mulheres: primeiros passos.',
      tech: 'Mulheres na tecnologia: referências e caminhos para começar.',
      parenting: 'A carga mental das mães e como dividir as tarefas em casa.',
    },
  },
  {
    id: 'dia-do-consumidor',
    name: 'Dia do Consumidor',
    kind: 'commercial',
    rule: { type: 'fixed', month: 3, day: 15 },
    relevance: { default: 'medium', business: 'high', finance: 'high', beauty: 'high', food: 'medium', tech: 'medium' },
    angles: {
      default: 'Ofertas e direitos do consumidor: o que vale a pena comprar e como escolher.',
      business: 'Ação para clientes no Dia do Consumidor: oferta honesta e atendimento de destaque.',
      finance: 'Promoção de verdade ou armadilha? Como comparar preços antes de comprar.',
      beauty: 'Produtos que valem o preço: guia de compras sem desperdício.',
    },
  },
  // ---------------------------------------------------------------- Easter season
  {
    id: 'sexta-feira-santa',
    name: 'Sexta-feira Santa',
    kind: 'holiday',
    rule: { type: 'easter', offset: -2 },
    relevance: { default: 'low', food: 'high', travel: 'medium' },
    angles: {
      default: 'Feriado de reflexão: uma pausa na rotina e o que ela ensina.',
      food: 'Receitas com peixe e bacalhau para a Sexta-feira Santa, inclusive versões econômicas.',
      travel: 'Roteiros curtos para o feriado prolongado da Semana Santa.',
    },
  },
  {
    id: 'pascoa',
    name: 'Páscoa',
    kind: 'commercial',
    rule: { type: 'easter', offset: 0 },
    relevance: { default: 'medium', food: 'high', business: 'high', parenting: 'high', fitness: 'medium' },
    angles: {
      default: 'O que a Páscoa significa para você e para a sua comunidade.',
      food: 'Ovos de colher, bombons e receitas de Páscoa para fazer ou vender.',
      business: 'Como vender mais na Páscoa: kits, encomendas antecipadas e prazos.',
      fitness: 'Chocolate na Páscoa sem culpa nem terrorismo nutricional: equilíbrio na prática.',
      parenting: 'Caça aos ovos e atividades de Páscoa com as crianças.',
      finance: 'Quanto custa a Páscoa: ovo industrializado, artesanal ou caseiro?',
    },
  },
  {
    id: 'dia-atividade-fisica',
    name: 'Dia Mundial da Atividade Física',
    kind: 'awareness',
    rule: { type: 'fixed', month: 4, day: 6 },
    relevance: { default: 'none', fitness: 'high', parenting: 'low', lifestyle: 'low', pets: 'low' },
    angles: {
      default: 'Movimento no dia a dia: pequenas mudanças que contam.',
      fitness: 'Como começar a se mexer mesmo sem tempo: o mínimo que já faz diferença.',
    },
  },
  {
    id: 'dia-mundial-saude',
    name: 'Dia Mundial da Saúde',
    kind: 'awareness',
    rule: { type: 'fixed', month: 4, day: 7 },
    relevance: { default: 'low', fitness: 'high', food: 'medium', lifestyle: 'medium', pets: 'medium' },
    angles: {
      default: 'Um hábito de saúde que você cultiva e recomenda.',
      fitness: 'Saúde além da estética: sono, alimentação e movimento.',
      food: 'Pratos equilibrados e acessíveis para o dia a dia.',
      pets: 'Check-up e vacinas em dia: saúde do pet também é prevenção.',
    },
  },
  {
    id: 'tiradentes',
    name: 'Tiradentes',
    kind: 'holiday',
    rule: { type: 'fixed', month: 4, day: 21 },
    relevance: { default: 'low', travel: 'medium', education: 'medium' },
    angles: {
      default: 'Feriado: o que fazer (ou não fazer) no descanso.',
      travel: 'Bate-volta e roteiros para o feriado de Tiradentes.',
      education: 'História do Brasil em 1 minuto: quem foi Tiradentes e por que cai na prova.',
    },
  },
  // ---------------------------------------------------------------- May
  {
    id: 'dia-do-trabalho',
    name: 'Dia do Trabalho',
    kind: 'holiday',
    rule: { type: 'fixed', month: 5, day: 1 },
    relevance: { default: 'medium', business: 'high', finance: 'medium', pets: 'low' },
    angles: {
      default: 'Homenagem a quem trabalha, com os bastidores da sua rotina de trabalho.',
      business: 'Bastidores de quem empreende: a rotina real por trás do negócio.',
      finance: 'Direitos e dinheiro do trabalhador: FGTS, 13º e reserva de emergência.',
    },
  },
  {
    id: 'dia-das-maes',
    name: 'Dia das Mães',
    kind: 'commercial',
    rule: { type: 'nth-weekday', month: 5, weekday: 0, nth: 2 },
    relevance: { default: 'high', tech: 'medium', travel: 'medium' },
    angles: {
      default: 'Homenagem às mães com histórias reais e ideias de presente.',
      fitness: 'Treino para mães sem tempo e a rotina real de quem concilia tudo.',
      beauty: 'Presentes de beleza e um momento de autocuidado para as mães.',
      food: 'Almoço de Dia das Mães: cardápio especial e sobremesas para encomenda.',
      business: 'Campanha de Dia das Mães: kits, prazos de entrega e atendimento.',
      parenting: 'A maternidade real, sem filtro, e o que as mães realmente querem ganhar.',
      finance: 'Presente que cabe no bolso: quanto gastar no Dia das Mães.',
      pets: 'Mães de pet também contam: homenagem às tutoras.',
      tech: 'Tecnologia de presente para as mães, do básico ao útil.',
    },
  },
  {
    id: 'dia-do-hamburguer',
    name: 'Dia Mundial do Hambúrguer',
    kind: 'cultural',
    rule: { type: 'fixed', month: 5, day: 28 },
    relevance: { default: 'none', food: 'high', business: 'low' },
    angles: {
      default: 'O hambúrguer favorito da sua cidade.',
      food: 'Hambúrguer caseiro de hamburgueria: ponto da carne, pão e molho da casa.',
    },
  },
  // ---------------------------------------------------------------- June
  {
    id: 'corpus-christi',
    name: 'Corpus Christi',
    kind: 'cultural',
    rule: { type: 'easter', offset: 60 },
    relevance: { default: 'low', travel: 'medium' },
    angles: {
      default: 'Ponto facultativo e feriado em muitas cidades: planeje a semana com antecedência.',
      travel: 'Roteiros para o feriado prolongado de Corpus Christi.',
    },
  },
  {
    id: 'dia-dos-namorados',
    name: 'Dia dos Namorados',
    kind: 'commercial',
    rule: { type: 'fixed', month: 6, day: 12 },
    relevance: { default: 'high', education: 'low', pets: 'medium', tech: 'medium' },
    angles: {
      default: 'Ideias de presente e de programa a dois, e um carinho para quem está solteiro.',
      fitness: 'Treino a dois e desafio de casal.',
      beauty: 'Make e cabelo para o encontro, do simples ao especial.',
      food: 'Jantar romântico em casa: menu fácil que impressiona.',
      business: 'Campanha de Dia dos Namorados: kits, embalagem e prazos de entrega.',
      finance: 'Comemorar sem dívida: casal e dinheiro no mesmo time.',
      travel: 'Destinos românticos perto de casa para o Dia dos Namorados.',
      parenting: 'Namoro depois dos filhos: como o casal arranja tempo.',
      pets: 'Presentes e fotos com o pet para o Dia dos Namorados.',
    },
  },
  {
    id: 'sao-joao',
    name: 'São João (Festa Junina)',
    kind: 'cultural',
    rule: { type: 'fixed', month: 6, day: 24 },
    relevance: { default: 'medium', food: 'high', parenting: 'high', business: 'medium', travel: 'medium' },
    angles: {
      default: 'Festa junina: tradições, looks e as memórias do arraiá.',
      food: 'Comidas juninas: canjica, pamonha, paçoca e quentão, inclusive para vender.',
      parenting: 'Festa junina da escola: fantasia e quadrilha sem estresse.',
      fitness: 'Comidas juninas com equilíbrio e sem neura.',
      travel: 'São João no Nordeste: Campina Grande, Caruaru e outros destinos.',
      business: 'Ação junina no negócio: decoração, kits e promoções temáticas.',
    },
  },
  {
    id: 'dia-das-redes-sociais',
    name: 'Dia Mundial das Redes Sociais',
    kind: 'cultural',
    rule: { type: 'fixed', month: 6, day: 30 },
    relevance: { default: 'low', business: 'high', tech: 'high', lifestyle: 'medium' },
    angles: {
      default: 'Bastidores da criação de conteúdo e uma pausa para agradecer a quem acompanha.',
      business: 'Como as redes sociais trazem clientes para o seu negócio, com números reais.',
      tech: 'Como os algoritmos das redes funcionam, em linguagem simples.',
    },
  },
  // ---------------------------------------------------------------- July
  {
    id: 'dia-do-chocolate',
    name: 'Dia Mundial do Chocolate',
    kind: 'cultural',
    rule: { type: 'fixed', month: 7, day: 7 },
    relevance: { default: 'none', food: 'high', fitness: 'low', business: 'low' },
    angles: {
      default: 'Chocolate favorito e memórias afetivas.',
      food: 'Receitas com chocolate e o ponto certo da temperagem.',
      fitness: 'Chocolate cabe na dieta: porções e escolhas sem culpa.',
    },
  },
  {
    id: 'dia-da-pizza',
    name: 'Dia da Pizza',
    kind: 'cultural',
    rule: { type: 'fixed', month: 7, day: 10 },
    relevance: { default: 'none', food: 'high', business: 'low' },
    angles: {
      default: 'A pizza preferida dos seguidores.',
      food: 'Massa de pizza caseira de fermentação lenta e sabores brasileiros.',
    },
  },
  {
    id: 'dia-do-amigo',
    name: 'Dia do Amigo',
    kind: 'cultural',
    rule: { type: 'fixed', month: 7, day: 20 },
    relevance: { default: 'medium', lifestyle: 'high', pets: 'high', tech: 'low', finance: 'low' },
    angles: {
      default: 'Marque um amigo: conteúdo para compartilhar e engajar.',
      pets: 'O melhor amigo de quatro patas: histórias dos pets dos seguidores.',
      fitness: 'Treinar com um amigo ajuda a manter a constância.',
      business: 'Indique um amigo: ação de indicação com benefício para os dois.',
    },
  },
  {
    id: 'dia-dos-avos',
    name: 'Dia dos Avós',
    kind: 'cultural',
    rule: { type: 'fixed', month: 7, day: 26 },
    relevance: { default: 'medium', parenting: 'high', food: 'high', fitness: 'medium', tech: 'low', finance: 'low' },
    angles: {
      default: 'Histórias e lições dos avós.',
      food: 'Receitas de vó: o sabor afetivo que passa de geração em geração.',
      parenting: 'A rede de apoio dos avós e a convivência entre gerações.',
      fitness: 'Envelhecimento ativo: exercício para os avós com segurança.',
    },
  },
  // ---------------------------------------------------------------- August
  {
    id: 'dia-do-estudante',
    name: 'Dia do Estudante',
    kind: 'cultural',
    rule: { type: 'fixed', month: 8, day: 11 },
    relevance: { default: 'none', education: 'high', tech: 'low', parenting: 'low', finance: 'low' },
    angles: {
      default: 'O que você aprendeu estudando que leva para a vida.',
      education: 'Técnicas de estudo que funcionam e homenagem a quem estuda e trabalha.',
    },
  },
  {
    id: 'dia-dos-pais',
    name: 'Dia dos Pais',
    kind: 'commercial',
    rule: { type: 'nth-weekday', month: 8, weekday: 0, nth: 2 },
    relevance: { default: 'high', beauty: 'medium', education: 'low', travel: 'medium' },
    angles: {
      default: 'Homenagem aos pais com histórias reais e ideias de presente.',
      fitness: 'Treino para pais ocupados e saúde do homem.',
      food: 'Churrasco ou almoço especial de Dia dos Pais.',
      business: 'Campanha de Dia dos Pais: presentes, kits e prazos.',
      parenting: 'A paternidade presente na prática, do dia a dia às tarefas de casa.',
      finance: 'Presente que cabe no bolso e conversa sobre dinheiro com o pai.',
      tech: 'Gadgets e presentes de tecnologia para os pais.',
      beauty: 'Cuidados masculinos: barba, pele e cabelo de presente.',
      pets: 'Pais de pet: homenagem aos tutores.',
    },
  },
  {
    id: 'dia-do-economista',
    name: 'Dia do Economista',
    kind: 'professional',
    rule: { type: 'fixed', month: 8, day: 13 },
    relevance: { default: 'none', finance: 'medium', business: 'low' },
    angles: {
      default: 'Economia do dia a dia explicada de forma simples.',
      finance: 'Conceitos de economia que mexem no seu bolso: juros, inflação e câmbio.',
    },
  },
  {
    id: 'dia-do-cachorro',
    name: 'Dia Internacional do Cachorro',
    kind: 'cultural',
    rule: { type: 'fixed', month: 8, day: 26 },
    relevance: { default: 'none', pets: 'high', lifestyle: 'low' },
    angles: {
      default: 'O cachorro da casa e a rotina com ele.',
      pets: 'Cuidados, passeios e adoção responsável: conteúdo para tutores de cães.',
    },
  },
  {
    id: 'dia-do-nutricionista',
    name: 'Dia do Nutricionista',
    kind: 'professional',
    rule: { type: 'fixed', month: 8, day: 31 },
    relevance: { default: 'none', fitness: 'high', food: 'medium' },
    angles: {
      default: 'O papel do nutricionista na alimentação do dia a dia.',
      fitness: 'Por que procurar um nutricionista em vez de seguir dieta da internet.',
      food: 'Receitas aprovadas por nutricionista: sabor com equilíbrio.',
    },
  },
  // ---------------------------------------------------------------- September
  {
    id: 'setembro-amarelo',
    name: 'Setembro Amarelo (prevenção do suicídio)',
    kind: 'awareness',
    rule: { type: 'fixed', month: 9, day: 1 },
    relevance: { default: 'medium', tech: 'low', finance: 'low', food: 'low', pets: 'low' },
    angles: {
      default: 'Saúde mental com cuidado: falar sobre o tema e indicar o CVV (188).',
      fitness: 'Exercício e saúde mental: o treino como aliado, sem substituir tratamento.',
      education: 'Ansiedade com provas: sinais de alerta e onde buscar ajuda.',
    },
  },
  {
    id: 'dia-profissional-educacao-fisica',
    name: 'Dia do Profissional de Educação Física',
    kind: 'professional',
    rule: { type: 'fixed', month: 9, day: 1 },
    relevance: { default: 'none', fitness: 'high', education: 'low' },
    angles: {
      default: 'A importância de treinar com orientação profissional.',
      fitness: 'Bastidores da profissão e por que treinar com orientação faz diferença.',
    },
  },
  {
    id: 'independencia',
    name: 'Independência do Brasil',
    kind: 'holiday',
    rule: { type: 'fixed', month: 9, day: 7 },
    relevance: { default: 'low', education: 'medium', travel: 'medium' },
    angles: {
      default: 'Feriado da Independência: o que é brasileiro e você tem orgulho de mostrar.',
      education: 'Independência do Brasil: o que cai na prova, em poucos minutos.',
      travel: 'Roteiros para o feriado de 7 de setembro.',
    },
  },
  {
    id: 'dia-do-veterinario',
    name: 'Dia do Médico Veterinário',
    kind: 'professional',
    rule: { type: 'fixed', month: 9, day: 9 },
    relevance: { default: 'none', pets: 'high' },
    angles: {
      default: 'Homenagem aos veterinários.',
      pets: 'Homenagem aos veterinários e a importância das consultas de rotina.',
    },
  },
  {
    id: 'dia-do-programador',
    name: 'Dia do Programador',
    kind: 'professional',
    // The 256th day of the year (2⁸): 13/09, or 12/09 in leap years.
    rule: { type: 'day-of-year', day: 256 },
    relevance: { default: 'none', tech: 'high', education: 'low', business: 'low' },
    angles: {
      default: 'Quem programa os apps que você usa todo dia.',
      tech: 'Bastidores de quem programa e como começar na área.',
    },
  },
  {
    id: 'dia-do-cliente',
    name: 'Dia do Cliente',
    kind: 'commercial',
    rule: { type: 'fixed', month: 9, day: 15 },
    relevance: { default: 'medium', business: 'high', beauty: 'high', food: 'high', pets: 'high' },
    angles: {
      default: 'Agradeça a quem acompanha e compra de você, com histórias de clientes.',
      business: 'Ação de fidelização no Dia do Cliente: agradecimento, brinde ou condição especial.',
      beauty: 'Mimos e agradecimento às clientes do salão ou da loja.',
      food: 'Brinde ou prato especial para os clientes fiéis do delivery.',
      pets: 'Agradecimento aos tutores clientes, com fotos dos pets atendidos.',
    },
  },
  {
    id: 'dia-do-contador',
    name: 'Dia do Contador',
    kind: 'professional',
    rule: { type: 'fixed', month: 9, day: 22 },
    relevance: { default: 'none', finance: 'medium', business: 'medium' },
    angles: {
      default: 'O papel do contador na vida de quem empreende.',
      business: 'Por que o MEI e a pequena empresa precisam de um bom contador.',
      finance: 'Imposto de renda e contas em dia: quando procurar um contador.',
    },
  },
  {
    id: 'dia-mundial-turismo',
    name: 'Dia Mundial do Turismo',
    kind: 'awareness',
    rule: { type: 'fixed', month: 9, day: 27 },
    relevance: { default: 'none', travel: 'high', food: 'low', lifestyle: 'low' },
    angles: {
      default: 'Um lugar do Brasil que todo mundo deveria conhecer.',
      travel: 'Destinos brasileiros fora do óbvio e como viajar gastando menos.',
    },
  },
  // ---------------------------------------------------------------- October
  {
    id: 'outubro-rosa',
    name: 'Outubro Rosa (câncer de mama)',
    kind: 'awareness',
    rule: { type: 'fixed', month: 10, day: 1 },
    relevance: { default: 'medium', fitness: 'high', beauty: 'high', tech: 'low', pets: 'low', finance: 'low' },
    angles: {
      default: 'Prevenção do câncer de mama: lembrete do autoexame e da mamografia.',
      fitness: 'Atividade física e prevenção: o que a ciência diz, com responsabilidade.',
      beauty: 'Autoestima e cuidado durante o tratamento: beleza que acolhe.',
    },
  },
  {
    id: 'dia-dos-animais',
    name: 'Dia Mundial dos Animais',
    kind: 'awareness',
    rule: { type: 'fixed', month: 10, day: 4 },
    relevance: { default: 'none', pets: 'high', lifestyle: 'low', parenting: 'low' },
    angles: {
      default: 'Respeito e cuidado com os animais.',
      pets: 'Adoção responsável e bem-estar animal: histórias de resgate.',
    },
  },
  {
    id: 'dia-micro-pequena-empresa',
    name: 'Dia da Micro e Pequena Empresa',
    kind: 'professional',
    rule: { type: 'fixed', month: 10, day: 5 },
    relevance: { default: 'none', business: 'high', finance: 'medium' },
    angles: {
      default: 'Valorize os pequenos negócios do seu bairro.',
      business: 'Bastidores e desafios de quem tem uma pequena empresa; compre do pequeno.',
      finance: 'Finanças da pequena empresa: separar o dinheiro do negócio e o pessoal.',
    },
  },
  {
    id: 'nossa-senhora-aparecida',
    name: 'Nossa Senhora Aparecida',
    kind: 'holiday',
    rule: { type: 'fixed', month: 10, day: 12 },
    relevance: { default: 'low', travel: 'medium' },
    angles: {
      default: 'Feriado nacional: fé, tradição e descanso.',
      travel: 'Roteiros para o feriado de 12 de outubro.',
    },
  },
  {
    id: 'dia-das-criancas',
    name: 'Dia das Crianças',
    kind: 'commercial',
    rule: { type: 'fixed', month: 10, day: 12 },
    relevance: { default: 'medium', parenting: 'high', food: 'high', business: 'high', education: 'high' },
    angles: {
      default: 'Memórias de infância e ideias para o Dia das Crianças.',
      parenting: 'Presentes e brincadeiras que não dependem de tela.',
      food: 'Receitas divertidas para fazer com as crianças.',
      business: 'Campanha de Dia das Crianças: produtos, kits e prazos de entrega.',
      education: 'Aprender brincando: atividades educativas para o feriado.',
      fitness: 'Brincadeiras ativas para tirar as crianças (e os adultos) do sofá.',
      finance: 'Educação financeira para crianças: mesada e o valor das coisas.',
    },
  },
  {
    id: 'dia-do-professor',
    name: 'Dia do Professor',
    kind: 'professional',
    rule: { type: 'fixed', month: 10, day: 15 },
    relevance: { default: 'low', education: 'high', parenting: 'medium' },
    angles: {
      default: 'O professor que marcou a sua vida.',
      education: 'Homenagem aos professores e os bastidores de quem ensina.',
      parenting: 'Como a família pode apoiar o trabalho dos professores.',
    },
  },
  {
    id: 'dia-mundial-alimentacao',
    name: 'Dia Mundial da Alimentação',
    kind: 'awareness',
    rule: { type: 'fixed', month: 10, day: 16 },
    relevance: { default: 'none', food: 'high', fitness: 'medium', parenting: 'low' },
    angles: {
      default: 'Comida de verdade no prato do dia a dia.',
      food: 'Aproveitamento integral dos alimentos e combate ao desperdício.',
      fitness: 'Alimentação equilibrada e acessível, sem dieta da moda.',
    },
  },
  {
    id: 'dia-mundial-poupanca',
    name: 'Dia Mundial da Poupança',
    kind: 'awareness',
    rule: { type: 'fixed', month: 10, day: 31 },
    relevance: { default: 'none', finance: 'high', business: 'low', parenting: 'low' },
    angles: {
      default: 'Guardar dinheiro começa com um hábito pequeno.',
      finance: 'Reserva de emergência: quanto guardar e onde deixar o dinheiro.',
    },
  },
  // ---------------------------------------------------------------- November
  {
    id: 'novembro-azul',
    name: 'Novembro Azul (saúde do homem)',
    kind: 'awareness',
    rule: { type: 'fixed', month: 11, day: 1 },
    relevance: { default: 'low', fitness: 'high', beauty: 'medium', parenting: 'medium' },
    angles: {
      default: 'Saúde do homem: lembrete dos exames de rotina.',
      fitness: 'Saúde do homem além do treino: prevenção e exames em dia.',
      beauty: 'Autocuidado masculino: pele, barba e a consulta que não pode faltar.',
    },
  },
  {
    id: 'finados',
    name: 'Finados',
    kind: 'holiday',
    rule: { type: 'fixed', month: 11, day: 2 },
    relevance: { default: 'low', travel: 'low' },
    angles: { default: 'Feriado de memória: homenagem respeitosa a quem partiu, sem tom de venda.' },
  },
  {
    id: 'proclamacao-republica',
    name: 'Proclamação da República',
    kind: 'holiday',
    rule: { type: 'fixed', month: 11, day: 15 },
    relevance: { default: 'low', education: 'medium', travel: 'medium' },
    angles: {
      default: 'Feriado: como você aproveita o descanso.',
      education: 'Proclamação da República: o essencial para a prova.',
      travel: 'Roteiros para o feriado de 15 de novembro.',
    },
  },
  {
    id: 'consciencia-negra',
    name: 'Dia Nacional de Zumbi e da Consciência Negra',
    kind: 'holiday',
    rule: { type: 'fixed', month: 11, day: 20 },
    relevance: { default: 'medium', education: 'high', beauty: 'high', business: 'medium' },
    angles: {
      default: 'Referências negras do seu nicho: dê espaço e crédito a quem faz.',
      education: 'História e cultura afro-brasileira: Zumbi, Dandara e o que a escola não contou.',
      beauty: 'Beleza negra: cuidados com pele negra e cabelos crespos e cacheados.',
      business: 'Afroempreendedorismo: histórias e negócios para conhecer.',
    },
  },
  {
    id: 'black-friday',
    name: 'Black Friday',
    kind: 'commercial',
    // The day after the fourth Thursday of November (the day after Thanksgiving in the United States, which
    // Brazilian retail follows). It is the last Friday of November except when November begins on a
    // Thursday (2029: 23/11, not 30/11).
    rule: { type: 'nth-weekday', month: 11, weekday: 4, nth: 4, offsetDays: 1 },
    relevance: { default: 'high', education: 'medium', parenting: 'medium', travel: 'medium', pets: 'medium' },
    angles: {
      default: 'Black Friday sem cair em armadilha: o que vale a pena comprar.',
      business: 'Campanha de Black Friday honesta: oferta real, estoque e atendimento preparados.',
      finance: 'Black Friday ou "black fraude"? Como conferir o histórico de preços e não se endividar.',
      tech: 'O que vale comprar em tecnologia na Black Friday e como checar o preço.',
      beauty: 'Lista de compras de beleza para a Black Friday, sem desperdício.',
      fitness: 'Equipamentos e suplementos na Black Friday: o que é necessário e o que é só desejo.',
      education: 'Cursos na Black Friday: como escolher sem comprar o que não vai usar.',
    },
  },
  // ---------------------------------------------------------------- December
  {
    id: 'natal',
    name: 'Natal',
    kind: 'holiday',
    rule: { type: 'fixed', month: 12, day: 25 },
    relevance: { default: 'high', education: 'medium', tech: 'medium' },
    angles: {
      default: 'Natal: retrospectiva, agradecimento e ideias de presente.',
      food: 'Ceia de Natal: cardápio, quantidades por pessoa e receitas para encomenda.',
      business: 'Campanha de Natal: presentes, prazos de entrega e horário de atendimento.',
      fitness: 'Festas de fim de ano com equilíbrio, sem terrorismo nem compensação.',
      beauty: 'Make e cabelo para as festas e presentes de beleza.',
      finance: 'Natal sem dívida: orçamento de presentes e o uso do 13º.',
      parenting: 'Tradições de Natal em família e presentes para as crianças.',
      travel: 'Destinos para o Natal e dicas para viajar nas festas.',
      pets: 'Pets nas festas: comidas proibidas e cuidado com fogos.',
    },
  },
  {
    id: 'reveillon',
    name: 'Réveillon',
    kind: 'cultural',
    rule: { type: 'fixed', month: 12, day: 31 },
    relevance: { default: 'high', education: 'medium', tech: 'medium' },
    angles: {
      default: 'Retrospectiva do ano e o que você leva para o próximo.',
      fitness: 'Balanço do ano de treino e metas realistas para o próximo.',
      beauty: 'Looks e make para a virada.',
      food: 'Ceia de Ano Novo: pratos da sorte e receitas práticas.',
      business: 'Retrospectiva do negócio e agradecimento aos clientes.',
      finance: 'Balanço financeiro do ano e metas para o próximo.',
      travel: 'Onde passar a virada: praias e destinos para o Réveillon.',
      education: 'Retrospectiva de estudos e planejamento para o próximo ano.',
      pets: 'Fogos de Réveillon: como proteger os pets do barulho.',
    },
  },
];
