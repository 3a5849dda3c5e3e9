import type { TeamTransferResponse } from '@atelier/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { teams } from '../../db/schema';
import { transferToTeam } from '../../lib/ledger';
import { creditsToMicros, formatCreditsExact, microsToCredits } from '../../lib/money';
import { membershipOf, requireManager } from './team-access';
import { recordTeamEvent } from './team-activity';

/**
 * POST /api/teams/{id}/transfer (owner or admin): credits from the caller's own balance into the
 * wallet, both sides in one transaction (402 when the caller has less). Nothing moves back out:
 * a wallet is spent by its members' work only.
 */
export async function moveCredits(
  db: Database,
  user: { id: string; fullName: string },
  teamId: string,
  amount: number,
): Promise<TeamTransferResponse> {
  requireManager(await membershipOf(db, teamId, user.id));
  const [team] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId));
  const amountMicros = creditsToMicros(amount);
  const shown = formatCreditsExact(amountMicros, 2);
  const moved = await transferToTeam(db, {
    userId: user.id,
    teamId,
    amountMicros,
    to: `Moved ${shown} credits to the team ${team?.name ?? ''}`.trim(),
    from: `${user.fullName || 'A member'} moved ${shown} credits from their own balance`,
  });
  await recordTeamEvent(db, {
    teamId,
    actorId: user.id,
    action: 'wallet.transferred',
    details: { amount: microsToCredits(amountMicros) },
  });
  return {
    credits: microsToCredits(moved.teamMicros),
    personal_credits: microsToCredits(moved.personalMicros),
  };
}
