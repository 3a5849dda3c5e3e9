import { useAuth } from '../../auth/auth-context';

/**
 * The balance the pages check against: the signed-in user's, which every creditsUpdated event
 * patches (auth provider), so it follows paid calls made anywhere. Null while unknown.
 */
export function useBalance(): number | null {
  const { user } = useAuth();
  return user ? user.credits : null;
}
