/** Agency clients (spec part 1 §5, §8). */
export const clientMessages = {
  CLIENT_NOT_FOUND: 'Cliente não encontrado',
  CLIENT_NAME_REQUIRED: 'Nome do cliente é obrigatório',
  AGENCY_ONLY: 'Disponível apenas para contas de agência.',
} as const;
