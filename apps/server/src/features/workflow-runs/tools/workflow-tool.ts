import type {
  WorkflowToolDescription,
  WorkflowToolOutput,
  WorkflowToolParam,
} from '@atelier/contract';
import type { AppDeps } from '../../../app-deps';
import type { GenerationJobRow, StepValue, StoredStepOutputs, UserRow } from '../../../db/schema';
import type { SubmitOptions } from '../../generation/submit-headers';

/** A stored file an earlier step made, passed on to a parameter that takes a file. */
export interface StepFile {
  key: string;
  contentType: string;
}

/** A parameter's value when its step starts: templates replaced, files as stored. */
export type ResolvedValue = string | number | boolean | StepFile | ResolvedValue[] | undefined;
export type ResolvedParams = Record<string, ResolvedValue>;

export interface StepContext {
  deps: AppDeps;
  user: UserRow;
  /** How the step submits: as its run's step, paid from its hold, in its team's workspace. */
  options: SubmitOptions;
}

/** A step either submits a generation job (its outputs read when the job ends) or is done. */
export type StepStart = { jobId: string } | { outputs: StoredStepOutputs };

/**
 * A tool a workflow node may use (issue 49): what `GET /api/workflow-tools` says of it, what one
 * step costs, and how a step starts. Tools that make something submit through the same operation
 * as their own route, so a step is checked, priced, held and charged as a direct call is.
 */
export interface WorkflowTool extends WorkflowToolDescription {
  /**
   * The micro-credits one step costs with these parameters. A parameter an earlier step fills is
   * undefined: the price is then the most it can be.
   */
  estimate(params: ResolvedParams, deps: AppDeps): number;
  start(context: StepContext, params: ResolvedParams): Promise<StepStart>;
  /** The outputs of the step's job once it succeeded. */
  outputsOf?(job: GenerationJobRow): StoredStepOutputs;
}

export function describeTool(tool: WorkflowTool): WorkflowToolDescription {
  const { id, label, group, description, route, params, outputs, price } = tool;
  return { id, label, group, description, route, params, outputs, price };
}

export const param = (
  name: string,
  type: WorkflowToolParam['type'],
  label: string,
  extra: Partial<WorkflowToolParam> = {},
): WorkflowToolParam => ({ name, type, label, required: false, ...extra });

export const output = (
  name: string,
  type: WorkflowToolOutput['type'],
  label: string,
): WorkflowToolOutput => ({ name, type, label });

export function isStepFile(value: unknown): value is StepFile {
  return typeof value === 'object' && value !== null && 'key' in value;
}

/** Text a parameter holds, or undefined (unset, or filled by an earlier step). */
export function textParam(value: ResolvedValue): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

export function numberParam(value: ResolvedValue): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value);
  }
  return undefined;
}

/** The job's files as a step's outputs: the first under `single`, all under `list` if named. */
export function fileOutputs(
  job: GenerationJobRow,
  single: string,
  list?: string,
): StoredStepOutputs {
  const files: StepValue[] = job.outputs.map((o) => ({ key: o.key, contentType: o.contentType }));
  const [first] = files;
  return {
    ...(first ? { [single]: first } : {}),
    ...(list ? { [list]: files } : {}),
  };
}

/** A text answer as a step's outputs: the text, and its non-empty lines. */
export function textOutputs(text: string): StoredStepOutputs {
  const lines = text
    .split('\n')
    .map((line) => line.replace(/^\s*(?:[-*\u2022]|\d+[.)])\s+/, '').trim())
    .filter(Boolean);
  return { text: { text }, lines: lines.map((line) => ({ text: line })) };
}

/** The job id of a submission's answer: a step submits asking for 202. */
export function acceptedJobId(answer: { statusCode: number; body: Record<string, unknown> }) {
  const id = answer.body.job_id;
  if (typeof id !== 'string') throw new Error('a step submission answered without a job id');
  return { jobId: id };
}
