import { describe, expect, it } from 'vitest';
import { signInErrorMessage, signUpErrorMessage } from './auth-errors';

describe('sign-up server error catalogue (spec part 1 §8)', () => {
  it.each([
    [
      { status: 422, code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' },
      'Este email já está cadastrado. Tente fazer login ou use outro email.',
    ],
    [
      { status: 429, message: 'Too many requests. Please try again later.' },
      'Muitas tentativas de cadastro. Aguarde alguns minutos e tente novamente.',
    ],
    [{ status: 429, code: 'RATE_LIMITED' }, 'Muitas tentativas de cadastro. Aguarde alguns minutos e tente novamente.'],
    [{ status: 400, code: 'INVALID_EMAIL' }, 'Email inválido. Verifique o formato do email.'],
    [{ status: 400, code: 'PASSWORD_TOO_SHORT' }, 'A senha deve ter pelo menos 6 caracteres.'],
    [{ status: 422, code: 'FAILED_TO_CREATE_USER' }, 'Falha ao criar usuário'],
    [{ status: 500 }, 'Erro no cadastro. Tente novamente.'],
  ])('%j', (failure, message) => {
    expect(signUpErrorMessage(failure)).toBe(message);
  });
  it('network failure', () => {
    expect(signUpErrorMessage(null)).toBe('Erro de conexão. Verifique sua internet e tente novamente.');
  });
});

describe('sign-in errors', () => {
  it('maps unverified, bad credentials and rate limit', () => {
    expect(signInErrorMessage({ status: 403, code: 'EMAIL_NOT_VERIFIED' })).toMatch(/Confirme seu email/);
    expect(signInErrorMessage({ status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' })).toBe('Email ou senha incorretos.');
    expect(signInErrorMessage({ status: 429 })).toMatch(/Muitas tentativas de login/);
  });
});
