import { PromptTemplatesResponse } from '@atelier/contract';
import type { PromptTemplate } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const promptTemplatesKey = ['creation', 'prompt-templates'] as const;

/** The text tab's templates, each with the [variable] names its text leaves open. */
export function getPromptTemplates(signal?: AbortSignal): Promise<PromptTemplate[]> {
  return apiFetch('/prompt-templates', { schema: PromptTemplatesResponse, signal });
}

export function usePromptTemplates() {
  return useQuery({
    queryKey: promptTemplatesKey,
    queryFn: ({ signal }) => getPromptTemplates(signal),
    staleTime: 5 * 60_000,
  });
}
