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
  /**
   * A last look at a match (its words, folded) for what a pattern cannot weigh, such as how fast a weight
   * loss is: false drops it.
   */
  accept?: (matched: string) => boolean;
  /** Sentences the rule must warn about, and sentences with its trigger words it must not. */
  examples: { matches: readonly string[]; passes: readonly string[] };
}

// Shared pieces of patterns.
const NUMBER = String.raw`(?:\d+(?:[.,]\d+)?|um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|quinze|vinte|trinta)`;
const PERIOD = String.raw`(?:dias?|semanas?|mes|meses|horas?)`;
const LOSE = String.raw`(?:emagrec\w*|perd(?:a|as|er|i|eu|emos|eram|endo)|perca|percam|elimin(?:e|ar|ei|ou|a|am|ando)|sec(?:ar|ou|a|ando)|seque|sequei|queim(?:e|ar|ei|ou|a|ando))`;
const BET = String.raw`(?:apost(?:ar|e|em|ando|ei|ou|amos|ador|adores|adora|as)|apostas? esportivas?|casas? de apostas?|sites? de apostas?|bets?|\w+bet|bet\d+|betano|odds?|cassino\w*|tigrinho|jogo do tigre(?:zinho)?|fortune (?:tiger|ox|rabbit|mouse)|aviator|aviaozinho|jogo do aviao(?:zinho)?|roleta|slots?|bilhetes? de aposta)`;
/** Figurative "apostar em" ("aposte em você", "apostei no meu negócio") is not betting. */
const BET_IDIOM = String.raw`apost\w* (?:em|no|na|nos|nas) (?:voce|si|seu|sua|seus|suas|mim|ti|nele|nela|conhecimento|educacao|qualidade|marca|negocio|empreendedorismo|carreira|estudos?|cursos?|produtos?|ideias?|sonhos?|futuro)`;
/** Earning a sum: "fiz 300 reais", "tirei 2k", "faturando 5 mil" (money slang is read as "reais" first). */
const EARN_VERB = String.raw`(?:fiz|faco|faz|fazer|fazendo|ganhei|ganho|ganha|ganhar|ganhando|tirei|tiro|tira|tirar|tirando|lucrei|lucro|lucra|lucrar|lucrando|faturei|faturo|fatura|faturar|faturando|saquei|saco|sacar|sacando|forrei|forrar|forrando)`;
const EARN_SUM = String.raw`${EARN_VERB} (?:uns |umas |mais de |ate |quase )?(?:r\$ ?)?\d[\d.,]*(?: ?(?:mil|k))?(?: reais)?`;
/** The same, where the number is surely money (a currency sign, "mil", "k" or "reais" with it). */
const EARN_MONEY = String.raw`${EARN_VERB} (?:uns |umas |mais de |ate |quase )?(?:r\$ ?\d[\d.,]*(?: ?(?:mil|k))?|\d[\d.,]* ?(?:mil|k|reais))(?: reais)?`;
/** Marks on the body that cosmetics may soften but never remove (read folded). */
const BODY_MARKS = String.raw`(?:rugas|estrias|celulites?|manchas|melasma|olheiras|espinhas|cravos|acnes?|linhas de expressao|cabelos? brancos?|flacidez|papada|culote|pochete|gordura(?: localizada)?|barriga|pneuzinhos?|pneus|queda de cabelo|caspa|frizz|varizes|vasinhos|pelos|celulite)`;
/** Complaints that only medicine may promise to treat (read folded). */
const DISEASES = String.raw`(?:diabetes|ansiedade|depressao|cancer|pressao alta|hipertensao|colesterol|inflamac(?:ao|oes)|insonia|enxaqueca|gastrite|artrite|artrose|doencas?|infeccoes?|infeccao urinaria|virus|refluxo|rinite|sinusite|alergias?|psoriase|dermatite|candidiase|herpes|gripes?|resfriados?|covid|labirintite|osteoporose|anemia|fibromialgia|tireoide|obesidade|varizes|hemorroidas?|calvicie|impotencia|disfuncao eretil|tdah|autismo|asma|bronquite|cistite|pedras? nos rins|esteatose|figado gorduroso|endometriose|dor(?:es)? (?:de cabeca|nas costas|nas articulacoes|no corpo|cronicas?|de estomago|musculares?)|dor(?:es)? (?:d[aoe]s? )?(?:fibromialgia|artrite|artrose|enxaqueca|gastrite|coluna|ciatico))`;
const BET_CONTEXT = String.raw`(?:${BET}|greens?|palpites?|banca|rodadas?|entradas?|tips?|tipsters?|bilhetes?|sala vip|grupo vip)`;
/** "Adeus", "tchau", "diga adeus": a goodbye that promises the thing named after it is gone. */
const GOODBYE = String.raw`(?:(?:diga|dar|de|da|dizer|diz) )?(?:adeus|tchau|xau|bye(?: bye)?)(?:,? (?:de vez|de uma vez(?: por todas)?|para sempre|pra sempre))?,? (?:(?:a|as|ao|aos|pra|para|pras|pros|para a|para as|pra a) )?(?:(?:sua|seu|suas|seus|essa|esse|essas|esses) )?`;
/** "Acabe de vez com", "livre-se para sempre da": a definitive riddance. */
const RID_FOR_GOOD = String.raw`(?:acab(?:e|a|ar|ou|am)|elimin(?:e|a|ar|ou|am)|some|sumir|livr(?:e|a|ar|ou)(?: ?-?se)?|se livr(?:e|a|ar|ou)) (?:de vez|de uma vez(?: por todas)?|para sempre|pra sempre|definitivamente) (?:com |d[aoe]s? )?(?:(?:a|as|o|os|sua|seu|suas|seus) )?`;
/** "Livre-se da insônia", "se livrar das estrias". */
const RID = String.raw`(?:livr(?:e|a|ar|ou)(?: ?-?se)?|se livr(?:e|a|ar|ou)) d[aoe]s? (?:(?:sua|seu|suas|seus) )?`;
/** How fast a weight loss is: kilograms per week, from the amount and the period the match names. */
const WORD_NUMBERS: Readonly<Record<string, number>> = {
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  quinze: 15,
  vinte: 20,
  trinta: 30,
};
const WEEKS_PER: Readonly<Record<string, number>> = { hora: 1 / 168, dia: 1 / 7, semana: 1, mes: 30 / 7 };
function amountOf(word: string): number {
  return WORD_NUMBERS[word] ?? Number(word.replace(',', '.'));
}
/**
 * A weight loss promised by deadline is a claim when it is fast: more than about 3 kg a month ("5 kg em 30
 * dias", "8 kg em 2 meses"). "Perdi 3 kg em seis meses" is a healthy pace, not a promise. A deadline that is an event
 * ("até o Natal") has no pace to weigh: it stays a claim.
 */
