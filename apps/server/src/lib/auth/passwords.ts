import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import { AUTH_MESSAGES } from '@atelier/contract';
import { AppError } from '../errors';
import { serverPackageRoot } from '../package-paths';

/** OWASP's argon2id parameters: 19 MiB of memory, 2 passes, 1 lane. */
// algorithm 2 is Argon2id (the library's const enum cannot be imported under isolatedModules).
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

/** A hash of a random password, verified against when an email is unknown, so timing tells nothing. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword(`decoy-${Math.random()}`);
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

let common: Set<string> | undefined;

/**
 * The 10,000 most common passwords of at least 6 characters, from the OWASP SecLists "10 million
 * password list" (CC BY-SA 3.0, Daniel Miessler and contributors).
 */
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(path.join(serverPackageRoot(), 'assets', 'common-passwords.txt'), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return common;
}

/** Refuses a password on the common list, compared case-insensitively. */
export function assertPasswordNotCommon(password: string): void {
  if (commonPasswords().has(password.toLowerCase())) {
    throw new AppError('UNPROCESSABLE', AUTH_MESSAGES.passwordTooCommon);
  }
}
