import {
  GENERATION_MESSAGES,
  GENERATION_WAIT_SECONDS,
  OPTIMIZE_COST_MICROS,
  type Analysis,
  type OptimizeBody,
  type OptimizeResponse,
} from '@atelier/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { generationJobs } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { LOCAL_NOTES } from './local-notes';
import { remainingCredits, type GenerationPlan, type GenerationTool } from './tool';
import { engineNameOf } from '../engine-name';

interface AnalysisInput {
  output_type: OptimizeBody['output_type'];
  output_key: string;
  content_type: string;
  source_job_id: string;
  expected: { width?: number; height?: number; duration?: number; fps?: number };
}

export const analysisTool: GenerationTool = {
  id: 'analysis',
  kind: 'analysis',
  queue: 'generate',
  displayType: 'optimization',
  deadlineSeconds: 3 * 60,
  async execute(job, context, deps) {
    const input = job.input as unknown as AnalysisInput;
    const body = await deps.storage.get(input.output_key);
    if (!body) throw new AppError('NOT_FOUND', 'The output to analyse is no longer stored.');
    const engine = deps.engines.analysis;
    context.progress(10, 'Measuring the output');
    const analysis = await engine.analyse(
      {
        prompt: job.prompt,
        outputType: input.output_type,
        file: { body, contentType: input.content_type },
        expected: input.expected,
      },
      context,
    );
    return {
      engine: engine.engine,
      model: engine.model,
      result: { analysis, note: engine.engine === 'local' ? LOCAL_NOTES.analysis : '' },
    };
  },
  present(job): OptimizeResponse {
    return {
      success: true,
      analysis: job.result?.analysis as Analysis,
      cost: job.costMicros / 1_000_000,
      remaining_credits: remainingCredits(job),
      job_id: job.id,
      engine: engineNameOf(job.engine) ?? 'local',
      model: job.model ?? '',
    };
  },
};

/**
 * Only the caller's own stored outputs can be analysed: the URL must be one of our media links
 * (absolute or relative, signature not needed) whose key sits under the caller's generations.
 */
export async function planAnalysis(
  db: Database,
  userId: string,
  body: { prompt: string; output_type: OptimizeBody['output_type']; output_url: string },
): Promise<GenerationPlan> {
  if (!isWellFormedUrl(body.output_url)) {
    const video = body.output_type === 'video' || body.output_type === 'product_video';
    throw new AppError(
      'UNPROCESSABLE',
      `output_url: ${video ? GENERATION_MESSAGES.invalidVideoUrl : GENERATION_MESSAGES.invalidImageUrl}`,
    );
  }
  const key = mediaKeyOf(body.output_url);
  const parts = key?.split('/') ?? [];
  if (!key || parts[0] !== 'generations' || parts[1] !== userId || !parts[2]) {
    throw new AppError('UNPROCESSABLE', `output_url: ${GENERATION_MESSAGES.notOwnOutput}`);
  }
  const [source] = await db
    .select()
    .from(generationJobs)
    .where(and(eq(generationJobs.id, parts[2]), eq(generationJobs.userId, userId)));
  const output = source?.outputs.find((o) => o.key === key);
  if (!source || !output) {
    throw new AppError('NOT_FOUND', 'That output no longer exists.');
  }
  const input: AnalysisInput = {
    output_type: body.output_type,
    output_key: key,
    content_type: output.contentType,
    source_job_id: source.id,
    expected: {
      width: output.width ?? (source.input.width as number | undefined),
      height: output.height ?? (source.input.height as number | undefined),
      duration: source.input.duration as number | undefined,
      fps: source.input.fps as number | undefined,
    },
  };
  return {
    tool: analysisTool,
    tier: source.tier,
    prompt: body.prompt,
    input: { ...input },
    costMicros: OPTIMIZE_COST_MICROS,
    waitSeconds: GENERATION_WAIT_SECONDS.optimize,
    description: 'Output analysis',
  };
}

/**
 * An http(s) address, or a path on this site (the media links we hand out are relative). Anything
 * else is not a URL at all and gets the spec's "Invalid image URL", not the ownership message.
 */
function isWellFormedUrl(value: string): boolean {
  if (value.startsWith('/')) return URL.canParse(value, 'http://local');
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
}

function mediaKeyOf(url: string): string | null {
  try {
    const parsed = new URL(url, 'http://local');
    if (!parsed.pathname.startsWith('/api/media/')) return null;
    return decodeURIComponent(parsed.pathname.slice('/api/media/'.length));
  } catch {
    return null;
  }
}
