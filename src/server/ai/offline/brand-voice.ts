/**
 * The brand voice in offline drafts, so the local writer shows its effect too: the address form and a
 * preferred expression are woven in, the emoji level is respected, and avoided words are taken out last,
 * so nothing added before can bring one back. Works on plain text and on the JSON text of JSON kinds.
 */
import { foldText, originalSpan, wholeWord } from '@shared/claims/normalize';
import type { VoiceProfile } from '@shared/schemas/voice';
import { type Rng, pick } from './random';

const EMOJI = /\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*/gu;
const EMOJI_POOL = ['✨', '💛', '🙌', '😊', '🔥', '👏'];
/** "pouco": at most this many emojis in a draft; "bastante": at least this many in the main text. */
const FEW_EMOJIS = 2;
const MANY_EMOJIS = 3;

function addressLine(voice: VoiceProfile): string {
  switch (voice.addressForm) {
    case 'voces':
      return 'Isso aqui é pra vocês!';
    case 'a_gente':
      return 'A gente está junto nessa!';
    case 'apelido':
      return voice.nickname ? `Isso aqui é pra você, ${voice.nickname}!` : 'Isso aqui é pra você!';
    case 'voce':
      return 'Isso aqui é pra você!';
    default:
      return '';
  }
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A folded, whole-word pattern for an avoided word or expression ("muito top" matches "Muito  TOP"). */
function avoidPattern(word: string): RegExp | null {
  const folded = foldText(word.trim()).text;
  if (!folded) return null;
  return wholeWord(folded.split(/\s+/).map(escapeRegex).join('\\s+'));
}

/** The text with every avoided word or expression removed (case and accents ignored), tidied up. */
export function removeAvoidedWords(text: string, avoid: readonly string[]): string {
  const patterns = avoid.map(avoidPattern).filter((p): p is RegExp => p !== null);
  if (!patterns.length) return text;
  let out = text;
  // Removing one occurrence can join two halves into a new one ("muito muito bom bom"): repeat until clean.
  for (let round = 0; round < 20; round++) {
    const folded = foldText(out);
    const spans = patterns
      .flatMap((p) => [...folded.text.matchAll(p)].map((m) => originalSpan(folded, m.index, m.index + m[0].length)))
      .sort((a, b) => b.start - a.start);
    if (!spans.length) break;
    let lastStart = Infinity;
    for (const span of spans) {
      if (span.end > lastStart) continue;
      out = out.slice(0, span.start) + out.slice(span.end);
      lastStart = span.start;
    }
  }
  return out
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([,.!?;:])/g, '$1')
    .replace(/^[ \t]+|[ \t]+$/gm, '');
}

function countEmojis(text: string): number {
  return [...text.matchAll(EMOJI)].length;
}

/** Keeps only the first `keep` emojis (counted through `budget` across several strings). */
function capEmojis(text: string, budget: { left: number }): string {
  return text
    .replace(EMOJI, (m) => {
      if (budget.left > 0) {
        budget.left -= 1;
        return m;
      }
      return '';
    })
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/[ \t]+$/gm, '');
}

/** Lines to add to the main text: the address form, one preferred expression, emojis as the level asks. */
function additions(voice: VoiceProfile, current: string, rng: Rng): string[] {
  const lines: string[] = [];
  const address = addressLine(voice);
  if (address) lines.push(address);
  if (voice.expressions.length) lines.push(`${pick(voice.expressions, rng)}!`);
  const have = countEmojis(current);
  if (voice.emojiLevel === 'pouco' && have === 0) lines.push(pick(EMOJI_POOL, rng));
  if (voice.emojiLevel === 'bastante' && have < MANY_EMOJIS) {
    lines.push(
      Array.from({ length: MANY_EMOJIS - have }, () => pick(EMOJI_POOL, rng))
        .join(' ')
        .trim(),
    );
  }
  return lines;
}

/** Adds lines to a text before its closing hashtag line, if it has one. */
function insertLines(text: string, lines: string[]): string {
  if (!lines.length) return text;
  const block = lines.join(' ');
  const paragraphs = text.split('\n\n');
  const last = paragraphs[paragraphs.length - 1] ?? '';
  if (paragraphs.length > 1 && last.trim().startsWith('#')) {
    paragraphs.splice(paragraphs.length - 1, 0, block);
    return paragraphs.join('\n\n');
  }
  return `${text.trimEnd()}\n\n${block}`;
}

function cleanse(text: string, voice: VoiceProfile, budget: { left: number }): string {
  let out = text;
  if (voice.emojiLevel === 'nenhum') out = capEmojis(out, { left: 0 });
  else if (voice.emojiLevel === 'pouco') out = capEmojis(out, budget);
  return removeAvoidedWords(out, voice.avoidWords);
}

/** A plain-text draft in the brand voice. */
export function applyVoiceToText(text: string, voice: VoiceProfile, rng: Rng): string {
  const enriched = insertLines(text, additions(voice, text, rng));
  return cleanse(enriched, voice, { left: FEW_EMOJIS });
}

/** Where the additions go in a JSON draft: its closing or describing text, whichever it has first. */
const MAIN_FIELDS = ['cta', 'daily_cta', 'description', 'concept'];

type Json = unknown;

function mapStrings(value: Json, fn: (s: string) => string): Json {
  if (typeof value === 'string') return fn(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, fn));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, fn)]));
  }
  return value;
}

/** A JSON draft (indented text) in the brand voice; the keys and shape are untouched. */
export function applyVoiceToJson(jsonText: string, voice: VoiceProfile, rng: Rng): string {
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(jsonText) as Record<string, unknown>;
  } catch {
    return applyVoiceToText(jsonText, voice, rng);
  }
  const main = MAIN_FIELDS.find((k) => typeof data[k] === 'string');
  if (main) {
    const current = data[main] as string;
    const lines = additions(voice, current, rng);
    data[main] = lines.length ? `${current.trimEnd()} ${lines.join(' ')}`.trim() : current;
  }
  const budget = { left: FEW_EMOJIS };
  return JSON.stringify(
    mapStrings(data, (s) => cleanse(s, voice, budget)),
    null,
    2,
  );
}

export { countEmojis };
