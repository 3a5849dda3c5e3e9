import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users, type UserRow } from '../../db/schema';

export async function updateProfile(
  db: Database,
  userId: string,
  input: { full_name: string; phone_number?: string | null },
): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({
      fullName: input.full_name,
      ...(input.phone_number !== undefined ? { phoneNumber: input.phone_number } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new Error('user vanished while updating the profile');
  return user;
}

export async function updatePreferences(
  db: Database,
  userId: string,
  preferences: UserRow['preferences'],
): Promise<UserRow['preferences']> {
  const [user] = await db
    .update(users)
    .set({ preferences, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ preferences: users.preferences });
  if (!user) throw new Error('user vanished while saving preferences');
  return user.preferences;
}
