import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function initData(): Promise<unknown> {
  return apiFetch('/init-data', { method: 'POST' });
}

/**
 * Prepares the user's starting data on the server. A query (not an effect) so it runs once per
 * session however often the dashboard mounts; the spec only logs a failure.
 */
export function useInitData(): void {
  useQuery({
    queryKey: ['init-data'],
    queryFn: async () => {
      try {
        await initData();
      } catch (error) {
        console.warn('init-data failed', error);
      }
      return true;
    },
    staleTime: Infinity,
    retry: false,
  });
}
