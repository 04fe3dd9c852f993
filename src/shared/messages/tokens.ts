/** Token allowance (spec part 1 §8, part 2 §5). */
export const tokenMessages = {
  TOKENS_EXHAUSTED: 'Você esgotou seus tokens mensais. Próxima renovação em {days} dia(s).',
  TOKEN_CHECK_FAILED: 'Erro ao verificar tokens. Tente novamente.',
  TOKEN_STATUS_FAILED: 'Erro ao buscar status dos tokens',
  TOKEN_CONSUME_FAILED: 'Erro ao consumir token',
} as const;
