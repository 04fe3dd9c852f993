/** The one date rule (date-input.ts): every date typed anywhere is refused with this sentence. */
export const dateMessages = {
  // Its limits are DATE_MIN_YEAR and DATE_MAX_YEAR (a test keeps them equal).
  DATE_INVALID: 'Data inválida. Escolha um dia que exista, entre 01/01/2000 e 31/12/2100.',
  // The time of a date and time (the posting time): its day is checked by DATE_INVALID.
  TIME_INVALID: 'Horário inválido. Escolha um horário que exista, entre 00:00 e 23:59.',
} as const;
