/** Content calendar: date ranges, rescheduling, the iCalendar feed and the month plan. */
export const calendarMessages = {
  // The limit below is CALENDAR_MAX_RANGE_DAYS (a test keeps them equal).
  CALENDAR_RANGE_ORDER: 'A data final deve ser igual ou posterior à data inicial.',
  CALENDAR_RANGE_TOO_LONG: 'Escolha um período de no máximo 62 dias.',
  CALENDAR_FEED_NOT_FOUND: 'Link de calendário não encontrado ou revogado.',
} as const;
