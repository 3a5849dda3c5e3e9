import type { OAuthProviderId } from '@atelier/contract';
import { errorMessage } from '../../lib/error-message';
import { OAUTH_PROVIDER_KEY, oauthStart } from './api/oauth-start';

/**
 * Sends the browser to the provider's consent page. Resolves with a message only when that could
 * not start (the server's words, else `fallback`); on success the page is already leaving. Loaded
 * on the first click, not with the form.
 */
export async function beginOAuth(
  provider: OAuthProviderId,
  fallback: string,
): Promise<string | null> {
  try {
    sessionStorage.setItem(OAUTH_PROVIDER_KEY, provider);
    const { authorization_url } = await oauthStart(provider);
    window.location.assign(authorization_url);
    return null;
  } catch (error) {
    sessionStorage.removeItem(OAUTH_PROVIDER_KEY);
    return errorMessage(error, fallback);
  }
}
