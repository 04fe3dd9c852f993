/**
 * The only reader of process.env (DESIGN §3). Parsed once through a zod schema; a bad value stops
 * start-up with a clear message.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The pino levels, most severe first; 'silent' writes nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  APP_URL: optionalUrl,
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: optionalUrl,
  /** Connections each instance keeps to PostgreSQL (instances × pool size must stay under max_connections). */
  DATABASE_POOL_SIZE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(500).default(10)),
  /** The built SPA to serve; unset: the one built with the running server (or dist/web from the sources). */
  WEB_DIST_DIR: optionalString,
  AUTH_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'AUTH_SECRET precisa de pelo menos 32 caracteres').optional(),
  ),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Pautei <nao-responda@pautei.app>')),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl,
  AI_MODEL: z.preprocess(emptyToUndefined, z.string().default('gpt-4o')),
  AI_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(90_000)),
  AI_STALL_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(30_000)),
  /** On SIGTERM, how long running generations may finish before they are aborted (and refunded). */
  SHUTDOWN_DRAIN_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(600_000).default(30_000)),
  /** Generations one instance streams at once; past it new ones are refused (503) before any token is spent. */
  MAX_CONCURRENT_GENERATIONS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(200)),
  /** A spend this long past the AI deadline with neither an item nor a refund is refunded by the job. */
  TOKEN_RECONCILE_MARGIN_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(60_000)),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_CREATOR: optionalString,
  STRIPE_PRICE_AGENCY: optionalString,
  STRIPE_API_BASE: optionalUrl,
  CHAT_URL: z.preprocess(
    emptyToUndefined,
    z.url().default('https://wa.me/5511999999999?text=Ol%C3%A1!%20Quero%20um%20plano%20personalizado%20do%20Pautei'),
  ),
  /** Multiplies the per-IP auth limits (the browser tests sign up many users from one address). Per-account caps stay. */
  AUTH_RATE_LIMIT_FACTOR: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1000).default(1)),
  /** Trust X-Forwarded-For from a reverse proxy for the client IP (off: the socket address is used). */
  TRUST_PROXY: z
    .preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false'))
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(LOG_LEVELS).default('info')),
  /** Web Push (VAPID) key pair, URL-safe base64 as `npx web-push generate-vapid-keys` prints it. */
  VAPID_PUBLIC_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'VAPID_PUBLIC_KEY deve ser a chave pública em base64 URL (87 caracteres)')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY deve ser a chave privada em base64 URL (43 caracteres)')
      .optional(),
  ),
  /** Who runs the server, for the push services: a mailto: or https: address. */
  VAPID_SUBJECT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'VAPID_SUBJECT deve começar com mailto: ou https://')
      .optional(),
  ),
});

export type RawEnv = z.infer<typeof envSchema>;

/** The keys that sign Web Push requests; null: push is off (see loadVapid). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface Env extends Omit<RawEnv, 'APP_URL' | 'AUTH_SECRET'> {
  APP_URL: string;
  AUTH_SECRET: string;
  vapid: VapidKeys | null;
  dataDir: string;
  outboxDir: string;
  aiOffline: boolean;
  billingProvider: 'stripe' | 'demo';
}

/** AUTH_SECRET, when not given, is generated once and kept in DATA_DIR so sessions survive restarts. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The Web Push keys. Given by the environment, they are used as they are (several instances must share
 * one pair: a browser's subscription is bound to the public key it was made with). Not given, one
 * instance on PGlite generates a pair once into DATA_DIR, like AUTH_SECRET. With DATABASE_URL and no keys
 * push stays off rather than each instance signing with its own pair, which the push services would refuse.
 */
function loadVapid(raw: RawEnv, dataDir: string): VapidKeys | null {
  const subject = raw.VAPID_SUBJECT ?? vapidSubjectFrom(raw.MAIL_FROM);
  if (raw.VAPID_PUBLIC_KEY && raw.VAPID_PRIVATE_KEY) {
    return { publicKey: raw.VAPID_PUBLIC_KEY, privateKey: raw.VAPID_PRIVATE_KEY, subject };
  }
  if (raw.DATABASE_URL) return null;
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
  }
  const keys = generateVapidKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return { ...keys, subject };
}

/** A P-256 key pair in the form the push services expect (uncompressed public point, raw private scalar). */
function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const curve = createECDH('prime256v1');
  curve.generateKeys();
  // The private scalar may come out shorter than 32 bytes (leading zeros): pad it back.
  const privateKey = curve.getPrivateKey();
  const padded = Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]);
  return {
    publicKey: curve.getPublicKey(undefined, 'uncompressed').toString('base64url'),
    privateKey: padded.toString('base64url'),
  };
}

/** `mailto:` the sender address of MAIL_FROM ("Pautei <x@y>" or "x@y"). */
function vapidSubjectFrom(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Configuração inválida:\n${lines}`);
  }
  const raw = parsed.data;
  // Several instances on one PostgreSQL must sign sessions and e-mail links with the same secret; one
  // generated per instance would log users out whenever the proxy sends them to another instance.
  if (raw.DATABASE_URL && !raw.AUTH_SECRET) {
    throw new Error(
      'Configuração inválida:\n  - AUTH_SECRET: com DATABASE_URL, defina AUTH_SECRET (32+ caracteres, o mesmo em todas as ' +
        'instâncias; ex.: `openssl rand -hex 32`).\n    With DATABASE_URL, set AUTH_SECRET explicitly (32+ characters, ' +
        'the same on every instance).',
    );
  }
  if (!raw.VAPID_PUBLIC_KEY !== !raw.VAPID_PRIVATE_KEY) {
    throw new Error(
      'Configuração inválida:\n  - VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY: defina as duas chaves (ou nenhuma).',
    );
  }
  const dataDir = path.resolve(raw.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const outboxDir = path.join(dataDir, 'outbox');
  return {
    ...raw,
    APP_URL: (raw.APP_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ''),
    AUTH_SECRET: raw.AUTH_SECRET ?? loadOrCreateSecret(dataDir),
    vapid: loadVapid(raw, dataDir),
    dataDir,
    outboxDir,
    aiOffline: !raw.OPENAI_API_KEY,
    billingProvider: raw.STRIPE_SECRET_KEY ? 'stripe' : 'demo',
  };
}

/**
 * Where the data lives, without loadEnv's side effects (it creates DATA_DIR and a secret inside it):
 * the restore command needs DATA_DIR to stay empty until the backup is put there.
 */
export function readStorageEnv(source: NodeJS.ProcessEnv = process.env): { dataDir: string; databaseUrl?: string } {
  const raw = envSchema.pick({ DATA_DIR: true, DATABASE_URL: true }).parse(source);
  return { dataDir: path.resolve(raw.DATA_DIR), databaseUrl: raw.DATABASE_URL };
}
