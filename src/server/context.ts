/** What every route and middleware can reach: the process's dependencies and the request's user. */
import type { Database, Driver } from './db/client';
import type { Env } from './env';
import type { Auth } from './auth/auth';
import type { Logger } from './logger';
import type { Mailer } from './mail/transport';
import type { Profile } from './db/schema/profiles';
import type { SessionUser } from './auth/session-user';
import type { WorkspaceChoice } from '@shared/team';

export interface AppDeps {
  db: Database;
  driver: Driver;
  env: Env;
  auth: Auth;
  mailer: Mailer;
  /** The clock; tests move it. */
  now: () => Date;
  /** The process's one logger (LOG_LEVEL). */
  logger: Logger;
  /** Set when the process was asked to stop: /readyz answers 503 so the proxy sends new requests elsewhere. */
  draining: boolean;
  /** Waits (the sign-in slow-down); tests record the delay instead of waiting. */
  sleep: (ms: number) => Promise<void>;
  /** Extra services wired at start (AI provider, billing provider...). */
  services: AppServices;
  /**
   * How often, at most, a JSON generation's partial object goes out while streaming (100 ms when unset),
   * and the window in which a text generation's pieces are coalesced into one event (25 ms). Tests set
   * them to 0 (every change goes out) or to a long time (only the first and the last), so what they see
   * does not depend on how fast the machine is.
   */
  streamPartialIntervalMs?: number;
  streamTextIntervalMs?: number;
}

/** Filled by the feature modules (see createServices in services/index.ts). */
export interface AppServices {
  [name: string]: unknown;
}

export type { SessionUser } from './auth/session-user';

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    user: SessionUser | null;
    sessionId: string | null;
    /**
     * The user's profile as read together with the session at the start of the request, when it was
     * (null otherwise, or when the profile does not exist yet): saves a round trip to whoever needs it.
     */
    sessionProfile: Profile | null;
    /** The person's workspaces when read together with the session (`GET /api/me`); null otherwise. */
    sessionWorkspaces: WorkspaceChoice[] | null;
    /**
     * Cookies better-auth wants set after reading the session (a renewed or ended session).
     * Answers that write their headers themselves (the SSE streams) send them; others get them from the
     * session middleware on the way out.
     */
    sessionCookies: string[];
  };
};
