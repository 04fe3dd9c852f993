import { describe, expect, it } from 'vitest';
import { profileFormDefaults, profileUpdateSchema } from './profile';

describe('profileUpdateSchema', () => {
  const base = { name: 'Ana', niche: 'fitness', dailyRoutine: 'Treino cedo.' };

  it("'outros' (or the former 'other') needs a free text, which replaces the niche", () => {
    expect(profileUpdateSchema.parse({ ...base, niche: 'outros', customNiche: ' Pet shop ' })).toEqual({
      ...base,
      niche: 'Pet shop',
    });
    expect(profileUpdateSchema.parse({ ...base, niche: 'other', customNiche: ' Pet shop ' })).toEqual({
      ...base,
      niche: 'Pet shop',
    });
    const empty = profileUpdateSchema.safeParse({ ...base, niche: 'other', customNiche: '  ' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]).toMatchObject({ message: 'CUSTOM_NICHE_REQUIRED', path: ['customNiche'] });
  });

  it('drops fields that are not settings', () => {
    expect(profileUpdateSchema.parse({ ...base, email: 'x@y.z', role: 'admin', tokensRemaining: 9 })).toEqual(base);
  });

  it('requires the name, the niche and the routine', () => {
    const r = profileUpdateSchema.safeParse({ name: ' ', niche: '', dailyRoutine: '' });
    expect(r.error?.issues.map((i) => i.message).sort()).toEqual([
      'NAME_REQUIRED',
      'NICHE_REQUIRED',
      'ROUTINE_REQUIRED',
    ]);
  });
});

describe('profileFormDefaults', () => {
  it('a listed niche is selected as is', () => {
    expect(profileFormDefaults({ name: 'Ana', niche: 'travel', dailyRoutine: 'r' })).toEqual({
      name: 'Ana',
      niche: 'travel',
      customNiche: '',
      dailyRoutine: 'r',
    });
  });
  it("a free-text niche preselects 'outros' with its text", () => {
    expect(profileFormDefaults({ name: null, niche: 'Pet shop', dailyRoutine: null })).toEqual({
      name: '',
      niche: 'outros',
      customNiche: 'Pet shop',
      dailyRoutine: '',
    });
  });
  it('no niche yet: nothing selected', () => {
    expect(profileFormDefaults({ name: 'A', niche: null, dailyRoutine: 'r' }).niche).toBe('');
  });
});
