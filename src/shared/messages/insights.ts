/** Dashboard and analytics messages. */
export const insightsMessages = {
  ANALYTICS_PERIOD_INVALID: 'Período inválido',
  ANALYTICS_START_REQUIRED: 'Informe a data inicial',
  ANALYTICS_END_REQUIRED: 'Informe a data final',
  ANALYTICS_RANGE_INVERTED: 'A data final deve ser igual ou posterior à data inicial',
  INSIGHTS_LOAD_FAILED: 'Erro ao carregar estatísticas',
} as const;
