/** Errors any endpoint may answer. */
export const commonMessages = {
  UNAUTHENTICATED: 'Usuário não autenticado',
  SESSION_EXPIRED: 'Sessão expirada. Faça login novamente.',
  FORBIDDEN: 'Acesso negado. Verifique suas permissões.',
  ADMIN_ONLY: 'Acesso Negado - Você não tem permissão para acessar o painel administrativo.',
  VALIDATION: 'Dados inválidos. Verifique os campos e tente novamente.',
  INVALID_JSON: 'Não foi possível ler os dados enviados.',
  TEXT_CONTROL_CHARACTERS: 'O texto contém caracteres inválidos. Remova-os e tente novamente.',
  BODY_TOO_LARGE: 'Os dados enviados são grandes demais.',
  JSON_REQUIRED: 'Formato de envio não aceito. Envie os dados como JSON.',
  CROSS_SITE_REQUEST: 'Pedido recusado: ele não veio das páginas do Pautei. Recarregue a página e tente novamente.',
  NOT_FOUND: 'Não encontrado',
  RATE_LIMITED: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  INTERNAL: 'Erro interno do servidor. Tente novamente em alguns minutos.',
  NETWORK: 'Erro de conexão. Verifique sua internet e tente novamente.',
  PROFILE_NOT_FOUND: 'Erro ao buscar perfil do usuário',
} as const;
