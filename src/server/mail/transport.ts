/**
 * Outgoing mail: SMTP when SMTP_URL is set; otherwise each message is written as an .eml file in
 * DATA_DIR/outbox/ and its links are logged, so the app works with no mail server at all.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The message carries a bearer secret (a review link): the outbox must not echo its links to the log. */
  secretLinks?: boolean;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: Logger;
  /** The clock that names the outbox files. */
  now: () => Date;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send({ secretLinks: _secret, ...message }) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send({ secretLinks, ...message }) {
      const info = await stream.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = options.now().toISOString().replace(/[:.]/g, '-');
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(options.outboxDir, `${stamp}-${safeTo}.eml`);
      // Written aside and then renamed, so whoever reads the outbox (a person, a test) never opens a
      // message that is only half on disk, with a link cut in the middle.
      await writeFile(`${file}.part`, info.message as Buffer);
      await rename(`${file}.part`, file);
      const links = secretLinks ? [] : (message.text.match(/https?:\/\/\S+/g) ?? []);
      options.logger.info(
        { to: message.to, subject: message.subject, file, links },
        `e-mail "${message.subject}" para ${message.to} gravado em ${file}`,
      );
    },
  };
}
