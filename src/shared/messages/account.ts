/** Password recovery ("Esqueci minha senha") and the signed-in account settings. */
export const accountMessages = {
  RESET_LINK_INVALID: 'Este link para redefinir a senha é inválido ou expirou. Peça um novo link.',
  RESET_REQUEST_FAILED: 'Erro ao enviar o link. Tente novamente.',
  RESET_FAILED: 'Erro ao redefinir a senha. Tente novamente.',
} as const;

export const accountToasts = {
  PASSWORD_RESET: 'Senha redefinida! Entre com a nova senha.',
} as const;
