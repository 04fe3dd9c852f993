/** Sign-up, sign-in, onboarding and profile messages (spec part 1 §5, §8). */
export const authMessages = {
  NAME_REQUIRED: 'Nome é obrigatório',
  EMAIL_INVALID_FORMAT: 'Digite um email válido',
  PASSWORD_TOO_SHORT: 'A senha deve ter pelo menos 8 caracteres',
  PASSWORDS_DONT_MATCH: 'As senhas não coincidem',
  NICHE_REQUIRED: 'Selecione seu nicho',
  CUSTOM_NICHE_REQUIRED: 'Por favor, especifique seu nicho personalizado',
  ROUTINE_REQUIRED: 'Descreva sua rotina diária',
  EMAIL_ALREADY_REGISTERED: 'Este email já está cadastrado. Tente fazer login ou use outro email.',
  SIGNUP_RATE_LIMITED: 'Muitas tentativas de cadastro. Aguarde alguns minutos e tente novamente.',
  SIGNIN_RATE_LIMITED: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
  EMAIL_INVALID: 'Email inválido. Verifique o formato do email.',
  SERVER_PASSWORD_TOO_SHORT: 'A senha deve ter pelo menos 6 caracteres.',
  SIGNUP_FAILED: 'Erro no cadastro. Tente novamente.',
  USER_NOT_CREATED: 'Falha ao criar usuário',
  INVALID_CREDENTIALS: 'Email ou senha incorretos.',
  EMAIL_NOT_VERIFIED: 'Confirme seu email antes de entrar. Verifique sua caixa de entrada.',
  SIGNIN_FAILED: 'Erro no login. Tente novamente.',
  RESEND_FAILED: 'Erro ao reenviar o email. Tente novamente.',
  PROFILE_SAVE_FAILED: 'Erro ao salvar perfil',
  PROFILE_UPDATE_FAILED: 'Erro ao atualizar perfil',
  NAME_TOO_LONG: 'O nome pode ter no máximo 120 caracteres',
  CALLBACK_URL_INVALID: 'Endereço de retorno inválido. Abra o link pelo e-mail ou pelo próprio Pautei.',
  PLAN_NOT_EDITABLE: 'O plano só muda pela assinatura. Acesse a página Assinatura para trocar de plano.',
} as const;

export const authToasts = {
  SIGNED_IN: 'Login realizado com sucesso!',
  ADMIN_SIGNED_IN: 'Login admin realizado com sucesso!',
  PROFILE_CONFIGURED: 'Perfil configurado com sucesso!',
  PROFILE_UPDATED: 'Perfil atualizado com sucesso!',
  CONFIRMATION_SENT: 'Email de confirmação enviado! Verifique sua caixa de entrada.',
} as const;
