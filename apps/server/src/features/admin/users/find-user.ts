import { ADMIN_MESSAGES } from '@atelier/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { users, type UserRow } from '../../../db/schema';
import { AppError } from '../../../lib/errors';

/** The user staff named, or 404 "User not found". */
export async function findUser(db: Executor, userId: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);
  return user;
}
