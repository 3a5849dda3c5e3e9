import { createHash } from 'node:crypto';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/errors';
import type { JobInputFile } from '../../lib/media-inputs/read-job-inputs';
import type { AcceptedMedia } from '../../lib/media-inputs/read-media-input';
import { removeMediaInputs, storeMediaInput } from '../../lib/media-inputs/store-media-input';
import { submitGeneration, type SubmitAnswer } from './submit-generation';
import type { SubmitOptions } from './submit-headers';
import type { GenerationPlan } from './tools/tool';

/**
 * Submits a generation that takes the user's own files: each accepted file kept as the user's
 * media, the plan built on the stored copies, then submitted like every generation (hold, queue,
 * wait, answer). A request refused before a job exists (the daily limit, too few credits) keeps
 * none of its files. With an Idempotency-Key, the same fields and the same files' bytes are the
 * same request.
 */
export async function submitWithInputs(
  deps: AppDeps,
  request: {
    userId: string;
    files: AcceptedMedia[];
    fields: unknown;
    headers: SubmitOptions;
    plan(files: JobInputFile[]): GenerationPlan;
  },
): Promise<SubmitAnswer> {
  const stored = [];
  for (const file of request.files) stored.push(await storeMediaInput(deps, request.userId, file));
  try {
    return await submitGeneration(deps, {
      userId: request.userId,
      plan: request.plan(
        stored.map((row) => ({
          key: row.key,
          content_type: row.contentType,
          ...(row.width ? { width: row.width } : {}),
          ...(row.height ? { height: row.height } : {}),
          ...(row.duration ? { duration: row.duration } : {}),
        })),
      ),
      body: {
        fields: request.fields,
        files: request.files.map((file) => createHash('sha256').update(file.body).digest('hex')),
      },
      idempotencyKey: request.headers.idempotencyKey,
      respondAsync: request.headers.respondAsync,
      teamId: request.headers.teamId,
      workflowStep: request.headers.workflowStep,
    });
  } catch (error) {
    if (error instanceof AppError && (error.statusCode === 402 || error.statusCode === 429))
      await removeMediaInputs(deps, stored);
    throw error;
  }
}
