/** Plans, access gate, checkout and billing portal (spec part 1 §8). */
export const billingMessages = {
  SUBSCRIPTION_REQUIRED: 'Assinatura Necessária',
  TRIAL_EXPIRED: 'Trial Expirado',
  SUBSCRIPTION_CHECK_FAILED: 'Erro ao verificar assinatura',
} as const;
