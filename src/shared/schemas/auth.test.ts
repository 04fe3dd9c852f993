import { describe, expect, it } from 'vitest';
import { messageFor } from '../messages';
import { onboardingSchema, signInSchema, signUpSchema } from './auth';

const codes = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), messageFor(i.message)]));

describe('sign-up rules', () => {
  it('accepts a valid sign-up', () => {
    expect(
      signUpSchema.safeParse({
        name: 'Ana',
        email: 'ana@example.com',
        password: '12345678',
        confirmPassword: '12345678',
      }).success,
    ).toBe(true);
  });
  it('gives each rule its Portuguese message', () => {
    const r = signUpSchema.safeParse({ name: '  ', email: 'ana@', password: '1234567', confirmPassword: '1234567' });
    expect(codes(r)).toEqual({
      name: 'Nome é obrigatório',
      email: 'Digite um email válido',
      password: 'A senha deve ter pelo menos 8 caracteres',
    });
  });
  it('requires the confirmation to match', () => {
    const r = signUpSchema.safeParse({
      name: 'Ana',
      email: 'ana@example.com',
      password: '12345678',
      confirmPassword: '12345679',
    });
    expect(codes(r)).toEqual({ confirmPassword: 'As senhas não coincidem' });
  });
  it('rejects addresses without a domain dot or with spaces', () => {
    for (const email of ['ana@example', 'ana example@x.com', '@x.com', 'ana@.']) {
      expect(
        signUpSchema.safeParse({ name: 'A', email, password: '12345678', confirmPassword: '12345678' }).success,
        email,
      ).toBe(false);
    }
  });
});

describe('sign-in rules', () => {
  it('needs at least 8 characters', () => {
    expect(codes(signInSchema.safeParse({ email: 'a@b.co', password: 'curta' }))).toEqual({
      password: 'A senha deve ter pelo menos 8 caracteres',
    });
  });
});

describe('onboarding rules', () => {
  it('lists every missing field with its message', () => {
    expect(codes(onboardingSchema.safeParse({ name: '', niche: '', dailyRoutine: ' ' }))).toEqual({
      name: 'Nome é obrigatório',
      niche: 'Selecione seu nicho',
      dailyRoutine: 'Descreva sua rotina diária',
    });
  });
  it("'outros' needs the typed niche, which replaces it", () => {
    expect(
      codes(onboardingSchema.safeParse({ name: 'A', niche: 'outros', customNiche: ' ', dailyRoutine: 'x' })),
    ).toEqual({
      customNiche: 'Por favor, especifique seu nicho personalizado',
    });
    const ok = onboardingSchema.parse({
      name: ' Ana ',
      niche: 'outros',
      customNiche: 'Pet shop',
      dailyRoutine: 'Rotina',
    });
    expect(ok).toEqual({ name: 'Ana', niche: 'Pet shop', dailyRoutine: 'Rotina' });
    expect(
      onboardingSchema.parse({ name: 'A', niche: 'fitness', customNiche: 'ignored', dailyRoutine: 'r' }).niche,
    ).toBe('fitness');
  });
});
