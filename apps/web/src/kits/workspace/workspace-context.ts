import type { Team } from '@atelier/contract';
import { createContext, useContext } from 'react';

export interface Workspace {
  /**
   * The chosen team's id, null for Personal. Known from the device's choice at once, before the
   * list of teams arrives, so the first requests already go to the right workspace.
   */
  teamId: string | null;
  /** The chosen team once the list has it (its name and wallet balance); null for Personal. */
  team: Team | null;
  /** The user's teams; empty until they have loaded, or when the user is in none. */
  teams: Team[];
  choose: (teamId: string | null) => void;
}

const PERSONAL: Workspace = { teamId: null, team: null, teams: [], choose: () => undefined };

export const WorkspaceContext = createContext<Workspace>(PERSONAL);

/** Outside the app shell (a bare page, a component test) everything is Personal. */
export function useWorkspace(): Workspace {
  return useContext(WorkspaceContext);
}
