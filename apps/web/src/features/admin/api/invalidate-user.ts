import type { QueryClient } from '@tanstack/react-query';
import { adminUserKey } from './get-user';
import { adminUsersKey } from './list-users';

/** After a change to a user, both the list and their page show it as it now is. */
export function invalidateUser(queryClient: QueryClient, userId: string): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminUsersKey }),
    queryClient.invalidateQueries({ queryKey: adminUserKey(userId) }),
  ]).then(() => undefined);
}
