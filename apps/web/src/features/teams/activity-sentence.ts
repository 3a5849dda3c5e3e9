import { PLANS, PlanIdSchema, type TeamActivityResponse } from '@atelier/contract';
import { formatCredits } from '../../lib/format';
import type { Translate } from '../../lib/i18n/i18n';

type Entry = TeamActivityResponse['entries'][number];

/** The sentence of each action but member.updated, which says what changed (message ids). */
const SENTENCES: Record<string, string> = {
  'team.created': 'teams.activityCreated',
  'invite.sent': 'teams.activityInviteSent',
  'invite.withdrawn': 'teams.activityInviteWithdrawn',
  'member.joined': 'teams.activityJoined',
  'owner.transferred': 'teams.activityTransferred',
  'member.left': 'teams.activityLeft',
  'member.removed': 'teams.activityRemoved',
  'wallet.transferred': 'teams.activityMoved',
  'wallet.purchased': 'teams.activityBought',
  'plan.purchased': 'teams.activityPlanBought',
  'plan.cancelled': 'teams.activityPlanCancelled',
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * An activity entry as a sentence: "Ada invited grace@example.com as an admin." Members are named
 * from the current members (`nameOf`); one who has left since reads "a former member".
 */
export function activitySentence(
  t: Translate,
  entry: Entry,
  nameOf: (userId: string) => string | undefined,
): string {
  const { details } = entry;
  const values = {
    actor: entry.actor?.full_name ?? t('teams.someone'),
    member: (entry.subject && nameOf(entry.subject)) ?? t('teams.formerMember'),
    name: text(details.name),
    email: text(details.email),
    role: text(details.role),
    credits: typeof details.amount === 'number' ? formatCredits(details.amount) : '',
    plan: planName(details.plan_id),
  };
  if (entry.action === 'member.updated') return changes(t, details, values).join(' ');
  const sentence = SENTENCES[entry.action];
  return sentence
    ? t(sentence, values)
    : t('teams.activityOther', { ...values, action: entry.action });
}

/** One sentence for each thing a member.updated entry changed. */
function changes(t: Translate, details: Entry['details'], values: Record<string, string>) {
  const said: string[] = [];
  if (details.role !== undefined) said.push(t('teams.activityRoleChanged', values));
  for (const [field, set, removed] of [
    ['daily_cap', 'teams.activityDailyCapSet', 'teams.activityDailyCapRemoved'],
    ['monthly_cap', 'teams.activityMonthlyCapSet', 'teams.activityMonthlyCapRemoved'],
  ] as const) {
    const cap = details[field];
    if (cap === null) said.push(t(removed, values));
    else if (typeof cap === 'number') said.push(t(set, { ...values, credits: formatCredits(cap) }));
  }
  return said.length > 0 ? said : [t('teams.activityUpdated', values)];
}

function planName(value: unknown): string {
  const plan = PlanIdSchema.safeParse(value);
  return plan.success ? PLANS[plan.data].name : '';
}
