import { API_ACCESS_PLANS, USER_API_KEY_PREFIX } from '@atelier/contract';
import { createHash, randomBytes } from 'node:crypto';
import type { UserRow } from '../../db/schema';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `atl_` and 32 random bytes in base62 (43 characters): shown once, kept only as its hash. */
export function generateUserApiKey(): string {
  let value = BigInt(`0x${randomBytes(32).toString('hex')}`);
  let text = '';
  for (let i = 0; i < 43; i += 1) {
    text = BASE62[Number(value % 62n)] + text;
    value /= 62n;
  }
  return `${USER_API_KEY_PREFIX}${text}`;
}

/** How keys are kept (user and admin keys alike): a key is random enough not to need a slow hash. */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

export const isUserApiKey = (token: string) => token.startsWith(USER_API_KEY_PREFIX);

/** The length of every key `generateUserApiKey` makes: the prefix and 43 base62 characters. */
export const USER_API_KEY_LENGTH = USER_API_KEY_PREFIX.length + 43;

const KEY_SHAPE = new RegExp(`^${USER_API_KEY_PREFIX}[0-9A-Za-z]{43}$`);

/**
 * Whether a token could be a key at all. Anything else is refused before it is hashed, cached or
 * looked up, so bogus tokens of any size cost neither memory nor a query (issue 48).
 */
export const hasUserApiKeyShape = (token: string) =>
  token.length === USER_API_KEY_LENGTH && KEY_SHAPE.test(token);

/** What a key shows in lists: `atl_` and its first eight characters. */
export const keyPrefixOf = (key: string) => key.slice(0, USER_API_KEY_PREFIX.length + 8);

/** A plan that includes API access, and not past its end (the nightly reset may not have run). */
export function hasApiAccess(user: UserRow, now = Date.now()): boolean {
  if (!(API_ACCESS_PLANS as readonly string[]).includes(user.subscriptionPlan)) return false;
  return !user.subscriptionEndsAt || user.subscriptionEndsAt.getTime() > now;
}
