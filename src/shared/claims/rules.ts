/**
 * Rules of the publi and claims checker: promises and appeals that Brazilian advertising rules forbid or
 * restrict, each with its source, the patterns that find it and a safer way to say it. Data only, so it
 * can be reviewed and extended without reading the matcher (check-claims.ts).
 *
 * How patterns are written: they are regular expressions matched against the text in lower case with the
 * accents removed ("Emagreça" is read "emagreca", "ação" "acao"), and always as whole words (a pattern
 * never matches inside a longer word, so "cura" does not match "procura"). Cover inflections with the
 * stem or an alternation ("emagrec\w*", "cur(a|ar|ou|am)"). `exclude` lists phrases where a match is
 * harmless (a cured cheese, "proibido para menores"): a match inside one of them is ignored. `context`
 * makes a rule fire only when one of its patterns also appears in the same paragraph (bets and a young
 * audience). `negatable` rules do not fire when a negation stands just before the match in the same
 * clause ("não existe fórmula milagrosa", "nenhum suplemento tem resultado garantido", "chá não cura"):
 * those are the disclaimers the suggestions ask for.
 *
 * Every rule carries `examples`: sentences it must warn about (`matches`) and sentences with its trigger
 * words that it must leave alone (`passes`). The test suite runs them all, so a rule and its proof of
 * what it means are reviewed together.
 *
 * The wording of each message lives in the message catalogue (src/shared/messages/claims.ts), under the
 * rule's code. Sources name the norm and, where it is settled, the article or section.
 */
import type { ClaimMessageCode } from '@shared/messages/claims';

export type ClaimCategory = 'health' | 'beauty' | 'fitness' | 'money' | 'betting' | 'children' | 'publi';

export const CLAIM_CATEGORY_LABELS: Record<ClaimCategory, string> = {
  health: 'Saúde',
  beauty: 'Beleza',
  fitness: 'Fitness',
  money: 'Dinheiro',
  betting: 'Apostas',
  children: 'Público infantil',
  publi: 'Publicidade',
};

export interface ClaimRule {
  id: string;
  category: ClaimCategory;
  code: ClaimMessageCode;
  /** Norm or guide, with article or section. */
  citation: string;
  /** Regular expression sources, read on lower-case text without accents. */
  patterns: readonly string[];
  /** Phrases where a match is not a claim. */
  exclude?: readonly string[];
  /** When present, the rule fires only if one of these also appears in the same paragraph. */
  context?: readonly string[];
  /** A safer way to say it (pt-BR). */
  suggestion: string;
  /** Ignore a match right after a negation in the same clause (a disclaimer, not a promise). */
  negatable?: boolean;
  /** Sentences the rule must warn about, and sentences with its trigger words it must not. */
  examples: { matches: readonly string[]; passes: readonly string[] };
}

// Shared pieces of patterns.
const NUMBER = String.raw`(?:\d+(?:[.,]\d+)?|um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|quinze|vinte|trinta)`;
const PERIOD = String.raw`(?:dias?|semanas?|mes|meses|horas?)`;
const LOSE = String.raw`(?:emagrec\w*|perd(?:a|as|er|i|eu|emos|eram|endo)|perca|percam|elimin(?:e|ar|ei|ou|a|am|ando)|sec(?:ar|ou|a|ando)|seque|sequei|queim(?:e|ar|ei|ou|a|ando))`;
const BET = String.raw`(?:apost(?:ar|e|em|ando|ei|ou|amos|ador|adores|adora)|apostas? esportivas?|casas? de apostas?|sites? de apostas?|bets?|odds?|cassino\w*|tigrinho|jogo do tigre(?:zinho)?|aviator|roleta|bilhetes? de aposta)`;
/** Figurative "apostar em" ("aposte em você", "apostei no meu negócio") is not betting. */
const BET_IDIOM = String.raw`apost\w* (?:em|no|na|nos|nas) (?:voce|si|seu|sua|seus|suas|mim|ti|nele|nela|conhecimento|educacao|qualidade|marca|negocio|empreendedorismo|carreira|estudos?|cursos?|produtos?|ideias?|sonhos?|futuro)`;
/** Words that show the text is about betting, for rules whose own words also have everyday senses. */
const BET_CONTEXT = String.raw`(?:${BET}|greens?|palpites?|banca|rodadas?)`;

