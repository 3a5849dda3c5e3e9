import type { OAuthCallbackResponse, OAuthProviderId } from '@atelier/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { oauthRedirectUri } from '../../../kits/sign-in/api/oauth-start';

export interface OAuthCallbackInput {
  code: string;
  state: string;
  provider: OAuthProviderId;
}

export async function oauthCallback(input: OAuthCallbackInput): Promise<OAuthCallbackResponse> {
  return (await apiFetch('/auth/oauth-callback', {
    method: 'POST',
    body: { ...input, redirect_uri: oauthRedirectUri() },
  })) as OAuthCallbackResponse;
}

/** A query so that a second render cannot spend the single-use code twice. */
export function oauthCallbackQuery(input: OAuthCallbackInput) {
  return queryOptions({
    queryKey: ['auth', 'oauth-callback', input.code],
    queryFn: () => oauthCallback(input),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
