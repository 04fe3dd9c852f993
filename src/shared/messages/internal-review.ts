/** The team's internal review before the client ("Revisão interna"). */
export const internalReviewMessages = {
  INTERNAL_REVIEW_OFF: 'A revisão interna está desligada nesta equipe. O Dono pode ligá-la na página Equipe.',
  INTERNAL_REVIEW_NOT_DRAFT: 'Este item já está em revisão interna ou já foi aprovado internamente.',
  INTERNAL_REVIEW_NOT_WAITING: 'Este item não está esperando revisão interna (outra pessoa pode já ter respondido).',
  INTERNAL_REVIEW_COMMENT_REQUIRED: 'Escreva o que precisa ser ajustado (até 1000 caracteres).',
  INTERNAL_REVIEW_REQUIRED:
    'Com a revisão interna ligada, só itens aprovados internamente podem ir para o cliente. Falta aprovar: {titles}.',
} as const;

/** Texts of the internal review's badge, actions and switch. */
export const internalReviewTexts = {
  WAITING_TITLE: 'Aguardando a sua revisão',
  WAITING_NONE: 'Nada aguardando a sua revisão nos seus clientes agora.',
  WAITING_ONE: '1 conteúdo dos seus clientes aguarda a sua revisão.',
  WAITING_MANY: '{n} conteúdos dos seus clientes aguardam a sua revisão.',
  WAITING_ALL: 'Ver todos no Histórico',
  STATE_DRAFT: 'Rascunho',
  STATE_IN_REVIEW: 'Em revisão interna',
  STATE_APPROVED: 'Aprovado internamente',
  STATE_CHANGES: 'Ajuste interno',
  SUBMIT: 'Enviar para revisão interna',
  APPROVE: 'Aprovar internamente',
  REQUEST_CHANGES: 'Pedir ajuste',
  COMMENT_LABEL: 'O que precisa ser ajustado?',
  SEND_CHANGES: 'Enviar pedido de ajuste',
  CANCEL: 'Cancelar',
  SUBMITTED: 'Enviado para revisão interna.',
  APPROVED: 'Aprovado internamente.',
  CHANGES_SENT: 'Pedido de ajuste enviado.',
  SWITCH_LABEL: 'Revisão interna',
  // Says what the switch does, whichever way it is set (the switch itself shows whether it is on).
  SWITCH_HELP:
    'Quando ligada, cada item passa pela aprovação de um Revisor (ou do Dono) antes de poder ser enviado ao cliente.',
  SWITCH_ON: 'Revisão interna ligada.',
  SWITCH_OFF: 'Revisão interna desligada.',
  SEND_BLOCKED: 'Com a revisão interna ligada, só itens aprovados internamente vão para o cliente.',
  SEND_BLOCKED_ITEMS: 'Envie para revisão interna e aguarde a aprovação de: {titles}.',
} as const;
