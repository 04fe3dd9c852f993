import { describe, expect, it } from 'vitest';
import { accountStatus, trialSummary } from './account-status';

describe('accountStatus', () => {
  it('labels every subscription status in Portuguese', () => {
    expect(accountStatus('trial').label).toBe('Trial');
    expect(accountStatus('active').label).toBe('Ativo');
    expect(accountStatus('cancelled').label).toBe('Cancelado');
    expect(accountStatus('past_due').label).toBe('Pagamento pendente');
    expect(accountStatus('blocked').label).toBe('Bloqueado');
    expect(accountStatus('whatever').label).toBe('Bloqueado');
  });
});

describe('trialSummary', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('counts days left rounded up', () => {
    expect(trialSummary('2026-11-24T12:00:00Z', now)).toEqual({ daysLeft: 3, text: '3 dias restantes' });
    expect(trialSummary('2026-11-21T13:00:00Z', now)).toEqual({ daysLeft: 1, text: '1 dia restante' });
  });
  it("says 'Trial expirado' at 0 or less", () => {
    expect(trialSummary('2026-11-21T12:00:00Z', now).text).toBe('Trial expirado');
    expect(trialSummary('2026-11-01T12:00:00Z', now).text).toBe('Trial expirado');
    expect(trialSummary(null, now).text).toBe('Trial expirado');
  });
});
