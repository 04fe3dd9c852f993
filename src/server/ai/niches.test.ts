import { describe, expect, it } from 'vitest';
import { NICHE_OPTIONS } from '@shared/niches';
import { resolveNicheProfile } from './niches';

const EXPECTED: Record<(typeof NICHE_OPTIONS)[number], string> = {
  fitness: 'fitness',
  business: 'empreendedorismo',
  beauty: 'beleza',
  food: 'culinaria',
  education: 'educacao',
  lifestyle: 'generic',
  travel: 'generic',
  tech: 'generic',
  parenting: 'generic',
  finance: 'generic',
};

describe('resolveNicheProfile', () => {
  it.each(NICHE_OPTIONS)('maps the %s option', (option) => {
    expect(resolveNicheProfile(option).key).toBe(EXPECTED[option]);
  });

  it('names generic profiles after the niche label', () => {
    expect(resolveNicheProfile('travel').name).toBe('Viagens');
    expect(resolveNicheProfile('finance').hashtags).toContain('#educacaofinanceira');
  });

  it('uses free text as the generic profile name', () => {
    const profile = resolveNicheProfile('Confeitaria artesanal');
    expect(profile.key).toBe('generic');
    expect(profile.name).toBe('Confeitaria artesanal');
    expect(profile.audience).toContain('Confeitaria artesanal');
    expect(profile.hashtags).toContain('#confeitaria');
  });

  it('is case and space tolerant and survives odd input', () => {
    expect(resolveNicheProfile(' Business ').key).toBe('empreendedorismo');
    expect(resolveNicheProfile('constructor').key).toBe('generic');
    expect(resolveNicheProfile(null).name).toBeTruthy();
  });

  it('has complete, substantial profiles', () => {
    for (const niche of [...NICHE_OPTIONS, 'Pet shop']) {
      const p = resolveNicheProfile(niche);
      expect(p.audience.length).toBeGreaterThan(60);
      expect(p.painPoints.length).toBeGreaterThanOrEqual(5);
      expect(p.trends.length).toBeGreaterThanOrEqual(5);
      expect(p.exampleHooks.length).toBeGreaterThanOrEqual(5);
      expect(p.hashtags.length).toBeGreaterThanOrEqual(5);
      expect(p.language.length).toBeGreaterThan(40);
    }
  });
});
