import type { CurrentUser } from '@atelier/contract';
import type { UserRow } from '../../db/schema';
import type { MediaUrls } from '../../lib/media-urls';
import { toCurrentUser } from './to-current-user';

/** Rebuilt after this long even for an unchanged user, so its picture's signed URL stays fresh. */
const REBUILD_MS = 60 * 60_000;

/**
 * GET /me's answer, and its JSON text, kept per user row. Every change to a user makes a new row
 * object (the principal cache drops the old one when PostgreSQL announces the change, and the next
 * request reads the new one), so a kept answer never outlives the row it was built from. Building
 * and stringifying it was a tenth of what the hottest call cost the API process (ADR 014).
 */
export function createCurrentUserAnswers(mediaUrls: MediaUrls) {
  const answers = new WeakMap<UserRow, { answer: CurrentUser; until: number }>();
  const texts = new WeakMap<CurrentUser, string>();
  return {
    answerFor(user: UserRow): CurrentUser {
      const now = Date.now();
      let entry = answers.get(user);
      if (!entry || entry.until <= now) {
        entry = { answer: toCurrentUser(user, mediaUrls), until: now + REBUILD_MS };
        answers.set(user, entry);
      }
      return entry.answer;
    },
    /** The route's serializer: an answer from `answerFor` is stringified once. */
    serialize(answer: CurrentUser): string {
      let text = texts.get(answer);
      if (text === undefined) {
        text = JSON.stringify(answer);
        texts.set(answer, text);
      }
      return text;
    },
  };
}
