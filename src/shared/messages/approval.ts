/** Client approval: review links (owner side) and the public review page. */
export const approvalMessages = {
  APPROVAL_LINK_NOT_FOUND: 'Link de aprovação não encontrado',
  APPROVAL_ITEMS_REQUIRED: 'Selecione ao menos um conteúdo para enviar',
  APPROVAL_TOO_MANY_ITEMS: 'Selecione no máximo 50 conteúdos por link',
  APPROVAL_ITEM_NOT_FOUND: 'Um dos conteúdos selecionados não foi encontrado',
  APPROVAL_ITEMS_MIXED_CLIENTS: 'Selecione conteúdos de um único cliente',
  APPROVAL_EXPIRY_INVALID: 'Escolha uma validade entre 1 e 30 dias',
  APPROVAL_LINK_CLOSED: 'Este link expirou ou foi revogado. Crie um novo link.',
  APPROVAL_LINK_EMPTY:
    'Este link foi encerrado: todos os conteúdos dele foram para um link mais novo ou removidos. Envie por um link aberto.',
  APPROVAL_CLIENT_NO_EMAIL: 'Este cliente não tem email cadastrado',
  APPROVAL_EMAIL_FAILED:
    'Não foi possível enviar o email para {email}. O link continua valendo: tente de novo ou envie pelo WhatsApp.',
  APPROVAL_DECISION_INVALID: 'Escolha aprovar ou pedir ajuste',
  APPROVAL_COMMENT_REQUIRED: 'Conte o que precisa ser ajustado',
  APPROVAL_COMMENT_TOO_LONG: 'O comentário pode ter no máximo 1.000 caracteres',
  APPROVAL_NAME_TOO_LONG: 'O nome pode ter no máximo 80 caracteres',
  REVIEW_LINK_UNKNOWN: 'Este link de aprovação não existe. Confira o endereço com quem enviou.',
  REVIEW_LINK_EXPIRED: 'Este link de aprovação expirou. Peça um novo link a quem enviou.',
  REVIEW_LINK_REVOKED: 'Este link de aprovação foi cancelado por quem enviou.',
  REVIEW_ITEM_NOT_FOUND: 'Este conteúdo não faz mais parte deste link.',
  REVIEW_ITEM_MOVED:
    'Este conteúdo foi movido para outro link de aprovação. Abra o link mais recente que você recebeu.',
  REVIEW_ITEM_REVISING:
    'Este conteúdo está em revisão pela equipe. Ele volta para esta página assim que for aprovado de novo.',
  APPROVAL_ADDRESS_UNAVAILABLE:
    'O endereço deste link não ficou guardado (ele é de antes desta versão). Use “Gerar novo endereço” para enviar de novo.',
  APPROVAL_NOTHING_WAITING: 'Nenhum conteúdo deste link está aguardando resposta',
} as const;
