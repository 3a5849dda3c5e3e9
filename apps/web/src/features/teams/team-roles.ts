import type { TeamInvite, TeamMember, TeamRole } from '@atelier/contract';

/** Owners and admins manage members, invitations and the activity log; members do not. */
export function canManage(role: TeamRole): boolean {
  return role === 'owner' || role === 'admin';
}

/** Each role's name (message ids). */
export const ROLE_LABELS: Record<TeamRole, string> = {
  owner: 'teams.roleOwner',
  admin: 'teams.roleAdmin',
  member: 'teams.roleMember',
};

/** Each invitation state's name (message ids). */
export const INVITE_STATUS_LABELS: Record<TeamInvite['status'], string> = {
  pending: 'teams.invitePending',
  accepted: 'teams.inviteAccepted',
  withdrawn: 'teams.inviteWithdrawn',
  expired: 'teams.inviteExpired',
};

export interface MemberActions {
  edit: boolean;
  /** Change their daily and monthly caps: an admin's own are set by the owner or another admin. */
  editCaps: boolean;
  remove: boolean;
  /** Make them the owner. */
  transfer: boolean;
  leave: boolean;
}

/**
 * What the viewer may do to one member, as the server allows it: managers edit and remove, but
 * only the owner touches the owner, and an admin does not lift their own caps; only the owner
 * hands ownership over; anyone but the owner leaves. Controls the viewer cannot use are not
 * shown or are disabled (the server refuses them anyway).
 */
export function memberActions(
  viewer: { userId: string; role: TeamRole },
  member: TeamMember,
): MemberActions {
  const self = member.user_id === viewer.userId;
  const manager = canManage(viewer.role);
  const isOwner = member.role === 'owner';
  const edit = manager && (!isOwner || viewer.role === 'owner');
  return {
    edit,
    editCaps: edit && !(self && viewer.role === 'admin'),
    remove: manager && !self && !isOwner,
    transfer: viewer.role === 'owner' && !self,
    leave: self && !isOwner,
  };
}
