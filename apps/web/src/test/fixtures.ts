import type { CurrentUser } from '@atelier/contract';

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'user-1',
    full_name: 'Ada Lovelace',
    email: 'ada@example.com',
    subscription_plan: 'starter',
    image_credits: 12.3456,
    credits: 12.3456,
    email_verified: true,
    two_factor_enabled: false,
    phone_number: null,
    profile_picture: null,
    has_password: true,
    preferences: {
      email_notifications: true,
      push_notifications: false,
      marketing_emails: false,
      analytics_tracking: true,
      theme: 'light',
      language: 'en',
    },
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
