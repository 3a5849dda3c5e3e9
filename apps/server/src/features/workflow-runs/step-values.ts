import type { WorkflowNode } from '@atelier/contract';
import type { StepValue, StoredStepOutputs, WorkflowRunStepRow } from '../../db/schema';
import type { MediaUrls } from '../../lib/media-urls';
import { MEDIA_URL_TTL_SECONDS } from '../generation/present-outputs';
import { fillTemplates, wholeReference, type Reference } from './templates';
import type { ResolvedParams, ResolvedValue } from './tools/workflow-tool';

/** A stored output as a parameter takes it: text as text, a file as the stored file. */
export function valueOf(stored: StepValue | StepValue[] | undefined): ResolvedValue {
  if (stored === undefined) return undefined;
  if (Array.isArray(stored)) return stored.map((item) => valueOf(item));
  return 'text' in stored ? stored.text : { key: stored.key, contentType: stored.contentType };
}

export interface RunValues {
  inputs: Record<string, string | number>;
  /** Each node's outputs, by node id, once its step succeeded. */
  outputs: Map<string, StoredStepOutputs>;
  /** The current item, in a node run once per item. */
  item?: ResolvedValue;
}

/** What a reference names in a run so far. */
export function resolveReference(reference: Reference, values: RunValues): ResolvedValue {
  if (reference.kind === 'input') return values.inputs[reference.name];
  if (reference.kind === 'item') return values.item;
  return valueOf(values.outputs.get(reference.node)?.[reference.output]);
}

/** A node's parameters with every template filled; a file inside text becomes its link. */
export function resolveParams(
  node: WorkflowNode,
  values: RunValues,
  link: (key: string) => string,
): ResolvedParams {
  const asText = (value: ResolvedValue): string => {
    if (value === undefined) return '';
    if (Array.isArray(value)) return value.map(asText).join('\n');
    if (typeof value === 'object') return link(value.key);
    return String(value);
  };
  return Object.fromEntries(
    Object.entries(node.params).map(([name, value]) => [
      name,
      fillTemplates<ResolvedValue>(
        value,
        (r) => resolveReference(r, values),
        asText,
      ) as ResolvedValue,
    ]),
  );
}

/** The list a `for_each` names, as far as the run has it. */
export function forEachList(node: WorkflowNode, values: RunValues): ResolvedValue[] | null {
  const reference = node.for_each ? wholeReference(node.for_each) : null;
  if (!reference) return null;
  const list = resolveReference(reference, values);
  return Array.isArray(list) ? list : null;
}

/** An item's value stored back as a step value (a for_each node's item index into its list). */
export function storedOf(value: ResolvedValue): StepValue {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return { key: value.key, contentType: value.contentType };
  }
  return { text: typeof value === 'string' || typeof value === 'number' ? String(value) : '' };
}

/** Each succeeded node's outputs, by node id. */
export function outputsByNode(
  nodes: WorkflowNode[],
  steps: WorkflowRunStepRow[],
): Map<string, StoredStepOutputs> {
  const outputs = new Map<string, StoredStepOutputs>();
  for (const node of nodes) {
    const own = steps.find((s) => s.nodeId === node.id && s.item === -1);
    // A node run per item keeps its items' outputs gathered (gatherItems) on its own row.
    if (own?.status === 'succeeded') outputs.set(node.id, own.outputs);
  }
  return outputs;
}

/** A node's items' outputs gathered into lists, in item order; lists of lists are flattened. */
export function gatherItems(items: WorkflowRunStepRow[]): StoredStepOutputs {
  const gathered: Record<string, StepValue[]> = {};
  for (const item of [...items].sort((a, b) => a.item - b.item)) {
    for (const [name, value] of Object.entries(item.outputs)) {
      if (name === 'item') continue;
      (gathered[name] ??= []).push(...(Array.isArray(value) ? value : [value]));
    }
  }
  return gathered;
}

/** A signed link to a run's file, for its owner (or its team's members). */
export function runFileLink(
  mediaUrls: MediaUrls,
  baseUrl: string,
  owner: { userId: string; teamId: string | null },
) {
  const ownerId = owner.teamId ? `team:${owner.teamId}` : owner.userId;
  return (key: string) =>
    new URL(mediaUrls.sign(key, MEDIA_URL_TTL_SECONDS, { ownerId }), baseUrl).toString();
}
