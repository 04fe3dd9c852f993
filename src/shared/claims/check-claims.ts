/**
 * The publi and claims checker: deterministic (no AI, no token), it reads a text and warns about
 * promises and appeals that Brazilian advertising rules forbid or restrict, citing each rule, with the
 * words to highlight and a safer phrasing. The rules are data (rules.ts); this module only matches them.
 *
 * Matching reads the text in lower case without accents, whole words only, so "EMAGREÇA", "emagreca" and
 * "Emagreça" are the same word; the offsets returned point into the text as given. It reads the text twice:
 * as typed, and in plain words (diminutives, chat abbreviations, money slang and emoji that stand for words
 * put back in their dictionary form, see `plainWords`), so "perca uns quilinhos rapidinho, vc merece 🔥"
 * meets the same rule as "perca uns quilos rápido".
 */
import { messageFor } from '@shared/messages';
import type { ClaimMessageCode } from '@shared/messages/claims';
import { foldText, originalSpan, plainWords, wholeWord, type FoldedText, type TextSpan } from './normalize';
import { findPubliIdentification, hasPubliIdentification, type PubliKind } from './publi';
import { CLAIM_RULES, PUBLI_RULES, type ClaimCategory, type ClaimRule } from './rules';

export interface ClaimSpan extends TextSpan {
  /** The highlighted words as they are in the text. */
  text: string;
}

export interface ClaimWarning {
  ruleId: string;
  category: ClaimCategory;
  code: ClaimMessageCode;
  /** pt-BR explanation (from the message catalogue). */
  message: string;
  citation: string;
  suggestion: string;
  /** Where to highlight, in text order; empty for a warning about the whole text (missing identification). */
  spans: ClaimSpan[];
}

export interface CheckClaimsOptions {
  /** The content kind, for where the publi identification must be (default: a plain text such as a caption). */
  kind?: PubliKind;
  /**
   * The "É publicidade?" switch. On: warn when the identification is missing or misplaced. Off or unset:
   * warn when the text shows signs of a partnership (coupon, "recebi da marca") without identification.
   */
  isAd?: boolean;
  /**
   * The stored content, when `text` is a readable rendering of it (reels and carousels are JSON): the
   * placement of the publi label is judged on it, slide by slide or scene by scene.
   */
  publiContent?: string;
  /** Rules to apply instead of the built-in ones (tests, reviews of new rules). */
  rules?: readonly ClaimRule[];
}

interface CompiledRule {
  patterns: RegExp[];
  exclude: RegExp[];
  context: RegExp[];
}

const compiled = new WeakMap<ClaimRule, CompiledRule>();

function compile(rule: ClaimRule): CompiledRule {
  let c = compiled.get(rule);
  if (!c) {
    c = {
      patterns: rule.patterns.map(wholeWord),
      exclude: (rule.exclude ?? []).map(wholeWord),
      context: (rule.context ?? []).map(wholeWord),
    };
    compiled.set(rule, c);
  }
  return c;
}

/**
 * The paragraph around folded offsets (between blank lines): a caption's or story's thought often spans
 * several short sentences ("Tem 16 anos? Já dá para apostar"), so context is looked for in the paragraph.
 */
function paragraphAround(text: string, start: number, end: number): string {
  let from = 0;
  let to = text.length;
  for (const m of text.matchAll(/\n\s*\n/g)) {
    const after = m.index + m[0].length;
    if (after <= start) from = after;
    else if (m.index >= end) {
      to = m.index;
      break;
    }
  }
  return text.slice(from, to);
}

/** Words that turn the promise after them into a disclaimer ("não existe fórmula milagrosa"). */
const NEGATIONS = new Set(['nao', 'nunca', 'jamais', 'nenhum', 'nenhuma', 'nem', 'sem', 'ninguem']);
/** How many words before a match a negation may stand, within the same clause. */
const NEGATION_WINDOW = 3;

/** True when a negation stands among the few words just before `start`, in the same clause. */
function negatedBefore(text: string, start: number): boolean {
  const before = text.slice(0, start);
  const clauseStart = Math.max(...[...'.!?;:,\n'].map((c) => before.lastIndexOf(c))) + 1;
  const words = before.slice(clauseStart).match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(-NEGATION_WINDOW).some((w) => NEGATIONS.has(w));
}

/** Where a rule matches, in offsets of the original text, reading the text as typed and in plain words. */
function matchRuleBothWays(rule: ClaimRule, readings: readonly FoldedText[]): TextSpan[] {
  return mergeSpans(
    readings.flatMap((folded) => matchRule(rule, folded).map((s) => originalSpan(folded, s.start, s.end))),
  );
}

function matchRule(rule: ClaimRule, folded: FoldedText): TextSpan[] {
  const { patterns, exclude, context } = compile(rule);
  const excluded = exclude.flatMap((re) =>
    [...folded.text.matchAll(re)].map((m) => ({ start: m.index, end: m.index + m[0].length })),
  );
  const found: TextSpan[] = [];
  for (const re of patterns) {
    for (const m of folded.text.matchAll(re)) {
      const start = m.index;
      const end = start + m[0].length;
      if (end === start) continue;
      if (excluded.some((e) => start < e.end && e.start < end)) continue;
      if (rule.negatable && negatedBefore(folded.text, start)) continue;
      if (rule.accept && !rule.accept(m[0])) continue;
      if (context.length) {
        const paragraph = paragraphAround(folded.text, start, end);
        // A fresh RegExp per test: the compiled ones are global and keep a lastIndex.
        if (!context.some((c) => new RegExp(c.source, 'u').test(paragraph))) continue;
      }
      found.push({ start, end });
    }
  }
  return mergeSpans(found);
}

/** Sorted, with overlapping spans joined (two patterns of one rule may find the same words). */
function mergeSpans(spans: TextSpan[]): TextSpan[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: TextSpan[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s.start < last.end) last.end = Math.max(last.end, s.end);
    else out.push({ ...s });
  }
  return out;
}

function warningOf(rule: ClaimRule, original: string, spans: TextSpan[]): ClaimWarning {
  return {
    ruleId: rule.id,
    category: rule.category,
    code: rule.code,
    message: messageFor(rule.code),
    citation: rule.citation,
    suggestion: rule.suggestion,
    spans: spans.map((s) => ({ ...s, text: original.slice(s.start, s.end) })),
  };
}

/**
 * Warnings for a text, one per rule that matched (in the order of the rules), each with every place it
 * matched. An empty list means nothing to warn about.
 */
export function checkClaims(text: string, options: CheckClaimsOptions = {}): ClaimWarning[] {
  const original = text ?? '';
  const folded = foldText(original);
  const readings = [folded, plainWords(folded)];
  const warnings: ClaimWarning[] = [];

  for (const rule of options.rules ?? CLAIM_RULES) {
    const spans = matchRuleBothWays(rule, readings);
    if (spans.length) warnings.push(warningOf(rule, original, spans));
  }

  if (!original.trim()) return warnings;
  const kind = options.kind ?? 'caption';
  const identified = hasPubliIdentification(kind, options.publiContent ?? original);
  if (options.isAd) {
    if (!identified) {
      const misplaced = findPubliIdentification(original);
      warnings.push(
        misplaced.length
          ? warningOf(PUBLI_RULES.notAtStart, original, misplaced)
          : warningOf(PUBLI_RULES.missing, original, []),
      );
    }
  } else if (!identified) {
    const signals = matchRuleBothWays(PUBLI_RULES.undisclosed, readings);
    if (signals.length) warnings.push(warningOf(PUBLI_RULES.undisclosed, original, signals));
  }
  return warnings;
}
