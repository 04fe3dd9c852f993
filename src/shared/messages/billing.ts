/** Plans, access gate, checkout and billing portal (spec part 1 §8). */
export const billingMessages = {
  SUBSCRIPTION_REQUIRED: 'Assinatura Necessária',
  TRIAL_EXPIRED: 'Trial Expirado',
  SUBSCRIPTION_CHECK_FAILED: 'Erro ao verificar assinatura',
  SUBSCRIPTION_CREATE_FAILED: 'Erro ao criar assinatura',

  // Checkout (spec part 1 §8 "Checkout")
  CHECKOUT_AUTH_FAILED: 'Erro de autenticação. Faça logout e login novamente.',
  CHECKOUT_FORBIDDEN: 'Acesso negado. Verifique suas permissões.',
  CHECKOUT_SERVER_ERROR: 'Erro interno do servidor. Tente novamente em alguns minutos.',
  CHECKOUT_HTTP_ERROR: 'Erro ao processar pagamento ({status}). Tente novamente.',
  CHECKOUT_NO_URL: 'Erro na criação da sessão de pagamento. Tente novamente.',
  CHECKOUT_NOT_SIGNED_IN: 'Usuário não autenticado. Faça login primeiro.',
  PRODUCT_NOT_FOUND: 'Produto não encontrado',
  CHECKOUT_NETWORK: 'Erro de conexão. Verifique sua internet e tente novamente.',
  CHECKOUT_CORS: 'Erro de configuração do servidor. Entre em contato com o suporte.',

  // Billing portal (spec part 1 §8 "Billing portal")
  PORTAL_PROFILE_MISSING: 'Perfil do usuário não encontrado',
  PORTAL_NOT_ALLOWED: 'Você precisa ter uma assinatura ou estar no período trial para acessar o portal',
  PORTAL_NO_TOKEN: 'Token de acesso não encontrado. Faça login novamente.',
  PORTAL_CUSTOMER_NOT_FOUND: 'Nenhuma assinatura encontrada. Assine um plano primeiro.',
  PORTAL_HTTP_ERROR: 'Erro ao abrir portal ({status}): {detail}',
  PORTAL_NO_URL: 'URL do portal não recebida',
  PORTAL_SESSION_EXPIRED: 'Sessão expirada. Faça login novamente.',
  PORTAL_PROFILE_NOT_LOADED: 'Perfil não carregado. Recarregue a página.',

  // Payment provider and webhooks (server answers; shown only if something surfaces them)
  BILLING_PROVIDER_ERROR: 'Erro ao comunicar com o provedor de pagamento. Tente novamente em alguns minutos.',
  WEBHOOK_NOT_CONFIGURED: 'Webhook de pagamento não configurado.',
  WEBHOOK_SIGNATURE_INVALID: 'Assinatura do webhook inválida.',

  // Demo provider
  DEMO_BILLING_DISABLED: 'O pagamento de demonstração não está ativo neste servidor.',
  DEMO_SESSION_INVALID: 'Sessão de pagamento de demonstração inválida ou expirada. Escolha o plano novamente.',
  DEMO_NO_SUBSCRIPTION: 'Nenhuma assinatura ativa para alterar. Assine um plano primeiro.',

  // Pix
  PIX_MONTHS_INVALID: 'Escolha pagar 3, 6 ou 12 meses com Pix.',
  PIX_METHOD_INVALID: 'Escolha Cartão ou Pix.',
  PIX_ALREADY_SUBSCRIBED:
    'Sua assinatura já é renovada automaticamente. Para mudar a forma de pagamento, use Gerenciar Assinatura.',
  PIX_PAYMENT_PENDING:
    'Você já tem um pagamento Pix em processamento. Pague o código aberto ou espere 30 minutos para gerar outro.',
  PIX_PAYMENT_NOT_FOUND: 'Pagamento Pix não encontrado.',
  PIX_CODE_EXPIRED: 'Este código Pix expirou. Escolha o plano de novo para gerar outro.',
  PIX_PAYMENT_SETTLED: 'Este pagamento já foi concluído ou recusado.',
  PIX_NOT_AUTHORIZED: 'Não há autorização de Pix Automático ativa neste pagamento.',
  PREPAID_MONTHLY_UNAVAILABLE:
    'Seu plano está pago com Pix antecipado até o fim do período. Cartão e Pix Automático podem ser assinados quando ele terminar; antes disso, você pode renovar com Pix antecipado ou, do Criador Solo, mudar para a Agência com Pix antecipado (os dias não usados viram crédito).',
  PIX_DOWNGRADE_DURING_PREPAID:
    'Voltar para o Criador Solo só é possível no fim do período pago com Pix antecipado. Quando ele terminar, escolha o plano Criador Solo.',
  PIX_PLAN_CHANGE_AFTER_PERIOD:
    'Seu plano está pago até o fim do mês e não renova. Até lá, autorize de novo o Pix Automático ou pague meses antecipados do mesmo plano; para mudar de plano, escolha o novo quando esse período terminar.',
  PIX_PLAN_REVERTING:
    'O pagamento da sua mudança para a Agência foi reembolsado: o plano volta ao Criador Solo no fim do mês em curso. Depois disso, você pode renovar ou mudar de plano.',
  PIX_CREDIT_COVERS_CHARGE:
    'O crédito dos dias não usados cobre quase todo este período. Escolha um período maior para mudar de plano.',
  PIX_REFUND_CREDITED:
    'Este pagamento virou crédito de uma mudança de plano. Para devolver o dinheiro, reembolse o pagamento da mudança de plano.',
  PIX_REFUND_CREDIT_PENDING:
    'Uma mudança de plano em andamento usa este pagamento como crédito. Aguarde o código Pix dela ser pago ou expirar (até 30 minutos) e tente de novo.',
  PIX_REFUND_UPGRADE_RENEWED:
    'Esta mudança de plano foi renovada depois com outro pagamento. Reembolse primeiro a renovação; depois, este pagamento.',
  PIX_REFUND_NOT_PAID: 'Só é possível reembolsar um pagamento Pix antecipado que foi pago.',
  PIX_REFUND_REASON_REQUIRED: 'Informe o motivo do reembolso (até 500 caracteres).',
  PIX_REFUND_MODE_INVALID: 'Escolha quando o acesso termina: agora ou no fim do período.',
} as const;

