import type { GenerationKind, GenerationsResponse } from '@atelier/contract';
import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { generationJobs } from '../../db/schema';
import { fullNamesOf } from '../../lib/full-names';
import type { MediaUrls } from '../../lib/media-urls';
import { toJobView } from './job-view';

/**
 * My creations: the caller's own jobs (not those made in a team), newest first, optionally of
 * one kind; or, in a team's workspace, every member's jobs made in the team, each naming who made it (issue 37). The
 * caller's membership is checked by the route.
 */
export async function listGenerations(
  deps: { db: Database; mediaUrls: MediaUrls; config: { BRAND_NAME: string } },
  owner: { userId: string } | { teamId: string },
  query: { kind?: GenerationKind; page: number; per_page: number },
): Promise<GenerationsResponse> {
  const conditions: SQL[] = [
    'teamId' in owner
      ? eq(generationJobs.teamId, owner.teamId)
      : and(eq(generationJobs.userId, owner.userId), isNull(generationJobs.teamId))!,
  ];
  if (query.kind) conditions.push(eq(generationJobs.kind, query.kind));
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    deps.db
      .select()
      .from(generationJobs)
      .where(where)
      .orderBy(desc(generationJobs.createdAt), desc(generationJobs.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    deps.db.select({ total: count() }).from(generationJobs).where(where),
  ]);
  const total = totals?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / query.per_page));
  const makers =
    'teamId' in owner
      ? await fullNamesOf(
          deps.db,
          rows.map((row) => row.userId),
        )
      : null;
  return {
    generations: rows.map((row) => {
      const view = toJobView(row, deps);
      if (!makers) return view;
      return { ...view, made_by: { user_id: row.userId, full_name: makers.get(row.userId) ?? '' } };
    }),
    page: query.page,
    total_pages: totalPages,
    total,
    has_next: query.page < totalPages,
    has_prev: query.page > 1,
  };
}
