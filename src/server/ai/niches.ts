/**
 * Niche profiles that tailor every prompt (spec part 2 §7): who the audience is, what hurts them,
 * how the niche talks, what is trending and hooks that work. Five dedicated profiles plus a generic one.
 */
import { isNicheOption, nicheLabel, type NicheOption } from '@shared/niches';

export type NicheProfileKey = 'fitness' | 'empreendedorismo' | 'beleza' | 'culinaria' | 'educacao' | 'generic';

export interface NicheProfile {
  key: NicheProfileKey;
  /** Display name of the niche as it goes into prompts. */
  name: string;
  audience: string;
  /** The audience in a few words, to weave into sentences ("para {audienceShort}"). */
  audienceShort: string;
  /** Noun phrases without article, so they read well after "sofre com", "lida com", "era". */
  painPoints: string[];
  language: string;
  trends: string[];
  exampleHooks: string[];
  /** Used by the offline writer; the AI chooses its own hashtags. */
  hashtags: string[];
  /**
   * What the offline writer talks about where a dedicated profile names a trend ("Ensine um passo simples
   * sobre …"). The generic profile's trends are formats ("listas rápidas, checklists…"), which read as
   * nonsense in those sentences, so it talks about its niche instead. Unset: the trends.
   */
  offlineTopics?: string[];
}

const fitness: NicheProfile = {
  key: 'fitness',
  name: 'Fitness',
  audience:
    'Mulheres e homens de 20 a 45 anos que querem emagrecer, ganhar massa ou ter mais disposição, com rotina corrida de trabalho e família, treinando em academia de bairro ou em casa.',
  audienceShort: 'quem quer mais saúde e resultado no treino mesmo com a rotina corrida',
  painPoints: [
    'falta de tempo para treinar com a rotina de trabalho e filhos',
    'dificuldade de manter a constância depois das primeiras semanas',
    'efeito sanfona e frustração com dietas restritivas',
    'vergonha de começar na academia ou insegurança na execução dos exercícios',
    'excesso de informação contraditória sobre dieta e treino nas redes',
    'resultados lentos que desanimam',
  ],
  language:
    'Próxima e encorajadora, com termos do dia a dia da academia (treino, série, carga, marmita, cardio, "tá pago") explicados de forma simples; sem promessas milagrosas nem terrorismo nutricional.',
  trends: [
    'treinos curtos de 20 a 30 minutos para quem tem pouco tempo',
    'marmitas fit da semana e receitas proteicas baratas',
    'rotina real, sem filtro: bastidores do treino e da alimentação',
    'musculação para mulheres e envelhecimento ativo',
    'desafios de 21 dias acompanhados pelos stories',
    'sono e saúde mental como parte do resultado',
  ],
  exampleHooks: [
    'Você não precisa de 2 horas de academia para ver resultado',
    'O erro que faz você treinar e não sair do lugar',
    'Comi isso hoje e continuo no foco',
    'Se você sempre desiste na segunda semana, fica até o final',
    '3 sinais de que seu treino está leve demais',
  ],
  hashtags: [
    '#fitness',
    '#treino',
    '#vidasaudavel',
    '#foconotreino',
    '#emagrecimento',
    '#musculacao',
    '#treinoemcasa',
    '#saude',
  ],
};

