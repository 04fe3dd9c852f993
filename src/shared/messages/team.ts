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
  MEMBER_NOT_FOUND: 'Membro não encontrado nesta equipe.',
  INVITATION_EMAIL_INVALID: 'Digite um e-mail válido.',
  INVITATION_ROLE_INVALID: 'Escolha a função: Editor, Revisor ou Dono.',
  INVITATION_CLIENTS_INVALID: 'Escolha ao menos um cliente desta equipe, ou marque "Todos os clientes".',
  INVITATION_ALREADY_MEMBER: 'Essa pessoa já faz parte da equipe.',
  INVITATION_PENDING: 'Já existe um convite aberto para este e-mail. Revogue-o antes de enviar outro.',
  INVITATION_NOT_FOUND: 'Convite não encontrado. Confira o link recebido por e-mail.',
  INVITATION_EXPIRED: 'Este convite expirou. Peça ao Dono da equipe um novo convite.',
  INVITATION_REVOKED: 'Este convite foi cancelado pelo Dono da equipe.',
  INVITATION_USED: 'Este convite já foi aceito. Entre na sua conta para acessar a equipe.',
  INVITATION_WRONG_EMAIL: 'Este convite foi enviado para {email}. Entre com a conta desse e-mail para aceitá-lo.',
} as const;

/** What the screens say to a member about what their role leaves to others (decision 0020). */
export const roleTexts = {
  REVIEWER_GENERATES_NOTHING:
    'Como Revisor(a), você lê, comenta e aprova internamente; quem gera conteúdo é o Dono ou um Editor.',
  MEMBER_NO_CLIENTS: 'Nenhum cliente para você ainda: o Dono da equipe escolhe os clientes de cada pessoa.',
  MEMBER_CLIENTS_DESCRIPTION: 'Os clientes da agência com que você trabalha.',
  MEMBER_CLIENT_COUNT: 'Seus clientes: {n}',
  HISTORY_TEAM: 'Todo o conteúdo da equipe.',
  WORKSPACE_SWITCHER: 'Espaço de trabalho',
} as const;

/** Texts of the team page and the invitation page. */
export const teamTexts = {
  ROLE_OWNER: 'Dono',
  ROLE_EDITOR: 'Editor',
  ROLE_REVIEWER: 'Revisor',
  INVITED: 'Convite enviado para {email}.',
  REVOKED: 'Convite revogado.',
  MEMBER_UPDATED: 'Membro atualizado.',
  MEMBER_REMOVED: 'Membro removido da equipe.',
  ACCEPTED: 'Bem-vindo(a) à equipe {name}!',
  EMAIL_SUBJECT: 'Convite para a equipe {name} no Pautei',
} as const;
