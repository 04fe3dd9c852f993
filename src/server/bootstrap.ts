/** Assembles a running Pautei from an Env: database (migrated), mail, auth, services, app. */
import path from 'node:path';
import { createAuth, type PasswordHasher } from './auth/auth';
import { createApp } from './app';
import type { AppDeps } from './context';
import { openDatabase, type DatabaseHandle } from './db/client';
import type { Env } from './env';
import { createLogger, setProcessLogger, type Logger } from './logger';
import { createMailer, type Mailer } from './mail/transport';
import { createServices } from './services';
import { ensureProfile } from './services/profile-service';
import { openInvitationTo } from './services/team-service';

export interface Pautei {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  close(): Promise<void>;
}

export interface BootstrapOptions {
  /** An already-open database (tests). */
  database?: DatabaseHandle;
  mailer?: Mailer;
  now?: () => Date;
  /** Default: a logger at env.LOG_LEVEL. */
  logger?: Logger;
  sleep?: (ms: number) => Promise<void>;
  webDist?: string;
  /** Tests only: a cheaper password hash than better-auth's scrypt (see AuthOptions). */
  passwordHasher?: PasswordHasher;
}

export async function bootstrap(env: Env, options: BootstrapOptions = {}): Promise<Pautei> {
  const logger = options.logger ?? createLogger(env.LOG_LEVEL);
  setProcessLogger(logger);
  const now = options.now ?? (() => new Date());
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: env.DATABASE_URL,
      pgliteDir: path.join(env.dataDir, 'pglite'),
      poolSize: env.DATABASE_POOL_SIZE,
      keepConnections: true,
      logger,
    }));
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir: env.outboxDir,
      logger,
      now,
    });
  const db = database.db;
  const auth = createAuth({
    now,
    db,
    // Auth calls back into the services through these (it does not import them: see AuthHooks).
    hooks: {
      accountReady: (userId, at) => ensureProfile(db, userId, at),
      openInvitationTo: (email, at) => openInvitationTo(db, email, at),
    },
    mailer,
    appUrl: env.APP_URL,
    secret: env.AUTH_SECRET,
    rateLimitFactor: env.AUTH_RATE_LIMIT_FACTOR,
    logger,
    passwordHasher: options.passwordHasher,
  });
  const deps: AppDeps = {
    db: database.db,
    driver: database.driver,
    env,
    auth,
    mailer,
    now,
    logger,
    draining: false,
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    services: createServices({ db: database.db, env, mailer, now, logger }),
  };
  const app = createApp(deps, { webDist: options.webDist });
  return {
    app,
    deps,
    close: async () => {
      // The render workers first: a job still out fails fast instead of writing to a closed database.
      await deps.services.render.close();
      await database.close();
    },
  };
}
