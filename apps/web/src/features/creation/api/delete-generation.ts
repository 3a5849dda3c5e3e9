import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { generationsKey } from './list-generations';

/** Removes one of the user's creations and its stored files. */
export async function deleteGeneration(id: string): Promise<void> {
  await apiFetch(`/generations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteGeneration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGeneration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: generationsKey }),
  });
}
