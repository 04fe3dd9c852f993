import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { renderWithProviders as renderWith, stubApi } from '@tests/support/render';
import { meFixture } from '@tests/support/me';
import { ApiError } from '@web/lib/api';
import { sessionKeys } from '@web/lib/session';
import { OutOfTokensGuard } from './out-of-tokens';
import { TokenMeterView } from './token-meter';
import { TokenWidget } from './token-widget';
import { generationErrorText, notifyGenerationError } from './token-toasts';
import type { TokenStatus } from '@web/entities/tokens/api';
import { AiOfflineNotice } from '../ai-offline-notice';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

afterEach(() => {
  vi.mocked(toast.error).mockClear();
});

const serveJson = (routes: Record<string, unknown>) => stubApi(routes).fetch;

const status = (over: Partial<TokenStatus> = {}): TokenStatus => ({
  tokensRemaining: 100,
  tokensLimit: 150,
  nextRenewalDate: '2026-04-15T15:00:00.000Z',
  daysUntilRenewal: 12,
  hasTokens: true,
  planEndsAt: null,
  ...over,
});

describe('TokenMeterView', () => {
  it.each([
    [0, 'exhausted', 'Tokens esgotados'],
    [30, 'low', 'Poucos tokens restantes'],
    [31, 'normal', 'Tokens disponíveis'],
  ])('%i of 150 is %s', (remaining, state, text) => {
    const { container } = render(<TokenMeterView remaining={remaining} limit={150} />);
    expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', state);
    const meter = screen.getByRole('meter', { name: 'Tokens restantes' });
    expect(meter).toHaveAttribute('aria-valuenow', String(remaining));
    expect(meter).toHaveAttribute('aria-valuemax', '150');
    expect(meter.getAttribute('aria-valuetext')).toContain(text);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});

describe('OutOfTokensGuard', () => {
  it('with 0 tokens: the red card with days and date, an upgrade link to /subscription, and a disabled form', async () => {
    serveJson({
      '/api/me': meFixture(),
      '/api/tokens': status({ tokensRemaining: 0, hasTokens: false, daysUntilRenewal: 3 }),
    });
    renderWith(
      <OutOfTokensGuard>
        {({ disabled }) => (
          <form aria-label="Gerar story">
            <fieldset disabled={disabled}>
              <label>
                Descrição
                <input name="description" />
              </label>
              <button type="submit">Gerar</button>
            </fieldset>
          </form>
        )}
      </OutOfTokensGuard>,
    );
    expect(await screen.findByRole('heading', { name: 'Tokens Esgotados' })).toBeInTheDocument();
    expect(screen.getByText('3 dias')).toBeInTheDocument();
    expect(screen.getByText('15/04/2026')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Fazer upgrade do plano' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(screen.getByRole('button', { name: 'Gerar' })).toBeDisabled();
    expect(screen.getByLabelText('Descrição')).toBeDisabled();
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '0');
  });

  it('with tokens: no card and an enabled form', async () => {
    serveJson({ '/api/tokens': status({ tokensRemaining: 1, daysUntilRenewal: 1 }) });
    renderWith(<OutOfTokensGuard>{({ disabled }) => <button disabled={disabled}>Gerar</button>}</OutOfTokensGuard>);
    await waitFor(() => expect(screen.getByRole('meter')).toBeInTheDocument());
    expect(screen.queryByText('Tokens Esgotados')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gerar' })).toBeEnabled();
  });
});

describe('TokenWidget', () => {
  it('shows remaining, limit and the renewal date as dd/mm/aaaa', async () => {
    serveJson({ '/api/tokens': status({ tokensRemaining: 42, tokensLimit: 150 }) });
    renderWith(<TokenWidget />);
    const remaining = await screen.findByText('Tokens restantes');
    expect(remaining.nextElementSibling).toHaveTextContent('42');
    expect(screen.getByText('Limite mensal').nextElementSibling).toHaveTextContent('150');
    expect(screen.getByText('15/04/2026')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Uso de Tokens' })).toBeInTheDocument();
    expect(screen.getByText(/Renovação em/)).toBeInTheDocument();
  });

  it('in the last month of a period nothing renews: says when the plan ends, not "Renovação"', async () => {
    serveJson({
      '/api/tokens': status({ nextRenewalDate: '2026-04-30T15:00:00.000Z', planEndsAt: '2026-04-30T15:00:00.000Z' }),
    });
    renderWith(<TokenWidget />);
    const line = await screen.findByText(/Seu plano termina em/);
    expect(line).toHaveTextContent('Seu plano termina em 30/04/2026');
    expect(screen.queryByText(/Renovação/)).not.toBeInTheDocument();
  });
});

describe('OutOfTokensCard in the last month of a period nothing renews', () => {
  it('promises no renewal: says the day the plan ends', async () => {
    serveJson({
      '/api/me': meFixture(),
      '/api/tokens': status({ tokensRemaining: 0, hasTokens: false, planEndsAt: '2026-04-30T15:00:00.000Z' }),
    });
    renderWith(<OutOfTokensGuard>{() => <span />}</OutOfTokensGuard>);
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('Seu plano termina em 30/04/2026 e não renova sozinho.');
    expect(card).not.toHaveTextContent('renovam em');
  });
});

describe('generation toasts', () => {
  // The toast library loads on the first toast (lib/toast.ts): what was asked shows a moment later.
  const settled = async () => {
    await import('sonner');
    await new Promise((resolve) => setTimeout(resolve, 0));
  };

  it('exhausted: the spec text with the days, for 4 s', async () => {
    notifyGenerationError(new ApiError(402, 'TOKENS_EXHAUSTED', { days: 1 }), 'story');
    await settled();
    expect(toast.error).toHaveBeenCalledWith('Você esgotou seus tokens mensais. Próxima renovação em 1 dia(s).', {
      duration: 4000,
    });
  });

  it('consume failure, save failure, other errors', () => {
    expect(generationErrorText(new ApiError(500, 'TOKEN_CHECK_FAILED'), 'roteiro')).toBe(
      'Erro ao verificar tokens. Tente novamente.',
    );
    expect(generationErrorText(new ApiError(500, 'SAVE_FAILED'), 'roteiro')).toBe(
      'Erro ao salvar roteiro. Verifique sua conexão e tente novamente.',
    );
    expect(generationErrorText(new ApiError(502, 'AI_INVALID_FORMAT'), 'carrossel')).toBe(
      'Formato de resposta inválido da IA. Seu token foi devolvido; tente novamente.',
    );
    expect(generationErrorText(new Error('x'), 'legenda')).toBe('Erro ao gerar legenda');
  });

  it("a failed generation: the kind's title, the reason (token returned) as description", async () => {
    notifyGenerationError(new ApiError(502, 'AI_EMPTY_RESPONSE'), 'legenda', undefined, 'caption');
    await settled();
    expect(toast.error).toHaveBeenCalledWith('Falha na geração da legenda', {
      description: 'Resposta vazia da IA. Seu token foi devolvido; tente novamente.',
      duration: 4000,
    });
    vi.mocked(toast.error).mockClear();
    notifyGenerationError(new ApiError(402, 'TOKENS_EXHAUSTED', { days: 2 }), 'reel', undefined, 'reel_idea');
    await settled();
    expect(toast.error).toHaveBeenCalledWith('Você esgotou seus tokens mensais. Próxima renovação em 2 dia(s).', {
      duration: 4000,
    });
  });

  it('an aborted generation shows nothing', async () => {
    notifyGenerationError(new DOMException('aborted', 'AbortError'), 'story');
    await settled();
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('AiOfflineNotice', () => {
  it('tells the admin the AI is offline and how to switch gpt-4o on', async () => {
    serveJson({
      '/api/config': { aiOffline: true, aiModel: 'gpt-4o', billingProvider: 'demo', chatUrl: 'https://wa.me/1' },
    });
    renderWith(<AiOfflineNotice admin />);
    expect(await screen.findByText(/IA offline/)).toBeInTheDocument();
    expect(screen.getByText(/gerado localmente, de exemplo/)).toBeInTheDocument();
    expect(screen.getByText('OPENAI_API_KEY')).toBeInTheDocument();
    expect(screen.getByText('AI_MODEL')).toBeInTheDocument();
  });

  it('shows nothing when the AI is on', async () => {
    serveJson({
      '/api/config': { aiOffline: false, aiModel: 'gpt-4o', billingProvider: 'demo', chatUrl: 'x' },
    });
    const { container, queryClient } = renderWith(<AiOfflineNotice />);
    // Wait for the config to be read, not just requested: before it arrives the notice is empty anyway.
    await waitFor(() => expect(queryClient.getQueryData(sessionKeys.config)).toMatchObject({ aiOffline: false }));
    expect(container).toBeEmptyDOMElement();
  });
});
