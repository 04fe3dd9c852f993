/** The monthly report ("Relatório do mês") and its links. */
export const reportMessages = {
  REPORT_MONTH_INVALID: 'Escolha um mês válido (mês e ano).',
  REPORT_MONTH_FUTURE: 'Este mês ainda não começou. Escolha o mês atual ou um mês anterior.',
  REPORT_MONTH_BEFORE_START: 'Sua conta ainda não existia neste mês. Escolha um mês a partir da criação da conta.',
  REPORT_CLIENT_REQUIRED: 'Escolha o cliente do relatório.',
  REPORT_CLIENT_NOT_FOUND: 'Cliente não encontrado.',
  REPORT_LINK_DAYS_INVALID: 'O link do relatório pode valer de 1 a 90 dias.',
  REPORT_LINK_NOT_FOUND: 'Link do relatório não encontrado.',
  REPORT_LINK_UNKNOWN: 'Este link de relatório não existe. Peça um novo link a quem enviou.',
  REPORT_LINK_EXPIRED: 'Este link de relatório expirou. Peça um novo link a quem enviou.',
  REPORT_LINK_REVOKED: 'Este link de relatório foi cancelado. Peça um novo link a quem enviou.',
  REPORT_METRIC_INVALID: 'Informe um número inteiro de 0 a 1.000.000.000 (ou deixe em branco).',
  REPORT_ITEM_NOT_PUBLISHED: 'Alcance e engajamento só podem ser informados para itens publicados.',
} as const;
