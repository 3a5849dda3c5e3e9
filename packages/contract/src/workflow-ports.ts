import type {
  WorkflowInputType,
  WorkflowOutputType,
  WorkflowParamType,
  WorkflowToolParam,
} from './workflow-runs';

/**
 * What a value flowing between workflow nodes is, and which parameters take it (issue 49 and 50).
 * The server refuses a graph by these rules on save; the editor refuses a connection by them as
 * it is drawn, with the same reason.
 */
export type WorkflowValueType = WorkflowOutputType | 'number';

/** What a workflow input gives the nodes that read it. */
export const WORKFLOW_INPUT_VALUE_TYPES: Record<WorkflowInputType, WorkflowValueType> = {
  text: 'text',
  number: 'number',
  image: 'image_url',
  video: 'video_url',
  audio: 'audio_url',
};

export const isListType = (type: WorkflowValueType) => type.endsWith('_list');

/** What a node run once per item gives: a list of what one run gives. */
export const listTypeOf = (type: WorkflowValueType): WorkflowValueType =>
  isListType(type) || type === 'number' ? type : (`${type}_list` as WorkflowValueType);

export const elementTypeOf = (type: WorkflowValueType): WorkflowValueType =>
  type.replace(/_list$/, '') as WorkflowValueType;

const NAMES: Record<string, string> = {
  text: 'text',
  number: 'a number',
  image_url: 'an image',
  video_url: 'a video',
  audio_url: 'an audio file',
};

/** "an image", "a list of videos"-like words for a value's type. */
export function describeValueType(type: WorkflowValueType): string {
  return isListType(type)
    ? `a list of ${NAMES[elementTypeOf(type)] ?? type}`
    : (NAMES[type] ?? type);
}

const MEDIA: Partial<Record<WorkflowParamType, WorkflowValueType>> = {
  image: 'image_url',
  video: 'video_url',
  audio: 'audio_url',
};

/**
 * Why a value named `{{path}}` does not fit a parameter of this type, or null when it does.
 * `whole`: the parameter is that template alone; `textInput`: it names a text input of the
 * workflow (a choice may take one).
 */
export function valueMisfit(
  paramType: WorkflowParamType,
  path: string,
  type: WorkflowValueType,
  { whole, textInput }: { whole: boolean; textInput: boolean },
): string | null {
  const given = `{{${path}}} is ${describeValueType(type)}`;
  switch (paramType) {
    case 'text':
      // A file in text is its link; a list is its items, a line each.
      return null;
    case 'choice':
      return textInput && whole
        ? null
        : `takes one of its choices, or a text input of the workflow alone ({{inputs.name}})`;
    case 'number':
      return type === 'number' && whole ? null : `${given}; this parameter takes a number alone`;
    case 'list':
      return isListType(type) && whole ? null : `${given}; this parameter takes a list alone`;
    default: {
      const wanted = MEDIA[paramType];
      if (type === wanted && whole) return null;
      return `${given}; this parameter takes ${describeValueType(wanted ?? 'text')} alone`;
    }
  }
}

/** Why a literal does not fit a parameter, or null when it does. */
export function literalMisfit(spec: WorkflowToolParam, value: unknown): string | null {
  if (spec.type === 'number') {
    if (typeof value !== 'number') return 'expected a number';
    if (spec.min !== undefined && value < spec.min) return `must be at least ${spec.min}`;
    if (spec.max !== undefined && value > spec.max) return `must be at most ${spec.max}`;
    return null;
  }
  if (typeof value !== 'string') return 'expected text';
  if (spec.type === 'choice' && spec.choices && !spec.choices.includes(value)) {
    return `must be one of ${spec.choices.join(', ')}`;
  }
  if (spec.type === 'list') return 'takes a list from an earlier node, such as {{split.items}}';
  if (spec.max !== undefined && spec.type === 'text' && value.length > spec.max) {
    return `is longer than ${spec.max} characters`;
  }
  if (spec.type in MEDIA && !/^(https?:\/\/|data:)/i.test(value)) {
    return 'takes a link (http or https), a data URL, or a template';
  }
  return null;
}
