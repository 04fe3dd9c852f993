/**
 * better-auth: e-mail + password with required verification, the admin plugin for the role, sessions
 * and rate-limit counters in the database (so instances can scale out).
 */
import { betterAuth } from 'better-auth';
import { z } from 'zod';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import type { MailMessage, Mailer } from '../mail/transport';
import {
  existingAccountEmail,
  joinTeamVerificationEmail,
  resetPasswordEmail,
  verificationEmail,
} from '../mail/templates';
import { MIN_PASSWORD_LENGTH } from '@shared/constants';
import { ROLE_LABELS, type InvitableRole } from '@shared/team';
import { PLATFORM_ROLES } from '@shared/platform-roles';
import { CLIENT_IP_HEADER } from './client-ip';
import { installScopedAuthStorage } from './async-context';
import type { Logger } from '../logger';

/**
 * What auth needs from the product's services, handed in by whoever assembles the app (bootstrap). Auth
 * is below the services: they read the session's user, so auth importing them back would tie the session,
 * the profiles, the team and the owner scope into one knot.
 */
export interface AuthHooks {
  /** A verified account signs in (or confirms its e-mail): its profile and own workspace must exist. */
  accountReady(userId: string, now: Date): Promise<unknown>;
  /** The newest open invitation to this e-mail (the team's name and the role), or null. */
  openInvitationTo(email: string, now: Date): Promise<{ teamName: string; role: InvitableRole } | null>;
}

export interface AuthOptions {
  db: Database;
  hooks: AuthHooks;
  mailer: Mailer;
  appUrl: string;
  secret: string;
  /** Multiplies the per-IP limits (default 1). */
  rateLimitFactor?: number;
  /** The clock: a profile's trial starts when its account is verified or first signs in. */
  now: () => Date;
  /** Where failures that happen off the request path (background e-mails) are reported. */
  logger?: Logger;
  /**
   * How passwords are hashed and checked. Left out, better-auth's scrypt (about 170 ms of a core per
   * hash here, on purpose: it is what makes a stolen hash slow to guess). Only the test harness hands in
   * a cheaper one, as it signs up thousands of accounts; nothing reads this from the environment, so a
   * running server can never be configured into weak hashes.
   */
  passwordHasher?: PasswordHasher;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

function sendInBackground(mailer: Mailer, message: MailMessage, logger?: Logger) {
  mailer.send(message).catch((err: unknown) => {
    logger?.error({ err }, 'envio de e-mail falhou');
  });
}

/** The confirmation e-mail: an address with an open invitation is told the team it joins, not a trial. */
async function confirmationEmail(hooks: AuthHooks, user: { email: string; name: string }, url: string, now: Date) {
  const invitation = await hooks.openInvitationTo(user.email, now);
  if (!invitation) return verificationEmail(user.email, user.name, url);
  return joinTeamVerificationEmail(user.email, user.name, url, {
    teamName: invitation.teamName,
    roleLabel: ROLE_LABELS[invitation.role],
  });
}

export function createAuth({
  db,
  hooks,
  mailer,
  appUrl,
  secret,
  rateLimitFactor = 1,
  now,
  logger,
  passwordHasher,
}: AuthOptions) {
  const perIp = (max: number) => max * rateLimitFactor;
  // Before better-auth's first call makes its own storages, which would tax every promise of the process.
  installScopedAuthStorage();
  return betterAuth({
    appName: 'Pautei',
    baseURL: appUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [appUrl],
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      ...(passwordHasher ? { password: passwordHasher } : {}),
      autoSignIn: false,
      // Answering "already registered" would tell strangers who has an account; the owner gets an e-mail.
      // Sent off the request path (like the confirmation below), so the answer takes as long either way.
      onExistingUserSignUp: async ({ user }) => {
        sendInBackground(mailer, existingAccountEmail(user.email, `${appUrl}/auth/signin`), logger);
      },
      // "Esqueci minha senha": the link lasts an hour, and a new password signs the account out everywhere.
      // better-auth answers the same whether or not the address has an account.
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(resetPasswordEmail(user.email, user.name, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        // The sending is not awaited: a sign-up must answer as fast for a new address as for a registered
        // one (the invitation lookup is one indexed read, beside the inserts a new account makes anyway).
        // A lost message can be sent again from the "check your e-mail" page.
        sendInBackground(mailer, await confirmationEmail(hooks, user, url, now()), logger);
      },
      afterEmailVerification: async (user) => {
        await hooks.accountReady(user.id, now());
      },
    },
    user: {
      additionalFields: {
        selectedPlan: {
          type: 'string',
          required: false,
          defaultValue: 'creator',
          input: true,
          validator: { input: z.enum(['creator', 'agency']) },
        },
      },
      changeEmail: {
        enabled: true,
        // With no confirmation to the old address, better-auth sends the verification to the new one.
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // No session cache cookie: the session is read from the database at every request (one prepared
      // query, middleware/session.ts), so a revoked session, a ban or a removed role applies at once.
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: perIp(100),
      customRules: {
        '/sign-in/email': { window: 60, max: perIp(10) },
        '/sign-up/email': { window: 60, max: perIp(5) },
        '/send-verification-email': { window: 60, max: perIp(3) },
        '/change-password': { window: 60, max: perIp(5) },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: appUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    databaseHooks: {
      session: {
        create: {
          after: async (session) => {
            await hooks.accountReady(session.userId, now());
          },
        },
      },
    },
    hooks: {
      // The plan is chosen at sign-up only; afterwards the account type follows billing. Refused here as
      // well as in the route, so no server-side call of update-user can change it either.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/update-user') return;
        const body: unknown = ctx.body;
        if (body && typeof body === 'object' && 'selectedPlan' in body) {
          throw new APIError('BAD_REQUEST', { code: 'PLAN_NOT_EDITABLE', message: 'PLAN_NOT_EDITABLE' });
        }
      }),
    },
    plugins: [admin({ defaultRole: PLATFORM_ROLES.user, adminRoles: [PLATFORM_ROLES.admin] })],
  });
}

export type Auth = ReturnType<typeof createAuth>;
