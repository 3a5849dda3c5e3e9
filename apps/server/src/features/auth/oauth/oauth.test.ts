import { AUTH_MESSAGES } from '@atelier/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../../test/helpers/factories';
import { startOidcProvider, type ProviderUser } from '../../../../test/helpers/oidc-provider';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { oauthAccounts, users } from '../../../db/schema';
import { anyCode } from '../../../../test/helpers/error-code';

const PUBLIC_URL = 'https://atelier.test';
const REDIRECT = `${PUBLIC_URL}/auth/callback`;

describe('sign-in with a provider', () => {
  let t: TestApp;
  let google: Awaited<ReturnType<typeof startOidcProvider>>;
  let microsoft: Awaited<ReturnType<typeof startOidcProvider>>;
  beforeAll(async () => {
    google = await startOidcProvider({ id: 'google-client', secret: 'google-secret' });
    microsoft = await startOidcProvider({ id: 'ms-client', secret: 'ms-secret' });
    t = await createTestApp({
      env: {
        PUBLIC_URL,
        GOOGLE_CLIENT_ID: 'google-client',
        GOOGLE_CLIENT_SECRET: 'google-secret',
        GOOGLE_ISSUER: google.issuer,
        MICROSOFT_CLIENT_ID: 'ms-client',
        MICROSOFT_CLIENT_SECRET: 'ms-secret',
        MICROSOFT_ISSUER: microsoft.issuer,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await google.stop();
    await microsoft.stop();
  });

  async function signInWith(provider: 'google' | 'microsoft', user: ProviderUser) {
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/auth/oauth/start',
      payload: { provider, redirect_uri: REDIRECT },
    });
    const { authorization_url: url } = start.json<{ authorization_url: string }>();
    const double = provider === 'google' ? google : microsoft;
    const { code, state } = await double.consent(url, user);
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/oauth-callback',
      payload: { code, state, provider, redirect_uri: REDIRECT },
    });
  }

  it('lists the configured providers as enabled and the others as not', async () => {
    const response = await t.app.inject({ url: '/api/auth/oauth/providers' });
    expect(response.json()).toEqual({
      providers: [
        { id: 'google', name: 'Google', enabled: true },
        { id: 'microsoft', name: 'Microsoft', enabled: true },
        { id: 'yahoo', name: 'Yahoo', enabled: false },
      ],
    });
    const yahoo = await t.app.inject({
      method: 'POST',
      url: '/api/auth/oauth/start',
      payload: { provider: 'yahoo', redirect_uri: REDIRECT },
    });
    expect(yahoo.json()).toEqual({
      detail: AUTH_MESSAGES.oauthNotConfigured,
      code: anyCode,
    });
  });

  it('sends the browser to the provider with state, nonce and a PKCE challenge', async () => {
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/auth/oauth/start',
      payload: { provider: 'google', redirect_uri: REDIRECT },
    });
    const url = new URL(start.json<{ authorization_url: string }>().authorization_url);
    expect(url.origin).toBe(google.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('scope')).toBe('openid email profile');
  });

  it('refuses a return address other than our own callback page', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/oauth/start',
      payload: { provider: 'google', redirect_uri: 'https://evil.example/auth/callback' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('creates a verified account for a new person and signs them in', async () => {
    const response = await signInWith('google', {
      sub: 'g-1001',
      email: 'Marie.Curie@Example.com',
      email_verified: true,
      name: 'Marie Curie',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ new_account: boolean }>().new_account).toBe(true);
    const token = response.json<{ access_token: string }>().access_token;
    const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({
      email: 'marie.curie@example.com',
      full_name: 'Marie Curie',
      email_verified: true,
      has_password: false,
    });
  });

  it('links to the existing account with that email, and uses the link next time', async () => {
    const existing = await createUser(t, { email: 'rosalind@example.com' });
    const first = await signInWith('google', {
      sub: 'g-2002',
      email: 'rosalind@example.com',
      email_verified: true,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json<{ new_account: boolean }>().new_account).toBe(false);
    const links = await t.runtime.db
      .select()
      .from(oauthAccounts)
      .where(eq(oauthAccounts.userId, existing.id));
    expect(links).toHaveLength(1);

    const again = await signInWith('google', {
      sub: 'g-2002',
      email: 'renamed@example.com',
      email_verified: true,
    });
    expect(again.json<{ new_account: boolean }>().new_account).toBe(false);
    const me = await t.app.inject({
      url: '/api/auth/me',
      headers: bearer(again.json<{ access_token: string }>().access_token),
    });
    expect(me.json<{ id: string }>().id).toBe(existing.id);
  });

  it('will not join or open an account for an email the provider does not vouch for', async () => {
    await createUser(t, { email: 'victim@example.com' });
    const google = await signInWith('google', {
      sub: 'g-3003',
      email: 'victim@example.com',
      email_verified: false,
    });
    expect(google.statusCode).toBe(400);
    expect(google.json()).toEqual({
      detail: AUTH_MESSAGES.oauthEmailUnverified,
      code: anyCode,
    });
    const ms = await signInWith('microsoft', {
      sub: 'm-1',
      email: 'victim@example.com',
      claims: { tid: 'some-work-tenant' },
    });
    expect(ms.json()).toEqual({
      detail: AUTH_MESSAGES.oauthEmailUnverified,
      code: anyCode,
    });
    const personal = await signInWith('microsoft', {
      sub: 'm-2',
      email: 'ms.person@example.com',
      claims: { tid: '9188040d-6c67-4c5b-b112-36a304b66dad' },
    });
    expect(personal.statusCode).toBe(200);
  });

  it('accepts a state once, and only for the provider and address it was made for', async () => {
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/auth/oauth/start',
      payload: { provider: 'google', redirect_uri: REDIRECT },
    });
    const { code, state } = await google.consent(
      start.json<{ authorization_url: string }>().authorization_url,
      {
        sub: 'g-4004',
        email: 'once@example.com',
        email_verified: true,
      },
    );
    const wrongProvider = await t.app.inject({
      method: 'POST',
      url: '/api/auth/oauth-callback',
      payload: { code, state, provider: 'microsoft', redirect_uri: REDIRECT },
    });
    expect(wrongProvider.json()).toEqual({
      detail: AUTH_MESSAGES.oauthStateInvalid,
      code: anyCode,
    });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/oauth-callback',
      payload: { code, state: 'made-up-state', provider: 'google', redirect_uri: REDIRECT },
    });
    expect(forged.json()).toEqual({
      detail: AUTH_MESSAGES.oauthStateInvalid,
      code: anyCode,
    });
    expect(
      await t.runtime.db.select().from(users).where(eq(users.email, 'once@example.com')),
    ).toHaveLength(0);
  });

  it('fails cleanly when the provider refuses the code', async () => {
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/auth/oauth/start',
      payload: { provider: 'google', redirect_uri: REDIRECT },
    });
    const { state } = await google.consent(
      start.json<{ authorization_url: string }>().authorization_url,
      {
        sub: 'g-5005',
        email: 'bad-code@example.com',
        email_verified: true,
      },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/oauth-callback',
      payload: {
        code: 'not-a-code-the-provider-issued',
        state,
        provider: 'google',
        redirect_uri: REDIRECT,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: AUTH_MESSAGES.oauthFailed,
      code: anyCode,
    });
  });
});
