import type { OAuthProviderId } from '@atelier/contract';
import { apiFetch } from '../../../lib/api-client';

/** Where the callback page finds which provider the browser went to (spec: client storage). */
export const OAUTH_PROVIDER_KEY = 'oauth_provider';

/** The page the provider sends the browser back to; the server accepts only this one. */
export function oauthRedirectUri(): string {
  return `${window.location.origin}/auth/callback`;
}

export async function oauthStart(
  provider: OAuthProviderId,
): Promise<{ authorization_url: string; state: string }> {
  return (await apiFetch('/auth/oauth/start', {
    method: 'POST',
    body: { provider, redirect_uri: oauthRedirectUri() },
  })) as { authorization_url: string; state: string };
}
