import type { GenerationKind, Job, JobStatus } from '@atelier/contract';
import type { GenerationJobRow } from '../../db/schema';
import type { MediaUrls } from '../../lib/media-urls';
import { presentOutputs } from './present-outputs';
import { toolOf } from './tools';
import { engineNameOf } from './engine-name';

/** A job as its owner reads it; `result` is the synchronous call's answer once it succeeded. */
export function toJobView(
  job: GenerationJobRow,
  deps: { mediaUrls: MediaUrls; config: { BRAND_NAME: string } },
): Job {
  const outputs = presentOutputs(job, deps.mediaUrls, deps.config.BRAND_NAME);
  return {
    id: job.id,
    kind: job.kind as GenerationKind,
    tool: job.tool,
    tier: job.tier,
    status: job.status as JobStatus,
    progress: job.progress,
    progress_message: job.progressMessage,
    prompt: job.prompt,
    input: job.input,
    cost: job.costMicros / 1_000_000,
    engine: engineNameOf(job.engine),
    model: job.model,
    outputs,
    result: job.status === 'succeeded' ? toolOf(job.tool).present(job, outputs) : null,
    error: job.error,
    error_status: job.errorStatus,
    team_id: job.teamId,
    created_at: job.createdAt.toISOString(),
    started_at: job.startedAt?.toISOString() ?? null,
    finished_at: job.finishedAt?.toISOString() ?? null,
  };
}
