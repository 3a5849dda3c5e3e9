/** Where one team's calls start. */
export function teamPath(teamId: string): string {
  return `/teams/${encodeURIComponent(teamId)}`;
}

/** Everything cached about teams starts with this: the list and each team's lists. */
export const teamsRootKey = ['teams'] as const;
export const teamsKey = ['teams', 'list'] as const;

/**
 * A team's members, invitations, activity, ledger and spending sit under it, refreshed together
 * after a change.
 */
export function teamKey(teamId: string) {
  return ['teams', 'team', teamId] as const;
}
