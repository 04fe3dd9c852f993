/**
 * The Pix "copia e cola" string: a BR Code, the Central Bank's profile of the EMV QR Code for merchant
 * presented mode (EMV MPM). Each field is ID (2 digits) + length (2 digits) + value, and the string ends
 * with field 63, a CRC16-CCITT (polynomial 0x1021, start 0xFFFF) over everything before its value
 * (including "6304"). The demo provider uses it to show a code that looks and checks like a real one;
 * its merchant name and transaction id say DEMO, so a bank app shows plainly that it is not a charge.
 */

function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`campo ${id} do BR Code longo demais`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC16-CCITT-FALSE of a string's UTF-8 bytes, as the 4 upper-case hex digits BR Code expects. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Bank apps expect plain upper-case ASCII in the name and city fields. */
function plainAscii(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .toUpperCase()
    .slice(0, max)
    .trim();
}

export interface BrCodeInput {
  /** The receiver's Pix key (an e-mail, phone, CPF/CNPJ or random key). */
  pixKey: string;
  /** Amount in BRL (two decimals). */
  amount: number;
  merchantName: string;
  merchantCity: string;
  /** Transaction id: up to 25 letters or digits. */
  txid: string;
}

/** A complete BR Code payload with its CRC. */
export function buildBrCode(input: BrCodeInput): string {
  const txid = input.txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***';
  const body =
    field('00', '01') +
    // 12: a code for one payment (dynamic), not a reusable sticker.
    field('01', '12') +
    field('26', field('00', 'br.gov.bcb.pix') + field('01', input.pixKey)) +
    field('52', '0000') +
    field('53', '986') +
    field('54', input.amount.toFixed(2)) +
    field('58', 'BR') +
    field('59', plainAscii(input.merchantName, 25)) +
    field('60', plainAscii(input.merchantCity, 15)) +
    field('62', field('05', txid)) +
    '6304';
  return body + crc16Ccitt(body);
}

/** Whether a payload's last four characters are the CRC of the rest (what a bank app checks first). */
export function hasValidCrc(payload: string): boolean {
  if (payload.length < 8 || payload.slice(-8, -4) !== '6304') return false;
  return crc16Ccitt(payload.slice(0, -4)) === payload.slice(-4);
}
