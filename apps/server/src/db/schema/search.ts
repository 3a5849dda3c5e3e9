import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The search assistant's index (issue 20): help articles, the tool directory, the template and
 * prompt catalogues (public, owner null) and each user's own workflows and creations (owner set,
 * never shown to anyone else). Title and body are weighted A and B; `title_key` serves typo
 * tolerance through pg_trgm where the server has it (migration 0018).
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    /** help, tool, prompt_template, prompt_library, workflow_template, workflow, creation */
    source: text('source').notNull(),
    ref: text('ref').notNull(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The spec's result type: text, image, video, document or audio. */
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    imageUrl: text('image_url'),
    /** What the indexed text was made from, so a start re-indexes only what changed. */
    digest: text('digest').notNull(),
    /**
     * The language it is written in (issue 35): translated help articles are documents of their
     * own, stemmed as their language is (search_config, migration 0026).
     */
    language: text('language').notNull().default('en'),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector(search_config(language), search_unaccent(title)), 'A') || setweight(to_tsvector(search_config(language), search_unaccent(body)), 'B')`,
      ),
    titleKey: text('title_key')
      .notNull()
      .generatedAlwaysAs(sql`lower(search_unaccent(title))`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.source, table.ref] }),
    // Public documents are found through their word index; a user's own, through the owner's
    // b-tree (a few hundred rows each), so a search never wades through other users' matches.
    index('search_documents_public_vector_idx')
      .using('gin', table.searchVector)
      .where(sql`owner_id IS NULL`),
    index('search_documents_owner_idx').on(table.ownerId),
  ],
);

export type SearchDocumentRow = typeof searchDocuments.$inferSelect;

/**
 * One row: the public index's revision, raised whenever help articles or catalogue entries are
 * written or removed, so each API process knows when its cached public results are stale.
 */
export const searchIndexState = pgTable('search_index_state', {
  id: integer('id').primaryKey().default(1),
  publicRevision: bigint('public_revision', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each user's own index revision, raised whenever one of their workflows or creations is indexed
 * or removed, so a process's cached results of that user's searches are known to be stale.
 */
export const searchOwnerRevisions = pgTable('search_owner_revisions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
});
