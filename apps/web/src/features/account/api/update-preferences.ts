import { Preferences } from '@atelier/contract';
import type { CurrentUser } from '@atelier/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { currentUserKey } from '../../../kits/session/api/get-current-user';

export function updatePreferences(body: Preferences): Promise<Preferences> {
  return apiFetch('/auth/preferences', { method: 'PUT', body, schema: Preferences });
}

/** The saved preferences go into the cached user, which the theme on every page reads. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (preferences) =>
      queryClient.setQueryData<CurrentUser>(currentUserKey, (user) =>
        user ? { ...user, preferences } : user,
      ),
  });
}
