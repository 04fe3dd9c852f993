/**
 * How well the checker hears creators: a table of sentences written the way people post (slang,
 * diminutives, chat abbreviations, emoji, calls to children), none of them among the rules' own examples.
 * It reports recall on the risky ones and false alarms on the ordinary ones, and holds the goals: at least
 * 90 % of the risky sentences caught and no false alarm.
 */
import { describe, expect, it } from 'vitest';
import { checkClaims } from './check-claims';
import { ORDINARY_SENTENCES, RISKY_SENTENCES } from './fixtures/creator-sentences';
import { ALL_CLAIM_RULES } from './rules';
import { PUBLI_HEADLINE, textHasPubliAtStart } from './publi';

const warned = (text: string) => checkClaims(text).length > 0;

// Over a hundred sentences, each read twice by every rule: more than the default 5 s on a busy machine.
describe('the claims checker on how creators write', { timeout: 30_000 }, () => {
  it('has at least 60 risky and 60 ordinary sentences, none of them a rule example', () => {
    expect(RISKY_SENTENCES.length).toBeGreaterThanOrEqual(60);
    expect(ORDINARY_SENTENCES.length).toBeGreaterThanOrEqual(60);
    const examples = new Set(ALL_CLAIM_RULES.flatMap((r) => [...r.examples.matches, ...r.examples.passes]));
    expect([...RISKY_SENTENCES, ...ORDINARY_SENTENCES].filter((s) => examples.has(s))).toEqual([]);
  });

  it('catches at least 90 % of the risky sentences', () => {
    const missed = RISKY_SENTENCES.filter((s) => !warned(s));
    const recall = (RISKY_SENTENCES.length - missed.length) / RISKY_SENTENCES.length;
    console.info(`claims recall: ${(recall * 100).toFixed(1)} % (${missed.length} missed)`, missed);
    expect(recall).toBeGreaterThanOrEqual(0.9);
  });

  it('raises no false alarm on the ordinary sentences', () => {
    const alarms = ORDINARY_SENTENCES.map((s) => ({ s, rules: checkClaims(s).map((w) => w.ruleId) })).filter(
      (a) => a.rules.length > 0,
    );
    console.info(`claims false alarms: ${alarms.length} of ${ORDINARY_SENTENCES.length}`, alarms);
    expect(alarms).toEqual([]);
  });

  it('highlights the words as typed when a slang or emoji reading matched', () => {
    const text = 'Perdi 6 quilinhos em 15 dias 😱';
    const spans = checkClaims(text).flatMap((w) => w.spans.map((s) => s.text));
    expect(spans).toContain('Perdi 6 quilinhos em 15 dias');
    const emoji = checkClaims('Ganhe 💰 fácil hoje').flatMap((w) => w.spans.map((s) => s.text));
    expect(emoji).toContain('Ganhe 💰 fácil');
  });
});

describe('publi labels creators use', () => {
  it('accepts "Publipost" at the start as the identification', () => {
    expect(textHasPubliAtStart('Publipost | meu novo protetor')).toBe(true);
    expect(textHasPubliAtStart('#publipost Testei o protetor novo.')).toBe(true);
    expect(checkClaims('Publipost: testei o sérum por um mês.', { isAd: true })).toEqual([]);
    expect(checkClaims('Testei o sérum por um mês. #publipost', { isAd: true }).map((w) => w.ruleId)).toEqual([
      'publi-not-at-start',
    ]);
    expect(textHasPubliAtStart(`${PUBLI_HEADLINE}\nTexto`)).toBe(true);
  });
});