/**
 * Texts of the reminders before a paid period that nothing renews ends (the e-mail and the bell), by what
 * the checkout accepts at that moment (renewal-offers.ts, decision record 0034).
 */
export const renewalTexts = {
  /** Prepaid: only more months upfront now; card and Pix Automático after the end. */
  PREPAID_OFFER:
    'Para continuar sem interrupção, pague mais meses com Pix antecipado: eles começam quando o período atual termina. Cartão e Pix Automático podem ser assinados depois que ele terminar.',
  PREPAID_OFFER_SHORT: 'Renove pagando mais meses com Pix.',
  /** A revoked Pix Automático: the authorization again, or months upfront, both from the paid month's end. */
  REVOKED_OFFER:
    'Para continuar sem interrupção, autorize de novo o Pix Automático ou pague meses antecipados com Pix: os dois começam quando o mês pago termina.',
  REVOKED_OFFER_SHORT: 'Autorize o Pix Automático de novo ou pague meses com Pix.',
} as const;

/** Texts of the payment screens that no spec sentence covers (the Pix page, the paywall, the trust notes). */
export const billingScreenTexts = {
  /** The pending Pix page: what the account keeps meanwhile, by its access now (the server's clock). */
  PENDING_TRIAL_RUNNING: 'Até lá, você continua com o acesso do teste grátis, que termina em {date}.',
  PENDING_TRIAL_ENDED: 'Seu teste grátis terminou: o acesso aos geradores volta assim que o pagamento for confirmado.',
  PENDING_NO_ACCESS: 'O acesso aos geradores volta assim que o pagamento for confirmado.',
  BACK_TO_DASHBOARD: 'Ir para o Dashboard',
  BACK_TO_SUBSCRIPTION: 'Ver assinatura',
  /** A checkout refused over a Pix code already open (another tab): the link to that code. */
  OPEN_PIX_CODE: 'Abrir o código Pix',
  /** The paywall's Pix, beside the card. */
  PAYWALL_PIX_MONTHLY: 'Pix mensal',
  PAYWALL_PIX_MONTHLY_HINT: 'Pix Automático: você autoriza uma vez no app do banco.',
  PAYWALL_PIX_UPFRONT: 'Ou pague 3, 6 ou 12 meses com Pix',
  PAYWALL_PIX_UPFRONT_HINT:
    'Pix antecipado: você paga uma vez, com até {discount} de desconto, sem renovação automática.',
  PAYWALL_CARD_HINT: 'Cartão: cobrança mensal automática no cartão de crédito.',
  /** The trust notes under the payment options, each for the way of paying it speaks of. */
  TRUST_CARD_TITLE: 'Pagamento seguro',
  TRUST_CARD_TEXT: 'Processado por um provedor certificado; não guardamos dados do seu cartão.',
  TRUST_PIX_TITLE: 'Pix pelo app do seu banco',
  TRUST_PIX_TEXT: 'Você paga ou autoriza no app do seu banco; não recebemos seus dados bancários.',
  TRUST_CANCEL_TITLE: 'Cancele quando quiser',
  TRUST_CANCEL_CARD: 'Sem fidelidade: cancele pelo portal da assinatura em poucos cliques.',
  TRUST_CANCEL_PIX_AUTOMATICO: 'Sem fidelidade: cancele a autorização do Pix Automático no app do seu banco.',
  TRUST_CANCEL_BOTH:
    'Sem fidelidade: cancele o cartão pelo portal da assinatura, ou a autorização do Pix Automático no app do seu banco.',
  TRUST_NOTHING_RENEWS_TITLE: 'Sem renovação automática',
  TRUST_NOTHING_RENEWS_TEXT: 'Seu plano vale até o fim do período pago e não renova sozinho: continuar é escolha sua.',
  TRUST_SUPPORT_TITLE: 'Suporte em português',
  TRUST_SUPPORT_TEXT: 'Fale com a nossa equipe no seu idioma sempre que precisar.',
  TRUST_GUARANTEE_TITLE: 'Garantia de {days} dias',
  TRUST_GUARANTEE_TEXT: 'Não gostou? Devolvemos seu dinheiro em até {days} dias.',
} as const;
