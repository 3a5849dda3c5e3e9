import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserRow } from '../../db/schema';
import { createMediaUrls } from '../../lib/media-urls';
import { createCurrentUserAnswers } from './current-user-answers';

const row = (changes: Partial<UserRow> = {}) =>
  ({
    id: '0b6d4c1e-5a0a-4f3e-9a57-2f1d8c1b7e10',
    fullName: 'Ada',
    email: 'ada@example.com',
    subscriptionPlan: 'starter',
    creditsMicros: 2_500_000,
    emailVerifiedAt: new Date('2026-01-01T00:00:00Z'),
    totpSecret: null,
    phoneNumber: null,
    profilePictureKey: 'avatars/ada.png',
    passwordHash: 'x',
    preferences: { theme: 'auto', language: 'en' },
    createdAt: new Date('2026-01-01T00:00:00Z'),
    ...changes,
  }) as UserRow;

describe('GET /me answers kept per user row', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('builds and stringifies a row once, and a changed row (a new object) afresh', () => {
    const mediaUrls = createMediaUrls('secret');
    const sign = vi.spyOn(mediaUrls, 'sign');
    const answers = createCurrentUserAnswers(mediaUrls);
    const user = row();

    const first = answers.answerFor(user);
    expect(answers.answerFor(user)).toBe(first);
    expect(sign).toHaveBeenCalledTimes(1);
    const text = answers.serialize(first);
    expect(JSON.parse(text)).toMatchObject({ full_name: 'Ada', credits: 2.5 });
    expect(answers.serialize(first)).toBe(text);

    const changed = answers.answerFor(row({ fullName: 'Ada L.', creditsMicros: 500_000 }));
    expect(JSON.parse(answers.serialize(changed))).toMatchObject({
      full_name: 'Ada L.',
      credits: 0.5,
    });
    expect(sign).toHaveBeenCalledTimes(2);
  });

  it('rebuilds an unchanged row after an hour, so the picture URL is signed anew', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
    const answers = createCurrentUserAnswers(createMediaUrls('secret'));
    const user = row();
    const first = answers.answerFor(user);

    vi.setSystemTime(new Date('2026-11-26T10:59:00Z'));
    expect(answers.answerFor(user)).toBe(first);

    vi.setSystemTime(new Date('2026-11-26T11:00:01Z'));
    const later = answers.answerFor(user);
    expect(later).not.toBe(first);
    const expiry = (answer: { profile_picture: string | null }) =>
      Number(new URL(answer.profile_picture ?? '', 'http://x').searchParams.get('exp'));
    expect(expiry(later)).toBeGreaterThan(expiry(first));
  });
});
