import { CurrentUser } from '@atelier/contract';
import type { UpdateProfileBody } from '@atelier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { currentUserKey } from '../../../kits/session/api/get-current-user';

export function updateProfile(body: UpdateProfileBody): Promise<CurrentUser> {
  return apiFetch('/auth/profile', { method: 'PUT', body, schema: CurrentUser });
}

/** The answer is the updated user, so the cache takes it as is (the top bar shows the name). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(currentUserKey, user),
  });
}
