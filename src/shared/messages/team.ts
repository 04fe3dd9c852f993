/** The team of an agency: members, roles and invitations. */
export const teamMessages = {
  WORKSPACE_FORBIDDEN: 'Você não faz parte desta equipe (ou foi removido dela). Escolha outra equipe.',
  WORKSPACE_NOT_AGENCY: 'Esta equipe não está mais no plano Agência. Fale com o Dono da equipe.',
  ROLE_FORBIDDEN: 'Sua função na equipe ({role}) não permite esta ação.',
  TEAM_OWNER_ONLY: 'Apenas o Dono da equipe pode fazer isso.',
  TEAM_AGENCY_ONLY: 'A equipe está disponível apenas no plano Agência.',
  TEAM_SEATS_FULL: 'Sua equipe já tem {n} membros, o limite do plano. Remova alguém ou fale com o suporte.',
  TEAM_FOUNDER_OWNER:
    'A conta que criou a equipe é sempre Dono (a assinatura está nela): não pode ser removida nem mudar de função.',
  WORKSPACE_NAME_TOO_LONG: 'O nome da equipe pode ter até 120 caracteres.',
  WORKSPACE_WHATSAPP_INVALID: 'Digite um WhatsApp do Brasil com DDD, por exemplo (11) 98765-4321.',
  MEMBER_NOT_FOUND: 'Membro não encontrado nesta equipe.',
  INVITATION_EMAIL_INVALID: 'Digite um e-mail válido.',
  INVITATION_ROLE_INVALID: 'Escolha a função: Editor, Revisor ou Dono.',
  INVITATION_CLIENTS_INVALID: 'Escolha ao menos um cliente desta equipe, ou marque "Todos os clientes".',
  INVITATION_ALREADY_MEMBER: 'Essa pessoa já faz parte da equipe.',
  INVITATION_EMAIL_FAILED:
    'Não foi possível enviar o convite para {email}. Nenhum convite foi criado: confira o endereço e tente de novo.',
  INVITATION_PENDING: 'Já existe um convite aberto para este e-mail. Revogue-o antes de enviar outro.',
  INVITATION_NOT_FOUND: 'Convite não encontrado. Confira o link recebido por e-mail.',
  INVITATION_EXPIRED: 'Este convite expirou. Peça ao Dono da equipe um novo convite.',
  INVITATION_REVOKED: 'Este convite foi cancelado pelo Dono da equipe.',
  INVITATION_USED: 'Este convite já foi aceito. Entre na sua conta para acessar a equipe.',
  INVITATION_WRONG_EMAIL: 'Este convite foi enviado para {email}. Entre com a conta desse e-mail para aceitá-lo.',
} as const;
