import { describe, expect, it } from 'vitest';
import { checkoutErrorMessage, portalErrorMessage } from './billing-errors';

describe('checkoutErrorMessage (spec part 1 §8, checkout)', () => {
  it.each([
    [401, undefined, 'Erro de autenticação. Faça logout e login novamente.'],
    [403, undefined, 'Acesso negado. Verifique suas permissões.'],
    [500, 'INTERNAL', 'Erro interno do servidor. Tente novamente em alguns minutos.'],
    [502, 'BILLING_PROVIDER_ERROR', 'Erro interno do servidor. Tente novamente em alguns minutos.'],
    [503, undefined, 'Erro interno do servidor. Tente novamente em alguns minutos.'],
    [400, 'PRODUCT_NOT_FOUND', 'Produto não encontrado'],
    [404, 'PRODUCT_NOT_FOUND', 'Produto não encontrado'],
    [400, 'VALIDATION', 'Erro ao processar pagamento (400). Tente novamente.'],
    [409, undefined, 'Erro ao processar pagamento (409). Tente novamente.'],
    [
      409,
      'PIX_PAYMENT_PENDING',
      'Você já tem um pagamento Pix em processamento. Pague o código aberto ou espere 30 minutos para gerar outro.',
    ],
    [429, 'RATE_LIMITED', 'Erro ao processar pagamento (429). Tente novamente.'],
  ])('HTTP %i (%s)', (status, code, message) => {
    expect(checkoutErrorMessage({ kind: 'http', status, code })).toBe(message);
  });

  it('an answer without url', () => {
    expect(checkoutErrorMessage({ kind: 'no-url' })).toBe('Erro na criação da sessão de pagamento. Tente novamente.');
  });

  it('not signed in', () => {
    expect(checkoutErrorMessage({ kind: 'not-signed-in' })).toBe('Usuário não autenticado. Faça login primeiro.');
  });

  it('network failure, and a cross-origin failure', () => {
    expect(checkoutErrorMessage({ kind: 'network', detail: 'Failed to fetch' })).toBe(
      'Erro de conexão. Verifique sua internet e tente novamente.',
    );
    expect(checkoutErrorMessage({ kind: 'network', detail: 'blocked by CORS policy' })).toBe(
      'Erro de configuração do servidor. Entre em contato com o suporte.',
    );
  });
});

describe('portalErrorMessage (spec part 1 §8, billing portal)', () => {
  it.each([
    [404, 'PORTAL_PROFILE_MISSING', 'Perfil do usuário não encontrado'],
    [400, 'PORTAL_NOT_ALLOWED', 'Você precisa ter uma assinatura ou estar no período trial para acessar o portal'],
    [400, 'PORTAL_CUSTOMER_NOT_FOUND', 'Nenhuma assinatura encontrada. Assine um plano primeiro.'],
    [401, 'UNAUTHENTICATED', 'Sessão expirada. Faça login novamente.'],
    [400, 'UNAUTHENTICATED', 'Sessão expirada. Faça login novamente.'],
    [
      502,
      'BILLING_PROVIDER_ERROR',
      'Erro ao abrir portal (502): Erro ao comunicar com o provedor de pagamento. Tente novamente em alguns minutos.',
    ],
    [500, undefined, 'Erro ao abrir portal (500): Erro interno do servidor. Tente novamente em alguns minutos.'],
    [418, undefined, 'Erro ao abrir portal (418): Tente novamente.'],
  ])('HTTP %i (%s)', (status, code, message) => {
    expect(portalErrorMessage({ kind: 'http', status, code })).toBe(message);
  });

  it('no session token, profile not loaded, no url', () => {
    expect(portalErrorMessage({ kind: 'not-signed-in' })).toBe('Token de acesso não encontrado. Faça login novamente.');
    expect(portalErrorMessage({ kind: 'no-profile' })).toBe('Perfil não carregado. Recarregue a página.');
    expect(portalErrorMessage({ kind: 'no-url' })).toBe('URL do portal não recebida');
  });

  it('network failure', () => {
    expect(portalErrorMessage({ kind: 'network' })).toBe('Erro de conexão. Verifique sua internet e tente novamente.');
  });
});
