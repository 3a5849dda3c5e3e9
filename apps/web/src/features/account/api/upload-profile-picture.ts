import { CurrentUser } from '@atelier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { currentUserKey } from '../../../kits/session/api/get-current-user';

/** Multipart with one field named `file`; the server checks type and size again. */
export function uploadProfilePicture(file: File): Promise<CurrentUser> {
  const form = new FormData();
  form.append('file', file);
  return apiFetch('/auth/profile-picture', { method: 'POST', body: form, schema: CurrentUser });
}

export function useUploadProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePicture,
    onSuccess: (user) => queryClient.setQueryData(currentUserKey, user),
  });
}
