import type { Team } from '@atelier/contract';
import type { MockRoutes } from './mock-api';

/** Test data for the workspace: the teams the signed-in user (makeUser's) belongs to. */

export const STUDIO_ID = '00000000-0000-4000-8000-0000000000d1';
export const LAB_ID = '00000000-0000-4000-8000-0000000000d2';

export function makeTeam(overrides: Partial<Team> = {}): Team {
  return {
    id: STUDIO_ID,
    name: 'Design studio',
    role: 'member',
    members: 3,
    credits: 1234.5,
    plan: null,
    created_at: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export const STUDIO = makeTeam();
export const LAB = makeTeam({ id: LAB_ID, name: 'Research lab', credits: 40 });

/** GET /api/teams answering the given teams. */
export function teamsApi(teams: Team[] = [STUDIO, LAB]): MockRoutes {
  return { 'GET /api/teams': { body: { teams } } };
}

/** The device remembers `teamId` as the user's workspace, as after a choice and a reload. */
export function rememberWorkspace(userId: string, teamId: string): void {
  localStorage.setItem(`workspace:${userId}`, teamId);
}
