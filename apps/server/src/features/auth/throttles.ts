import { AUTH_MESSAGES } from '@atelier/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import {
  checkThrottle,
  recordThrottleEvent,
  type ThrottleRule,
  type ThrottleState,
} from '../../lib/throttle';

/**
 * Limits on failed sign-ins and emailed links (README, "Sign-in limits"; ADR 006). Each has a
 * rule per account, per client address, and a ceiling per account. Reaching the account's rule
 * closes the account to the addresses that took part in its failures, not to everyone: someone
 * who guesses a victim's password five times from one address locks out only that address, and
 * the owner, signing in from an address with no failures on the account in the window, still
 * gets in. Only the ceiling (a guessing campaign from many addresses) closes the account to all.
 */
export interface AccountRules {
  account: ThrottleRule;
  address: ThrottleRule;
  ceiling: ThrottleRule;
}

export const LOGIN_RULES: AccountRules = {
  account: { max: 5, windowSeconds: 15 * 60 },
  address: { max: 20, windowSeconds: 15 * 60 },
  ceiling: { max: 50, windowSeconds: 15 * 60 },
};
export const EMAIL_RULES: AccountRules = {
  account: { max: 3, windowSeconds: 60 * 60 },
  address: { max: 10, windowSeconds: 60 * 60 },
  ceiling: { max: 10, windowSeconds: 60 * 60 },
};

export interface AccountKeys {
  account: string;
  address: string;
  /** This address's events on this account. */
  pair: string;
}

export const loginKeys = (email: string, ip: string | null): AccountKeys => ({
  account: `login:account:${email}`,
  address: `login:ip:${ip ?? 'unknown'}`,
  pair: `login:account:${email}:ip:${ip ?? 'unknown'}`,
});

const emailKeys = (kind: 'verify' | 'reset', email: string, ip: string | null): AccountKeys => ({
  account: `mail:${kind}:account:${email}`,
  address: `mail:${kind}:ip:${ip ?? 'unknown'}`,
  pair: `mail:${kind}:account:${email}:ip:${ip ?? 'unknown'}`,
});

/** Whether this address may act on this account now, and if not, for how long it must wait. */
export async function accountThrottle(
  db: Database,
  keys: AccountKeys,
  rules: AccountRules,
): Promise<ThrottleState> {
  const [account, address, ceiling, pairHasEvents] = await Promise.all([
    checkThrottle(db, keys.account, rules.account),
    checkThrottle(db, keys.address, rules.address),
    checkThrottle(db, keys.account, rules.ceiling),
    checkThrottle(db, keys.pair, { max: 1, windowSeconds: rules.account.windowSeconds }),
  ]);
  const limiting = [address, ceiling];
  if (account.limited && pairHasEvents.limited) limiting.push(account);
  const wait = Math.max(0, ...limiting.filter((s) => s.limited).map((s) => s.retryAfterSeconds));
  return { limited: wait > 0, retryAfterSeconds: wait };
}

export function recordAccountEvent(db: Database, keys: AccountKeys): Promise<void> {
  return recordThrottleEvent(db, keys.account, keys.address, keys.pair);
}

/** Counts one emailed-link request, refusing it with 429 when this address may not ask now. */
export async function throttleEmailRequest(
  db: Database,
  kind: 'verify' | 'reset',
  email: string,
  ip: string | null,
): Promise<void> {
  const keys = emailKeys(kind, email, ip);
  throwIfLimited(await accountThrottle(db, keys, EMAIL_RULES), AUTH_MESSAGES.tooManyEmails);
  await recordAccountEvent(db, keys);
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
  if ((await accountThrottle(db, keys, EMAIL_RULES)).limited) return false;
  await recordAccountEvent(db, keys);
  return true;
}

/** 429 with the wait in minutes (and Retry-After) for a limited state. */
export function throwIfLimited(state: ThrottleState, message: (minutes: number) => string): void {
  if (!state.limited) return;
  throw new AppError(
    'TOO_MANY_REQUESTS',
    message(Math.ceil(state.retryAfterSeconds / 60)),
    {},
    { 'retry-after': String(state.retryAfterSeconds) },
  );
}

/** Throws 429 with the wait in minutes (and Retry-After) when either key is over its rule. */
export async function assertNotThrottled(
  db: Database,
  checks: [string, ThrottleRule][],
  message: (minutes: number) => string,
): Promise<void> {
  const states = await Promise.all(checks.map(([key, rule]) => checkThrottle(db, key, rule)));
  const wait = Math.max(0, ...states.filter((s) => s.limited).map((s) => s.retryAfterSeconds));
  throwIfLimited({ limited: wait > 0, retryAfterSeconds: wait }, message);
}

export const loginThrottleMessage = AUTH_MESSAGES.tooManyLoginAttempts;
