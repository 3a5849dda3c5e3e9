/**
 * The workspace a user works in (issue 37): Personal, or one of their teams, whose wallet then pays
 * for tools and whose creations are listed. The choice is kept on this device, per user, so it
 * survives a reload and one person's choice is not another's on a shared computer.
 */
const listeners = new Set<() => void>();

function storageKey(userId: string): string {
  return `workspace:${userId}`;
}

/** The team this user last chose on this device; null for Personal. */
export function storedTeamId(userId: string): string | null {
  // No storage when a page is prerendered at build time.
  return typeof localStorage === 'undefined' ? null : localStorage.getItem(storageKey(userId));
}

export function storeTeamId(userId: string, teamId: string | null): void {
  if (teamId) localStorage.setItem(storageKey(userId), teamId);
  else localStorage.removeItem(storageKey(userId));
  listeners.forEach((listener) => listener());
}

/** Calls the listener whenever a choice is stored; returns its removal. */
export function onStoredTeamChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Tool submissions are plain functions called from many pages, far from React: they read the
// workspace in use here rather than have every page pass it down.
let activeTeamId: string | null = null;

/** Set by the workspace provider whenever the workspace in use changes. */
export function setActiveTeamId(teamId: string | null): void {
  activeTeamId = teamId;
}

export function currentTeamId(): string | null {
  return activeTeamId;
}

/**
 * The `Atelier-Team` header (the contract's TeamHeaders) for a request about a team; nothing for
 * Personal. Without an argument, the workspace in use: only tool submissions, the creations list
 * and the prompt builder's limit check send that one, since elsewhere the server reads the header
 * as a request about the team (a purchase for it, say), which the teams page makes with its id.
 */
export function teamHeaders(teamId: string | null = activeTeamId): Record<string, string> {
  return teamId ? { 'Atelier-Team': teamId } : {};
}
