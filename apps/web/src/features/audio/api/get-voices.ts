import { AudioVoicesResponse } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/audio/voices: the voices by language and every control's options. */
export function useVoices() {
  return useQuery({
    queryKey: ['audio', 'voices'],
    queryFn: ({ signal }) => apiFetch('/audio/voices', { schema: AudioVoicesResponse, signal }),
    staleTime: 10 * 60_000,
  });
}
