/**
 * The team screens' texts (roles, invitations, members). Apart from the team's error messages (team.ts),
 * which every page carries in its message catalogue: these go only with the screens that show them.
 */
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
  REMOVE_TITLE: 'Remover da equipe',
  REMOVE_CONFIRM: 'Remover',
  REMOVE_QUESTION: 'Tem certeza que deseja remover {name} da equipe?',
  REMOVE_EFFECT: 'A pessoa perde o acesso a esta equipe na mesma hora; para voltar, precisa de um novo convite.',
  REVOKE: 'Revogar',
  REVOKE_LABEL: 'Revogar convite de {email}',
  REVOKE_TITLE: 'Revogar convite',
  REVOKE_QUESTION: 'Tem certeza que deseja revogar o convite de {email}?',
  REVOKE_EFFECT: 'O link enviado por e-mail deixa de funcionar.',
  ACCEPTED: 'Bem-vindo(a) à equipe {name}!',
  SIGNUP_TITLE: 'Crie sua conta',
  SIGNUP_SUBTITLE: 'Você vai entrar na equipe {name} como {role}.',
  SIGNUP_EMAIL_HINT: 'O convite vale só para este e-mail.',
  SIGNUP_SUBMIT: 'Criar conta',
  CONFIRMED_TITLE: 'Email confirmado!',
  CONFIRMED_TEXT: 'Sua conta está ativa. Entre com {email} para aceitar o convite.',
  CONFIRMED_PENDING: 'Sua conta está ativa. Entre para aceitar o convite da equipe.',
  NO_TEAM_TITLE: 'Sua conta não está em nenhuma equipe',
  NO_TEAM_TEXT:
    'Para entrar na equipe que convidou você, abra o link do convite recebido por e-mail (ou peça um novo ao Dono da equipe). Para criar conteúdo por conta própria, escolha um plano.',
  NO_TEAM_OPEN_INVITATION: 'Abrir o convite',
  NAME_LABEL: 'Nome da equipe',
  NAME_HINT: 'Aparece nos convites, nos e-mails e na página de aprovação dos clientes. Vazio: usa o nome do Dono.',
  NAME_SAVE: 'Salvar',
  NAME_SAVED: 'Dados da equipe salvos.',
  WHATSAPP_LABEL: 'WhatsApp da equipe',
  WHATSAPP_HINT:
    'Opcional. Quando um link de aprovação é substituído, o cliente vê "Fale com a equipe no WhatsApp" com este número.',
  INVITEE_SEATS_FULL:
    'A equipe {name} está com todas as vagas ocupadas no momento. Seu convite continua valendo: peça ao Dono da equipe para liberar uma vaga e volte a este link.',
  INVITEE_WAITING: 'Aguardando vaga',
  CREATOR_TEAM_TITLE: 'Equipes fazem parte do plano Agência',
  CREATOR_TEAM_TEXT:
    'No plano Agência você convida pessoas como Editor, Revisor ou Dono, escolhe os clientes de cada uma e acompanha quem fez o quê.',
  CREATOR_TEAM_LINK: 'Conhecer o plano Agência',
  EMAIL_SUBJECT: 'Convite para a equipe {name} no Pautei',
} as const;
