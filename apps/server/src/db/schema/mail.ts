import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';

/** Every outgoing message, so a retry is visible and an operator can see what left and what did not. */
export const mailMessages = pgTable('mail_messages', {
  id: idColumn(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** queued, sent or failed */
  status: text('status').notNull().default('queued'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  /** Where the message went: an SMTP message id, or the outbox file. */
  deliveredTo: text('delivered_to'),
  createdAt: createdAtColumn(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
