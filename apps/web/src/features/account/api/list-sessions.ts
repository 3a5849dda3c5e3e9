import { SessionsResponse } from '@atelier/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const sessionsKey = ['auth', 'sessions'] as const;

export function listSessions(signal?: AbortSignal): Promise<SessionsResponse> {
  return apiFetch('/auth/sessions', { schema: SessionsResponse, signal });
}

export function sessionsQuery() {
  return queryOptions({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => listSessions(signal),
    // Sessions change on other devices; a visit should show them as they are now.
    staleTime: 0,
    // The pages offer their own "Try again" rather than a silent wait.
    retry: false,
  });
}

export function useSessions() {
  return useQuery(sessionsQuery());
}
