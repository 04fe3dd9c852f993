/**
 * WhatsApp delivery of a review link: Brazilian phone numbers as people type them, normalised to E.164,
 * and the wa.me "click to chat" URL with the message already written.
 *
 * wa.me wants the full international number, digits only. A number we cannot read sends the user to
 * `https://wa.me/?text=…`, where WhatsApp lets them pick the contact themselves.
 */

/** Every area code (DDD) in use in Brazil. A 10- or 11-digit number with another prefix is a typo. */
const BRAZIL_AREA_CODES = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46, 47, 48,
  49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85, 86, 87, 88, 89,
  91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

/** What people put between digits: spaces, dashes, dots, parentheses and slashes. */
const SEPARATORS = /[\s\-.()/\u00A0]/g;

/** Area code + local number (10 or 11 digits) → the 11- or 10-digit national number, or null. */
function normaliseNational(national: string): string | null {
  const areaCode = Number(national.slice(0, 2));
  if (!BRAZIL_AREA_CODES.has(areaCode)) return null;
  const local = national.slice(2);
  if (local.length === 9) {
    // Mobiles have had nine digits, starting with 9, since 2016.
    return local.startsWith('9') ? national : null;
  }
  if (local.length === 8) {
    // An 8-digit number starting 6–9 is a mobile saved before the ninth digit: add it back.
    if (/^[6-9]/.test(local)) return `${national.slice(0, 2)}9${local}`;
    // 2–5 is a landline (WhatsApp Business works on them); 0 and 1 are not subscriber numbers.
    if (/^[2-5]/.test(local)) return national;
  }
  return null;
}

/**
 * A phone as typed by a person → E.164 (`+5511987654321`), or null when it cannot be a reachable number.
 * Accepts +55 or 55 or nothing before the area code, a trunk 0 before it, any usual separators, and
 * mobiles missing the ninth digit. A number written with `+` and another country code is kept as is.
 */
export function normaliseBrazilPhone(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const compact = raw.trim().replace(SEPARATORS, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  const explicitCountry = compact.startsWith('+') || compact.startsWith('00');
  let digits = compact.replace(/^\+/, '').replace(/^00/, '');

  if (explicitCountry && !digits.startsWith('55')) {
    // Another country: E.164 allows up to 15 digits and a country code never starts with 0.
    return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : null;
  }
  if (explicitCountry) return prefixed(digits.slice(2));

  // Without a country code: national (10–11 digits, maybe after a trunk 0) or 55 + national (12–13).
  if (digits.startsWith('0')) digits = digits.replace(/^0+/, '');
  if (digits.length === 10 || digits.length === 11) return prefixed(digits);
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) return prefixed(digits.slice(2));
  return null;
}

function prefixed(national: string): string | null {
  if (national.length !== 10 && national.length !== 11) return null;
  const normalised = normaliseNational(national);
  return normalised ? `+55${normalised}` : null;
}

/** A stored E.164 Brazilian number as people read it: `+5511987654321` → `(11) 98765-4321`. */
export function formatBrazilPhone(e164: string): string {
  const m = /^\+55(\d{2})(\d{4,5})(\d{4})$/.exec(e164);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : e164;
}

/** The wa.me chat of a number, without a message written in advance (null: no usable number). */
export function whatsappChatUrl(phone: string | null | undefined): string | null {
  const e164 = normaliseBrazilPhone(phone);
  return e164 ? `https://wa.me/${e164.slice(1)}` : null;
}

/** `https://wa.me/<digits>?text=<message>`, or `https://wa.me/?text=<message>` when the phone is unusable. */
export function whatsappUrl(phone: string | null | undefined, message: string): string {
  const e164 = normaliseBrazilPhone(phone);
  const text = encodeURIComponent(message);
  return e164 ? `https://wa.me/${e164.slice(1)}?text=${text}` : `https://wa.me/?text=${text}`;
}

/** The editable message sent with a review link: greets the client and says how many items wait. */
export function approvalMessage(input: { clientName?: string | null; itemCount: number; url: string }): string {
  const name = input.clientName?.trim();
  const greeting = name ? `Olá, ${name}!` : 'Olá!';
  const what =
    input.itemCount === 1
      ? 'Tem 1 conteúdo aguardando a sua aprovação.'
      : `Tem ${input.itemCount} conteúdos aguardando a sua aprovação.`;
  return `${greeting} ${what} É só abrir o link, sem cadastro, e aprovar ou pedir ajuste em cada um:\n${input.url}`;
}

const contents = (n: number) => (n === 1 ? '1 conteúdo' : `${n} conteúdos`);

/**
 * The message when items join a link the client already has: what was added (by title), how many now
 * wait, and the same address.
 */
export function addedToLinkMessage(input: {
  clientName?: string | null;
  addedTitles: readonly string[];
  waitingCount: number;
  url: string;
}): string {
  const name = input.clientName?.trim();
  const greeting = name ? `Olá, ${name}!` : 'Olá!';
  const list = input.addedTitles.map((t) => `• ${t}`).join('\n');
  const waiting =
    input.waitingCount === 1
      ? 'Agora é 1 aguardando a sua aprovação'
      : `Agora são ${input.waitingCount} aguardando a sua aprovação`;
  return (
    `${greeting} Adicionei ${contents(input.addedTitles.length)} ao seu link de aprovação:\n${list}\n` +
    `${waiting}. É só abrir o mesmo link, sem cadastro, e aprovar ou pedir ajuste em cada um:\n${input.url}`
  );
}

/** The reminder for a round still waiting: "Oi, Padaria! Ainda faltam 2 conteúdos…". */
export function reminderMessage(input: { clientName?: string | null; pendingCount: number; url: string }): string {
  const name = input.clientName?.trim();
  const greeting = name ? `Oi, ${name}!` : 'Oi!';
  const what = input.pendingCount === 1 ? 'Ainda falta 1 conteúdo' : `Ainda faltam ${input.pendingCount} conteúdos`;
  return `${greeting} ${what} para você aprovar. É só abrir o link, sem cadastro, e aprovar ou pedir ajuste em cada um:\n${input.url}`;
}

/** The message sent with a monthly report's link: "Olá, Padaria! O relatório de novembro de 2026…". */
export function reportMessage(input: { clientName?: string | null; monthLabel: string; url: string }): string {
  const name = input.clientName?.trim();
  const greeting = name ? `Olá, ${name}!` : 'Olá!';
  return (
    `${greeting} O relatório de ${input.monthLabel} está pronto: o que produzimos, aprovamos e publicamos no mês. ` +
    `É só abrir o link, sem cadastro (dá para baixar em PDF):\n${input.url}`
  );
}
