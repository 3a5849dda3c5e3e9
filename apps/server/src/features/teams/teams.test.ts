import {
  TEAM_INVITES_PER_HOUR,
  TEAM_MESSAGES,
  type Team,
  type TeamActivityResponse,
  type TeamInvite,
  type TeamInvitesResponse,
  type TeamMember,
  type TeamMembersResponse,
  type TeamsResponse,
} from '@atelier/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/helpers/api-client';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { mailMessages, teamInvites, users } from '../../db/schema';

/** Issue 37, first part: teams, their members, invitations and activity, through the API. */
describe('teams', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const { signedIn, post, get } = apiClient(() => t);
  const put = (url: string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PUT', url, headers, payload });
  const del = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'DELETE', url, headers });
  const detail = (response: { json: <T>() => T }) => response.json<{ detail: string }>().detail;

  async function teamOf(name = 'Studio North') {
    const owner = await signedIn();
    const created = await post('/api/teams', owner.headers, { name });
    expect(created.statusCode).toBe(201);
    return { owner, team: created.json<Team>() };
  }

  /** The token in the newest invitation mailed to `email`. */
  async function mailedToken(email: string): Promise<string> {
    const [mail] = await t.runtime.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.to, email))
      .orderBy(desc(mailMessages.createdAt))
      .limit(1);
    const token = /\/teams\/accept\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`no invitation mailed to ${email}`);
    return token;
  }

  /** Invites a new user and has them accept: answers them, signed in. */
  async function joined(teamId: string, by: Record<string, string>, role = 'member') {
    const member = await signedIn();
    const invited = await post(`/api/teams/${teamId}/invites`, by, {
      email: member.user.email,
      role,
    });
    expect(invited.statusCode).toBe(201);
    const token = await mailedToken(member.user.email);
    const accepted = await post(`/api/teams/invites/${token}/accept`, member.headers);
    expect(accepted.statusCode).toBe(200);
    return member;
  }

  it('makes a team with its maker as owner and an empty wallet, and lists it', async () => {
    const { owner, team } = await teamOf('Studio North');
    expect(team).toMatchObject({ name: 'Studio North', role: 'owner', members: 1, credits: 0 });
    const { teams } = (await get('/api/teams', owner.headers)).json<TeamsResponse>();
    expect(teams).toEqual([team]);

    const blank = await post('/api/teams', owner.headers, { name: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(detail(blank)).toContain(TEAM_MESSAGES.nameRequired);
    expect((await post('/api/teams', {}, { name: 'x' })).statusCode).toBe(401);
  });

  it('keeps typed names out of the subject and unlinkable, and throttles invitations (issue 48)', async () => {
    const owner = await signedIn();
    await t.runtime.db
      .update(users)
      .set({ fullName: 'Claim your prize at http://evil.example' })
      .where(eq(users.id, owner.user.id));
    const created = await post('/api/teams', owner.headers, {
      name: 'FREE MONEY http://evil.example',
    });
    const team = created.json<Team>();
    const address = `target-${team.id.slice(0, 8)}@example.com`;
    expect(
      (await post(`/api/teams/${team.id}/invites`, owner.headers, { email: address })).statusCode,
    ).toBe(201);
    const [mail] = await t.runtime.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.to, address));
    expect(mail?.subject).not.toMatch(/evil|FREE|prize/);
    for (const body of [mail?.text ?? '', mail?.html ?? '']) {
      expect(body).toContain('FREE MONEY');
      // No URL or domain a mail client would turn into a link.
      expect(body).not.toMatch(/https?:\/\/evil/);
      expect(body).not.toMatch(/evil\.example/);
    }

    // Per inviter in any hour, however many are sent at once; the refused ones leave no row.
    const burst = await Promise.all(
      Array.from({ length: TEAM_INVITES_PER_HOUR.inviter + 5 }, (_, i) =>
        post(`/api/teams/${team.id}/invites`, owner.headers, {
          email: `burst-${i}-${team.id.slice(0, 8)}@example.com`,
        }),
      ),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(
      TEAM_INVITES_PER_HOUR.inviter - 1,
    );
    const refused = burst.filter((response) => response.statusCode === 429);
    expect(refused).toHaveLength(6);
    expect(detail(refused[0])).toBe(TEAM_MESSAGES.tooManyInvites);
    expect(Number(refused[0].headers['retry-after'])).toBeGreaterThan(0);
    const { invites } = (
      await get(`/api/teams/${team.id}/invites`, owner.headers)
    ).json<TeamInvitesResponse>();
    expect(invites).toHaveLength(TEAM_INVITES_PER_HOUR.inviter);

    // Per invited address: withdrawing and inviting again cannot mail one person in bulk.
    const other = await teamOf();
    const victim = `victim-${other.team.id.slice(0, 8)}@example.com`;
    const answers = [];
    for (let i = 0; i < TEAM_INVITES_PER_HOUR.address + 1; i += 1) {
      const sent = await post(`/api/teams/${other.team.id}/invites`, other.owner.headers, {
        email: victim,
      });
      answers.push(sent.statusCode);
      if (sent.statusCode === 201) {
        const withdrawn = await del(
          `/api/teams/${other.team.id}/invites/${sent.json<TeamInvite>().id}`,
          other.owner.headers,
        );
        expect(withdrawn.statusCode).toBe(204);
      }
    }
    expect(answers).toEqual([201, 201, 201, 429]);
  });

  it('invites by email; the invited user accepts from the link and joins with the role', async () => {
    const { owner, team } = await teamOf();
    const colleague = await signedIn();
    const invited = await post(`/api/teams/${team.id}/invites`, owner.headers, {
      email: colleague.user.email.toUpperCase(),
      role: 'admin',
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json<TeamInvite>()).toMatchObject({
      email: colleague.user.email.toLowerCase(),
      role: 'admin',
      status: 'pending',
    });
    const [mail] = await t.runtime.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.to, colleague.user.email.toLowerCase()));
    expect(mail?.subject).toBe(`You're invited to a team on ${t.config.BRAND_NAME}`);
    expect(mail?.text).toContain('the team Studio North as an admin');
    expect(mail?.text).toContain('expires in 7 days');

    const again = await post(`/api/teams/${team.id}/invites`, owner.headers, {
      email: colleague.user.email,
    });
    expect(again.statusCode).toBe(409);
    expect(detail(again)).toBe(TEAM_MESSAGES.alreadyInvited);

    const token = await mailedToken(colleague.user.email.toLowerCase());
    const accepted = await post(`/api/teams/invites/${token}/accept`, colleague.headers);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<Team>()).toMatchObject({ id: team.id, role: 'admin', members: 2 });

    const used = await post(`/api/teams/invites/${token}/accept`, colleague.headers);
    expect(used.statusCode).toBe(410);
    expect(detail(used)).toBe(TEAM_MESSAGES.inviteUsed);
    const member = await post(`/api/teams/${team.id}/invites`, owner.headers, {
      email: colleague.user.email,
    });
    expect(detail(member)).toBe(TEAM_MESSAGES.alreadyInTeam);

    const { invites } = (
      await get(`/api/teams/${team.id}/invites`, owner.headers)
    ).json<TeamInvitesResponse>();
    expect(invites.map((invite) => invite.status)).toEqual(['accepted']);
  });

  it("refuses someone else's, a withdrawn and an expired invitation with a clear message", async () => {
    const { owner, team } = await teamOf();
    const invitee = await signedIn();
    const stranger = await signedIn();
    await post(`/api/teams/${team.id}/invites`, owner.headers, { email: invitee.user.email });
    const token = await mailedToken(invitee.user.email);

    const wrong = await post(`/api/teams/invites/${token}/accept`, stranger.headers);
    expect(wrong.statusCode).toBe(403);
    expect(detail(wrong)).toBe(TEAM_MESSAGES.inviteForSomeoneElse);

    const [row] = await t.runtime.db
      .update(teamInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvites.email, invitee.user.email))
      .returning();
    const expired = await post(`/api/teams/invites/${token}/accept`, invitee.headers);
    expect(expired.statusCode).toBe(410);
    expect(detail(expired)).toBe(TEAM_MESSAGES.inviteExpired);

    // An expired invitation no longer blocks a new one; the new one can be withdrawn.
    const second = await post(`/api/teams/${team.id}/invites`, owner.headers, {
      email: invitee.user.email,
    });
    expect(second.statusCode).toBe(201);
    const secondToken = await mailedToken(invitee.user.email);
    const withdrawn = await del(
      `/api/teams/${team.id}/invites/${second.json<TeamInvite>().id}`,
      owner.headers,
    );
    expect(withdrawn.statusCode).toBe(204);
    const refused = await post(`/api/teams/invites/${secondToken}/accept`, invitee.headers);
    expect(refused.statusCode).toBe(410);
    expect(detail(refused)).toBe(TEAM_MESSAGES.inviteWithdrawn);
    expect((await del(`/api/teams/${team.id}/invites/${row.id}`, owner.headers)).statusCode).toBe(
      204,
    );

    const unknown = await post(`/api/teams/invites/${'x'.repeat(43)}/accept`, invitee.headers);
    expect(unknown.statusCode).toBe(404);
    expect(detail(unknown)).toBe(TEAM_MESSAGES.inviteNotFound);
  });

  it('enforces roles on the server: a member cannot invite, change caps or see invitations', async () => {
    const { owner, team } = await teamOf();
    const member = await joined(team.id, owner.headers);
    const outsider = await signedIn();

    const invite = await post(`/api/teams/${team.id}/invites`, member.headers, {
      email: 'someone@example.com',
    });
    expect(invite.statusCode).toBe(403);
    expect(detail(invite)).toBe(TEAM_MESSAGES.notAllowed);
    const cap = await put(`/api/teams/${team.id}/members/${member.user.id}`, member.headers, {
      daily_cap: 100,
    });
    expect(cap.statusCode).toBe(403);
    expect((await get(`/api/teams/${team.id}/invites`, member.headers)).statusCode).toBe(403);
    expect((await get(`/api/teams/${team.id}/activity`, member.headers)).statusCode).toBe(403);
    // A member sees who is in the team; a stranger does not learn the team exists.
    expect((await get(`/api/teams/${team.id}/members`, member.headers)).statusCode).toBe(200);
    const hidden = await get(`/api/teams/${team.id}/members`, outsider.headers);
    expect(hidden.statusCode).toBe(404);
    expect(detail(hidden)).toBe(TEAM_MESSAGES.teamNotFound);
  });

  it('sets caps and roles, transfers ownership, and keeps one owner', async () => {
    const { owner, team } = await teamOf();
    const admin = await joined(team.id, owner.headers, 'admin');
    const member = await joined(team.id, owner.headers);

    const capped = await put(`/api/teams/${team.id}/members/${member.user.id}`, admin.headers, {
      daily_cap: 2.5,
      monthly_cap: 40,
    });
    expect(capped.statusCode).toBe(200);
    expect(capped.json<TeamMember>()).toMatchObject({ daily_cap: 2.5, monthly_cap: 40 });
    const uncapped = await put(`/api/teams/${team.id}/members/${member.user.id}`, owner.headers, {
      daily_cap: null,
    });
    expect(uncapped.json<TeamMember>()).toMatchObject({ daily_cap: null, monthly_cap: 40 });
    const bad = await put(`/api/teams/${team.id}/members/${member.user.id}`, owner.headers, {
      daily_cap: -1,
    });
    expect(bad.statusCode).toBe(422);
    expect(detail(bad)).toContain('daily_cap must be a number of credits');
    // Nothing asked, nothing changed (and nothing logged).
    const empty = await put(`/api/teams/${team.id}/members/${member.user.id}`, owner.headers, {});
    expect(empty.statusCode).toBe(200);
    expect(empty.json<TeamMember>()).toMatchObject({ daily_cap: null, monthly_cap: 40 });

    // An admin can neither touch the owner nor make someone owner.
    const touch = await put(`/api/teams/${team.id}/members/${owner.user.id}`, admin.headers, {
      daily_cap: 1,
    });
    expect(detail(touch)).toBe(TEAM_MESSAGES.cannotChangeOwner);
    const crown = await put(`/api/teams/${team.id}/members/${member.user.id}`, admin.headers, {
      role: 'owner',
    });
    expect(detail(crown)).toBe(TEAM_MESSAGES.ownerOnly);

    // Nor lift their own caps (issue 48); the owner sets them, and the admin's role may still change.
    await put(`/api/teams/${team.id}/members/${admin.user.id}`, owner.headers, { daily_cap: 1 });
    for (const change of [{ daily_cap: null }, { daily_cap: 500 }, { monthly_cap: null }]) {
      const lift = await put(
        `/api/teams/${team.id}/members/${admin.user.id}`,
        admin.headers,
        change,
      );
      expect(lift.statusCode).toBe(403);
      expect(detail(lift)).toBe(TEAM_MESSAGES.ownCapsByOthers);
    }
    const own = (await get(`/api/teams/${team.id}/members`, owner.headers))
      .json<TeamMembersResponse>()
      .members.find((m) => m.user_id === admin.user.id);
    expect(own?.daily_cap).toBe(1);

    const transfer = await put(`/api/teams/${team.id}/members/${admin.user.id}`, owner.headers, {
      role: 'owner',
    });
    expect(transfer.statusCode).toBe(200);
    const { members } = (
      await get(`/api/teams/${team.id}/members`, owner.headers)
    ).json<TeamMembersResponse>();
    expect(members.map((m) => [m.user_id, m.role])).toEqual([
      [admin.user.id, 'owner'],
      [owner.user.id, 'admin'],
      [member.user.id, 'member'],
    ]);
  });

  it('lets a member leave and a manager remove one, but not the owner, and logs every change', async () => {
    const { owner, team } = await teamOf();
    const leaver = await joined(team.id, owner.headers);
    const removed = await joined(team.id, owner.headers);

    const ownerLeaves = await del(`/api/teams/${team.id}/members/${owner.user.id}`, owner.headers);
    expect(ownerLeaves.statusCode).toBe(409);
    expect(detail(ownerLeaves)).toBe(TEAM_MESSAGES.ownerMustTransfer);
    const kick = await del(`/api/teams/${team.id}/members/${owner.user.id}`, removed.headers);
    expect(kick.statusCode).toBe(403);

    expect(
      (await del(`/api/teams/${team.id}/members/${leaver.user.id}`, leaver.headers)).statusCode,
    ).toBe(204);
    expect(
      (await del(`/api/teams/${team.id}/members/${removed.user.id}`, owner.headers)).statusCode,
    ).toBe(204);
    const gone = await get(`/api/teams/${team.id}/members`, removed.headers);
    expect(gone.statusCode).toBe(404);
    const again = await del(`/api/teams/${team.id}/members/${removed.user.id}`, owner.headers);
    expect(detail(again)).toBe(TEAM_MESSAGES.memberNotFound);

    const { entries } = (
      await get(`/api/teams/${team.id}/activity`, owner.headers)
    ).json<TeamActivityResponse>();
    expect(entries.map((entry) => entry.action).reverse()).toEqual([
      'team.created',
      'invite.sent',
      'member.joined',
      'invite.sent',
      'member.joined',
      'member.left',
      'member.removed',
    ]);
    expect(entries[0]).toMatchObject({
      actor: { user_id: owner.user.id },
      subject: removed.user.id,
    });
  });

  it('accepts an invitation once when it is accepted twice at the same moment', async () => {
    const { owner, team } = await teamOf();
    const invitee = await signedIn();
    await post(`/api/teams/${team.id}/invites`, owner.headers, { email: invitee.user.email });
    const token = await mailedToken(invitee.user.email);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(`/api/teams/invites/${token}/accept`, invitee.headers)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410, 410, 410, 410]);
    const { teams } = (await get('/api/teams', owner.headers)).json<TeamsResponse>();
    expect(teams[0]?.members).toBe(2);
  });
});
