import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { privateFolder } from './private-files';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { redactUrl } from './logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

/** Sends one message and answers where it went (an SMTP message id or an outbox file). */
export interface Mailer {
  deliver(message: MailMessage): Promise<string>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  dataDir: string;
}

/**
 * Real SMTP when SMTP_URL is set. Otherwise every message is written to DATA_DIR/outbox as an .eml
 * file and its subject and links are logged, so a local install still shows verification links.
 */
export function createMailer(options: MailerOptions, logger: Logger): Mailer {
  return options.smtpUrl ? smtpMailer(options, options.smtpUrl) : outboxMailer(options, logger);
}

function smtpMailer(options: MailerOptions, smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async deliver(message) {
      const info = await transport.sendMail({ from: options.from, ...withoutNullHtml(message) });
      return `smtp:${info.messageId}`;
    },
    close: () => transport.close(),
  };
}

function outboxMailer(options: MailerOptions, logger: Logger): Mailer {
  const outbox = privateFolder(path.join(options.dataDir, 'outbox'));
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async deliver(message) {
      const info = await transport.sendMail({ from: options.from, ...withoutNullHtml(message) });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = await outbox.write(
        `${stamp}-${randomUUID().slice(0, 8)}.eml`,
        info.message as Buffer,
      );
      logger.info(
        {
          to: message.to,
          subject: message.subject,
          links: linksIn(message.text).map(redactUrl),
          file,
        },
        'mail written to the outbox (SMTP_URL is not set)',
      );
      return `outbox:${file}`;
    },
    close: () => transport.close(),
  };
}

function withoutNullHtml(message: MailMessage) {
  return {
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? undefined,
  };
}

export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}
