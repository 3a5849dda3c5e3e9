import { index, integer, pgTable, real, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, ownerColumn } from './columns';

/**
 * A file a user gave a tool (an image to reimagine, a product photo, a reference voice), kept as
 * their media under `inputs/<user>/<id>.<ext>` so a job's inputs survive a retry. The row goes with
 * the account; features/account/delete-account.ts removes the files.
 */
export const mediaInputs = pgTable(
  'media_inputs',
  {
    id: idColumn(),
    userId: ownerColumn(),
    /** image, video or audio */
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Seconds, for video and audio. */
    duration: real('duration'),
    createdAt: createdAtColumn(),
  },
  (table) => [index('media_inputs_user_idx').on(table.userId, table.createdAt)],
);

export type MediaInputRow = typeof mediaInputs.$inferSelect;