const ANVISA_MEDICINES = 'ANVISA, RDC nº 96/2008 (propaganda de medicamentos) e Lei nº 9.294/1996, art. 7º';
const ANVISA_SUPPLEMENTS =
  'ANVISA, RDC nº 243/2018 e IN nº 28/2018 (alegações permitidas para suplementos alimentares); Decreto-Lei nº 986/1969';
const ANVISA_COSMETICS = 'ANVISA, RDC nº 752/2022 (cosméticos) e Código de Defesa do Consumidor, art. 37, § 1º';
const CONAR_TRUTH = 'Código Brasileiro de Autorregulamentação Publicitária (CONAR), art. 27 (apresentação verdadeira)';
const CDC_MISLEADING = 'Código de Defesa do Consumidor (Lei nº 8.078/1990), art. 37, § 1º (publicidade enganosa)';
const CONAR_BETS =
  'CONAR, Anexo X (apostas); Lei nº 14.790/2023 e Portaria SPA/MF nº 1.231/2024 (publicidade de apostas)';
const CONAR_CHILDREN =
  'CONAR, Código, Seção 11 (Crianças e Jovens), art. 37; Resolução CONANDA nº 163/2014, art. 2º; CDC, art. 37, § 2º';
const CONAR_INFLUENCERS =
  'CONAR, Guia de Publicidade por Influenciadores Digitais (2021); Código CONAR, art. 28; CDC, art. 36';

