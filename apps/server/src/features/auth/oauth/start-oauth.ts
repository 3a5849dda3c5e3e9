import { createHash } from 'node:crypto';
import { AUTH_MESSAGES, type OAuthProviderId } from '@atelier/contract';
import { lt, sql } from 'drizzle-orm';
import * as client from 'openid-client';
import type { AppDeps } from '../../../app-deps';
import { oauthStates } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { providerConfiguration } from './providers';

const STATE_LIFETIME_MS = 10 * 60 * 1000;

export const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

/** The only place a provider may send the browser back to: our own callback page. */
export function expectedRedirectUri(publicUrl: string): string {
  return `${publicUrl.replace(/\/$/, '')}/auth/callback`;
}

/**
 * Begins a sign-in at a provider: a state the callback must bring back, a PKCE verifier and a
 * nonce, kept server-side for ten minutes; answers the address to send the browser to.
 */
export async function startOAuth(deps: AppDeps, provider: OAuthProviderId, redirectUri: string) {
  if (redirectUri !== expectedRedirectUri(deps.config.PUBLIC_URL)) {
    throw new AppError(
      'BAD_REQUEST',
      `redirect_uri must be ${expectedRedirectUri(deps.config.PUBLIC_URL)}`,
    );
  }
  const { configuration } = await providerConfiguration(deps.config, provider);
  const state = client.randomState();
  const codeVerifier = client.randomPKCECodeVerifier();
  const nonce = client.randomNonce();
  await deps.db.delete(oauthStates).where(lt(oauthStates.expiresAt, sql`now()`));
  await deps.db.insert(oauthStates).values({
    stateHash: hashState(state),
    provider,
    redirectUri,
    codeVerifier,
    nonce,
    expiresAt: new Date(Date.now() + STATE_LIFETIME_MS),
  });
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  if (!url) throw new AppError('UNAVAILABLE', AUTH_MESSAGES.oauthFailed);
  return { authorization_url: url.href, state };
}
