import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import imageToImage from './workflows/image-to-image.json';
import textToImage from './workflows/text-to-image.json';
import textToVideo from './workflows/text-to-video.json';

/**
 * ComfyUI workflows in API format (issue 36), with `{{placeholders}}` where the tool puts its
 * values. The shipped ones are in ./workflows; an operator may replace any of them with their own
 * export (ComfyUI's "Export (API)") of the same file name in COMFYUI_WORKFLOWS_DIR.
 *
 * A string input that is exactly `"{{seed}}"` becomes the value itself (a number stays a number);
 * a placeholder inside a longer text is written into it.
 */

export type WorkflowKind = 'text-to-image' | 'image-to-image' | 'text-to-video';

/** A workflow in ComfyUI's API format: node id → { class_type, inputs }. */
export type ComfyWorkflow = Record<string, { class_type: string; inputs: Record<string, unknown> }>;

export interface WorkflowTemplate {
  kind: WorkflowKind;
  /** Where it came from, for messages and the result's model: `text-to-image.json (shipped)`. */
  source: string;
  workflow: ComfyWorkflow;
  /** The placeholders it holds. */
  placeholders: Set<Placeholder>;
}

export const PLACEHOLDERS = [
  'prompt',
  'negative_prompt',
  'seed',
  'width',
  'height',
  'steps',
  'frames',
  'fps',
  'input_image',
  'denoise',
  'cfg',
  'checkpoint',
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type PlaceholderValues = Partial<Record<Placeholder, string | number>>;

/** What each tool cannot work without; the rest of FILLS it fills when the template has them. */
export const NEEDED: Record<WorkflowKind, Placeholder[]> = {
  'text-to-image': ['prompt', 'seed', 'width', 'height'],
  'image-to-image': ['prompt', 'seed', 'input_image'],
  'text-to-video': ['prompt', 'seed', 'width', 'height', 'frames'],
};

/** What every tool has a value for; each adds its own (comfyui-engines.ts fills them all). */
const COMMON: Placeholder[] = [
  'prompt',
  'negative_prompt',
  'seed',
  'width',
  'height',
  'steps',
  'cfg',
  'checkpoint',
];
export const FILLS: Record<WorkflowKind, Placeholder[]> = {
  'text-to-image': [...COMMON, 'denoise'],
  'image-to-image': [...COMMON, 'denoise', 'input_image'],
  'text-to-video': [...COMMON, 'frames', 'fps'],
};

const SHIPPED: Record<WorkflowKind, unknown> = {
  'text-to-image': textToImage,
  'image-to-image': imageToImage,
  'text-to-video': textToVideo,
};

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;

/** A template that cannot be used: the message names the file and what is wrong. */
export class WorkflowTemplateError extends Error {}

function placeholdersIn(value: unknown, found: Set<string>): void {
  if (typeof value === 'string') {
    for (const match of value.matchAll(PLACEHOLDER)) found.add(match[1]);
  } else if (Array.isArray(value)) {
    for (const item of value) placeholdersIn(item, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) placeholdersIn(item, found);
  }
}

function isWorkflow(value: unknown): value is ComfyWorkflow {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const nodes = Object.values(value);
  return (
    nodes.length > 0 &&
    nodes.every(
      (node) =>
        node &&
        typeof node === 'object' &&
        typeof (node as { class_type?: unknown }).class_type === 'string' &&
        typeof (node as { inputs?: unknown }).inputs === 'object',
    )
  );
}

/** Checks one template and lists its placeholders; throws a WorkflowTemplateError naming it. */
export function checkTemplate(kind: WorkflowKind, source: string, json: unknown): WorkflowTemplate {
  if (!isWorkflow(json)) {
    throw new WorkflowTemplateError(
      `${source} is not a ComfyUI workflow in API format (export it with "Export (API)")`,
    );
  }
  const found = new Set<string>();
  placeholdersIn(json, found);
  // A placeholder left unfilled would reach ComfyUI as '', which it refuses for a number.
  const fills: readonly string[] = FILLS[kind];
  const unknown = [...found].filter((name) => !fills.includes(name));
  if (unknown.length) {
    throw new WorkflowTemplateError(
      `${source} has a placeholder ${kind} does not fill: {{${unknown[0]}}} (it fills ${fills.map((name) => `{{${name}}}`).join(', ')})`,
    );
  }
  const missing = NEEDED[kind].filter((name) => !found.has(name));
  if (missing.length) {
    throw new WorkflowTemplateError(
      `${source} lacks the placeholder {{${missing[0]}}}, which ${kind} needs (it needs ${NEEDED[
        kind
      ]
        .map((name) => `{{${name}}}`)
        .join(', ')})`,
    );
  }
  return { kind, source, workflow: json, placeholders: found as Set<Placeholder> };
}

/**
 * The template each tool runs: the operator's file from `dir` where there is one, else the
 * shipped one. Read and checked at start, so that a broken template stops the app with a message
 * rather than failing a user's job.
 */
export function loadWorkflowTemplates(dir?: string): Record<WorkflowKind, WorkflowTemplate> {
  const load = (kind: WorkflowKind): WorkflowTemplate => {
    const file = dir ? path.join(dir, `${kind}.json`) : null;
    if (!file || !existsSync(file))
      return checkTemplate(kind, `${kind}.json (shipped)`, SHIPPED[kind]);
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new WorkflowTemplateError(
        `${file} cannot be read as JSON: ${(error as Error).message}`,
      );
    }
    return checkTemplate(kind, file, json);
  };
  return {
    'text-to-image': load('text-to-image'),
    'image-to-image': load('image-to-image'),
    'text-to-video': load('text-to-video'),
  };
}

/** The problems a COMFYUI_WORKFLOWS_DIR has, for the start-up check (config.ts). */
export function workflowTemplateProblems(dir: string | undefined): string[] {
  if (dir && !existsSync(dir)) return [`${dir} does not exist`];
  try {
    loadWorkflowTemplates(dir);
    return [];
  } catch (error) {
    if (error instanceof WorkflowTemplateError) return [error.message];
    throw error;
  }
}

function fill(value: unknown, values: PlaceholderValues): unknown {
  if (typeof value === 'string') {
    const whole = /^\{\{\s*([a-z_]+)\s*\}\}$/.exec(value);
    if (whole) return values[whole[1] as Placeholder] ?? '';
    return value.replace(PLACEHOLDER, (_, name: Placeholder) => String(values[name] ?? ''));
  }
  if (Array.isArray(value)) return value.map((item) => fill(item, values));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fill(item, values)]),
    );
  }
  return value;
}

/** A copy of the template with this job's values in place of its placeholders. */
export function fillWorkflow(template: WorkflowTemplate, values: PlaceholderValues): ComfyWorkflow {
  return fill(template.workflow, values) as ComfyWorkflow;
}
