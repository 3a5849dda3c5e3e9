import { z } from 'zod';
import { CreditHistoryEntry, CreditHistoryQuery, CreditHistoryResponse } from './billing';
import { PaidBillingCycle } from './payments';
import { PLAN_IDS } from './plans';
import { Workflow } from './workflows';

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
  transferAmount: `amount must be a number of credits from 0.01 to 1000000`,
  transferShort: (balance: string) =>
    `You do not have enough credits to move. Your balance is ${balance} credits.`,
  teamAlreadyOnPlan: (plan: string) => `The team is already on the ${plan} plan.`,
  teamNoPlan: 'The team has no paid plan to cancel.',
  teamPlanCancelled: 'The team plan is already cancelled.',
  tooManyInvites: 'Too many invitations sent. Please wait a while and try again.',
  ownCapsByOthers: 'Your own caps are set by the owner or another admin.',
} as const;

/**
 * Invitation mails allowed in any hour (issue 48), like the other mails: per inviter, per team, and
 * per invited address, so neither a member nor a team can make the server mail anyone in bulk.
 */
export const TEAM_INVITES_PER_HOUR = { inviter: 20, team: 30, address: 3 } as const;

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

/** A plan bought for the team, like a personal one (issue 37). */
export const TeamPlan = z.object({
  plan_id: z.enum(PLAN_IDS),
  billing_cycle: PaidBillingCycle,
  current_period_end: z.string(),
  /** Cancelled: it stays until `current_period_end` and is not renewed. */
  cancelled: z.boolean(),
});
export type TeamPlan = z.infer<typeof TeamPlan>;

export const Team = z.object({
  id: z.string(),
  name: z.string(),
  /** The caller's role in it. */
  role: z.enum(TEAM_ROLES),
  members: z.number().int(),
  /** The wallet's balance in credits. */
  credits: z.number(),
  /** The team's paid plan while it lasts; its members get its daily limits in the team. */
  plan: TeamPlan.nullable(),
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

/**
 * `Atelier-Team`: the workspace a request works in (ADR 028). On tools it names the wallet that
 * pays; on purchases, the team that gets the credits or plan; on the creations list, whose
 * creations are listed. Absent: the caller's own.
 */
export const TeamHeaders = z.object({
  'atelier-team': z.uuid({ error: TEAM_MESSAGES.teamNotFound }).optional(),
});

/** GET /api/teams/{id}/ledger: the wallet's history, each entry naming the member. */
export const TeamLedgerQuery = CreditHistoryQuery;
export type TeamLedgerQuery = z.infer<typeof TeamLedgerQuery>;
export const TeamLedgerEntry = CreditHistoryEntry.extend({
  /** Who spent or added it; null once their account is gone. */
  member: z.object({ user_id: z.string(), full_name: z.string() }).nullable(),
});
export type TeamLedgerEntry = z.infer<typeof TeamLedgerEntry>;
export const TeamLedgerResponse = CreditHistoryResponse.extend({
  history: z.array(TeamLedgerEntry),
  /** The wallet's balance now. */
  credits: z.number(),
});
export type TeamLedgerResponse = z.infer<typeof TeamLedgerResponse>;

/** GET /api/teams/{id}/spending: what each member spent from the wallet this UTC month. */
export const TeamMemberSpending = z.object({
  user_id: z.string(),
  full_name: z.string(),
  /** False for someone who spent this month and has since left or been removed. */
  member: z.boolean(),
  spent_today: z.number(),
  spent_month: z.number(),
  daily_cap: z.number().nullable(),
  monthly_cap: z.number().nullable(),
});
export type TeamMemberSpending = z.infer<typeof TeamMemberSpending>;
export const TeamSpendingResponse = z.object({
  /** YYYY-MM, UTC. */
  month: z.string(),
  total: z.number(),
  members: z.array(TeamMemberSpending),
});
export type TeamSpendingResponse = z.infer<typeof TeamSpendingResponse>;

/** POST /api/teams/{id}/transfer: credits moved from the caller's own balance to the wallet. */
export const TeamTransferBody = z.object({
  amount: z
    .number({ error: TEAM_MESSAGES.transferAmount })
    .min(0.01, { error: TEAM_MESSAGES.transferAmount })
    .max(1_000_000, { error: TEAM_MESSAGES.transferAmount }),
});
export type TeamTransferBody = z.infer<typeof TeamTransferBody>;
export const TeamTransferResponse = z.object({
  /** The team wallet's balance after the move. */
  credits: z.number(),
  /** The caller's own balance after it. */
  personal_credits: z.number(),
});
export type TeamTransferResponse = z.infer<typeof TeamTransferResponse>;

/** PUT /api/workflows/{id}/team: shares the workflow with one of the caller's teams, or stops. */
export const WorkflowTeamBody = z.object({
  team_id: z.uuid({ error: TEAM_MESSAGES.teamNotFound }).nullable(),
});
export type WorkflowTeamBody = z.infer<typeof WorkflowTeamBody>;

/** GET /api/teams/{id}/workflows: the workflows members shared with the team, read-only. */
export const TeamWorkflow = Workflow.extend({
  owner: z.object({ user_id: z.string(), full_name: z.string() }),
});
export type TeamWorkflow = z.infer<typeof TeamWorkflow>;
export const TeamWorkflowsResponse = z.object({ workflows: z.array(TeamWorkflow) });
export type TeamWorkflowsResponse = z.infer<typeof TeamWorkflowsResponse>;
