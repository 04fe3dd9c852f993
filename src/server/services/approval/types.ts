/** What every part of client approval is given: who asks, and the process's services. */
import type { Database } from '@server/db/client';
import type { Logger } from '@server/logger';
import type { Mailer } from '@server/mail/transport';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A connection or an open transaction: the helpers below run inside either. */
export type Db = Database | Tx;

/** Who is asking: a creator (own tasks) or an agency (its clients' tasks) — as in content-service. */
export interface ApprovalScope {
  userId: string;
  agency: boolean;
}

/** What the services need besides the database; the route passes them from AppDeps. */
export interface ApprovalDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /** Public origin, for the links in messages. */
  appUrl: string;
  now: Date;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