const empreendedorismo: NicheProfile = {
  key: 'empreendedorismo',
  name: 'Empreendedorismo / Negócios',
  audience:
    'Pequenos empreendedores, MEIs e prestadores de serviço de 25 a 50 anos que vendem pelo Instagram e pelo WhatsApp, cuidam de quase tudo sozinhos e querem faturar mais com previsibilidade.',
  audienceShort: 'pequenos empreendedores que vendem pelas redes sociais',
  painPoints: [
    'vendas fracas mesmo postando todos os dias',
    'precificação errada, que faz trabalhar muito e lucrar pouco',
    'mistura das finanças pessoais com as da empresa',
    'falta de tempo para produzir conteúdo e ainda atender os clientes',
    'medo de aparecer e insegurança na hora de vender',
    'dependência de indicações e falta de previsibilidade de caixa',
  ],
  language:
    'Direta e prática, com exemplos reais de pequenos negócios brasileiros; usa faturamento, margem, cliente ideal, funil e pós-venda sem jargão corporativo nem promessa de enriquecimento rápido.',
  trends: [
    'bastidores do negócio e da rotina de quem empreende',
    'vendas pelo WhatsApp e pelo direct com atendimento humanizado',
    'uso de IA e automações para ganhar tempo',
    'conteúdo sobre precificação e margem de lucro',
    'cases de clientes e prova social em vídeo',
    'marca pessoal do dono como motor de vendas',
  ],
  exampleHooks: [
    'Se o seu Instagram não vende, o problema pode não ser o algoritmo',
    'Fiz essa conta e descobri que estava pagando para trabalhar',
    'O erro de precificação que quase quebrou meu negócio',
    'Ninguém te conta isso sobre empreender sozinho',
    'Como fechei 3 clientes essa semana sem anúncio',
  ],
  hashtags: [
    '#empreendedorismo',
    '#negocios',
    '#empreender',
    '#pequenosnegocios',
    '#vendas',
    '#marketingdigital',
    '#mei',
    '#dicasdenegocio',
  ],
};

const beleza: NicheProfile = {
  key: 'beleza',
  name: 'Beleza',
  audience:
    'Mulheres de 18 a 45 anos interessadas em maquiagem, skincare e cabelo, que querem se sentir bonitas no dia a dia com produtos acessíveis e pouco tempo, e profissionais da beleza que atendem essas clientes.',
  audienceShort: 'quem quer se cuidar e se sentir bonita com praticidade',
  painPoints: [
    'dinheiro gasto com produtos que não funcionam para o seu tipo de pele ou cabelo',
    'falta de tempo para manter uma rotina de cuidados',
    'acne, manchas, oleosidade e frizz que abalam a autoestima',
    'insegurança para se maquiar sozinha',
    'excesso de lançamentos e dificuldade de escolher o que comprar',
    'medo de procedimentos caros e de resultados artificiais',
  ],
  language:
    'Acolhedora e visual, com termos como skincare, make, finalização, pele oleosa ou mista e "antes e depois" explicados de forma simples; valoriza a beleza real e evita padrões inalcançáveis.',
  trends: [
    'skincare minimalista com poucos produtos bons',
    'make natural e rápida de 5 minutos',
    'resenhas honestas de produtos nacionais e alternativas baratas',
    'cronograma capilar e cuidados com cabelos cacheados e crespos',
    'antes e depois real, sem filtro',
    'autocuidado como momento de saúde mental',
  ],
  exampleHooks: [
    'Pare de usar esse produto se sua pele é oleosa',
    'Make de 5 minutos para quem acorda atrasada',
    'O passo do skincare que quase todo mundo pula',
    'Testei a versão de R$ 30 e olha o resultado',
    'Seu cabelo não é difícil, ele só está mal cuidado',
  ],
  hashtags: [
    '#beleza',
    '#skincare',
    '#maquiagem',
    '#autocuidado',
    '#make',
    '#cabelos',
    '#belezareal',
    '#dicasdebeleza',
  ],
};

