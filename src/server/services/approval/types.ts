/** What every part of client approval is given: who asks, and the process's services. */
import type { Database } from '@server/db/client';
import type { OwnerScope } from '@server/scope/owner-scope';
import type { Logger } from '@server/logger';
import type { Mailer } from '@server/mail/transport';

/** A connection or an open transaction (the database type covers both): the helpers run inside either. */
export type Db = Database;

/** Who is asking: the request's owner scope (a creator's own tasks, or an agency's clients' tasks). */
export type ApprovalScope = OwnerScope;

/** What the services need besides the database; the route passes them from AppDeps. */
export interface ApprovalDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /** Public origin, for the links in messages. */
  appUrl: string;
  /** The server's auth secret: the key that keeps review addresses is derived from it. */
  secret: string;
  now: Date;
}
