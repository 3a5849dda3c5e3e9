import type { Team, TeamMember } from '@atelier/contract';
import { makeUser } from '../../test/fixtures';
import type { MockRoutes } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { signInAs } from '../../test/sign-in';

/** The teams pages' tests: Ada (the signed-in user), Grace, and their team, Design studio. */
export const TEAM_ID = '00000000-0000-4000-8000-0000000000d1';
export const GRACE_ID = '00000000-0000-4000-8000-0000000000e2';
export const ME = makeUser();
export const base = `/api/teams/${TEAM_ID}`;

export function makeTeam(overrides: Partial<Team> = {}): Team {
  return {
    id: TEAM_ID,
    name: 'Design studio',
    role: 'owner',
    members: 2,
    credits: 1234.5,
    plan: null,
    created_at: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    user_id: GRACE_ID,
    full_name: 'Grace Hopper',
    email: 'grace@example.com',
    role: 'member',
    daily_cap: null,
    monthly_cap: 500,
    joined_at: '2025-03-02T10:00:00.000Z',
    ...overrides,
  };
}

export const owner = makeMember({
  user_id: ME.id,
  full_name: ME.full_name,
  email: ME.email,
  role: 'owner',
  monthly_cap: null,
});

/** Signed in as Ada, owner of Design studio unless the routes say otherwise. */
export function openTeams(routes: MockRoutes = {}, path = `/teams?team=${TEAM_ID}`) {
  const fetchMock = signInAs(ME, {
    'GET /api/teams': { body: { teams: [makeTeam()] } },
    [`GET ${base}/members`]: { body: { members: [owner, makeMember()] } },
    [`GET ${base}/invites`]: { body: { invites: [] } },
    [`GET ${base}/activity`]: { body: { entries: [] } },
    ...routes,
  });
  return { fetchMock, ...renderApp(path) };
}