const culinaria: NicheProfile = {
  key: 'culinaria',
  name: 'Culinária',
  audience:
    'Pessoas de 22 a 55 anos que cozinham em casa para si e para a família, querem economizar e variar o cardápio, e quem vende comida caseira ou por delivery.',
  audienceShort: 'quem cozinha em casa e quer praticidade sem perder o sabor',
  painPoints: [
    'falta de tempo para cozinhar depois do trabalho',
    'dúvida diária sobre o que fazer no almoço e no jantar',
    'preço alto dos alimentos e desperdício na geladeira',
    'receitas que dão errado ou pedem ingredientes difíceis de achar',
    'comida saudável sem graça, que ninguém em casa quer comer',
    'dificuldade de precificar e vender mais no delivery, para quem vende comida',
  ],
  language:
    'Calorosa e sensorial, com o vocabulário da cozinha brasileira (refogar, dar o ponto, marmita, rende tantas porções), medidas caseiras (xícara, colher) e passo a passo simples.',
  trends: [
    'receitas rápidas de até 30 minutos e de uma panela só',
    'marmitas da semana e planejamento de cardápio',
    'reaproveitamento de sobras e receitas econômicas',
    'receitas na air fryer',
    'comida afetiva e receitas de família',
    'versões mais leves de pratos clássicos brasileiros',
  ],
  exampleHooks: [
    'Jantar pronto em 15 minutos com o que tem na geladeira',
    'Nunca mais jogue fora o arroz que sobrou',
    'O segredo para o bolo não solar',
    'Com R$ 50 fiz as marmitas da semana',
    'Você está temperando o feijão do jeito errado',
  ],
  hashtags: [
    '#culinaria',
    '#receitas',
    '#receitasfaceis',
    '#comidacaseira',
    '#cozinha',
    '#receitasrapidas',
    '#marmitas',
    '#gastronomia',
  ],
};

const educacao: NicheProfile = {
  key: 'educacao',
  name: 'Educação',
  audience:
    'Estudantes de 16 a 40 anos que se preparam para ENEM, vestibular e concursos, universitários e profissionais que querem aprender algo novo, e professores que ensinam pela internet.',
  audienceShort: 'estudantes que querem render mais e passar na prova',
  painPoints: [
    'procrastinação e dificuldade de manter uma rotina de estudos',
    'ansiedade com provas, vestibular e concursos',
    'esquecimento do conteúdo na hora da prova, mesmo estudando muito',
    'pouco tempo para estudar conciliando com trabalho',
    'dúvida sobre por onde começar um assunto novo',
    'sensação de estar atrasado em relação aos outros',
  ],
  language:
    'Didática e motivadora, com explicações em passos curtos, exemplos do cotidiano e termos como revisão, questões, cronograma, flashcards e simulado; nada de tom professoral distante.',
  trends: [
    'rotina de estudos real e "estude comigo"',
    'técnicas de memorização: revisão espaçada, flashcards e Pomodoro',
    'resumos visuais e mapas mentais',
    'IA como ferramenta de estudo',
    'dicas para ENEM e concursos acompanhando o calendário das provas',
    'aprendizado de idiomas e habilidades em pouco tempo',
  ],
  exampleHooks: [
    'Você não esquece o conteúdo por falta de inteligência',
    'Estudei 2 horas por dia e passei: o método',
    'Pare de grifar o livro inteiro',
    'A técnica de 25 minutos que acabou com a minha procrastinação',
    '3 erros que fazem você estudar muito e render pouco',
  ],
  hashtags: [
    '#educacao',
    '#estudos',
    '#dicasdeestudo',
    '#enem',
    '#concursos',
    '#aprendizado',
    '#rotinadeestudos',
    '#studygram',
  ],
};

/** A niche option without a dedicated profile: the generic one, named after it, with these hashtags. */
interface GenericNiche {
  generic: true;
  hashtags: string[];
}

/**
 * The prompt profile of every niche option (keyed by the shared list, so a new option without an entry
 * here fails the type check): five dedicated profiles, the rest the generic profile with their hashtags.
 */