const FAST_KG_PER_WEEK = 0.75;
function isFastWeightLoss(matched: string): boolean {
  const kg = new RegExp(String.raw`(${NUMBER}) ?(?:kg|kgs|quilos?|kilos?)(?![a-z])`).exec(matched);
  const period = new RegExp(String.raw`(${NUMBER}) ?(hora|dia|semana|mes)`).exec(matched);
  if (!kg || !period) return true;
  const weeks = amountOf(period[1]!) * (WEEKS_PER[period[2]!] ?? 1);
  return weeks <= 0 || amountOf(kg[1]!) / weeks > FAST_KG_PER_WEEK;
}

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
/** What a child audience is called as a group: "criançada", "baixinhos", "galerinha", "molecada". */
const KIDS = String.raw`(?:criancada|criancas|criancinhas|baixinhos|baixinhas|galerinha|molecada|pequenada|meninada|garotada|gurizada|piazada|petizada|turminha|amiguinhos|amiguinhas|pimpolhos|pequenos|pequenas|pequeninos)`;
const ANVISA_APPROVAL =
  'Código de Defesa do Consumidor, art. 37, § 1º (publicidade enganosa); ANVISA, RDC nº 96/2008 (propaganda de medicamentos); CONAR, Anexos H (alimentos) e I (produtos farmacêuticos isentos de prescrição)';
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
      String.raw`(?:sem|zero|nenhum) (?:nenhum |qualquer )?efeitos? colatera(?:l|is)`,
      String.raw`(?:nao|nunca) (?:tem|causa|da) (?:nenhum )?efeitos? colatera(?:l|is)`,
      String.raw`sem (?:nenhuma )?contraindicac(?:ao|oes)`,
      String.raw`(?:nao|nunca) tem (?:nenhuma )?contraindicac(?:ao|oes)`,
      String.raw`(?:por ser )?(?:100% )?natural,? (?:entao )?(?:nao|nunca) faz mal`,
    ],
    suggestion:
      'Não diga que não há efeitos colaterais nem contraindicações. Prefira: "leia o rótulo e, em caso de dúvida, converse com um médico ou nutricionista".',
    examples: {
      matches: [
        'Pode tomar à vontade: sem efeitos colaterais.',
        'É 100% natural, então não faz mal.',
        'Zero efeito colateral, pode confiar.',
      ],
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
      String.raw`resultados? (?:\w+ ){0,2}?garantid(?:o|a|os|as)`,
      // "Resultado visível já na primeira aplicação", "efeito imediato": a promise of how soon it works.
      String.raw`(?:resultados?|efeitos?) (?:\w+ )?(?:imediat|instantane)\w*`,
      String.raw`(?:resultados?|efeitos?) (?:visive(?:l|is) )?(?:ja |logo )?(?:na|no|desde a|desde o) (?:primeira|primeiro|1a|1o) (?:aplicacao|uso|dose|capsula|lavagem)`,
      String.raw`garantia (?:de|do) resultados?`,
      String.raw`garant(?:imos|o) (?:o |os |seu |seus )?resultados?`,
      String.raw`(?:emagrecimento|efeito|cura|perda de peso|eficacia) garantid(?:o|a)`,
      String.raw`100% (?:garantid(?:o|a|os|as)|eficaz(?:es)?|efetiv(?:o|a))`,
      String.raw`funciona (?:para|pra) (?:todo mundo|todos|qualquer (?:um|pessoa))`,
      // "Pele lisinha garantida", "barriga sequinha garantida": a promised result after any word (not after
      // a verb: in "sua vaga está garantida" the thing guaranteed was named before).
      String.raw`(?!(?:esta|estao|ta|tao|fica|ficou|ficam|foi|sao|e|era|sera|estara|estarao|vem|vai)\b)[a-z]+ garantid(?:o|a|os|as)`,
    ],
    // A delivery, a seat or a refund can be guaranteed; money and bets have rules of their own.
    exclude: [
      String.raw`(?:entregas?|vagas?|lugar(?:es)?|presenca|frete|trocas?|reservas?|ingressos?|devolucao|reembolso|diversao|risadas|alegria|emocao|companhia|seguranca|privacidade|qualidade|sabor|estoque|acesso) garantid(?:o|a|os|as)`,
      String.raw`(?:renda|lucros?|retornos?|ganhos?|rendimentos?|dinheiro|greens?|palpites?|apostas?|odds?|bilhetes?) (?:extra )?(?:100% )?garantid(?:o|a|os|as)`,
    ],
    negatable: true,
    examples: {
      matches: [
        'Pele lisinha GARANTIDA em uma semana.',
        'Barriga sequinha garantida com o nosso plano.',
        'Resultado garantido já no primeiro mês.',
        'Efeito imediato: pele lisa na hora.',
        'Resultado visível já na primeira aplicação.',
      ],
      passes: [
        'Nenhum suplemento tem resultado garantido.',
        'Não existe resultado garantido: cada corpo responde de um jeito.',
        'Entrega garantida até sexta para todo o Brasil.',
        'Sua vaga garantida na aula experimental.',
        'Sua vaga está garantida na turma de sábado.',
        'Diversão garantida com jogos de tabuleiro.',
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
      String.raw`(?:trata|tratar|tratam|previne|prevenir|previnem|combate|combater|combatem|acaba com|acabar com|reverte|reverter|elimina|eliminar|cura|curar|curam|curou|resolve|resolver|resolvem|resolveu|alivia|aliviar|aliviam|some com|sumir com) (?:\w+ ){0,3}?${DISEASES}`,
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
      // "A ansiedade some de vez", "minha enxaqueca sumiu": the complaint gone thanks to the product.
      String.raw`${DISEASES} (?:\w+ )?(?:some|somem|sumiu|sumiram|desaparece|desapareceu|vai embora|foi embora)`,
      // "Diga adeus à enxaqueca", "livre-se da insônia para sempre".
      String.raw`${GOODBYE}${DISEASES}`,
      String.raw`${RID_FOR_GOOD}${DISEASES}`,
      String.raw`${RID}${DISEASES}`,
    ],
    context: [
      String.raw`(?:remedios?|naturais?|chas?|suplementos?|capsulas?|oleos?|florais?|gotas|composto|formula|produto|pomadas?|doencas?|dor(?:es)?|sintomas?|saude|tratamentos?|medicamentos?|ansiedade|insonia|enxaqueca|gastrite|refluxo|alergias?|rinite|sinusite|melatonina|vitaminas?|fitoterapicos?)`,
    ],
    negatable: true,
    suggestion:
      'Nenhum produto resolve um problema de saúde "de vez". Diga como ele pode ajudar e indique acompanhamento profissional.',
    examples: {
      matches: [
        'Esse chá resolve a rinite de vez.',
        'O óleo que acaba com a dor nas costas para sempre.',
        'Com o floral certo, a insônia some em uma semana.',
        'Diga adeus à gastrite com o chá da vovó.',
      ],
      passes: ['Resolvi de vez a bagunça da minha agenda.', 'Nenhum chá resolve de vez a sua dor: procure um médico.'],
    },
  },
  {
    id: 'health-anvisa-approval',
    category: 'health',
    code: 'CLAIM_HEALTH_ANVISA_APPROVAL',
    citation: ANVISA_APPROVAL,
    patterns: [
      String.raw`(?:aprovad|liberad|autorizad|certificad|homologad|chancelad|recomendad|atestad|validad|reconhecid)(?:o|a|os|as|issimo|issima) (?:\w+ )?(?:pela|na|por) anvisa`,
      String.raw`(?:aprovacao|certificacao|certificado|selo|aval|chancela|autorizacao|liberacao|recomendacao|garantia) (?:\w+ )?(?:da|pela) anvisa`,
      String.raw`anvisa (?:ja )?(?:aprovou|liberou|autorizou|certificou|aprova|garante|atesta|recomenda) (?:o |a |os |as )?(?:nosso|nossa|nossos|nossas|meu|minha|meus|minhas|esse|essa|este|esta|esses|essas|seu|sua)`,
    ],
    negatable: true,
    suggestion:
      'Não use a Anvisa como selo de qualidade: registro ou notificação não é aval de eficácia. Se houver registro, informe o número, sem dizer que o produto foi aprovado ou recomendado pela agência.',
    examples: {
      matches: [
        'Chá emagrecedor aprovado pela Anvisa!',
        'Tem o selo da Anvisa, pode confiar.',
        'A Anvisa liberou o nosso sérum.',
      ],
      passes: [
        'Confira o número de registro no site da Anvisa antes de comprar.',
        'Esse produto não é aprovado pela Anvisa para emagrecer: desconfie.',
        'Fui aprovada no concurso da Anvisa!',
      ],
    },
  },
  // ------------------------------------------------------------------ fitness
  {
    id: 'fitness-fast-weight-loss',
    category: 'fitness',
    code: 'CLAIM_FITNESS_FAST_WEIGHT_LOSS',
    citation: `${ANVISA_SUPPLEMENTS}; ${CDC_MISLEADING}`,
    patterns: [
      // "emagreça 10 kg em 30 dias", "perdi 5 quilos em duas semanas", "-7kg em 1 mês", "menos 5 quilos até
      // o Natal" (how fast is weighed by isFastWeightLoss: a slow, healthy pace is not a promise).
      String.raw`(?:${LOSE} (?:uns |umas |ate |mais de |quase |os |meus |seus )?|-|menos )${NUMBER} ?(?:kg|kgs|quilos?|kilos?)(?: (?:a menos|de gordura|de peso|de barriga))?,? (?:(?:em|ate) (?:apenas |so |somente |ate |menos de |o |a )?(?:${NUMBER} ?${PERIOD}|natal|verao|carnaval|reveillon|fim do (?:mes|ano)|ferias|casamento)|(?:ja )?(?:na|no) (?:primeira|primeiro|1a|1o) (?:semana|mes|quinzena))`,
      String.raw`(?:ate |mais de )?${NUMBER} ?(?:kg|kgs|quilos?|kilos?) (?:a menos|de gordura|de peso|de barriga) em (?:apenas |so |somente |ate |menos de )?${NUMBER} ?${PERIOD}`,
      // "Em 10 dias perdi 5 kg."
      String.raw`em (?:apenas |so |somente )?${NUMBER} ?${PERIOD},? (?:eu )?(?:ja )?${LOSE} (?:uns |umas |mais de |quase )?${NUMBER} ?(?:kg|kgs|quilos?|kilos?)`,
      String.raw`${LOSE} (?:(?:a|sua|essa|toda a|o|seu|uns|umas|os|as|muito|mais) )?(?:(?:barriga|gordura(?: localizada)?|pochete|celulite|peso|quilos?|medidas|culote|inchaco|${NUMBER} ?(?:kg|quilos?)) )?(?:rapido|rapidinho|dormindo|sem (?:dieta|esforco|exercicios?|academia|fazer nada|passar fome|sair do sofa)|comendo (?:de tudo|o que quiser|tudo o que gosta))`,
      String.raw`(?:barriga (?:chapada|negativa|sequinha|seca|zerada|lisa)|tanquinho) em (?:apenas |so |ate )?${NUMBER} ?${PERIOD}`,
      // "Perca a barriga em 7 dias", "elimine a gordura localizada em duas semanas"
      String.raw`${LOSE} (?:a |sua |essa |toda a |o |seu )?(?:barriga|gordura(?: localizada)?|pochete|celulite|culote|papada|peso|inchaco) (?:\w+ )?em (?:apenas |so |somente |ate )?${NUMBER} ?${PERIOD}`,
    ],
    examples: {
      matches: [
        'Perca a barriga em 7 dias com esse chá.',
        'Emagreça 10 kg em 30 dias.',
        'Perdi 4 quilos em 2 semanas com o shake.',
        'Em 10 dias eu perdi 5 kg com o detox.',
        'Menos 3 quilos até o Carnaval!',
      ],
      passes: [
        'Perdi 4 kg em oito meses, no meu ritmo.',
        'Perdi 5 kg, mas levou um ano de treino e acompanhamento.',
        'Não perca a aula de hoje às 7 horas.',
        'Emagrecer com saúde leva tempo; respeite o seu ritmo.',
      ],
    },
    accept: isFastWeightLoss,
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
      // "A gordura derrete dormindo", "queima gordura enquanto você dorme".
      String.raw`(?:gorduras?|barriga|pochete|culote|celulite|pneuzinhos?|pneus) (?:\w+ ){0,2}?(?:derrete|derretem|some|somem|desaparece|desaparecem|vai embora|queima|queimam) (?:sozinhas?|dormindo|rapido|enquanto (?:voce )?dorme|em ${NUMBER} ?${PERIOD})`,
      String.raw`(?:queim|derret|elimin)\w* (?:a |as |toda a )?(?:gordura|gorduras|barriga|calorias) enquanto (?:voce )?dorme`,
    ],
    examples: {
      matches: [
        'O chá que seca a barriga.',
        'Cápsulas que queimam gordura enquanto você dorme.',
        'Com o gel, a gordura localizada derrete sozinha.',
      ],
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
      String.raw`(?:acaba com|acabe com|elimina|elimine|apaga|apague|some com|sumir com) (?:as |os |a |o |suas |seus |sua |seu )?(?:rugas|estrias|celulites?|manchas|melasma|olheiras|espinhas|cravos|acnes?|linhas de expressao|cabelos? brancos?|flacidez|papada|queda de cabelo|caspa|varizes|vasinhos)(?: (?:para sempre|de vez|definitivamente))?`,
      // "Adeus, celulite!", "diga adeus às estrias de uma vez por todas", "acabe de vez com a flacidez".
      String.raw`${GOODBYE}${BODY_MARKS}`,
      String.raw`${RID_FOR_GOOD}${BODY_MARKS}`,
      String.raw`${RID}${BODY_MARKS}`,
      String.raw`rejuvenesc\w* (?:ate )?${NUMBER} anos`,
      String.raw`(?:resultado|efeito)s? (?:permanentes?|definitivos?|para sempre)`,
      String.raw`cabelo cresce(?:r)? (?:ate )?${NUMBER} ?cm`,
    ],
    examples: {
      matches: [
        'O sérum que acaba com as rugas de vez.',
        'Rejuvenesça 10 anos em uma semana.',
        'Adeus, estrias! O óleo que age de verdade.',
        'Livre-se de vez da flacidez no braço.',
      ],
      passes: [
        'Rugas fazem parte da vida; cuide da pele com filtro solar.',
        'Hidratação ajuda a suavizar as manchas.',
        'Adeus, férias! Amanhã a rotina de skincare volta.',
      ],
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
      String.raw`(?:fique|ficar|ficou|fica|fiquei) ric(?:o|a|os|as) (?:rapido|facil|em ${NUMBER} ${PERIOD}|sem esforco|sem sair de casa)`,
      // "De zero a 10 mil por mês", "de 0 a R$ 5.000 em 30 dias".
      String.raw`de (?:zero|0|r\$ ?0) (?:a|ate|pra|para) (?:r\$ ?)?\d[\d.,]*(?: ?(?:mil|k))?(?: reais)? (?:por|ao|no|na|em)`,
      // "Fiz 2k em uma semana", "faturei 10 mil em 30 dias": a sum of money in a period.
      String.raw`${EARN_MONEY} (?:em|por|ao|no|na|todo|toda) (?:apenas |so |um |uma |\d+ |${NUMBER} )?(?:dias?|semanas?|mes|meses|horas?)`,
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
        'Fiz 3 mil em uma semana revendendo.',
        'De zero a 10 mil por mês com o meu curso.',
      ],
      passes: [
        'Ganhe 10% de desconto na primeira compra.',
        'Ganhei 2 kg por mês na gestação, e tudo bem.',
        'Quanto eu faturo por mês? Depende do trabalho de cada mês.',
        'Tiramos 2 mil fotos em uma semana de viagem.',
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
      String.raw`(?:renda|lucro|retorno|ganho|rendimento|dinheiro)s? (?:extra )?(?:100% )?(?:garantid(?:o|a|os|as)|certo|certa|assegurad(?:o|a))`,
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
      String.raw`(?:renda(?: extra)?|investimento|investir|salario|ganhar dinheiro|fazer dinheiro|dinheiro (?:extra|facil|rapido)|lucr\w*|sair das dividas|mudar de vida|larg\w* (?:o |seu |teu |meu )?(?:emprego|trabalho|clt)|fonte de renda)`,
      // "Fiz 300 conto hoje", "tá pagando muito", "vivo de apostas": winnings told as earnings.
      EARN_SUM,
      String.raw`(?:ta|esta|tao|estao|plataformas?|jogos?|tigrinho|slots?|roleta) (?:\w+ )?pagando`,
      String.raw`viv(?:a|er|o|emos|endo|e) (?:so )?(?:de|das?|dos?) (?:apostas?|bets?|cassino|tigrinho|jogos?|green)`,
    ],
    exclude: [
      BET_IDIOM,
      String.raw`(?:aposta|bet) (?:e|nao e) (?:investimento|renda)`,
      String.raw`aposta nao e (?:\w+ )?(?:investimento|renda|fonte de renda)`,
    ],
    examples: {
      matches: [
        'Aposte no tigrinho e garanta sua renda extra.',
        'A bet virou meu salário.',
        'Fiz 400 reais hoje no jogo do tigre.',
        'Largue o emprego e viva de apostas como eu.',
      ],
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
      // "A gente não perde nunca", "impossível perder", "só green".
      String.raw`(?:nao|nunca|jamais)(?: mais)? (?:perde|perco|perdemos|perdem|erra|erro|erramos|erram)(?: (?:nunca|jamais|mais))?`,
      String.raw`(?:impossivel|nao tem como|nao da (?:pra|para)|sem chance de|zero chance de) (?:perder|errar)`,
      String.raw`(?:so|100%|sempre) greens?`,
      String.raw`greens? (?:todo dia|toda rodada|atras de greens?|certo|garantido)`,
    ],
    // "Esse vestido é aposta certa" is an idiom: the rule needs betting words in the same paragraph.
    context: [BET_CONTEXT],
    exclude: [
      String.raw`nao existe (?:aposta|palpite|green) (?:certa|certo|garantid(?:o|a))`,
      // The disclaimers a betting ad must carry.
      String.raw`(?:voce|a gente|quem aposta|todo mundo) pode perder`,
      String.raw`nao (?:aposte|jogue) (?:o )?(?:que|mais do que) (?:nao pode|voce nao pode) perder`,
    ],
    examples: {
      matches: [
        'Green garantido hoje: aposte comigo!',
        'Palpite certeiro para a rodada, entra na banca.',
        'No meu grupo de apostas a gente não perde nunca.',
        'Impossível perder no aviator com essa estratégia.',
      ],
      passes: [
        'Esse vestido é aposta certa para o verão.',
        'Não existe aposta certa: jogue com responsabilidade.',
        'Meu time não perde nunca em casa.',
        'Nas apostas, não aposte o que não pode perder.',
      ],
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
    id: 'children-called-by-group',
    category: 'children',
    code: 'CLAIM_CHILDREN_DIRECT_APPEAL',
    citation: CONAR_CHILDREN,
    patterns: [
      // Called by their group name at the start of a sentence or after a call ("ei", "atenção"), the name
      // followed by a comma or "!": "Criançada, …", "Ei, baixinhos!". "A criançada adorou o bolo" talks
      // about them, not to them.
      String.raw`(?:(?<=^ *)|(?<=[.!?;:\n(\-] *)|(?:ei|oi|ola|alo|o|atencao|e ai|ae|chamando|vem|bora),? )${KIDS}(?= *[,!:?])`,
    ],
    // An appeal in the same paragraph: asking, buying, running, showing the parents, "vocês".
    context: [
      String.raw`(?:pe(?:ca|cam|de|dir|dam)|compr(?:a|e|em|ar)|garant(?:a|am|e|iram|iu|ir)|corr(?:e|am|er)|chama|chamem|mostr(?:a|em|ar)|fala|falem|avisa|avisem|convenc\w*|aproveit(?:a|em|ar)|quer|querem|bora|vem|venham|voces|seus pais|sua mae|seu pai|papai|mamae)`,
    ],
    suggestion:
      'A mensagem deve falar com os pais ou responsáveis, não chamar as crianças para pedir ou comprar. Prefira: "para os pais que procuram…".',
    examples: {
      matches: [
        'Galerinha, o estojo novo chegou: peçam já o de vocês!',
        'Atenção, molecada: o tênis que pisca chegou, peçam já!',
      ],
      passes: [
        'A criançada adorou o bolo de cenoura.',
        'Os baixinhos aqui de casa dormiram cedo.',
        'Criançada, hoje a história é sobre dinossauros.',
      ],
    },
  },
  {
    id: 'children-direct-appeal',
    category: 'children',
    code: 'CLAIM_CHILDREN_DIRECT_APPEAL',
    citation: CONAR_CHILDREN,
    patterns: [
      String.raw`pe(?:ca|cam|de|dir) (?:pro|pra|para|ao|a|aos|as|pros|pras)(?: (?:o|a|os|as))? (?:seu |sua |seus |suas )?(?:papai|mamae|pai|mae|pais|avo|avos|vovo|vovos|titio|titia) (?:comprar|te dar|dar|um|uma|o|a|os|as|esse|essa|este|esta|hoje|agora|ja)`,
      String.raw`pe(?:ca|cam|de|dir) (?:pros|pras|aos|as) (?:seus |suas )?(?:pais|avos|vovos)`,
      // "Convence o papai a comprar": asking the child to win the parents over.
      String.raw`convenc\w* (?:o|a|os|as|seu|sua|seus|suas) (?:seu |sua |seus |suas )?(?:papai|mamae|pai|mae|pais|avo|avos|vovo|vovos|titio|titia)`,
      String.raw`(?:ei|oi|ola|alo|vem),? (?:criancada|criancas|galerinha|amiguinhos?|baixinhos?)`,
      String.raw`(?:criancada|amiguinhos?),? (?:corr(?:e|am)|compr(?:e|em)|pe(?:ca|cam)|garant(?:a|am)|pe(?:ca|cam)|vem|venham)`,
      String.raw`(?:so|somente) (?:as )?criancas (?:mais )?(?:legais|espertas|descoladas|bonitas|incriveis) (?:tem|usam|compram|ganham)`,
      String.raw`todo(?:s)? (?:os )?(?:seus )?amiguinhos (?:ja )?(?:tem|tambem tem)`,
    ],
    examples: {
      matches: [
        'Peça para a sua mamãe comprar o kit novo!',
        'Ei, criançada, corram para a loja!',
        'Convence o papai a levar o álbum hoje!',
      ],
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
