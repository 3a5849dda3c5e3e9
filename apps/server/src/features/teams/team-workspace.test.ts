import {
  TEAM_MESSAGES,
  type GenerationsResponse,
  type VideoResponse,
  type Job,
  type JobAccepted,
  type Team,
  type TeamsResponse,
  type TeamWorkflowsResponse,
  type Workflow,
} from '@atelier/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/helpers/api-client';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { makeTeam } from '../../../test/helpers/team-fixture';

/**
 * Issue 37: what members share in a team's workspace (creations, workflows), and a member removed
 * while their job runs.
 */
describe('a team workspace', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const client = apiClient(() => t);
  const { signedIn, post, get } = client;
  type Person = Awaited<ReturnType<typeof signedIn>>;
  const call = (method: 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
    t.app.inject({ method, url, headers: headers as Record<string, string>, payload });

  async function team(credits: number) {
    const made = await makeTeam(t, client, { credits });
    return { ...made, member: made.people[0] };
  }
  const image = (headers: Record<string, string>, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/generate-image',
      headers: { ...headers, ...extra },
      payload: { prompt: 'a lantern in fog', model_type: 'ultra' },
    });

  it('shows creations made in the team to every member, and only to members', async () => {
    const { owner, member, team: created, as } = await team(2);
    const made = await image(as(member));
    expect(made.statusCode).toBe(200);
    const listed = (await get('/api/generations', as(owner))).json<GenerationsResponse>();
    expect(listed.total).toBe(1);
    const job = listed.generations[0];
    expect(job).toMatchObject({
      team_id: created.id,
      made_by: { user_id: member.user.id, full_name: member.user.fullName },
    });
    // The owner may open the member's file; someone outside the team may not.
    expect((await get(job.outputs[0].url, owner.headers)).statusCode).toBe(200);
    const stranger = await signedIn();
    expect((await get(job.outputs[0].url, stranger.headers)).statusCode).toBe(403);
    expect(
      (await get('/api/generations', { ...stranger.headers, 'atelier-team': created.id }))
        .statusCode,
    ).toBe(404);
    // The personal lists hold personal work only.
    for (const person of [owner, member]) {
      const own = (await get('/api/generations', person.headers)).json<GenerationsResponse>();
      expect(own.total).toBe(0);
    }
  });

  it('lets an owner share a workflow with the team, read by its members', async () => {
    const { owner, member, team: created } = await team(0);
    const workflow = (
      await post('/api/workflows', owner.headers, {
        name: 'Autumn campaign',
        description: 'Plan the autumn campaign with the team',
        category: 'marketing',
        phases: 'Brief, Drafts, Review',
        ai_tools_needed: 'ChatGPT',
        complexity_level: 'beginner',
      })
    ).json<Workflow>();
    expect(workflow.team_id).toBeNull();
    const url = `/api/workflows/${workflow.id}/team`;
    const shared = await call('PUT', url, owner.headers, { team_id: created.id });
    expect(shared.statusCode).toBe(200);
    expect(shared.json<Workflow>().team_id).toBe(created.id);
    // The owner's own (cached) list shows it shared at once.
    const list = (await get('/api/workflows', owner.headers)).json<Workflow[]>();
    expect(list.find((w) => w.id === workflow.id)?.team_id).toBe(created.id);

    const seen = (
      await get(`/api/teams/${created.id}/workflows`, member.headers)
    ).json<TeamWorkflowsResponse>();
    expect(seen.workflows).toHaveLength(1);
    expect(seen.workflows[0]).toMatchObject({
      id: workflow.id,
      name: 'Autumn campaign',
      owner: { user_id: owner.user.id },
    });
    expect(seen.workflows[0]?.steps).toHaveLength(3);
    // Read-only to the member: it is not theirs to share, change or delete.
    expect((await call('PUT', url, member.headers, { team_id: null })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/workflows/${workflow.id}`, member.headers)).statusCode).toBe(
      404,
    );

    const stranger = await signedIn();
    expect((await get(`/api/teams/${created.id}/workflows`, stranger.headers)).statusCode).toBe(
      404,
    );
    const otherTeam = (await post('/api/teams', stranger.headers, { name: 'Other' })).json<Team>();
    const notMine = await call('PUT', url, owner.headers, { team_id: otherTeam.id });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json<{ detail: string }>().detail).toBe(TEAM_MESSAGES.teamNotFound);

    await call('PUT', url, owner.headers, { team_id: null });
    expect(
      (
        await get(`/api/teams/${created.id}/workflows`, member.headers)
      ).json<TeamWorkflowsResponse>().workflows,
    ).toHaveLength(0);
  });

  it(
    'lets a member removed during a job finish it within its hold, and spend nothing more',
    {
      timeout: 60_000,
    },
    async () => {
      const { owner, member, team: created, as } = await team(1);
      // A local video takes seconds to render: long enough to remove the member while it runs.
      const accepted = await t.app.inject({
        method: 'POST',
        url: '/api/generate-video',
        headers: { ...as(member), prefer: 'respond-async' },
        payload: {
          prompt: 'waves on a pier',
          model_type: 'ultra',
          duration: 5,
          resolution: '512P',
        },
      });
      expect(accepted.statusCode).toBe(202);
      const { job_id: jobId } = accepted.json<JobAccepted>();
      const removed = await call(
        'DELETE',
        `/api/teams/${created.id}/members/${member.user.id}`,
        owner.headers,
      );
      expect(removed.statusCode).toBe(204);
      const atRemoval = await t.runtime.db.execute<{ status: string }>(
        sql`SELECT status FROM generation_jobs WHERE id = ${jobId}`,
      );
      expect(['queued', 'running']).toContain(atRemoval.rows[0]?.status);

      let job = (await get(`/api/jobs/${jobId}`, member.headers)).json<Job>();
      for (let i = 0; i < 300 && (job.status === 'queued' || job.status === 'running'); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        job = (await get(`/api/jobs/${jobId}`, member.headers)).json<Job>();
      }
      expect(job.status).toBe('succeeded');
      const charged = (job.result as VideoResponse).credits_used;
      expect(charged).toBe(job.cost);

      // The wallet paid the job's hold and nothing else; the ledger sums to the balance.
      const wallet = (await get('/api/teams', owner.headers))
        .json<TeamsResponse>()
        .teams.find((x) => x.id === created.id)!.credits;
      expect(wallet).toBeCloseTo(1 - charged, 6);
      const { rows } = await t.runtime.db.execute<{ consistent: boolean; open: number }>(sql`
      SELECT t.credits_micros = (SELECT coalesce(sum(amount_micros), 0) FROM ledger_entries
          WHERE team_id = t.id) AS consistent,
        (SELECT count(*)::int FROM credit_holds WHERE team_id = t.id AND closed_at IS NULL) AS open
      FROM teams t WHERE t.id = ${created.id}`);
      expect(rows[0]).toEqual({ consistent: true, open: 0 });

      const again = await image(as(member));
      expect(again.statusCode).toBe(404);
      expect(again.json<{ detail: string }>().detail).toBe(TEAM_MESSAGES.teamNotFound);
      expect((await get('/api/generations', as(member))).statusCode).toBe(404);
    },
  );

  it('passes a team to its longest-standing admin when the owner deletes their account', async () => {
    const made = await makeTeam(t, client, { credits: 1, roles: ['member', 'admin', 'admin'] });
    const [member, firstAdmin] = made.people as [Person, Person, Person];
    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: made.owner.headers,
      payload: { password: made.owner.user.password, confirmation: 'DELETE' },
    });
    expect(gone.statusCode).toBe(200);
    const teams = (await get('/api/teams', firstAdmin.headers)).json<TeamsResponse>().teams;
    expect(teams.find((x) => x.id === made.team.id)).toMatchObject({ role: 'owner', credits: 1 });
    expect((await get('/api/teams', member.headers)).json<TeamsResponse>().teams[0]?.role).toBe(
      'member',
    );
    // A sole owner's team is left with its books and nobody in it.
    const alone = await makeTeam(t, client, { roles: [] });
    await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: alone.owner.headers,
      payload: { password: alone.owner.user.password, confirmation: 'DELETE' },
    });
    const { rows } = await t.runtime.db.execute<{ members: number }>(
      sql`SELECT count(*)::int AS members FROM team_members WHERE team_id = ${alone.team.id}`,
    );
    expect(rows[0]?.members).toBe(0);
  });
});
