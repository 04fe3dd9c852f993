/**
 * Toasts after a failed generation (spec part 1 §8, part 2 §5, §8): the exhausted toast for 4 s, the
 * consume-failure toast, the save-failure wording, or the error's own message.
 */
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import { TOAST_DURATION_MS } from '@shared/constants';
import { kindInfo, type ContentKind } from '@shared/content-kinds';
import { ERROR_MESSAGES, messageFor } from '@shared/messages';
import { ApiError } from '@web/lib/api';
import { invalidateTokens } from '@web/entities/tokens/api';

/** The pt-BR text for a failed generation of `itemLabel` ('roteiro', 'story', 'legenda'...). */
export function generationErrorText(err: unknown, itemLabel: string): string {
  if (err instanceof ApiError) {
    if (err.code === 'TOKENS_EXHAUSTED') {
      return messageFor('TOKENS_EXHAUSTED', { days: Number(err.params?.days ?? 0) });
    }
    if (err.code === 'TOKEN_CHECK_FAILED') return ERROR_MESSAGES.TOKEN_CHECK_FAILED;
    if (err.code === 'SAVE_FAILED' || err.code === 'CLIENT_SAVE_FAILED') {
      return `Erro ao salvar ${itemLabel}. Verifique sua conexão e tente novamente.`;
    }
    return err.message;
  }
  return `Erro ao gerar ${itemLabel}`;
}

/**
 * Shows the toast for a failed generation; with a query client, also re-reads the balance (a refused
 * or refunded generation changes what the meter must show).
 */
export function notifyGenerationError(
  err: unknown,
  itemLabel: string,
  queryClient?: QueryClient,
  kind?: ContentKind,
): void {
  if (queryClient) void invalidateTokens(queryClient);
  if (err instanceof DOMException && err.name === 'AbortError') return;
  const text = generationErrorText(err, itemLabel);
  // A refusal before any generation (no tokens left) keeps its own toast; a failed generation gets the
  // kind's title ('Falha na geração do roteiro') with the reason and what happened to the token below it.
  const refused = err instanceof ApiError && err.code === 'TOKENS_EXHAUSTED';
  if (kind && !refused)
    toast.error(kindInfo(kind).texts.generationFailed, { description: text, duration: TOAST_DURATION_MS });
  else toast.error(text, { duration: TOAST_DURATION_MS });
}

/** Call after each generation, successful or not: the server spent (or gave back) a token. */
export function refreshTokensAfterGeneration(queryClient: QueryClient): Promise<void> {
  return invalidateTokens(queryClient);
}
