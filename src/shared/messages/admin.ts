/** Admin area (spec part 2 §5, §8). */
export const adminMessages = {
  ADMIN_LOAD_FAILED: 'Erro ao carregar dados do painel',
  ADMIN_STATS_FAILED: 'Erro ao atualizar estatísticas',
  ADMIN_EXPENSE_ADD_FAILED: 'Erro ao adicionar gasto',
  ADMIN_PRICING_FAILED: 'Erro ao atualizar preços',
  ADMIN_EXPENSES_LOAD_FAILED: 'Erro ao carregar gastos',
  ADMIN_EXPENSE_SAVE_FAILED: 'Erro ao salvar gasto',
  ADMIN_EXPENSE_DELETE_FAILED: 'Erro ao excluir gasto',
  ADMIN_EXPORT_FAILED: 'Erro ao exportar',
  /** Dashboard quick-add rule: description non-empty and amount above 0. */
  ADMIN_EXPENSE_INVALID: 'Preencha todos os campos corretamente',
  /** The same rule on the expense page. */
  ADMIN_EXPENSE_REQUIRED: 'Preencha todos os campos obrigatórios',
  ADMIN_EXPENSE_NOT_FOUND: 'Gasto não encontrado',
  ADMIN_CATEGORY_INVALID: 'Categoria inválida',
  ADMIN_PERIOD_INVALID: 'Período inválido. Verifique as datas do filtro.',
  ADMIN_PLAN_NOT_FOUND: 'Plano não encontrado',
  ADMIN_PRICE_INVALID:
    'Preços devem ser números maiores ou iguais a 0 e o limite de clientes um número inteiro a partir de 1',
  ADMIN_DISCOUNT_INVALID: 'O desconto do Pix antecipado deve ser um percentual entre 0 e 90',
  ADMIN_PASSWORD_REQUIRED: 'Preencha a senha atual e a nova senha',
  ADMIN_PASSWORD_MISMATCH: 'Nova senha e confirmação não coincidem',
  ADMIN_PASSWORD_TOO_SHORT: 'Nova senha deve ter pelo menos 8 caracteres',
  ADMIN_PASSWORD_WRONG: 'Senha atual incorreta',
  ADMIN_PASSWORD_FAILED: 'Erro ao alterar senha',
  ADMIN_EMAIL_INVALID: 'Digite um novo email válido',
  ADMIN_EMAIL_FAILED: 'Erro ao alterar email',
  ADMIN_NAME_REQUIRED: 'Nome é obrigatório',
  ADMIN_PROFILE_FAILED: 'Erro ao atualizar perfil',
} as const;

/** Success toasts of the admin pages (spec part 2 §8). */
export const adminToasts = {
  STATS_REFRESHED: 'Estatísticas atualizadas!',
  FILTERS_APPLIED: 'Filtros aplicados!',
  EXPENSE_ADDED: 'Gasto adicionado com sucesso!',
  EXPENSE_UPDATED: 'Gasto atualizado com sucesso!',
  EXPENSE_DELETED: 'Gasto excluído com sucesso!',
  PRICES_UPDATED: 'Preços atualizados com sucesso!',
  PASSWORD_CHANGED: 'Senha alterada com sucesso!',
  EMAIL_CONFIRMATION_SENT: 'Email de confirmação enviado! Verifique sua caixa de entrada.',
  PROFILE_UPDATED: 'Perfil atualizado com sucesso!',
  REPORT_EXPORTED: 'Relatório exportado!',
} as const;
