/**
 * Outgoing mail: SMTP when SMTP_URL is set; otherwise each message is written as an .eml file in
 * DATA_DIR/outbox/ and its links are logged, so the app works with no mail server at all.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

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
  log?: (line: string) => void;
}): Mailer {
  const log = options.log ?? ((line: string) => console.log(line));
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
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(options.outboxDir, `${stamp}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      const links = secretLinks ? [] : (message.text.match(/https?:\/\/\S+/g) ?? []);
      log(
        `[mail] "${message.subject}" para ${message.to} gravado em ${file}${links.length ? `\n[mail] link: ${links.join(' ')}` : ''}`,
      );
    },
  };
}
