import { randomBytes } from 'node:crypto';
import { AUTH_MESSAGES, PROFILE_PICTURE_MAX_BYTES } from '@atelier/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Storage } from '../../lib/storage';

/** The file's own first bytes decide its type; the name and the browser's claim do not. */
const SIGNATURES: { extension: string; matches: (b: Buffer) => boolean }[] = [
  {
    extension: 'png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
  },
  { extension: 'jpg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { extension: 'gif', matches: (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')) },
  {
    extension: 'webp',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

export function pictureExtension(body: Buffer): string {
  if (body.length > PROFILE_PICTURE_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', AUTH_MESSAGES.pictureTooLarge);
  const match = SIGNATURES.find((signature) => signature.matches(body));
  if (!match) throw new AppError('UNPROCESSABLE', AUTH_MESSAGES.pictureInvalid);
  return match.extension;
}

/** Stores the new picture under a fresh name (so cached URLs of the old one go stale) and drops the old. */
export async function setProfilePicture(
  deps: { db: Database; storage: Storage },
  user: UserRow,
  body: Buffer,
): Promise<UserRow> {
  const extension = pictureExtension(body);
  const key = `avatars/${user.id}/${randomBytes(8).toString('hex')}.${extension}`;
  await deps.storage.put(key, body, `image/${extension === 'jpg' ? 'jpeg' : extension}`);
  const updated = await saveKey(deps.db, user.id, key);
  if (user.profilePictureKey) await deps.storage.remove(user.profilePictureKey);
  return updated;
}

export async function removeProfilePicture(
  deps: { db: Database; storage: Storage },
  user: UserRow,
): Promise<UserRow> {
  const updated = await saveKey(deps.db, user.id, null);
  if (user.profilePictureKey) await deps.storage.remove(user.profilePictureKey);
  return updated;
}

async function saveKey(db: Database, userId: string, key: string | null): Promise<UserRow> {
  const [updated] = await db
    .update(users)
    .set({ profilePictureKey: key, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!updated) throw new Error('user vanished while saving the picture');
  return updated;
}
