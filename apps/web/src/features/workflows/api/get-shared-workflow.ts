import { SharedWorkflow } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Public: anyone with the link may read it; 410 once it has expired, 404 for an unknown one. */
export function getSharedWorkflow(token: string, signal?: AbortSignal): Promise<SharedWorkflow> {
  return apiFetch(`/shared/workflows/${encodeURIComponent(token)}`, {
    schema: SharedWorkflow,
    signal,
    anonymous: true,
  });
}

export function useSharedWorkflow(token: string) {
  return useQuery({
    queryKey: ['workflows', 'shared', token],
    queryFn: ({ signal }) => getSharedWorkflow(token, signal),
    // Expired and unknown links stay so: asking again changes nothing.
    retry: false,
  });
}
