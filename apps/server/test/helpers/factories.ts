import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/auth/passwords';
import { credit } from '../../src/lib/ledger';
import type { Database } from '../../src/db/client';
import type { TestApp } from './test-app';

/** What the database factories need: an app, or the database of processes started apart. */
type WithDatabase = { runtime: { db: Database } };

export interface TestUser {
  id: string;
  email: string;
  password: string;
  fullName: string;
}

let counter = 0;

/** A verified account made straight in the database: for tests about what comes after sign-up. */
export async function createUser(
  t: WithDatabase,
  overrides: { email?: string; password?: string; verified?: boolean; plan?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const email = overrides.email ?? `user${counter}-${randomBytes(3).toString('hex')}@example.com`;
  const password = overrides.password ?? `Sunflower-${randomBytes(4).toString('hex')}`;
  const [row] = await t.runtime.db
    .insert(users)
    .values({
      email,
      fullName: `Test User ${counter}`,
      passwordHash: await hashPassword(password),
      passwordChangedAt: new Date(),
      emailVerifiedAt: overrides.verified === false ? null : new Date(),
      subscriptionPlan: overrides.plan ?? 'starter',
      termsAgreed: true,
    })
    .returning();
  if (!row) throw new Error('user was not created');
  return { id: row.id, email, password, fullName: row.fullName };
}

export async function logIn(
  t: TestApp,
  user: Pick<TestUser, 'email' | 'password'>,
  body: { remember_me?: boolean; totp_code?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password, ...body },
  });
}

/** Signs in and answers the bearer token, failing the test if sign-in fails. */
export async function tokenFor(t: TestApp, user: TestUser, body: { remember_me?: boolean } = {}) {
  const response = await logIn(t, user, body);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json<{ access_token: string }>().access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The current authenticator code for a user with two-factor on. */
export async function currentTotp(t: TestApp, userId: string): Promise<string> {
  const [row] = await t.runtime.db.select().from(users).where(eq(users.id, userId));
  if (!row?.totpSecret) throw new Error('two-factor is not on');
  return generate({ secret: row.totpSecret });
}

/** Credits granted through the ledger, as an admin grant would add them. */
export async function grantCredits(
  t: WithDatabase,
  userId: string,
  credits: number,
): Promise<void> {
  await credit(t.runtime.db, {
    userId,
    kind: 'grant',
    amountMicros: Math.round(credits * 1_000_000),
    displayType: 'other',
    description: 'Test grant',
    idempotencyKey: `grant:${userId}:${randomBytes(4).toString('hex')}`,
  });
}
