/** Agency clients (spec part 1 §5, §8). */
export const clientMessages = {
  CLIENT_NOT_FOUND: 'Cliente não encontrado',
  CLIENT_NAME_REQUIRED: 'Nome do cliente é obrigatório',
  CLIENT_CUSTOM_NICHE_REQUIRED: 'Por favor, especifique o nicho do cliente',
  CLIENT_NICHE_INVALID: 'Selecione um nicho da lista',
  CLIENT_PHONE_INVALID: 'Digite um telefone válido',
  CLIENT_FIELD_TOO_LONG: 'Texto muito longo para este campo',
  CLIENT_LIMIT_REACHED: 'Limite de {n} clientes atingido para o seu plano. Faça upgrade para adicionar mais clientes.',
  AGENCY_ONLY: 'Disponível apenas para contas de agência.',
} as const;

/** Toasts of the client management page (spec part 1 §8). */
export const clientToasts = {
  CREATED: 'Cliente criado com sucesso!',
  UPDATED: 'Cliente atualizado com sucesso!',
  DELETED: 'Cliente excluído com sucesso!',
  SAVE_FAILED: 'Erro ao salvar cliente',
  DELETE_FAILED: 'Erro ao excluir cliente',
} as const;
