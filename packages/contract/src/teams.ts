import { z } from 'zod';

/** Issue 37: teams, a shared workspace with one credit wallet and per-member caps (ADR 028). */
export const TEAM_MESSAGES = {
  nameRequired: 'Team name is required',
  teamNotFound: 'Team not found',
  memberNotFound: 'Member not found',
  inviteNotFound: 'Invitation not found',
  notAllowed: 'Only the team owner or an admin can do this.',
  ownerOnly: 'Only the team owner can do this.',
  inviteExpired: 'This invitation has expired. Ask the team for a new one.',
  inviteUsed: 'This invitation has already been used.',
  inviteWithdrawn: 'This invitation was withdrawn.',
  inviteForSomeoneElse: 'This invitation was sent to another email address.',
  alreadyMember: 'You are already a member of this team.',
  alreadyInTeam: 'This person is already a member of the team.',
  alreadyInvited: 'This address already has a pending invitation to the team.',
  ownerMustTransfer: 'The owner must transfer ownership to another member before leaving.',
  ownerRoleByTransfer: 'Make someone the owner by transferring ownership to them.',
  cannotChangeOwner: "The owner's role and caps cannot be changed by an admin.",
  tooManyTeams: 'You can belong to at most 20 teams.',
  teamInsufficient: (needed: string, balance: string) =>
    `Insufficient team credits. You need approximately ${needed} credits but the team has ${balance}. Ask a team owner or admin to add credits.`,
  dailyCapReached: (cap: string, left: string) =>
    `This would pass your daily spending cap in this team (${cap} credits; ${left} left today).`,
  monthlyCapReached: (cap: string, left: string) =>
    `This would pass your monthly spending cap in this team (${cap} credits; ${left} left this month).`,
} as const;

export const TEAM_ROLES = ['owner', 'admin', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
/** The roles an invitation can give; ownership only moves by transfer. */
export const INVITE_ROLES = ['admin', 'member'] as const;

/** How long an emailed invitation works. */
export const TEAM_INVITE_DAYS = 7;
export const MAX_TEAMS_PER_USER = 20;
/** The largest cap a member may be given, in credits. */
export const MAX_MEMBER_CAP = 1_000_000;

export const TeamIdParams = z.object({ id: z.uuid({ error: TEAM_MESSAGES.teamNotFound }) });
export const TeamMemberParams = z.object({
  id: z.uuid({ error: TEAM_MESSAGES.teamNotFound }),
  user_id: z.uuid({ error: TEAM_MESSAGES.memberNotFound }),
});
export const TeamInviteParams = z.object({
  id: z.uuid({ error: TEAM_MESSAGES.teamNotFound }),
  invite_id: z.uuid({ error: TEAM_MESSAGES.inviteNotFound }),
});
export const TeamInviteTokenParams = z.object({
  token: z.string().regex(/^[\w-]{20,100}$/, { error: TEAM_MESSAGES.inviteNotFound }),
});

/** POST /api/teams */
export const CreateTeamBody = z.object({
  name: z
    .string({ error: TEAM_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: TEAM_MESSAGES.nameRequired })
    .max(80, { error: 'Team name must be at most 80 characters' }),
});

export const Team = z.object({
  id: z.string(),
  name: z.string(),
  /** The caller's role in it. */
  role: z.enum(TEAM_ROLES),
  members: z.number().int(),
  /** The wallet's balance in credits. */
  credits: z.number(),
  created_at: z.string(),
});
export type Team = z.infer<typeof Team>;

export const TeamsResponse = z.object({ teams: z.array(Team) });
export type TeamsResponse = z.infer<typeof TeamsResponse>;

const cap = (name: string) =>
  z
    .number({ error: `${name} must be a number of credits from 0 to ${MAX_MEMBER_CAP}, or null` })
    .min(0, { error: `${name} must be a number of credits from 0 to ${MAX_MEMBER_CAP}, or null` })
    .max(MAX_MEMBER_CAP, {
      error: `${name} must be a number of credits from 0 to ${MAX_MEMBER_CAP}, or null`,
    })
    .nullable();

export const TeamMember = z.object({
  user_id: z.string(),
  full_name: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  /** Credits a day and a month this member may spend from the wallet; null: no cap. */
  daily_cap: z.number().nullable(),
  monthly_cap: z.number().nullable(),
  joined_at: z.string(),
});
export type TeamMember = z.infer<typeof TeamMember>;

export const TeamMembersResponse = z.object({ members: z.array(TeamMember) });
export type TeamMembersResponse = z.infer<typeof TeamMembersResponse>;

/**
 * PUT /api/teams/{id}/members/{user_id}: any of them; `role: owner` transfers ownership. A body
 * with none of them changes nothing and answers the member as they are.
 */
export const UpdateTeamMemberBody = z.object({
  role: z.enum(TEAM_ROLES, { error: `role must be one of ${TEAM_ROLES.join(', ')}` }).optional(),
  daily_cap: cap('daily_cap').optional(),
  monthly_cap: cap('monthly_cap').optional(),
});

/** POST /api/teams/{id}/invites */
export const CreateTeamInviteBody = z.object({
  email: z
    .email({ error: 'Please enter a valid email address' })
    .max(254, { error: 'Please enter a valid email address' })
    .transform((email) => email.toLowerCase()),
  role: z
    .enum(INVITE_ROLES, { error: `role must be one of ${INVITE_ROLES.join(', ')}` })
    .default('member'),
});

export const TeamInvite = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(INVITE_ROLES),
  /** pending, accepted, withdrawn or expired */
  status: z.enum(['pending', 'accepted', 'withdrawn', 'expired']),
  expires_at: z.string(),
  created_at: z.string(),
});
export type TeamInvite = z.infer<typeof TeamInvite>;

export const TeamInvitesResponse = z.object({ invites: z.array(TeamInvite) });
export type TeamInvitesResponse = z.infer<typeof TeamInvitesResponse>;

export const TeamActivityEntry = z.object({
  id: z.number().int(),
  /** Who did it; null once their account is gone. */
  actor: z.object({ user_id: z.string(), full_name: z.string() }).nullable(),
  action: z.string(),
  subject: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export const TeamActivityResponse = z.object({ entries: z.array(TeamActivityEntry) });
export type TeamActivityResponse = z.infer<typeof TeamActivityResponse>;
