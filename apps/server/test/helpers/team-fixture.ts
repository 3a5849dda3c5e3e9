import type { Team } from '@atelier/contract';
import { teamMembers } from '../../src/db/schema';
import { creditTeam } from '../../src/lib/team-wallet';
import type { apiClient } from './api-client';
import type { TestApp } from './test-app';

type Person = Awaited<ReturnType<ReturnType<typeof apiClient>['signedIn']>>;

/**
 * A team made through the API by a new owner (with `ownCredits` of their own), `credits` put in
 * its wallet, and one new person in each of `roles` (issue 37). `as(person)` is their headers
 * working in the team.
 */
export async function makeTeam(
  t: TestApp,
  client: ReturnType<typeof apiClient>,
  options: { credits?: number; ownCredits?: number; roles?: ('admin' | 'member')[] } = {},
) {
  const owner = await client.signedIn(options.ownCredits ?? 0);
  const team = (await client.post('/api/teams', owner.headers, { name: 'Studio' })).json<Team>();
  if (options.credits) {
    await creditTeam(t.runtime.db, {
      teamId: team.id,
      userId: owner.user.id,
      kind: 'purchase',
      amountMicros: Math.round(options.credits * 1_000_000),
      description: 'Team credits',
      idempotencyKey: `test-team-credit:${team.id}`,
    });
  }
  const people: Person[] = [];
  for (const role of options.roles ?? ['member']) {
    const person = await client.signedIn();
    await t.runtime.db
      .insert(teamMembers)
      .values({ teamId: team.id, userId: person.user.id, role });
    people.push(person);
  }
  const as = (person: { headers: Record<string, string> }) => ({
    ...person.headers,
    'atelier-team': team.id,
  });
  return { owner, team, people, as };
}
