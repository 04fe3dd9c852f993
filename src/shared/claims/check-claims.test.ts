import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { ALL_CLAIM_RULES, CLAIM_RULES, PUBLI_RULES, type ClaimRule } from './rules';
import { ERROR_MESSAGES } from '@shared/messages';

const ruleIds = (text: string) => checkClaims(text).map((w) => w.ruleId);

/** Sentences a creator might write, and the rules each one must trigger (none for the negatives). */
const CORPUS: Array<[string, string[]]> = [
  // health: cure, miracle, side effects, diseases
  ['Esse chá cura a ansiedade em poucos dias.', ['health-cure', 'health-disease-claim']],
  ['O óleo que CUROU minha gastrite!', ['health-cure', 'health-disease-claim']],
  ['Curamos sua dor nas costas sem remédio.', []],
  ['Meu remédio natural curou de vez a enxaqueca.', ['health-cure', 'health-disease-claim']],
  ['Fórmula milagrosa para dormir melhor.', ['health-miracle']],
  ['Um verdadeiro MILAGRE em cápsulas.', ['health-miracle']],
  ['Produto 100% natural, não faz mal nenhum.', ['health-no-side-effects']],
  ['Pode tomar tranquila: sem efeitos colaterais e sem contraindicação.', ['health-no-side-effects']],
  ['Não tem nenhuma contraindicação, confia.', ['health-no-side-effects']],
  ['O suplemento que previne diabetes e combate o colesterol.', ['health-disease-claim']],
  ['Resultado garantido ou seu dinheiro de volta!', ['health-guaranteed-result']],
  ['Resultados garantidos já na primeira semana.', ['health-guaranteed-result']],
  ['Eficácia 100% comprovada, funciona para todo mundo.', ['health-guaranteed-result']],
  // fitness
  ['Emagreça 10 kg em 30 dias com esse método.', ['fitness-fast-weight-loss']],
  ['Perdi 5 quilos em duas semanas só tomando isso.', ['fitness-fast-weight-loss']],
  ['EMAGRECER DORMINDO é possível.', ['fitness-fast-weight-loss']],
  ['Seque a barriga sem dieta e sem academia.', ['fitness-fast-weight-loss']],
  ['Barriga chapada em 21 dias!', ['fitness-fast-weight-loss']],
  ['-7kg em 1 mês com o desafio.', ['fitness-fast-weight-loss']],
  ['O termogênico que queima a gordura localizada.', ['fitness-fat-burning-product']],
  ['Meu antes e depois de 6 meses de treino.', ['before-after']],
  ['Antes x depois da harmonização.', ['before-after']],
  // beauty
  ['O sérum que acaba com as rugas para sempre.', ['beauty-permanent-result']],
  ['Creme que elimina estrias e celulite.', ['beauty-permanent-result']],
  ['Rejuvenesça 10 anos com um único produto.', ['beauty-permanent-result']],
  // money
  ['Ganhe dinheiro fácil trabalhando de casa.', ['money-easy']],
  ['Fature R$ 5.000 por semana sem sair de casa.', ['money-easy']],
  ['Renda garantida todo mês com meu método.', ['money-guaranteed']],
  ['Investimento sem risco nenhum e lucro certo.', ['money-guaranteed']],
  // betting
  ['Aposte no tigrinho e garanta sua renda extra.', ['betting-as-income']],
  ['As bets viraram meu investimento do mês.', ['betting-as-income']],
  ['Green garantido hoje: aposte comigo!', ['betting-guaranteed-win']],
  ['Palpite certeiro para a rodada, entra na banca.', ['betting-guaranteed-win']],
  ['Galera da escola, bora apostar no jogo de hoje?', ['betting-minors']],
  ['Tem 16 anos? Já dá para apostar com a gente.', ['betting-minors']],
  // children
  ['Peça para a sua mamãe comprar o kit novo!', ['children-direct-appeal']],
  ['Ei, criançada, corram para a loja!', ['children-direct-appeal', 'children-called-by-group']],
  ['Todos os seus amiguinhos já têm o boneco.', ['children-direct-appeal']],
  // partnership signals (switch off)
  ['Use meu cupom ANA10 para ganhar desconto.', ['publi-undisclosed']],
  ['Recebi da marca esse kit lindo, olha só.', ['publi-undisclosed']],
  // negatives: everyday senses of the same words
  ['Esse vestido é aposta certa para o verão.', []],
  ['Aposte em você e no seu negócio: estude todos os dias.', []],
  ['Procura uma rotina de treino? Comece devagar.', []],
  ['Queijo curado com 6 meses de maturação.', []],
  ['Fiz um curativo no joelho depois do treino.', []],
  ['Treino de 30 minutos para quem tem pouco tempo.', []],
  ['Perdi 5 kg, mas levou um ano de constância.', []],
  ['Aposta é entretenimento. Proibido para menores de 18 anos.', []],
  ['O segredo é a constância: treino, sono e alimentação.', []],
  ['A cura do queijo leva meses.', []],
  ['Como organizar suas finanças sem cair em promessa de dinheiro fácil?', ['money-easy']],
  ['Para os pais que procuram brinquedos educativos.', []],
  ['Minha curadoria de livros do mês.', []],
  ['O que comer antes e depois do treino.', []],
  ['Emagreci 8kg em 2 meses com esse chá.', ['fitness-fast-weight-loss']],
  ['Vocês emagrecem rápido com esse shake.', ['fitness-fast-weight-loss']],
  ['Aplique o creme que derrete a gordura da barriga.', ['fitness-fat-burning-product']],
];

