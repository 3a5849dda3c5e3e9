import { TEAM_MESSAGES, type ImageResponse, type TeamsResponse } from '@atelier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/helpers/api-client';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { makeTeam } from '../../../test/helpers/team-fixture';

/** Issue 37: tools used in a team's workspace (`Atelier-Team`) spend its wallet, within caps. */
describe('spending from a team wallet', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const client = apiClient(() => t);
  const { signedIn, post, get, balance } = client;
  const put = (url: string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PUT', url, headers, payload });

  /** A team with `credits` in its wallet, its owner, and one member (no credits of their own). */
  async function fundedTeam(credits: number) {
    const { owner, team, people, as } = await makeTeam(t, client, { credits });
    const member = people[0];
    return { owner, team, member, inTeam: as(member) };
  }
  const walletOf = async (headers: Record<string, string>, teamId: string) =>
    (await get('/api/teams', headers))
      .json<TeamsResponse>()
      .teams.find((team) => team.id === teamId)?.credits;
  const ultra = (headers: Record<string, string>) =>
    post('/api/generate-image', headers, { prompt: 'a lighthouse at dusk', model_type: 'ultra' });

  it('charges the team wallet, not the member’s own balance', async () => {
    const { owner, team, member, inTeam } = await fundedTeam(1);
    const response = await ultra(inTeam);
    expect(response.statusCode).toBe(200);
    const { credits_used: used } = response.json<ImageResponse>();
    expect(used).toBeGreaterThan(0);
    expect(await walletOf(owner.headers, team.id)).toBeCloseTo(1 - used, 6);
    expect(await balance(member.headers)).toBe(0);
    // Without the header the member spends their own balance, which is empty.
    expect((await ultra(member.headers)).statusCode).toBe(402);
  });

  it('lets exactly as many of ten parallel requests through as the daily cap allows', async () => {
    const { owner, team, member, inTeam } = await fundedTeam(5);
    const first = (await ultra(inTeam)).json<ImageResponse>().credits_used;
    // Room for two more images after the first.
    const cap = Math.round(first * 3 * 1e6 + 1) / 1e6;
    const capped = await put(`/api/teams/${team.id}/members/${member.user.id}`, owner.headers, {
      daily_cap: cap,
    });
    expect(capped.statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 10 }, () => ultra(inTeam)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(2);
    expect(codes.filter((code) => code === 402)).toHaveLength(8);
    const refused = answers.find((answer) => answer.statusCode === 402)!;
    const refusal = refused.json<{
      detail: string;
      code: string;
      values: { cap: string; left: string };
    }>();
    expect(refusal.code).toBe('team.dailyCapReached');
    expect(refusal.detail).toMatch(/^This would pass your daily spending cap in this team/);
    // The figures of the text, as it writes them, for a client's own sentence (ADR 026).
    expect(refusal.values.cap).toBe(cap.toFixed(6).replace(/(\.\d{2}\d*?)0+$/, '$1'));
    expect(refusal.detail).toBe(
      TEAM_MESSAGES.dailyCapReached(refusal.values.cap, refusal.values.left),
    );
    expect(await walletOf(owner.headers, team.id)).toBeCloseTo(5 - 3 * first, 6);
  });

  it('refuses someone outside the team before anything is spent', async () => {
    const { team } = await fundedTeam(1);
    const stranger = await signedIn(1);
    const response = await ultra({ ...stranger.headers, 'atelier-team': team.id });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ detail: string }>().detail).toBe(TEAM_MESSAGES.teamNotFound);
    expect(await balance(stranger.headers)).toBe(1);
  });
});
