import { AUTH_MESSAGES } from '@atelier/contract';
import type { Database } from '../../db/client';
import { withFigures } from '../../lib/error-codes';
import { AppError } from '../../lib/errors';
import {
  admitAttempt,
  type Attempt,
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

/**
 * One attempt on an account from an address, counted in advance under the account's rules (see
 * `admitAttempt`): refused when this address may not act on the account now, else recorded as a
 * failure until the caller withdraws it. The account's rule closes it only to addresses that took
 * part in its failures; the ceiling and the address's own rule close it to all.
 */
export function admitAccountAttempt(
  db: Database,
  keys: AccountKeys,
  rules: AccountRules,
): Promise<Attempt> {
  return admitAttempt(
    db,
    [
      [keys.account, rules.account],
      [keys.address, rules.address],
      [keys.account, rules.ceiling],
      [keys.pair, { max: 1, windowSeconds: rules.account.windowSeconds }],
    ],
    [keys.account, keys.address, keys.pair],
    ([account, address, ceiling, pairHasEvents]) => {
      const limiting = [address, ceiling];
      if (account?.limited && pairHasEvents?.limited) limiting.push(account);
      const wait = Math.max(
        0,
        ...limiting.filter((s) => s?.limited).map((s) => s?.retryAfterSeconds ?? 0),
      );
      return { limited: wait > 0, retryAfterSeconds: wait };
    },
  );
}

/** Counts one emailed-link request, refusing it with 429 when this address may not ask now. */
export async function throttleEmailRequest(
  db: Database,
  kind: 'verify' | 'reset',
  email: string,
  ip: string | null,
): Promise<void> {
  const attempt = await admitAccountAttempt(db, emailKeys(kind, email, ip), EMAIL_RULES);
  throwIfLimited(attempt.state, AUTH_MESSAGES.tooManyEmails);
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
  const attempt = await admitAccountAttempt(db, emailKeys(kind, email, ip), EMAIL_RULES);
  return !attempt.state.limited;
}

/** 429 with the wait in minutes (and Retry-After) for a limited state. */
export function throwIfLimited(state: ThrottleState, message: (minutes: number) => string): void {
  if (!state.limited) return;
  const values = { minutes: Math.ceil(state.retryAfterSeconds / 60) };
  throw new AppError('TOO_MANY_REQUESTS', message(values.minutes), withFigures(message, values), {
    'retry-after': String(state.retryAfterSeconds),
  });
}

export const loginThrottleMessage = AUTH_MESSAGES.tooManyLoginAttempts;
