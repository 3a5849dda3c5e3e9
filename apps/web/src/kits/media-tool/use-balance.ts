import { useAuth } from '../session/auth-context';
import { useWorkspace } from '../workspace/workspace-context';

/**
 * The balance the pages check against: the wallet that pays in the workspace in use. Personal, the
 * signed-in user's, which every creditsUpdated event patches (auth provider), so it follows paid
 * calls made anywhere; in a team, the team wallet's, read again after each of them (workspace
 * provider). Null while unknown.
 */
export function useBalance(): number | null {
  const { user } = useAuth();
  const { teamId, team } = useWorkspace();
  if (teamId) return team ? team.credits : null;
  return user ? user.credits : null;
}
