import type { NodeSpec } from './inputs';

// A prompt's validation, as ComfyUI's execution.validate_prompt answers it.

type WorkflowNode = { class_type: string; inputs: Record<string, unknown>; _meta?: unknown };
export type Workflow = Record<string, WorkflowNode>;
export interface ValidationError {
  type: string;
  message: string;
  details: string;
  extra_info: Record<string, unknown>;
}
interface NodeErrors {
  errors: ValidationError[];
  dependent_outputs: string[];
  class_type: string;
}
type Validation =
  | { ok: true; workflow: Workflow; outputs: string[]; nodeErrors: Record<string, NodeErrors> }
  | { ok: false; error: ValidationError; nodeErrors: Record<string, NodeErrors> };

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const invalid = (type: string, message: string, details = ''): ValidationError => ({
  type,
  message,
  details,
  extra_info: {},
});
/** Python's `str()` of a list of strings. */
const pythonList = (items: string[]) => `[${items.map((item) => `'${item}'`).join(', ')}]`;
const pythonType = (value: unknown) =>
  value === null ? 'NoneType' : Array.isArray(value) ? 'list' : isObject(value) ? 'dict' : 'bool';

const COMBO_CHECKED = new Set(['ckpt_name', 'sampler_name', 'scheduler']);

/** Python's int() and float() of a JSON value: the number, or the exception's text. */
function convert(type: 'INT' | 'FLOAT', value: unknown): number | { error: string } {
  if (typeof value === 'number') return type === 'INT' ? Math.trunc(value) : value;
  if (typeof value === 'boolean') return Number(value);
  if (typeof value === 'string') {
    const text = value.trim();
    if (type === 'INT' && /^[+-]?\d+$/.test(text)) return Number(text);
    if (type === 'FLOAT' && /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return Number(text);
    return {
      error:
        type === 'INT'
          ? `invalid literal for int() with base 10: '${value}'`
          : `could not convert string to float: '${value}'`,
    };
  }
  const name = type === 'INT' ? 'int' : 'float';
  const accepted =
    type === 'INT' ? 'a string, a bytes-like object or a real number' : 'a string or a real number';
  return { error: `${name}() argument must be ${accepted}, not '${pythonType(value)}'` };
}

export function validatePrompt(
  prompt: unknown,
  specs: Record<string, NodeSpec>,
  exists: (image: string) => boolean,
): Validation {
  const noNodes = 'Cannot execute because a node is missing the class_type property.';
  if (!isObject(prompt))
    return { ok: false, error: invalid('invalid_prompt', noNodes), nodeErrors: {} };
  // ComfyUI converts values in place and queues the converted prompt; the double does it on a copy.
  const workflow = structuredClone(prompt) as Workflow;
  const outputs: string[] = [];
  for (const [id, node] of Object.entries(workflow)) {
    if (!isObject(node) || typeof node.class_type !== 'string') {
      return {
        ok: false,
        error: invalid('invalid_prompt', noNodes, `Node ID '#${id}'`),
        nodeErrors: {},
      };
    }
    const spec = specs[node.class_type];
    if (!spec) {
      const message = `Cannot execute because node ${node.class_type} does not exist.`;
      return {
        ok: false,
        error: invalid('invalid_prompt', message, `Node ID '#${id}'`),
        nodeErrors: {},
      };
    }
    if (!isObject(node.inputs)) node.inputs = {};
    if (spec.outputNode) outputs.push(id);
  }
  if (outputs.length === 0) {
    return {
      ok: false,
      error: invalid('prompt_no_outputs', 'Prompt has no outputs'),
      nodeErrors: {},
    };
  }

  const validated = new Map<string, { ok: boolean; errors: ValidationError[] }>();
  const validateNode = (id: string): { ok: boolean; errors: ValidationError[] } => {
    const known = validated.get(id);
    if (known) return known;
    const result = { ok: true, errors: [] as ValidationError[] };
    validated.set(id, result);
    const node = workflow[id];
    const spec = specs[node.class_type];
    const declared = { ...spec.optional, ...spec.required };
    for (const [name, value] of Object.entries(node.inputs)) {
      const info = declared[name];
      if (Array.isArray(value)) {
        const [from] = value as unknown[];
        if (value.length !== 2) {
          result.errors.push({
            type: 'bad_linked_input',
            message: 'Bad linked input, must be a length-2 list of [node_id, slot_index]',
            details: name,
            extra_info: { input_name: name, input_config: info ?? null, received_value: value },
          });
        } else if (typeof from !== 'string' || !workflow[from]) {
          result.errors.push({
            type: 'exception_during_inner_validation',
            message: 'Exception when validating inner node',
            details: `'${String(from)}'`,
            extra_info: { input_name: name, exception_type: 'KeyError', linked_node: value },
          });
        } else if (!validateNode(from).ok) {
          result.ok = false;
        }
        continue;
      }
      if (!info) continue;
      const [type, options = {}] = info;
      const fail = (kind: string, message: string, details: string, extra = {}) =>
        result.errors.push({
          type: kind,
          message,
          details,
          extra_info: { input_name: name, input_config: info, received_value: value, ...extra },
        });
      if (type === 'INT' || type === 'FLOAT') {
        const number = convert(type, value);
        if (typeof number !== 'number') {
          fail(
            'invalid_input_type',
            `Failed to convert an input value to a ${type} value`,
            `${name}, ${String(value)}, ${number.error}`,
            { exception_message: number.error },
          );
          continue;
        }
        node.inputs[name] = number;
        const { min, max } = options as { min?: number; max?: number };
        if (min !== undefined && number < min) {
          fail('value_smaller_than_min', `Value ${number} smaller than min of ${min}`, name);
        } else if (max !== undefined && number > max) {
          fail('value_bigger_than_max', `Value ${number} bigger than max of ${max}`, name);
        }
      } else if (node.class_type === 'LoadImage' && name === 'image') {
        // LoadImage has VALIDATE_INPUTS(image), which replaces the list check.
        if (typeof value !== 'string' || !exists(value)) {
          result.errors.push({
            type: 'custom_validation_failed',
            message: 'Custom validation failed for node',
            details: `image - Invalid image file: ${String(value)}`,
            extra_info: { input_name: 'image' },
          });
        }
      } else if (
        Array.isArray(type) &&
        COMBO_CHECKED.has(name) &&
        !type.includes(value as string)
      ) {
        const long = type.length > 20;
        result.errors.push({
          type: 'value_not_in_list',
          message: 'Value not in list',
          details: `${name}: '${String(value)}' not in ${long ? `(list of length ${type.length})` : pythonList(type)}`,
          extra_info: { input_name: name, input_config: long ? null : info, received_value: value },
        });
      }
    }
    if (result.errors.length > 0) result.ok = false;
    return result;
  };

  const good: string[] = [];
  const failed: ValidationError[] = [];
  const nodeErrors: Record<string, NodeErrors> = {};
  for (const output of outputs) {
    const result = validateNode(output);
    if (result.ok) {
      good.push(output);
      continue;
    }
    failed.push(...result.errors);
    // As ComfyUI: every node with errors of its own, and the outputs that depended on it.
    for (const [id, { ok, errors }] of validated) {
      if (ok || errors.length === 0) continue;
      nodeErrors[id] ??= { errors, dependent_outputs: [], class_type: workflow[id].class_type };
      nodeErrors[id].dependent_outputs.push(output);
    }
  }
  if (good.length === 0) {
    const details = failed.map((error) => `${error.message}: ${error.details}`).join('\n');
    const error = invalid(
      'prompt_outputs_failed_validation',
      'Prompt outputs failed validation',
      details,
    );
    return { ok: false, error, nodeErrors };
  }
  return { ok: true, workflow, outputs: good, nodeErrors };
}