export const CLAIM_RULES: readonly ClaimRule[] = [
  // ------------------------------------------------------------------ health
  {
    id: 'health-cure',
    category: 'health',
    code: 'CLAIM_HEALTH_CURE',
    citation: `${ANVISA_MEDICINES}; ${ANVISA_SUPPLEMENTS}`,
    patterns: [
      String.raw`cur(?:a|as|ar|am|ou|ei|e|em|ando|ado|ada|ados|adas)`,
      // "Curativo" alone is a bandage; a "poder curativo" is a promise.
      String.raw`(?:poder|efeito|acao|propriedades?|tratamento) curativ(?:o|a|os|as)`,
    ],
    // Cured food is not a health promise.
    exclude: [
      String.raw`(?:queijos?|presuntos?|salames?|carnes?|embutidos?|linguicas?) (?:\w+ )?cur(?:ado|ada|ados|adas|a)`,
      String.raw`cura (?:do|de) (?:queijo|presunto|salame|carne)`,
    ],
    negatable: true,
    suggestion:
      'Diga o que o produto ou o hábito pode ajudar, sem prometer cura: "pode ajudar no seu bem-estar; em caso de doença, procure um profissional de saúde".',
    examples: {
      matches: [
        'Esse chá cura qualquer dor de cabeça.',
        'A pomada com poder curativo para a sua pele.',
        'Eu me curei só com alimentação.',
      ],
      passes: [
        'Troquei o curativo do joelho depois da corrida.',
        'Queijo curado de 12 meses na tábua de hoje.',
        'Chá não cura doença: é um momento de pausa no seu dia.',
        'Minha curadoria de cafés especiais do mês.',
      ],
    },
  },
  {
    id: 'health-no-side-effects',
    category: 'health',
    code: 'CLAIM_HEALTH_NO_SIDE_EFFECTS',
    citation: ANVISA_MEDICINES,
    patterns: [
      String.raw`sem (?:nenhum |qualquer )?efeitos? colatera(?:l|is)`,
      String.raw`(?:nao|nunca) (?:tem|causa|da) (?:nenhum )?efeitos? colatera(?:l|is)`,
      String.raw`sem (?:nenhuma )?contraindicac(?:ao|oes)`,
      String.raw`(?:nao|nunca) tem (?:nenhuma )?contraindicac(?:ao|oes)`,
      String.raw`(?:por ser )?(?:100% )?natural,? (?:entao )?(?:nao|nunca) faz mal`,
    ],
    suggestion:
      'Não diga que não há efeitos colaterais nem contraindicações. Prefira: "leia o rótulo e, em caso de dúvida, converse com um médico ou nutricionista".',
    examples: {
      matches: ['Pode tomar à vontade: sem efeitos colaterais.', 'É 100% natural, então não faz mal.'],
      passes: [
        'Todo remédio pode ter efeitos colaterais: leia a bula.',
        'Veja as contraindicações no rótulo antes de usar.',
      ],
    },
  },
  {
    id: 'health-miracle',
    category: 'health',
    code: 'CLAIM_HEALTH_MIRACLE',
    citation: `${ANVISA_MEDICINES}; ${CDC_MISLEADING}`,
    patterns: [
      String.raw`milagr(?:e|es|oso|osa|osos|osas|osamente)`,
      String.raw`(?:formula|pilula|receita|cha|capsula) magica`,
      String.raw`infaliv(?:el|eis)`,
      String.raw`(?:o )?segredo que (?:os )?(?:medicos|nutricionistas|a industria) nao (?:te )?(?:contam|querem que voce saiba)`,
    ],
    negatable: true,
    examples: {
      matches: ['Conheça a fórmula milagrosa do verão.', 'Um método infalível para dormir bem.'],
      passes: [
        'Não existe fórmula milagrosa: existe constância.',
        'Nenhum chá é milagroso, mas este é gostoso.',
        'Sem milagre: treino, sono e comida de verdade.',
      ],
    },
    suggestion:
      'Troque a promessa de milagre por um benefício realista e verificável, por exemplo: "faz parte de uma rotina equilibrada".',
  },
  {
    id: 'health-guaranteed-result',
    category: 'health',
    code: 'CLAIM_GUARANTEED_RESULT',
    citation: `${CDC_MISLEADING}; ${CONAR_TRUTH}`,
    patterns: [
      String.raw`resultados? garantid(?:o|a|os|as)`,
      String.raw`garantia (?:de|do) resultados?`,
      String.raw`garant(?:imos|o) (?:o |os |seu |seus )?resultados?`,
      String.raw`(?:emagrecimento|efeito|cura|perda de peso|eficacia) garantid(?:o|a)`,
      String.raw`100% (?:garantid(?:o|a|os|as)|eficaz(?:es)?|efetiv(?:o|a))`,
      String.raw`funciona (?:para|pra) (?:todo mundo|todos|qualquer (?:um|pessoa))`,
      // "Pele lisinha garantida", "barriga sequinha garantida": a promised result after any word.
      String.raw`[a-z]+ garantid(?:o|a|os|as)`,
    ],
    // A delivery, a seat or a refund can be guaranteed; money and bets have rules of their own.
    exclude: [
      String.raw`(?:entregas?|vagas?|lugar(?:es)?|presenca|frete|trocas?|reservas?|ingressos?|devolucao|reembolso) garantid(?:o|a|os|as)`,
      String.raw`(?:renda|lucros?|retornos?|ganhos?|rendimentos?|dinheiro|greens?|palpites?|apostas?|odds?|bilhetes?) (?:extra )?garantid(?:o|a|os|as)`,
    ],
    negatable: true,
    examples: {
      matches: [
        'Pele lisinha GARANTIDA em uma semana.',
        'Barriga sequinha garantida com o nosso plano.',
        'Resultado garantido já no primeiro mês.',
      ],
      passes: [
        'Nenhum suplemento tem resultado garantido.',
        'Não existe resultado garantido: cada corpo responde de um jeito.',
        'Entrega garantida até sexta para todo o Brasil.',
        'Sua vaga garantida na aula experimental.',
      ],
    },
    suggestion:
      'Resultados variam de pessoa para pessoa. Prefira: "muitas clientes relatam resultados; os seus dependem da sua rotina".',
  },
  {
    id: 'health-disease-claim',
    category: 'health',
    code: 'CLAIM_HEALTH_DISEASE',
    citation: ANVISA_SUPPLEMENTS,
    patterns: [
      String.raw`(?:trata|tratar|tratam|previne|prevenir|previnem|combate|combater|combatem|acaba com|acabar com|reverte|reverter|elimina|eliminar|cura|curar|curam|curou|resolve|resolver|resolvem|resolveu) (?:\w+ ){0,2}?(?:diabetes|ansiedade|depressao|cancer|pressao alta|hipertensao|colesterol|inflamac(?:ao|oes)|insonia|enxaqueca|gastrite|artrite|artrose|doencas?|infeccoes?|virus)`,
    ],
    negatable: true,
    suggestion:
      'Suplementos e alimentos não tratam nem previnem doenças. Use só as alegações permitidas pela ANVISA e indique acompanhamento profissional.',
    examples: {
      matches: [
        'Esse remédio natural resolve sua ansiedade de vez.',
        'O colágeno que previne artrose.',
        'Cápsula que trata a insônia.',
      ],
      passes: [
        'Suplemento não trata ansiedade: procure um profissional.',
        'Ansiedade é coisa séria; converse com um psicólogo.',
        'Como eu resolvo a bagunça do armário em 10 minutos.',
      ],
    },
  },
  {
    id: 'health-for-good',
    category: 'health',
    code: 'CLAIM_HEALTH_CURE',
    citation: `${ANVISA_MEDICINES}; ${ANVISA_SUPPLEMENTS}`,
    // "Trata / resolve / acaba com … de vez": a definitive health promise, whatever the complaint is called
    // (the verb "curar" is health-cure's already).
    patterns: [
      String.raw`(?:trata|tratar|tratam|tratou|resolve|resolver|resolvem|resolveu|acaba com|acabou com) (?:\w+ ){0,4}?(?:de vez|para sempre|definitivamente)`,
    ],
    context: [
      String.raw`(?:remedios?|naturais?|chas?|suplementos?|capsulas?|oleos?|florais?|doencas?|dor(?:es)?|sintomas?|saude|tratamentos?|medicamentos?|ansiedade|insonia|enxaqueca|gastrite|refluxo|alergias?|rinite|sinusite)`,
    ],
    negatable: true,
    suggestion:
      'Nenhum produto resolve um problema de saúde "de vez". Diga como ele pode ajudar e indique acompanhamento profissional.',
    examples: {
      matches: ['Esse chá resolve a rinite de vez.', 'O óleo que acaba com a dor nas costas para sempre.'],
      passes: ['Resolvi de vez a bagunça da minha agenda.', 'Nenhum chá resolve de vez a sua dor: procure um médico.'],
    },
  },
  // ------------------------------------------------------------------ fitness
  {
    id: 'fitness-fast-weight-loss',
    category: 'fitness',
    code: 'CLAIM_FITNESS_FAST_WEIGHT_LOSS',
    citation: `${ANVISA_SUPPLEMENTS}; ${CDC_MISLEADING}`,
    patterns: [
      // "emagreça 10 kg em 30 dias", "perdi 5 quilos em duas semanas", "-7kg em 1 mês"
      String.raw`(?:${LOSE} )?(?:ate |mais de |-)?${NUMBER} ?(?:kg|kgs|quilos?|kilos?)(?: (?:a menos|de gordura|de peso))? em (?:apenas |so |somente |ate |menos de )?${NUMBER} ?${PERIOD}`,
      String.raw`${LOSE} (?:(?:a|sua|essa|toda a) (?:barriga|gordura|pochete|celulite) )?(?:rapido|rapidinho|dormindo|sem (?:dieta|esforco|exercicios?|academia|fazer nada|passar fome))`,
      String.raw`(?:barriga (?:chapada|negativa|sequinha|zerada)|tanquinho) em (?:apenas |so |ate )?${NUMBER} ?${PERIOD}`,
      // "Perca a barriga em 7 dias", "elimine a gordura localizada em duas semanas"
      String.raw`${LOSE} (?:a |sua |essa |toda a |o |seu )?(?:barriga|gordura(?: localizada)?|pochete|celulite|culote|papada|peso|inchaco) (?:\w+ )?em (?:apenas |so |somente |ate )?${NUMBER} ?${PERIOD}`,
    ],
    examples: {
      matches: [
        'Perca a barriga em 7 dias com esse chá.',
        'Emagreça 10 kg em 30 dias.',
        'Perdi 4 quilos em 2 semanas com o shake.',
      ],
      passes: [
        'Perdi 5 kg, mas levou um ano de treino e acompanhamento.',
        'Não perca a aula de hoje às 7 horas.',
        'Emagrecer com saúde leva tempo; respeite o seu ritmo.',
      ],
    },
    suggestion:
      'Não prometa quilos em prazo. Prefira: "com treino, alimentação e constância, o resultado vem no seu ritmo".',
  },
  {
    id: 'fitness-fat-burning-product',
    category: 'fitness',
    code: 'CLAIM_FITNESS_FAT_BURNING',
    citation: ANVISA_SUPPLEMENTS,
    patterns: [
      String.raw`(?:chas?|capsulas?|suplementos?|termogenicos?|pilulas?|produtos?|formulas?|shakes?|geis?|gel|cremes?) (?:que )?(?:queima|queimam|derrete|derretem|elimina|eliminam|acaba com|acabam com|seca|secam) (?:a |as |toda a )?(?:gordura|gorduras|celulite|barriga|pochete)`,
      String.raw`(?:detox|termogenico) que (?:emagrece|seca)`,
    ],
    examples: {
      matches: ['O chá que seca a barriga.', 'Cápsulas que queimam gordura enquanto você dorme.'],
      passes: ['O treino que mais queima calorias é o que você faz.', 'Gordura boa: abacate e castanhas no lanche.'],
    },
    suggestion:
      'Suplementos não queimam gordura por conta própria. Fale do papel do produto dentro de uma rotina e sem prometer efeito no corpo.',
  },
  {
    id: 'before-after',
    category: 'beauty',
    code: 'CLAIM_BEFORE_AFTER',
    citation: `${CONAR_TRUTH}; ${CDC_MISLEADING}`,
    patterns: [String.raw`antes (?:e|x|vs\.?|/) ?depois`],
    // "O que comer antes e depois do treino" is about time, not a transformation.
    exclude: [
      String.raw`antes e depois (?:d[oa]s?|de) (?:treinos?|treinar|refeic\w*|comer|academia|corridas?|correr|aulas?|exercicios?|exercitar|jogos?|trabalho|almoco|jantar|cafe|dormir|acordar|banho|estudar|provas?)`,
    ],
    examples: {
      matches: ['Olha o antes e depois da minha cliente!', 'Antes x depois do clareamento.'],
      passes: ['O que comer antes e depois do treino.', 'Alongue antes e depois da corrida.'],
    },
    suggestion:
      'Se mostrar antes e depois, use fotos reais e sem edição, conte o tempo e o que foi feito, e avise: "resultados variam de pessoa para pessoa".',
  },
  // ------------------------------------------------------------------ beauty
  {
    id: 'beauty-permanent-result',
    category: 'beauty',
    code: 'CLAIM_BEAUTY_PERMANENT',
    citation: ANVISA_COSMETICS,
    patterns: [
      String.raw`(?:acaba com|acabe com|elimina|elimine|apaga|apague|some com|sumir com) (?:as |os |suas |seus )?(?:rugas|estrias|celulites?|manchas|olheiras|espinhas|acnes?|linhas de expressao|cabelos? brancos?)(?: (?:para sempre|de vez|definitivamente))?`,
      String.raw`rejuvenesc\w* (?:ate )?${NUMBER} anos`,
      String.raw`(?:resultado|efeito)s? (?:permanentes?|definitivos?|para sempre)`,
      String.raw`cabelo cresce(?:r)? (?:ate )?${NUMBER} ?cm`,
    ],
    examples: {
      matches: ['O sérum que acaba com as rugas de vez.', 'Rejuvenesça 10 anos em uma semana.'],
      passes: ['Rugas fazem parte da vida; cuide da pele com filtro solar.', 'Hidratação ajuda a suavizar as manchas.'],
    },
    suggestion:
      'Cosméticos cuidam e melhoram a aparência; não eliminam marcas nem têm efeito definitivo. Prefira: "ajuda a suavizar a aparência das manchas com uso contínuo".',
  },
  // ------------------------------------------------------------------ money
  {
    id: 'money-easy',
    category: 'money',
    code: 'CLAIM_MONEY_EASY',
    citation: CDC_MISLEADING,
    patterns: [
      String.raw`(?:ganh(?:e|ar|ei|ou|a|am)|fatur(?:e|ar|ei|ou|a)|lucr(?:e|ar|ei|ou|a)|fa(?:z|ca|zer)) (?:muito )?dinheiro (?:facil|rapido|sem esforco|dormindo|sem sair de casa)`,
      String.raw`dinheiro facil`,
      String.raw`(?:fique|ficar|ficou) rico (?:rapido|em \d+)`,
      String.raw`enriquec\w* (?:rapido|facil|em ${NUMBER} ${PERIOD})`,
      String.raw`(?:ganh(?:e|ar|a)|fatur(?:e|ar|a)|tire|tirar) (?:ate |mais de )?r\$ ?[\d.,]+(?: mil)? (?:por|todo|toda|ao|a|em) (?:dia|semana|mes|hora)(?: sem (?:esforco|sair de casa|experiencia))?`,
      // "Fature 10 mil por mês", "ganhe 5k por semana": a sum of money by period, with or without "R$".
      String.raw`(?:ganh(?:e|ar|a|o|ei|ou)|fatur(?:e|ar|a|o|ei|ou)|lucr(?:e|ar|a|o|ei|ou)|tire|tirar) (?:ate |mais de |uns |de )?(?:r\$ ?)?\d[\d.,]*(?: ?(?:mil|k))?(?: reais)? (?:por|todo|toda|ao|a|no|na) (?:dia|semana|mes|hora)`,
    ],
    examples: {
      matches: [
        'Fature 10 mil por mês sem sair de casa.',
        'Ganhe 5k por semana com o meu método.',
        'Ganhe dinheiro fácil no celular.',
      ],
      passes: [
        'Ganhe 10% de desconto na primeira compra.',
        'Ganhei 2 kg por mês na gestação, e tudo bem.',
        'Quanto eu faturo por mês? Depende do trabalho de cada mês.',
      ],
    },
    suggestion:
      'Não prometa dinheiro fácil nem valores de ganho. Prefira: "conheça um caminho para organizar uma renda extra; os resultados dependem do seu trabalho".',
  },
  {
    id: 'money-guaranteed',
    category: 'money',
    code: 'CLAIM_MONEY_GUARANTEED',
    citation: CDC_MISLEADING,
    patterns: [
      String.raw`(?:renda|lucro|retorno|ganho|rendimento|dinheiro)s? (?:extra )?(?:garantid(?:o|a|os|as)|certo|certa|assegurad(?:o|a))`,
      String.raw`(?:investimentos?|aplicac(?:ao|oes)|renda|lucros?|ganhos?|retornos?|negocios?|oportunidades?|dinheiro) (?:\w+ ){0,2}?(?:sem|zero) riscos?`,
      String.raw`(?:sem|zero) riscos? de perder (?:dinheiro|nada)`,
      String.raw`(?:nunca|jamais) perde(?:r)? dinheiro`,
    ],
    suggestion: 'Todo ganho financeiro tem risco. Prefira: "veja como funciona e avalie os riscos antes de decidir".',
    examples: {
      matches: ['Renda extra garantida todo mês.', 'Investimento sem risco e com lucro certo.'],
      passes: ['Todo investimento tem risco: estude antes.', 'Renda extra exige tempo e trabalho.'],
    },
  },
  // ------------------------------------------------------------------ betting
  {
    id: 'betting-as-income',
    category: 'betting',
    code: 'CLAIM_BETTING_INCOME',
    citation: CONAR_BETS,
    patterns: [BET],
    context: [
      String.raw`(?:renda(?: extra)?|investimento|investir|salario|ganhar dinheiro|fazer dinheiro|dinheiro (?:extra|facil|rapido)|lucr\w*|sair das dividas|mudar de vida|largar o emprego|fonte de renda)`,
    ],
    exclude: [
      BET_IDIOM,
      String.raw`(?:aposta|bet) (?:e|nao e) (?:investimento|renda)`,
      String.raw`aposta nao e (?:\w+ )?(?:investimento|renda|fonte de renda)`,
    ],
    examples: {
      matches: ['Aposte no tigrinho e garanta sua renda extra.', 'A bet virou meu salário.'],
      passes: ['Aposte em você e no seu negócio.', 'Aposta não é investimento nem renda.'],
    },
    suggestion:
      'Apostas não são investimento nem fonte de renda. Se for publicidade de casa autorizada, diga: "aposta é entretenimento, não renda; jogue com responsabilidade. Proibido para menores de 18 anos".',
  },
  {
    id: 'betting-guaranteed-win',
    category: 'betting',
    code: 'CLAIM_BETTING_GUARANTEED',
    citation: CONAR_BETS,
    patterns: [
      String.raw`(?:apostas?|palpites?|greens?|odds?|bilhetes?) (?:\w+ )?(?:certa|certas|certo|certos|garantid(?:o|a|os|as)|infaliv(?:el|eis)|segur(?:a|as|o|os))`,
      String.raw`palpites? certeir(?:o|os)`,
      String.raw`(?:nunca|jamais) (?:perde|perco|perdemos) (?:uma )?(?:aposta|entrada|bet|rodada)`,
      String.raw`(?:ganh(?:e|ar|a)|green) (?:sempre|todo dia|toda rodada)`,
    ],
    // "Esse vestido é aposta certa" is an idiom: the rule needs betting words in the same paragraph.
    context: [BET_CONTEXT],
    exclude: [String.raw`nao existe (?:aposta|palpite|green) (?:certa|certo|garantid(?:o|a))`],
    examples: {
      matches: ['Green garantido hoje: aposte comigo!', 'Palpite certeiro para a rodada, entra na banca.'],
      passes: ['Esse vestido é aposta certa para o verão.', 'Não existe aposta certa: jogue com responsabilidade.'],
    },
    suggestion:
      'Não existe aposta garantida. Retire a promessa de ganho e inclua: "aposta envolve risco de perda; jogue com responsabilidade".',
  },
  {
    id: 'betting-minors',
    category: 'betting',
    code: 'CLAIM_BETTING_MINORS',
    citation: CONAR_BETS,
    patterns: [BET],
    context: [
      String.raw`(?:adolescentes?|teens?|criancas?|criancada|galera da escola|estudantes do ensino (?:fundamental|medio)|ensino medio|menor(?:es)? de idade (?:pode|podem|tambem)|mesmo (?:sendo )?menor de idade|sub-?1[0-7]|(?:com|de|tem|tenho|tiver|a partir de|a partir dos) 1[0-7] anos|mesada)`,
    ],
    exclude: [String.raw`(?:proibid(?:o|a)|vedad(?:o|a)|nao permitid(?:o|a)) (?:para|a) menores`, BET_IDIOM],
    examples: {
      matches: ['Tem 16 anos? Já dá para apostar com a gente.', 'Galera da escola, bora apostar no jogo?'],
      passes: ['Aposta é proibida para menores de 18 anos.', 'Adolescentes, apostem nos estudos!'],
    },
    suggestion:
      'Publicidade de apostas não pode se dirigir a menores de 18 anos. Retire a menção ao público jovem e inclua: "Proibido para menores de 18 anos".',
  },
  // ------------------------------------------------------------------ children
  {
    id: 'children-direct-appeal',
    category: 'children',
    code: 'CLAIM_CHILDREN_DIRECT_APPEAL',
    citation: CONAR_CHILDREN,
    patterns: [
      String.raw`pe(?:ca|cam|de|dir) (?:pro|pra|para|ao|a|aos|as)(?: (?:o|a|os|as))? (?:seu |sua |seus |suas )?(?:papai|mamae|pai|mae|pais|avo|avos|titio|titia) (?:comprar|te dar|dar|um|uma|o|a|os|as|esse|essa|este|esta)`,
      String.raw`(?:ei|oi|ola|alo|vem),? (?:criancada|criancas|galerinha|amiguinhos?|baixinhos?)`,
      String.raw`(?:criancada|amiguinhos?),? (?:corr(?:e|am)|compr(?:e|em)|pe(?:ca|cam)|garant(?:a|am)|pe(?:ca|cam)|vem|venham)`,
      String.raw`(?:so|somente) (?:as )?criancas (?:legais|espertas|descoladas) (?:tem|usam|compram)`,
      String.raw`todo(?:s)? (?:os )?(?:seus )?amiguinhos (?:ja )?(?:tem|tambem tem)`,
    ],
    examples: {
      matches: ['Peça para a sua mamãe comprar o kit novo!', 'Ei, criançada, corram para a loja!'],
      passes: ['Para os pais que procuram brinquedos educativos.', 'A mamãe aqui testou o kit e aprovou.'],
    },
    suggestion:
      'A mensagem deve falar com os pais ou responsáveis, não pedir que a criança compre ou peça. Prefira: "para os pais que procuram…".',
  },
];

