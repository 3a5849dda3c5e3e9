import type { OAuthProviderId } from '@atelier/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface OAuthProvider {
  id: OAuthProviderId;
  name: string;
  /** False until the operator configures the provider's keys: the button says Coming Soon. */
  enabled: boolean;
}

async function getOAuthProviders(signal?: AbortSignal): Promise<OAuthProvider[]> {
  const answer = (await apiFetch('/auth/oauth/providers', { signal })) as {
    providers: OAuthProvider[];
  };
  return answer.providers;
}

export function oauthProvidersQuery() {
  return queryOptions({
    queryKey: ['auth', 'oauth-providers'],
    queryFn: ({ signal }) => getOAuthProviders(signal),
    staleTime: Infinity,
    retry: false,
  });
}
