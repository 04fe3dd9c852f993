/** Business constants of spec part 1 §9 and part 2 §9. */
export const TRIAL_DAYS = 3;
export const NEW_PROFILE_TOKENS = 150;
export const NEW_PROFILE_RENEWAL_DAYS = 33;
export const ADMIN_TOKENS = 999_999;
export const LOW_TOKEN_RATIO = 0.2;
export const SUBSCRIPTION_RECHECK_MS = 60_000;
export const RESEND_COUNTDOWN_SECONDS = 60;
export const MIN_PASSWORD_LENGTH = 8;
export const TRIAL_WARNING_DAYS = 2;
export const PAYMENT_SUCCESS_WAIT_MS = 3_000;
export const DEFAULT_CLIENTS_LIMIT = 5;
export const UNLIMITED_CLIENTS = 999;
export const TOAST_DURATION_MS = 4_000;
export const RECENT_LIST_SIZE = 10;
export const USD_TO_BRL = 5;
export const ANNUAL_MULTIPLIER = 12;
/** The admin's churn figure looks at this many São Paulo days (docs/decisions/0004-admin-metrics.md). */
export const CHURN_WINDOW_DAYS = 30;
export const GUARANTEE_DAYS = 7;
export const DAY_MS = 86_400_000;
/** Local-storage keys the browser keeps (spec part 1 §2). */
export const STORAGE_KEYS = {
  theme: 'isDark',
  selectedPlan: 'selected_plan',
  clientCount: 'client_count',
  signupEmail: 'signup_email',
  /** The agency's chosen client on the generator pages (sessionStorage: this tab, until sign-out). */
  generatorClient: 'generator_client',
  /** The team workspace the person acts on (none: their own account). */
  workspace: 'pautei_workspace',
  /** An invitation page opened before signing in: where sign-in goes back to. */
  pendingInvitation: 'pending_invitation',
} as const;