describe('checkClaims on a corpus of Portuguese sentences', () => {
  it('has at least 40 sentences, positives and negatives', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(40);
    expect(CORPUS.filter(([, ids]) => ids.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it.each(CORPUS)('%s', (sentence, expected) => {
    expect(ruleIds(sentence).sort()).toEqual([...expected].sort());
  });
});

describe('spans', () => {
  it('points at the words in the original text, accents included', () => {
    const text = 'Olha só: EMAGREÇA 3kg em 7 dias!';
    const [warning] = checkClaims(text);
    if (!warning) throw new Error('warning: expected a warning');
    expect(warning.ruleId).toBe('fitness-fast-weight-loss');
    expect(warning.spans).toEqual([{ start: 9, end: 31, text: 'EMAGREÇA 3kg em 7 dias' }]);
    expect(text.slice(warning.spans[0]?.start, warning.spans[0]?.end)).toBe('EMAGREÇA 3kg em 7 dias');
  });

  it('keeps offsets right when accents are typed as separate marks (NFD text)', () => {
    const text = 'Milagre! Fórmula milagrosa.'.normalize('NFD');
    const [warning] = checkClaims(text);
    if (!warning) throw new Error('warning: expected a warning');
    expect(warning.spans.map((s) => s.text.normalize('NFC'))).toEqual(['Milagre', 'milagrosa']);
    const decomposed = 'É um remédio que cura.'.normalize('NFD');
    const cure = checkClaims(decomposed).find((w) => w.ruleId === 'health-cure');
    expect(cure?.spans[0]?.text).toBe('cura');
  });

  it('lists every occurrence of a rule in one warning, in text order', () => {
    const warnings = checkClaims('Milagre aqui, milagre ali, tudo milagroso.');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.spans.map((s) => s.text)).toEqual(['Milagre', 'milagre', 'milagroso']);
  });

  it('highlights the accented end of a word', () => {
    const [warning] = checkClaims('Sem contraindicação nenhuma');
    if (!warning) throw new Error('warning: expected a warning');
    expect(warning.spans[0]?.text).toBe('Sem contraindicação');
  });
});

describe('warning contents', () => {
  it('carries the catalogue message, the citation and a suggestion', () => {
    const [warning] = checkClaims('Resultado garantido em 1 semana.');
    if (!warning) throw new Error('warning: expected a warning');
    expect(warning).toMatchObject({
      ruleId: 'health-guaranteed-result',
      category: 'health',
      code: 'CLAIM_GUARANTEED_RESULT',
      message: ERROR_MESSAGES.CLAIM_GUARANTEED_RESULT,
    });
    expect(warning.citation).toMatch(/Código de Defesa do Consumidor/);
    expect(warning.suggestion.length).toBeGreaterThan(20);
  });

  it('cites CONAR Seção 11 and CONANDA for content aimed at children', () => {
    const [warning] = checkClaims('Peça pro seu papai comprar hoje!');
    if (!warning) throw new Error('warning: expected a warning');
    expect(warning.citation).toMatch(/Seção 11/);
    expect(warning.citation).toMatch(/CONANDA nº 163\/2014/);
  });

  it('cites the betting annex for bets aimed at minors', () => {
    const warning = checkClaims('Adolescentes, apostem no aviator!').find((w) => w.ruleId === 'betting-minors');
    if (!warning) throw new Error('warning: expected a warning');
    expect(warning?.citation).toMatch(/Anexo X/);
  });

  it('returns nothing for an empty text', () => {
    expect(checkClaims('')).toEqual([]);
    expect(checkClaims('   ', { isAd: true })).toEqual([]);
  });
});

describe('publi identification', () => {
  it('warns when the switch is on and the text has no identification', () => {
    const warnings = checkClaims('Amei esse hidratante, super leve.', { isAd: true });
    expect(warnings.map((w) => w.ruleId)).toEqual(['publi-missing']);
    expect(warnings[0]?.spans).toEqual([]);
  });

  it('says the identification is misplaced when it is only in the final hashtags', () => {
    const text = 'Amei esse hidratante, super leve.\n\n#skincare #publi #pelebonita';
    const [warning] = checkClaims(text, { isAd: true });
    if (!warning) throw new Error('warning: expected a warning');
    expect(warning.ruleId).toBe('publi-not-at-start');
    expect(warning.spans.map((s) => s.text)).toEqual(['#publi']);
  });

  it('is satisfied by "Publicidade" or "#publi" at the start', () => {
    expect(checkClaims('Publicidade #publi\nAmei esse hidratante.', { isAd: true })).toEqual([]);
    expect(checkClaims('#publi Amei esse hidratante.', { isAd: true })).toEqual([]);
  });

  it('does not flag partnership signals when the text is identified', () => {
    expect(checkClaims('Publicidade\nUse meu cupom ANA10.')).toEqual([]);
  });

  it('checks the first slide of a carousel', () => {
    const carousel = (title: string) =>
      JSON.stringify({
        title: 't',
        description: 'd',
        slides: [{ slide_number: 1, title, content: 'c', image_suggestion: 'i' }],
        cta: 'x',
        hashtags: '',
      });
    expect(checkClaims(carousel('Publicidade | 3 dicas'), { isAd: true, kind: 'carousel' })).toEqual([]);
    expect(checkClaims(carousel('3 dicas'), { isAd: true, kind: 'carousel' }).map((w) => w.ruleId)).toEqual([
      'publi-missing',
    ]);
  });
});

describe('rules data', () => {
  it('has unique ids, a message for each code, a citation and a suggestion', () => {
    const ids = new Set<string>();
    for (const rule of ALL_CLAIM_RULES) {
      expect(ids.has(rule.id), rule.id).toBe(false);
      ids.add(rule.id);
      expect(ERROR_MESSAGES[rule.code], rule.id).toBeTruthy();
      expect(rule.citation.length, rule.id).toBeGreaterThan(10);
      expect(rule.suggestion.length, rule.id).toBeGreaterThan(20);
    }
  });

  it('has patterns written for folded text (no upper case, no accents) that compile', () => {
    for (const rule of CLAIM_RULES) {
      for (const source of [...rule.patterns, ...(rule.exclude ?? []), ...(rule.context ?? [])]) {
        expect(() => new RegExp(source, 'u'), rule.id).not.toThrow();
        expect(source.normalize('NFD'), rule.id).not.toMatch(/[\u0300-\u036f]/);
        expect(source.replace(/\\[A-Z]/g, ''), rule.id).toBe(source.replace(/\\[A-Z]/g, '').toLowerCase());
      }
    }
  });

  it('applies rules given in the options instead of the built-in ones', () => {
    const rule: ClaimRule = {
      id: 'test-rule',
      category: 'health',
      code: 'CLAIM_HEALTH_MIRACLE',
      citation: 'Norma de teste, art. 1º',
      patterns: [String.raw`pocao`],
      suggestion: 'Uma sugestão de teste, mais segura.',
      examples: { matches: ['Uma poção.'], passes: ['Uma porção.'] },
    };
    expect(checkClaims('Uma POÇÃO mágica e milagrosa', { rules: [rule] }).map((w) => w.ruleId)).toEqual(['test-rule']);
  });
});

describe('context', () => {
  it('looks for the context in the same paragraph only', () => {
    expect(ruleIds('Tem 16 anos?\n\nAposte no jogo de hoje.')).toEqual([]);
    expect(ruleIds('Tem 16 anos? Aposte no jogo de hoje.')).toEqual(['betting-minors']);
  });
});

describe('every rule proves itself with its own examples', () => {
  // The two placement rules are read with "É publicidade?" on; every other rule with it off.
  const switchOn = new Set<string>([PUBLI_RULES.missing.id, PUBLI_RULES.notAtStart.id]);
  const idsFor = (rule: ClaimRule, sentence: string) =>
    checkClaims(sentence, { isAd: switchOn.has(rule.id) }).map((w) => w.ruleId);
  const cases = ALL_CLAIM_RULES.flatMap((rule) => [
    ...rule.examples.matches.map((sentence) => ({ rule, sentence, fires: true })),
    ...rule.examples.passes.map((sentence) => ({ rule, sentence, fires: false })),
  ]);

  it('has at least 60 sentences, a third of them negatives, and both kinds for every rule', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    expect(cases.filter((c) => !c.fires).length * 3).toBeGreaterThanOrEqual(cases.length);
    for (const rule of ALL_CLAIM_RULES) {
      expect(rule.examples.matches.length, rule.id).toBeGreaterThan(0);
      expect(rule.examples.passes.length, rule.id).toBeGreaterThan(0);
    }
  });

  it.each(cases.map((c) => [c.rule.id, c.fires ? 'warns about' : 'leaves alone', c.sentence, c] as const))(
    '%s %s %j',
    (_id, _verb, sentence, { rule, fires }) => {
      expect(idsFor(rule, sentence).includes(rule.id)).toBe(fires);
    },
  );
});
