import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useCreditsUpdated } from '../../lib/credits-events';
import { currentUserKey } from '../session/api/get-current-user';
import { useAuth } from '../session/auth-context';
import { teamsKey } from './api/team-keys';
import { WorkspaceContext } from './workspace-context';
import type { Workspace } from './workspace-context';
import { onStoredTeamChange, setActiveTeamId, storeTeamId, storedTeamId } from './workspace-store';

/** The workspace the signed-in user chose on this device, for the top bar and every page. */
export function WorkspaceProvider({ children }: { children: ReactNode }) {
  const userId = useAuth().user?.id ?? null;
  const queryClient = useQueryClient();
  // The same query as the teams page's useTeams, so both share one cached list. Its code (and the
  // schema it checks the answer with, and zod) loads for a signed-in user only: the public pages
  // around the shell (/login, /terms) fetched and ran 25 kB of it for nothing (issue 48).
  const teams = useQuery({
    queryKey: teamsKey,
    queryFn: ({ signal }) => import('./api/list-teams').then((api) => api.listTeams(signal)),
    enabled: userId !== null,
    retry: false,
  });
  const stored = useSyncExternalStore(
    onStoredTeamChange,
    () => (userId ? storedTeamId(userId) : null),
    () => null,
  );

  // A team the list no longer has (the user left or was removed) gives way to Personal, and the
  // choice is forgotten. While the list loads the device's choice stands, so the first requests
  // already go to the right workspace; a list that could not load leaves the user in Personal for
  // now (without a list there is no switcher to leave the team with), keeping the choice for later.
  const list = teams.data?.teams;
  const listed = list?.some((team) => team.id === stored) ?? false;
  const gone = stored !== null && list !== undefined && !listed;
  const teamId = stored !== null && (listed || teams.isPending) ? stored : null;
  useEffect(() => {
    if (gone && userId) storeTeamId(userId, null);
  }, [gone, userId]);
  useLayoutEffect(() => {
    setActiveTeamId(teamId);
    return () => setActiveTeamId(null);
  }, [teamId]);

  // A paid call announces the balance of the wallet that paid, and a purchase the user's own; in
  // a team both may have moved, so both are read again rather than the number put on the wrong one.
  useCreditsUpdated(() => {
    if (!teamId) return;
    void queryClient.invalidateQueries({ queryKey: teamsKey });
    void queryClient.invalidateQueries({ queryKey: currentUserKey });
  });

  const choose = useCallback(
    (next: string | null) => {
      if (!userId) return;
      setActiveTeamId(next);
      storeTeamId(userId, next);
      // The wallet about to pay shows its balance as it is now, not as it was at the last look.
      if (next) void queryClient.invalidateQueries({ queryKey: teamsKey });
    },
    [userId, queryClient],
  );

  const value = useMemo<Workspace>(() => {
    const all = list ?? [];
    return {
      teamId,
      team: all.find((team) => team.id === teamId) ?? null,
      teams: all,
      choose,
    };
  }, [list, teamId, choose]);
  return <WorkspaceContext.Provider value={value}>{children}</WorkspaceContext.Provider>;
}
