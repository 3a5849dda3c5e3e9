import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { generationJobs, type GenerationJobRow } from '../../db/schema';
import { AppError } from '../../lib/errors';

/** The caller's job; another user's job is answered exactly like a missing one. */
export async function ownJob(
  db: Database,
  userId: string,
  jobId: string,
): Promise<GenerationJobRow> {
  const [row] = await db
    .select()
    .from(generationJobs)
    .where(and(eq(generationJobs.id, jobId), eq(generationJobs.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', 'Generation not found');
  return row;
}
