import { AUTH_MESSAGES } from '@atelier/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { checkThrottle, recordThrottleEvent, type ThrottleRule } from '../../lib/throttle';

/** Documented in the README ("Sign-in limits"). */
export const LOGIN_FAILURES_PER_ACCOUNT: ThrottleRule = { max: 5, windowSeconds: 15 * 60 };
export const LOGIN_FAILURES_PER_ADDRESS: ThrottleRule = { max: 20, windowSeconds: 15 * 60 };
export const EMAILS_PER_ACCOUNT: ThrottleRule = { max: 3, windowSeconds: 60 * 60 };
export const EMAILS_PER_ADDRESS: ThrottleRule = { max: 10, windowSeconds: 60 * 60 };

export const loginKeys = (email: string, ip: string | null) => ({
  account: `login:account:${email}`,
  address: `login:ip:${ip ?? 'unknown'}`,
});

const emailKeys = (kind: 'verify' | 'reset', email: string, ip: string | null) => ({
  account: `mail:${kind}:account:${email}`,
  address: `mail:${kind}:ip:${ip ?? 'unknown'}`,
});

/** Counts one emailed-link request, refusing it with 429 when the address or IP is over its rule. */
export async function throttleEmailRequest(
  db: Database,
  kind: 'verify' | 'reset',
  email: string,
  ip: string | null,
): Promise<void> {
  const keys = emailKeys(kind, email, ip);
  await assertNotThrottled(
    db,
    [
      [keys.account, EMAILS_PER_ACCOUNT],
      [keys.address, EMAILS_PER_ADDRESS],
    ],
    AUTH_MESSAGES.tooManyEmails,
  );
  await recordThrottleEvent(db, keys.account, keys.address);
}

/**
 * Counts one emailed-link request and answers whether it may be sent, without refusing the
 * request: for a caller who must not learn that the address has an account (sign-up).
 */
export async function mayEmailQuietly(
  db: Database,
  kind: 'verify' | 'reset',
  email: string,
  ip: string | null,
): Promise<boolean> {
  const keys = emailKeys(kind, email, ip);
  const [account, address] = await Promise.all([
    checkThrottle(db, keys.account, EMAILS_PER_ACCOUNT),
    checkThrottle(db, keys.address, EMAILS_PER_ADDRESS),
  ]);
  if (account.limited || address.limited) return false;
  await recordThrottleEvent(db, keys.account, keys.address);
  return true;
}

/** Throws 429 with the wait in minutes (and Retry-After) when either key is over its rule. */
export async function assertNotThrottled(
  db: Database,
  checks: [string, ThrottleRule][],
  message: (minutes: number) => string,
): Promise<void> {
  const states = await Promise.all(checks.map(([key, rule]) => checkThrottle(db, key, rule)));
  const wait = Math.max(0, ...states.filter((s) => s.limited).map((s) => s.retryAfterSeconds));
  if (wait > 0) {
    throw new AppError(
      'TOO_MANY_REQUESTS',
      message(Math.ceil(wait / 60)),
      {},
      { 'retry-after': String(wait) },
    );
  }
}

export const loginThrottleMessage = AUTH_MESSAGES.tooManyLoginAttempts;
