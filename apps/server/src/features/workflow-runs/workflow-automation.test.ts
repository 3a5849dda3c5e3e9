import type { WorkflowGraphInput, WorkflowRun, WorkflowSchedule } from '@atelier/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMembers, workflowRuns, workflowSchedules } from '../../db/schema';
import { signatureOf } from '../../lib/webhooks/signature';
import { apiClient } from '../../../test/helpers/api-client';
import { makeTeam } from '../../../test/helpers/team-fixture';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { until } from '../../../test/helpers/until';
import { fireDueSchedules } from './fire-schedules';

/**
 * Workflow runs beyond the button (issue 49): schedules fired once across processes, the inbound
 * URL's signature, personal API keys, and a team's wallet within a member's caps.
 */
describe('workflow automation', () => {
  let t: TestApp;
  let second: TestApp;
  const client = apiClient(() => t);

  beforeAll(async () => {
    // Tests poll their runs every 50 ms, from one address: far past the per-address limit.
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
    // Another process of the same deployment, for the schedule's "once across processes".
    second = await createTestApp({ shareDatabaseOf: t });
  });
  afterAll(async () => {
    await second.stop();
    await t.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, payload });

  const graph: WorkflowGraphInput = {
    inputs: { topic: { type: 'text', required: true } },
    nodes: [
      { id: 'copy', tool: 'text', params: { prompt: 'A line about {{inputs.topic}}' } },
      { id: 'picture', tool: 'image', params: { prompt: '{{copy.text}}', model_type: 'ultra' } },
    ],
  };

  async function workflowOf(headers: Record<string, string>) {
    const created = await call('POST', '/api/workflows', headers, {
      name: 'Daily post',
      description: 'A line and a picture',
      category: 'marketing',
      phases: 'Write, Picture',
      complexity_level: 'beginner',
      timeline_preference: 'quick',
    });
    const id = created.json<{ id: string }>().id;
    expect((await call('PUT', `/api/workflows/${id}/graph`, headers, graph)).statusCode).toBe(200);
    return id;
  }

  async function finished(headers: Record<string, string>, runId: string) {
    let run: WorkflowRun | undefined;
    await until(async () => {
      run = (await call('GET', `/api/workflow-runs/${runId}`, headers)).json<WorkflowRun>();
      return ['succeeded', 'failed', 'cancelled'].includes(run.status);
    }, 60_000);
    return run!;
  }

  it('keeps a schedule only on Growth and up, at most hourly, with inputs that fit', async () => {
    const starter = await client.signedIn(1);
    const id = await workflowOf(starter.headers);
    const body = { cron: '0 9 * * *', timezone: 'Europe/Paris', inputs: { topic: 'tea' } };
    const refused = await call('PUT', `/api/workflows/${id}/schedule`, starter.headers, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ detail: string }>().detail).toMatch(/Growth plan/);

    const growth = await client.signedIn(1, { plan: 'growth' });
    const mine = await workflowOf(growth.headers);
    const put = (payload: object) =>
      call('PUT', `/api/workflows/${mine}/schedule`, growth.headers, payload);
    expect(
      (await put({ ...body, cron: '*/30 * * * *' })).json<{ detail: string }>().detail,
    ).toMatch(/at most once an hour/);
    expect((await put({ ...body, cron: 'every day' })).statusCode).toBe(422);
    expect(
      (await put({ ...body, timezone: 'Mars/Olympus' })).json<{ detail: string }>().detail,
    ).toMatch(/^timezone:/);
    expect((await put({ ...body, inputs: {} })).json<{ detail: string }>().detail).toBe(
      'inputs.topic: this input is required.',
    );
    const saved = await put(body);
    expect(saved.statusCode).toBe(200);
    const schedule = saved.json<WorkflowSchedule>();
    expect(schedule).toMatchObject({ cron: '0 9 * * *', timezone: 'Europe/Paris', enabled: true });
    // 9:00 in Paris is 7:00 or 8:00 UTC.
    expect(new Date(schedule.next_run_at!).getUTCHours()).toBeGreaterThanOrEqual(7);
    expect(new Date(schedule.next_run_at!).getUTCHours()).toBeLessThanOrEqual(8);
  });

  it('fires a due time once, however many processes sweep it, and records a skip it cannot afford', async () => {
    const { user, headers } = await client.signedIn(1, { plan: 'growth' });
    const id = await workflowOf(headers);
    await call('PUT', `/api/workflows/${id}/schedule`, headers, {
      cron: '0 * * * *',
      inputs: { topic: 'rain' },
    });
    const due = new Date(Date.now() - 60_000);
    await t.runtime.db
      .update(workflowSchedules)
      .set({ nextDueAt: due })
      .where(eq(workflowSchedules.workflowId, id));
    const deps = (app: TestApp) => ({ ...app.runtime, config: app.config });
    const fired = await Promise.all([
      fireDueSchedules(deps(t), t.app.log),
      fireDueSchedules(deps(second), second.app.log),
      fireDueSchedules(deps(t), t.app.log),
    ]);
    expect(fired.reduce((a, b) => a + b, 0)).toBe(1);
    const runs = await t.runtime.db
      .select()
      .from(workflowRuns)
      .where(eq(workflowRuns.workflowId, id));
    expect(runs).toHaveLength(1);
    expect(runs[0]?.trigger).toBe('schedule');
    await finished(headers, runs[0].id);
    const after = (
      await call('GET', `/api/workflows/${id}/schedule`, headers)
    ).json<WorkflowSchedule>();
    expect(after.last_run_id).toBe(runs[0].id);
    expect(new Date(after.next_run_at!).getTime()).toBeGreaterThan(Date.now());

    // The wallet is empty now: the next due time is skipped and said so.
    await t.runtime.db.execute(sql`UPDATE users SET credits_micros = 0 WHERE id = ${user.id}`);
    await t.runtime.db
      .update(workflowSchedules)
      .set({ nextDueAt: new Date(Date.now() - 1000) })
      .where(eq(workflowSchedules.workflowId, id));
    expect(await fireDueSchedules(deps(t), t.app.log)).toBe(0);
    const skipped = (
      await call('GET', `/api/workflows/${id}/schedule`, headers)
    ).json<WorkflowSchedule>();
    expect(skipped).toMatchObject({
      skipped: 1,
      last_skip_reason: 'Skipped: the balance did not cover the estimate.',
    });
    expect(
      await t.runtime.db.select().from(workflowRuns).where(eq(workflowRuns.workflowId, id)),
    ).toHaveLength(1);
  });

  it('starts a run from the inbound URL only when signed with its secret', async () => {
    const { headers } = await client.signedIn(2, { plan: 'growth' });
    const id = await workflowOf(headers);
    const created = await call('POST', `/api/workflows/${id}/trigger`, headers);
    expect(created.statusCode).toBe(201);
    const { url, secret } = created.json<{ url: string; secret: string }>();
    expect(secret).toMatch(/^whsec_/);
    const path = new URL(url).pathname;
    const send = (body: string, signed: { id: string; at: number; secret: string }) =>
      t.app.inject({
        method: 'POST',
        url: path,
        headers: {
          'content-type': 'application/json',
          'webhook-id': signed.id,
          'webhook-timestamp': String(signed.at),
          'webhook-signature': signatureOf(signed.secret, signed.id, signed.at, body),
        },
        payload: body,
      });
    const now = Math.floor(Date.now() / 1000);
    const body = JSON.stringify({ topic: 'snow' });
    const first = await send(body, { id: 'msg_1', at: now, secret });
    expect(first.statusCode).toBe(202);
    const runId = first.json<{ run_id: string }>().run_id;
    // The sender's retry of the same message starts nothing more.
    const retry = await send(body, { id: 'msg_1', at: now, secret });
    expect(retry.json<{ run_id: string }>().run_id).toBe(runId);
    expect(
      (
        await send(body, {
          id: 'msg_2',
          at: now,
          secret: 'whsec_' + Buffer.from('wrong secret bytes').toString('base64'),
        })
      ).statusCode,
    ).toBe(401);
    expect((await send(body, { id: 'msg_3', at: now - 3600, secret })).statusCode).toBe(401);
    const tampered = await t.app.inject({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/json',
        'webhook-id': 'msg_4',
        'webhook-timestamp': String(now),
        'webhook-signature': signatureOf(secret, 'msg_4', now, body),
      },
      payload: JSON.stringify({ topic: 'hail' }),
    });
    expect(tampered.statusCode).toBe(401);
    expect((await send('[1]', { id: 'msg_5', at: now, secret })).statusCode).toBe(422);
    expect((await send(body, { id: 'msg_6', at: now, secret })).statusCode).toBe(202);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/hooks/workflows/abcdefghijklmnopqrstuvwxyz',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(unknown.statusCode).toBe(404);
    const run = await finished(headers, runId);
    expect(run).toMatchObject({
      status: 'succeeded',
      trigger: 'inbound',
      inputs: { topic: 'snow' },
    });
  });

  it('lets a personal API key start, read, cancel and resume runs', async () => {
    const { headers } = await client.signedIn(2, { plan: 'growth' });
    const id = await workflowOf(headers);
    const created = await call('POST', '/api/developer/keys', headers, { name: 'runner' });
    expect(created.statusCode).toBe(201);
    const key = { authorization: `Bearer ${created.json<{ key: string }>().key}` };
    const started = await call('POST', `/api/workflows/${id}/runs`, key, {
      inputs: { topic: 'fog' },
    });
    expect(started.statusCode).toBe(202);
    const runId = started.json<{ run_id: string }>().run_id;
    const cancel = await call('POST', `/api/workflow-runs/${runId}/cancel`, key);
    expect([204, 409]).toContain(cancel.statusCode);
    const run = await finished(key, runId);
    if (run.status === 'cancelled') {
      expect((await call('POST', `/api/workflow-runs/${runId}/resume`, key)).statusCode).toBe(202);
      expect((await finished(key, runId)).status).toBe('succeeded');
    }
    expect((await call('GET', `/api/workflows/${id}/runs`, key)).statusCode).toBe(200);
  });

  it('pays a team run from the team wallet within the member\u2019s daily cap', async () => {
    const { team, owner, people, as } = await makeTeam(t, client, {
      credits: 10,
      roles: ['member'],
    });
    const member = people[0];
    const id = await workflowOf(member.headers);
    const estimate = (
      await call('POST', `/api/workflows/${id}/estimate`, member.headers, {
        inputs: { topic: 'x' },
      })
    ).json<{ estimate_credits: number }>().estimate_credits;
    await t.runtime.db
      .update(teamMembers)
      .set({ dailyCapMicros: Math.round(estimate * 1_000_000) - 1 })
      .where(eq(teamMembers.userId, member.user.id));
    const capped = await call('POST', `/api/workflows/${id}/runs`, as(member), {
      inputs: { topic: 'x' },
    });
    expect(capped.statusCode).toBe(402);
    expect(capped.json<{ code: string }>().code).toBe('team.dailyCapReached');

    await t.runtime.db
      .update(teamMembers)
      .set({ dailyCapMicros: 5_000_000 })
      .where(eq(teamMembers.userId, member.user.id));
    const started = await call('POST', `/api/workflows/${id}/runs`, as(member), {
      inputs: { topic: 'x' },
    });
    expect(started.statusCode).toBe(202);
    const run = await finished(member.headers, started.json<{ run_id: string }>().run_id);
    expect(run).toMatchObject({ status: 'succeeded', team_id: team.id });
    const { rows } = await t.runtime.db.execute<{ credits: string; sum: string; open: number }>(sql`
      SELECT t.credits_micros::text AS credits,
        (SELECT coalesce(sum(amount_micros), 0) FROM ledger_entries WHERE team_id = t.id)::text AS sum,
        (SELECT count(*) FROM credit_holds WHERE team_id = t.id AND status = 'open')::int AS open
      FROM teams t WHERE t.id = ${team.id}`);
    expect(Number(rows[0].credits)).toBe(10_000_000 - Math.round(run.credits_charged * 1_000_000));
    expect(rows[0]).toMatchObject({ credits: rows[0].sum, open: 0 });
    expect(await client.balance(member.headers)).toBe(0);

    // Every member sees what the team paid for, and who started it (issue 50); others see nothing.
    const listed = await call('GET', `/api/teams/${team.id}/workflow-runs`, owner.headers);
    expect(listed.statusCode).toBe(200);
    type Listed = { id: string; team_id: string; workflow_name: string; started_by: string };
    const [only, ...more] = listed.json<{ runs: Listed[] }>().runs;
    expect(more).toEqual([]);
    expect(only).toMatchObject({ id: run.id, team_id: team.id, started_by: member.user.fullName });
    expect(only?.workflow_name.length).toBeGreaterThan(0);
    const stranger = await client.signedIn();
    expect(
      (await call('GET', `/api/teams/${team.id}/workflow-runs`, stranger.headers)).statusCode,
    ).toBe(404);
  });
});
