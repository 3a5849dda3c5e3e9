import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, ownerColumn } from './columns';

/** Emailed single-use tokens (verification, password reset), stored only as SHA-256 hashes. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: idColumn(),
    userId: ownerColumn(),
    /** verify_email or reset_password */
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('auth_tokens_hash_key').on(table.tokenHash),
    index('auth_tokens_user_idx').on(table.userId, table.purpose),
  ],
);

/** Two-factor recovery codes, hashed; each works once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: idColumn(),
    userId: ownerColumn(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('recovery_codes_user_idx').on(table.userId)],
);

/** An account at Google, Microsoft or Yahoo linked to a user. */
export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    id: idColumn(),
    userId: ownerColumn(),
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    email: text('email'),
    createdAt: createdAtColumn(),
  },
  (table) => [uniqueIndex('oauth_accounts_provider_key').on(table.provider, table.providerUserId)],
);

/** A sign-in started at a provider: the state and PKCE verifier the callback must match. */
export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
