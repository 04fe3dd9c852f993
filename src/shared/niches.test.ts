import { describe, expect, it } from 'vitest';
import {
  NICHE_LABELS,
  NICHE_OPTIONS,
  NICHE_SELECT_OPTIONS,
  isOtherNiche,
  nicheChoiceOf,
  nicheFromChoice,
  nicheLabel,
} from './niches';

describe('niches', () => {
  it('label every niche option and keep free text', () => {
    for (const option of NICHE_OPTIONS) expect(nicheLabel(option)).toBe(NICHE_LABELS[option]);
    expect(nicheLabel('business')).toBe('Empreendedorismo / Negócios');
    expect(nicheLabel('  Confeitaria artesanal ')).toBe('Confeitaria artesanal');
    expect(nicheLabel('outros')).toBe('Outros');
    expect(nicheLabel(null)).toBe('');
  });

  it("offer the options, then one 'Outros' spelled 'outros'", () => {
    expect(NICHE_SELECT_OPTIONS.map((o) => o.value)).toEqual([...NICHE_OPTIONS, 'outros']);
    expect(NICHE_SELECT_OPTIONS.at(-1)).toEqual({ value: 'outros', label: 'Outros' });
  });

  it("still read the profile form's former 'other' as that choice", () => {
    expect(isOtherNiche('outros')).toBe(true);
    expect(isOtherNiche('other')).toBe(true);
    expect(isOtherNiche(' Other ')).toBe(true);
    expect(isOtherNiche('fitness')).toBe(false);
    expect(nicheLabel('other')).toBe('Outros');
    expect(nicheFromChoice('other', 'Pet shop')).toBe('Pet shop');
    expect(nicheFromChoice('outros', 'Pet shop')).toBe('Pet shop');
    expect(nicheFromChoice('travel', 'ignored')).toBe('travel');
  });

  it('turn a stored niche back into the choice a form shows', () => {
    expect(nicheChoiceOf('travel')).toEqual({ niche: 'travel', customNiche: '' });
    expect(nicheChoiceOf(' Pet shop ')).toEqual({ niche: 'outros', customNiche: 'Pet shop' });
    expect(nicheChoiceOf('other')).toEqual({ niche: 'outros', customNiche: '' });
    expect(nicheChoiceOf(null)).toEqual({ niche: '', customNiche: '' });
  });
});
