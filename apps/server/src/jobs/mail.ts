import { eq, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { mailMessages } from '../db/schema';
import type { MailMessage, Mailer } from '../lib/mail';
import { QUEUES } from './queue';

interface MailJob {
  messageId: string;
}

/** Retries with backoff: 10 s, 20 s, 40 s ... so a flaky SMTP server does not lose a message. */
export const MAIL_RETRY = { retryLimit: 5, retryDelay: 10, retryBackoff: true } as const;

/** Records the message and hands it to the mail queue; a worker delivers it. */
export async function queueMail(
  deps: { db: Database; boss: PgBoss },
  message: MailMessage,
  retry: PgBoss.RetryOptions = MAIL_RETRY,
): Promise<string> {
  const [row] = await deps.db
    .insert(mailMessages)
    .values({ to: message.to, subject: message.subject, text: message.text, html: message.html })
    .returning({ id: mailMessages.id });
  if (!row) throw new Error('mail message was not recorded');
  await deps.boss.send(QUEUES.mail, { messageId: row.id } satisfies MailJob, retry);
  return row.id;
}

export async function registerMailWorker(deps: {
  db: Database;
  boss: PgBoss;
  mailer: Mailer;
  logger: Logger;
}): Promise<void> {
  await deps.boss.work<MailJob>(
    QUEUES.mail,
    { includeMetadata: true, pollingIntervalSeconds: 1 },
    async ([job]) => {
      if (!job) return;
      await deliverOne(deps, job.data.messageId, job.retryCount >= job.retryLimit);
    },
  );
}

async function deliverOne(
  deps: { db: Database; mailer: Mailer; logger: Logger },
  messageId: string,
  lastAttempt: boolean,
): Promise<void> {
  const [message] = await deps.db
    .update(mailMessages)
    .set({ attempts: sql`${mailMessages.attempts} + 1` })
    .where(eq(mailMessages.id, messageId))
    .returning();
  if (!message || message.status === 'sent') return;
  try {
    const deliveredTo = await deps.mailer.deliver(message);
    await deps.db
      .update(mailMessages)
      .set({ status: 'sent', deliveredTo, sentAt: new Date(), lastError: null })
      .where(eq(mailMessages.id, messageId));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    deps.logger.warn({ messageId, attempt: message.attempts, reason }, 'mail delivery failed');
    await deps.db
      .update(mailMessages)
      .set({ lastError: reason, status: lastAttempt ? 'failed' : 'queued' })
      .where(eq(mailMessages.id, messageId));
    throw error;
  }
}
