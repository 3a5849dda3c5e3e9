import { ADMIN_ROLES, type AdminRole } from '@atelier/contract';
import { count } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { admins, type AdminRow } from '../../db/schema';
import { assertPasswordNotCommon, hashPassword } from '../../lib/auth/passwords';
import { AppError } from '../../lib/errors';
import { recordAudit } from './audit-log';

/** Staff passwords are longer than users': the portal can change any account. */
export const ADMIN_PASSWORD_MIN = 12;

export interface NewAdmin {
  email: string;
  password: string;
  fullName?: string;
  role?: AdminRole;
}

/** A staff account, MFA not yet enrolled (the first sign-in asks for it). */
export async function createAdmin(db: Database, input: NewAdmin): Promise<AdminRow> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new AppError('UNPROCESSABLE', 'Enter a valid email address.');
  }
  const role = input.role ?? 'full_rights';
  if (!ADMIN_ROLES.includes(role)) {
    throw new AppError('UNPROCESSABLE', `The role must be one of ${ADMIN_ROLES.join(', ')}.`);
  }
  const password = input.password.trim();
  if (password.length < ADMIN_PASSWORD_MIN) {
    throw new AppError(
      'UNPROCESSABLE',
      `An admin password must be at least ${ADMIN_PASSWORD_MIN} characters long.`,
    );
  }
  assertPasswordNotCommon(password);
  try {
    const [admin] = await db
      .insert(admins)
      .values({
        email,
        fullName: input.fullName?.trim() || email.split('@')[0],
        passwordHash: await hashPassword(password),
        role,
      })
      .returning();
    await recordAudit(db, {
      adminId: admin.id,
      adminEmail: email,
      action: 'admin.created',
      target: admin.id,
      summary: { role, by: 'command line or start-up' },
    });
    return admin;
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', 'An admin with this email already exists.');
    }
    throw error;
  }
}

/**
 * On start: with ADMIN_EMAIL and ADMIN_PASSWORD set and no admin yet, the first admin is created
 * (full rights). Every later start leaves the admins as they are.
 */
export async function ensureFirstAdmin(
  db: Database,
  config: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string },
  logger: Pick<Logger, 'info'>,
): Promise<void> {
  if (!config.ADMIN_EMAIL || !config.ADMIN_PASSWORD) return;
  const [row] = await db.select({ n: count() }).from(admins);
  if ((row?.n ?? 0) > 0) return;
  try {
    await createAdmin(db, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
    logger.info({ email: config.ADMIN_EMAIL }, 'first admin created from ADMIN_EMAIL');
  } catch (error) {
    // Another process starting at the same moment created it first.
    if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
  }
}