const OPTION_PROFILES: { [K in NicheOption]: NicheProfile | GenericNiche } = {
  fitness,
  business: empreendedorismo,
  beauty: beleza,
  food: culinaria,
  education: educacao,
  lifestyle: { generic: true, hashtags: ['#estilodevida', '#lifestyle', '#rotina', '#vidareal'] },
  travel: { generic: true, hashtags: ['#viagem', '#viagens', '#turismo', '#dicasdeviagem'] },
  tech: { generic: true, hashtags: ['#tecnologia', '#tech', '#inovacao', '#dicasdetecnologia'] },
  parenting: { generic: true, hashtags: ['#maternidade', '#paternidade', '#maternidadereal', '#familia'] },
  finance: { generic: true, hashtags: ['#financas', '#educacaofinanceira', '#dinheiro', '#investimentos'] },
};

/** The dedicated profiles by their own keys too (a niche stored as 'beleza' gets the beauty profile). */
const PROFILE_KEYS: Record<string, NicheProfile> = { empreendedorismo, beleza, culinaria, educacao };

const COMMON_HASHTAGS = ['#dicas', '#conteudodigital', '#criadordeconteudo', '#brasil', '#instagram'];

function genericProfile(niche: string, optionHashtags?: string[]): NicheProfile {
  const key = niche.trim().toLowerCase();
  const name = nicheLabel(niche) || 'Conteúdo geral';
  // Our own labels read naturally in lower case mid-sentence; free text keeps the user's spelling.
  const topic = isNicheOption(key) ? name.toLowerCase() : name;
  return {
    key: 'generic',
    name,
    audience: `Pessoas interessadas em ${topic} que acompanham criadores brasileiros no Instagram em busca de dicas práticas, inspiração e bastidores reais, e que valorizam quem fala com sinceridade.`,
    audienceShort: `quem se interessa por ${topic}`,
    painPoints: [
      'falta de tempo para pôr as ideias em prática',
      'excesso de informação e dificuldade de saber em quem confiar',
      'dificuldade de manter a constância',
      'medo de errar e de gastar dinheiro à toa',
      'sensação de que os resultados dos outros estão muito distantes',
    ],
    language: `Próxima, clara e autêntica, com exemplos reais do universo de ${topic} e termos do nicho explicados de forma simples.`,
    trends: [
      'bastidores e rotina real, sem filtro',
      'conteúdos curtos e práticos do tipo "faça isso hoje"',
      'opinião sincera e relatos em primeira pessoa',
      'listas rápidas, checklists e comparações',
      'histórias e resultados de seguidores como prova social',
    ],
    exampleHooks: [
      `Ninguém te conta isso sobre ${topic}`,
      `O erro mais comum de quem está começando em ${topic}`,
      'Eu queria ter ouvido isso antes',
      'Salva esse post antes que você esqueça',
      '3 coisas que mudaram meu jeito de fazer isso',
    ],
    hashtags: [...(optionHashtags ?? slugHashtags(name)), ...COMMON_HASHTAGS],
    offlineTopics: [`${topic} no dia a dia`, `${topic} para quem está começando`, `os erros mais comuns em ${topic}`],
  };
}

/** '#word' tags from the words of a free-text niche (accents and symbols removed). */
function slugHashtags(text: string): string[] {
  const words = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3);
  const tags = [...new Set(words)].slice(0, 3).map((w) => `#${w}`);
  const joined = words.join('');
  if (words.length > 1 && joined.length <= 24) tags.unshift(`#${joined}`);
  return tags;
}

/**
 * Profile for the raw niche of a profile or agency client: the five dedicated profiles by option key;
 * every other option or free text gets the generic profile named after it.
 */
export function resolveNicheProfile(niche: string | null | undefined): NicheProfile {
  const key = (niche ?? '').trim().toLowerCase();
  if (isNicheOption(key)) {
    const entry = OPTION_PROFILES[key];
    return 'generic' in entry ? genericProfile(niche ?? '', entry.hashtags) : entry;
  }
  const dedicated = Object.hasOwn(PROFILE_KEYS, key) ? PROFILE_KEYS[key] : undefined;
  return dedicated ?? genericProfile(niche ?? '');
}
