/**
 * The product's time zone. On its own so that a screen that only formats dates (the landing page's
 * prices and dates) does not load the São Paulo calendar arithmetic with it.
 */
export const SAO_PAULO_TZ = 'America/Sao_Paulo';
