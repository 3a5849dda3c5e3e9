import {
  TEAM_INVITE_DAYS,
  TEAM_INVITES_PER_HOUR,
  TEAM_MESSAGES,
  type TeamInvite,
} from '@atelier/contract';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { teamInvites, teams, users, type UserRow } from '../../db/schema';
import { queueMail } from '../../jobs/mail';
import { emailLayout } from '../../lib/auth/account-emails';
import { hashToken } from '../../lib/auth/emailed-tokens';
import { emailText, inertText } from '../../lib/email-text';
import { AppError } from '../../lib/errors';
import { languageOf } from '../../lib/language';
import { admitThrottledAll } from '../../lib/throttle';
import { brandOf } from '../auth/brand';
import { inviteView } from './invite-view';
import { membershipOf, requireManager } from './team-access';
import { recordTeamEvent } from './team-activity';

const DAY_MS = 86_400_000;

/**
 * POST /api/teams/{id}/invites (owner or admin): an invitation for one address and a mail with
 * its link, which works once, for 7 days, for whoever signs in with that address. The team's row
 * is locked while the address is checked, so one address never holds two pending invitations.
 */
export async function inviteMember(
  deps: Pick<AppDeps, 'db' | 'config' | 'queue'>,
  inviter: UserRow,
  teamId: string,
  body: { email: string; role: 'admin' | 'member' },
): Promise<TeamInvite> {
  const token = randomBytes(32).toString('base64url');
  // A stranger's or plain member's attempt is refused before it can use up the team's mails.
  requireManager(await membershipOf(deps.db, teamId, inviter.id));
  const hour = (max: number) => ({ max, windowSeconds: 3600 });
  const throttle = await admitThrottledAll(deps.db, [
    [`team-invite:inviter:${inviter.id}`, hour(TEAM_INVITES_PER_HOUR.inviter)],
    [`team-invite:team:${teamId}`, hour(TEAM_INVITES_PER_HOUR.team)],
    [`team-invite:address:${body.email}`, hour(TEAM_INVITES_PER_HOUR.address)],
  ]);
  if (throttle.limited) {
    throw new AppError('TOO_MANY_REQUESTS', TEAM_MESSAGES.tooManyInvites, undefined, {
      'retry-after': String(throttle.retryAfterSeconds),
    });
  }
  const { invite, teamName } = await deps.db.transaction(async (tx) => {
    requireManager(await membershipOf(tx, teamId, inviter.id));
    const [team] = await tx.select().from(teams).where(eq(teams.id, teamId)).for('update');
    if (!team) throw new AppError('NOT_FOUND', TEAM_MESSAGES.teamNotFound);
    const { rows: members } = await tx.execute(sql`
      SELECT 1 FROM team_members m JOIN users u ON u.id = m.user_id
      WHERE m.team_id = ${teamId} AND lower(u.email) = ${body.email}`);
    if (members.length) throw new AppError('CONFLICT', TEAM_MESSAGES.alreadyInTeam);
    const pending = await tx
      .select({ id: teamInvites.id })
      .from(teamInvites)
      .where(
        and(
          eq(teamInvites.teamId, teamId),
          eq(teamInvites.email, body.email),
          isNull(teamInvites.acceptedAt),
          isNull(teamInvites.withdrawnAt),
          gt(teamInvites.expiresAt, sql`now()`),
        ),
      );
    if (pending.length) throw new AppError('CONFLICT', TEAM_MESSAGES.alreadyInvited);
    const [created] = await tx
      .insert(teamInvites)
      .values({
        teamId,
        email: body.email,
        role: body.role,
        tokenHash: hashToken(token),
        invitedBy: inviter.id,
        expiresAt: new Date(Date.now() + TEAM_INVITE_DAYS * DAY_MS),
      })
      .returning();
    if (!created) throw new Error('the invitation was not created');
    await recordTeamEvent(tx, {
      teamId,
      actorId: inviter.id,
      action: 'invite.sent',
      subject: created.id,
      details: { email: body.email, role: body.role },
    });
    return { invite: created, teamName: team.name };
  });

  // In the invited account's language when the address has one, else the inviter's.
  const [invited] = await deps.db
    .select({ preferences: users.preferences })
    .from(users)
    .where(sql`lower(${users.email}) = ${body.email}`);
  const t = emailText(languageOf(invited?.preferences ?? inviter.preferences));
  const brand = brandOf(deps.config);
  const url = `${brand.publicUrl.replace(/\/$/, '')}/teams/accept?token=${token}`;
  // What the inviter typed stays out of the subject, and in the body it is short and never a link.
  const names = {
    inviter: inertText(inviter.fullName),
    team: inertText(teamName),
    brand: brand.brandName,
  };
  await queueMail(
    { db: deps.db, boss: deps.queue.boss },
    {
      to: body.email,
      subject: t('email.teamInviteSubject', { brand: brand.brandName }),
      ...emailLayout(
        brand,
        t,
        [t('email.teamInviteBody', { ...names, role: body.role }), t('email.teamInviteExpiry')],
        { label: t('email.teamInviteAction'), url },
      ),
    },
  );
  return inviteView(invite);
}
