import type { GenerationKind } from '@atelier/contract';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import type { GenerationJobRow } from '../../../db/schema';
import type { Engines } from '../../../engines';
import type { EngineContext, GeneratedFile } from '../../../engines/types';
import type { DisplayType } from '../../../lib/ledger';
import type { MediaUrls } from '../../../lib/media-urls';
import type { Storage } from '../../../lib/storage';
import type { PresentedOutput } from '../present-outputs';

/** What running a generation needs; the API and `npm run worker` both build it. */
export interface GenerationDeps {
  db: Database;
  config: Config;
  storage: Storage;
  mediaUrls: MediaUrls;
  engines: Engines;
}

export interface ToolOutcome {
  engine: 'local' | 'provider';
  model: string;
  files?: GeneratedFile[];
  /** Tool-specific JSON kept on the job: a text answer, an analysis, a note. */
  result?: Record<string, unknown>;
}

/**
 * One kind of generation: how it runs (in a worker) and how a finished job is answered (the body
 * the spec's synchronous call returns, rebuilt whenever the job is read so URLs are freshly signed).
 */
export interface GenerationTool {
  id: string;
  kind: GenerationKind;
  /** Long media work has its own queue, so a few videos cannot hold up every image. */
  queue: 'generate' | 'generate-video';
  displayType: DisplayType;
  /** After this the job is stopped, its provider work canceled and its hold released. */
  deadlineSeconds: number;
  execute(
    job: GenerationJobRow,
    context: EngineContext,
    deps: GenerationDeps,
  ): Promise<ToolOutcome>;
  present(job: GenerationJobRow, outputs: PresentedOutput[]): Record<string, unknown>;
}

/** What the submitting request decided: the tool, the validated input and the exact cost. */
export interface GenerationPlan {
  tool: GenerationTool;
  tier: string | null;
  prompt: string;
  input: Record<string, unknown>;
  costMicros: number;
  /** How long the synchronous call waits before answering 202 (spec part 1, section 7). */
  waitSeconds: number;
  /** The credit history's line, e.g. "Image generation (ultra_pro, hd)". */
  description: string;
}

/** `seconds` between start and finish, for the spec's generation_time. */
export function generationSeconds(job: GenerationJobRow): number {
  if (!job.startedAt || !job.finishedAt) return 0;
  return Math.round((job.finishedAt.getTime() - job.startedAt.getTime()) / 100) / 10;
}

/** Balance after the job settled, as stored by the runner. */
export function remainingCredits(job: GenerationJobRow): number {
  return Number(job.result?.balance_after_micros ?? 0) / 1_000_000;
}

/** A string kept in the job's result JSON, or '' when absent. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
