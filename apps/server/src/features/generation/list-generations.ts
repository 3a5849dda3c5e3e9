import type { GenerationKind, GenerationsResponse } from '@atelier/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { generationJobs } from '../../db/schema';
import type { MediaUrls } from '../../lib/media-urls';
import { toJobView } from './job-view';

/** My creations: the caller's jobs, newest first, optionally of one kind. */
export async function listGenerations(
  deps: { db: Database; mediaUrls: MediaUrls; config: { BRAND_NAME: string } },
  userId: string,
  query: { kind?: GenerationKind; page: number; per_page: number },
): Promise<GenerationsResponse> {
  const conditions: SQL[] = [eq(generationJobs.userId, userId)];
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
  return {
    generations: rows.map((row) => toJobView(row, deps)),
    page: query.page,
    total_pages: totalPages,
    total,
    has_next: query.page < totalPages,
    has_prev: query.page > 1,
  };
}
