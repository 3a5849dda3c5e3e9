import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mediaInputs, type MediaInputRow } from '../../db/schema';
import type { Storage } from '../storage';
import type { AcceptedMedia } from './read-media-input';

/**
 * Keeps an accepted input as the owner's media: the file in storage, a row naming it. Tools pass
 * the row's key to their jobs, and its signed, owner-bound URL to the browser, as for outputs.
 */
export async function storeMediaInput(
  deps: { db: Database; storage: Storage },
  userId: string,
  media: AcceptedMedia,
): Promise<MediaInputRow> {
  const id = randomUUID();
  const key = `inputs/${userId}/${id}.${media.extension}`;
  await deps.storage.put(key, media.body, media.contentType);
  const [row] = await deps.db
    .insert(mediaInputs)
    .values({
      id,
      userId,
      kind: media.kind,
      key,
      contentType: media.contentType,
      bytes: media.body.length,
      width: media.width ?? null,
      height: media.height ?? null,
      duration: media.duration ?? null,
    })
    .returning();
  if (!row) throw new Error('the media input was not recorded');
  return row;
}

/** Inputs a request stored but no job took (the request was refused after reading them). */
export async function removeMediaInputs(
  deps: { db: Database; storage: Storage },
  rows: MediaInputRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await deps.db.delete(mediaInputs).where(
    inArray(
      mediaInputs.id,
      rows.map((row) => row.id),
    ),
  );
  for (const row of rows) await deps.storage.remove(row.key);
}
