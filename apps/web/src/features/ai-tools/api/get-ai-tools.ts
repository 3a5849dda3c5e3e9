import { AiToolsResponse } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const aiToolsKey = ['ai-tools', 'directory'] as const;

/** The side directory: every external tool with its category and official site. */
export function getAiTools(signal?: AbortSignal): Promise<AiToolsResponse> {
  return apiFetch('/ai-tools', { schema: AiToolsResponse, signal, anonymous: true });
}

export function useAiTools() {
  return useQuery({
    queryKey: aiToolsKey,
    queryFn: ({ signal }) => getAiTools(signal),
    // A fixed list on the server: one read a visit is enough.
    staleTime: 30 * 60_000,
  });
}
