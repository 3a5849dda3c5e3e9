import { CurrentUser } from '@atelier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { currentUserKey } from '../../../kits/session/api/get-current-user';

export function removeProfilePicture(): Promise<CurrentUser> {
  return apiFetch('/auth/profile-picture', { method: 'DELETE', schema: CurrentUser });
}

export function useRemoveProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProfilePicture,
    onSuccess: (user) => queryClient.setQueryData(currentUserKey, user),
  });
}