/**
 * Identification of paid content. These rules are applied by the checker with the publi placement logic
 * (publi.ts), not as plain patterns: `missing` and `notAtStart` when the "É publicidade?" switch is on,
 * `undisclosed` when it is off and the text shows signs of a partnership.
 */
export const PUBLI_RULES = {
  missing: {
    id: 'publi-missing',
    category: 'publi',
    code: 'CLAIM_PUBLI_MISSING',
    citation: CONAR_INFLUENCERS,
    patterns: [],
    suggestion: 'Comece com "Publicidade #publi" na primeira linha (no primeiro story ou no primeiro slide).',
    // Read with "É publicidade?" on.
    examples: {
      matches: [
        'Seção 1: gancho do anúncio de teste.',
        'Amei esse hidratante, super leve.',
        'Esse anúncio é o meu favorito da semana.',
        'Anúncio: meu novo tênis chegou.',
      ],
      passes: [
        'Publicidade #publi\nAmei esse hidratante.',
        '#publi Amei esse hidratante.',
        'Parceria paga com @marca: meu novo tênis.',
        'Publi | 3 dicas de skincare',
        '#publicidade Testei o protetor novo.',
      ],
    },
  },
  notAtStart: {
    id: 'publi-not-at-start',
    category: 'publi',
    code: 'CLAIM_PUBLI_NOT_AT_START',
    citation: CONAR_INFLUENCERS,
    patterns: [],
    suggestion:
      'Leve a identificação para a primeira linha: "Publicidade #publi". Hashtags no fim do texto ficam escondidas no "ver mais".',
    // Read with "É publicidade?" on.
    examples: {
      matches: ['Amei esse hidratante.\n\n#skincare #publi', 'Meu treino de hoje.\nPublicidade'],
      passes: ['Publicidade\nMeu treino de hoje. #publi', 'Amei esse hidratante.'],
    },
  },
  undisclosed: {
    id: 'publi-undisclosed',
    category: 'publi',
    code: 'CLAIM_PUBLI_UNDISCLOSED',
    citation: CONAR_INFLUENCERS,
    patterns: [
      String.raw`(?:use|usa|usem|utilize|aproveite|com) (?:o )?(?:meu |nosso )?(?:cupom|codigo)(?: de desconto)?`,
      String.raw`cupom(?: de desconto)? [a-z0-9]*\d[a-z0-9]*`,
      String.raw`codigo (?:de desconto )?[a-z]+\d+`,
      String.raw`(?:recebi|ganhei) (?:de presente )?(?:da|do|dessa|desta) (?:marca|loja|empresa|@[\w.]+)`,
      String.raw`(?:presente|mimo|mimos|kit|recebido|recebidos) (?:da|do) (?:marca|loja|empresa|@[\w.]+)`,
      String.raw`(?:a marca|a loja|a empresa|a @[\w.]+|o @[\w.]+) me (?:enviou|mandou|deu|presenteou)`,
      String.raw`(?:em )?parceria com (?:a |o )?(?:marca|loja|empresa|@[\w.]+)`,
      String.raw`#(?:parceria|recebido|recebidos|presente|cupom)`,
    ],
    suggestion:
      'Se houve pagamento, produto ou qualquer benefício da marca, comece com "Publicidade #publi" e ligue o "É publicidade?".',
    // Read with "É publicidade?" off.
    examples: {
      matches: ['Use meu cupom ANA10 para ganhar desconto.', 'Recebi da marca esse kit lindo.'],
      passes: ['Publicidade\nUse meu cupom ANA10.', 'Cupom não tenho, mas a receita é de graça.'],
    },
  },
} as const satisfies Record<string, ClaimRule>;

/** Every rule, for listing and review. */
export const ALL_CLAIM_RULES: readonly ClaimRule[] = [...CLAIM_RULES, ...Object.values(PUBLI_RULES)];
