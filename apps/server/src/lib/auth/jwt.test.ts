import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './jwt';

const secret = 'a-test-secret-that-is-long-enough-0123456789';
const inAnHour = () => new Date(Date.now() + 3_600_000);

async function signed(secretValue = secret, expiresAt = inAnHour()) {
  return signAccessToken(secretValue, { userId: 'user-1', sessionId: 'session-1', expiresAt });
}

describe('access tokens', () => {
  it('verifies a token it signed and returns its claims', async () => {
    const expiresAt = inAnHour();
    const claims = verifyAccessToken(secret, await signed(secret, expiresAt));
    expect(claims).toEqual({
      sub: 'user-1',
      session_id: 'session-1',
      exp: Math.floor(expiresAt.getTime() / 1000),
    });
  });

  it('refuses a token signed with another secret', async () => {
    expect(
      verifyAccessToken(secret, await signed('another-secret-of-enough-length-987654321')),
    ).toBe(null);
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const [header, , signature] = (await signed()).split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: 'user-2', session_id: 'session-1', exp: 9_999_999_999 }),
    ).toString('base64url');
    expect(verifyAccessToken(secret, `${header}.${forged}.${signature}`)).toBe(null);
  });

  it('gives the same answer for a token it has verified before, and a forgery of it is refused', async () => {
    const token = await signed();
    const first = verifyAccessToken(secret, token);
    expect(verifyAccessToken(secret, token)).toEqual(first);
    expect(verifyAccessToken('another-secret-of-enough-length-987654321', token)).toBe(null);
    expect(verifyAccessToken(secret, `${token.slice(0, -2)}AA`)).toBe(null);
  });

  it('refuses an expired token', async () => {
    expect(verifyAccessToken(secret, await signed(secret, new Date(Date.now() - 1000)))).toBe(null);
  });

  it('refuses an unsigned token and one with another algorithm', async () => {
    const payload = Buffer.from(
      JSON.stringify({ sub: 'user-1', session_id: 'session-1', exp: 9_999_999_999 }),
    ).toString('base64url');
    const none = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    expect(verifyAccessToken(secret, `${none}.${payload}.`)).toBe(null);

    const hs512 = await new SignJWT({ session_id: 'session-1' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('user-1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
    expect(verifyAccessToken(secret, hs512)).toBe(null);
  });

  it('refuses a token without the session claim, and garbage', async () => {
    const noSession = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
    expect(verifyAccessToken(secret, noSession)).toBe(null);
    expect(verifyAccessToken(secret, 'not-a-token')).toBe(null);
    expect(verifyAccessToken(secret, 'a.b.c')).toBe(null);
  });
});
