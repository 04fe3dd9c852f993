import { describe, expect, it } from 'vitest';
import { buildBrCode, crc16Ccitt, hasValidCrc } from './br-code';

/** The static example of the Central Bank's "Manual de Padrões para Iniciação do Pix". */
const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('CRC16-CCITT', () => {
  it('gives the CRC of the Central Bank manual example', () => {
    expect(crc16Ccitt(BCB_EXAMPLE.slice(0, -4))).toBe('1D3D');
    expect(hasValidCrc(BCB_EXAMPLE)).toBe(true);
  });

  it('gives the standard check value of "123456789" (0x29B1)', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
  });

  it('notices a changed character', () => {
    expect(hasValidCrc(BCB_EXAMPLE.replace('Fulano', 'Fulana'))).toBe(false);
  });
});

describe('buildBrCode', () => {
  const payload = buildBrCode({
    pixKey: 'demo@pautei.app',
    amount: 1234.5,
    merchantName: 'Pautei Demonstração',
    merchantCity: 'São Paulo',
    txid: 'DEMO-abc_123',
  });

  it('writes the fields in order with their lengths, and a valid CRC', () => {
    expect(payload.startsWith('000201010212')).toBe(true);
    expect(payload).toContain('26370014br.gov.bcb.pix0115demo@pautei.app');
    expect(payload).toContain('52040000530398654071234.505802BR');
    expect(payload).toContain('5919PAUTEI DEMONSTRACAO6009SAO PAULO');
    expect(payload).toContain('62140510DEMOabc123');
    expect(hasValidCrc(payload)).toBe(true);
  });

  it('refuses a field longer than 99 characters', () => {
    expect(() =>
      buildBrCode({ pixKey: 'x'.repeat(90), amount: 1, merchantName: 'a', merchantCity: 'b', txid: 'c' }),
    ).toThrow();
  });
});
