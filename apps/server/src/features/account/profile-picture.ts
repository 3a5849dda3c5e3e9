import { randomBytes } from 'node:crypto';
import { AUTH_MESSAGES, PROFILE_PICTURE_MAX_BYTES } from '@atelier/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { AppError, isAppError } from '../../lib/errors';
import {
  readMediaInput,
  type AcceptedMedia,
  type MediaLimits,
} from '../../lib/media-inputs/read-media-input';
import type { Storage } from '../../lib/storage';

/** A picture is an image of at most 2 MB, sent as a file (never fetched from a URL). */
const PICTURE_LIMITS: MediaLimits = {
  maxBytes: { image: PROFILE_PICTURE_MAX_BYTES, video: 0, audio: 0 },
  fetchAllow: [],
};

/**
 * The picture taken as every upload is: its bytes decide the type, and it is decoded and encoded
 * again, so what is stored and served is only an image (no EXIF or GPS data, nothing appended). A
 * file that is not an image is a 422 naming the formats; one that does not decode, the module's 422.
 */
async function readPicture(body: Buffer): Promise<AcceptedMedia> {
  try {
    return await readMediaInput({ from: 'bytes', body }, 'image', PICTURE_LIMITS);
  } catch (error) {
    if (isAppError(error) && error.code === 'PAYLOAD_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', AUTH_MESSAGES.pictureTooLarge);
    }
    if (isAppError(error) && error.code === 'UNSUPPORTED_MEDIA_TYPE') {
      throw new AppError('UNPROCESSABLE', AUTH_MESSAGES.pictureInvalid);
    }
    throw error;
  }
}

/** Stores the new picture under a fresh name (so cached URLs of the old one go stale) and drops the old. */
export async function setProfilePicture(
  deps: { db: Database; storage: Storage },
  user: UserRow,
  body: Buffer,
): Promise<UserRow> {
  const picture = await readPicture(body);
  const key = `avatars/${user.id}/${randomBytes(8).toString('hex')}.${picture.extension}`;
  await deps.storage.put(key, picture.body, picture.contentType);
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
