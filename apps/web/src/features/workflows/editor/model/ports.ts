import {
  WORKFLOW_INPUT_VALUE_TYPES,
  elementTypeOf,
  isListType,
  listTypeOf,
  valueMisfit,
} from '@atelier/contract';
import type {
  WorkflowNode,
  WorkflowParamType,
  WorkflowToolDescription,
  WorkflowValueType,
} from '@atelier/contract';
import type { EditorGraph } from '../model/editor-state';

/** The canvas's node holding the workflow's inputs, as a source of values. */
export const INPUTS_NODE = 'inputs';
/** A node's target handle for its `for_each` list. */
export const FOR_EACH = 'for_each';

export type ToolIndex = ReadonlyMap<string, WorkflowToolDescription>;

/** The five kinds a port is coloured by. */
export type PortKind = 'text' | 'image' | 'video' | 'audio' | 'list';

export function portKindOf(type: WorkflowValueType | WorkflowParamType): PortKind {
  if (type.endsWith('_list') || type === 'list') return 'list';
  if (type.startsWith('image')) return 'image';
  if (type.startsWith('video')) return 'video';
  if (type.startsWith('audio')) return 'audio';
  return 'text';
}

/** Tailwind classes of a port's dot (important: React Flow's own sheet colours handles). */
export const PORT_COLOURS: Record<PortKind, string> = {
  text: '!bg-slate-500',
  image: '!bg-emerald-500',
  video: '!bg-violet-500',
  audio: '!bg-amber-500',
  list: '!bg-sky-500',
};

/** One value a parameter may take from elsewhere: a workflow input, an earlier output, the item. */
export interface ValueSource {
  /** What goes between the braces: inputs.topic, copy.text, item. */
  path: string;
  node: string;
  output: string;
  type: WorkflowValueType;
}

const TEMPLATE = /\{\{\s*([a-z][a-z0-9_]*)\.([a-z][a-z0-9_]*)\s*\}\}/g;

/** The `{{node.output}}` references in a value, in order. */
export function referencesOf(value: unknown): { node: string; output: string }[] {
  if (typeof value !== 'string') return [];
  return [...value.matchAll(TEMPLATE)].map(([, node = '', output = '']) => ({ node, output }));
}

/** What a node's output gives, a list of it when the node runs once per item. */
function outputType(node: WorkflowNode, type: WorkflowValueType): WorkflowValueType {
  return node.for_each ? listTypeOf(type) : type;
}

/** Every value a graph offers: its inputs, then each node's outputs. */
export function valueSources(graph: EditorGraph, tools: ToolIndex): ValueSource[] {
  const inputs = Object.entries(graph.inputs).map(([name, input]) => ({
    path: `inputs.${name}`,
    node: INPUTS_NODE,
    output: name,
    type: WORKFLOW_INPUT_VALUE_TYPES[input.type],
  }));
  const outputs = graph.nodes.flatMap((node) =>
    (tools.get(node.tool)?.outputs ?? []).map((output) => ({
      path: `${node.id}.${output.name}`,
      node: node.id,
      output: output.name,
      type: outputType(node, output.type),
    })),
  );
  return [...inputs, ...outputs];
}

/** The nodes that read `id`, directly or through others: a value from them would be a cycle. */
export function downstreamOf(graph: EditorGraph, id: string): Set<string> {
  const found = new Set<string>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const node of graph.nodes) {
      if (found.has(node.id)) continue;
      const reads = [...Object.values(node.params), node.for_each].flatMap(referencesOf);
      if (reads.some((reference) => found.has(reference.node))) {
        found.add(node.id);
        grew = true;
      }
    }
  }
  return found;
}

/**
 * Why a value cannot go into a node's parameter (or its for_each list), or null when it fits: the
 * server's own rule (valueMisfit), and no cycle.
 */
export function sourceMisfit(
  graph: EditorGraph,
  tools: ToolIndex,
  source: ValueSource,
  target: { node: string; param: string },
): string | null {
  if (source.node !== INPUTS_NODE && downstreamOf(graph, target.node).has(source.node)) {
    return source.node === target.node
      ? 'a node cannot take its own output'
      : `${source.node} already reads ${target.node}: this would be a cycle`;
  }
  if (target.param === FOR_EACH) {
    return isListType(source.type) ? null : `{{${source.path}}} is not a list`;
  }
  const node = graph.nodes.find((candidate) => candidate.id === target.node);
  const spec = node ? tools.get(node.tool)?.params.find((p) => p.name === target.param) : null;
  if (!spec) return `there is no parameter "${target.param}"`;
  return valueMisfit(spec.type, source.path, source.type, {
    whole: true,
    textInput: source.node === INPUTS_NODE && source.type === 'text',
  });
}

/** The values a parameter may take, each with why not when it does not fit. */
export function sourcesFor(
  graph: EditorGraph,
  tools: ToolIndex,
  target: { node: string; param: string },
): { source: ValueSource; misfit: string | null }[] {
  const node = graph.nodes.find((candidate) => candidate.id === target.node);
  const item: ValueSource[] = [];
  if (node?.for_each && target.param !== FOR_EACH) {
    const [list] = referencesOf(node.for_each);
    const listSource = list
      ? valueSources(graph, tools).find((s) => s.node === list.node && s.output === list.output)
      : undefined;
    if (listSource && isListType(listSource.type)) {
      item.push({ path: 'item', node: '', output: 'item', type: elementTypeOf(listSource.type) });
    }
  }
  return [
    ...item.map((source) => ({ source, misfit: null })),
    ...valueSources(graph, tools)
      .filter((source) => source.node !== target.node)
      .map((source) => ({ source, misfit: sourceMisfit(graph, tools, source, target) })),
  ];
}

export interface GraphEdge {
  id: string;
  source: string;
  sourceHandle: string;
  target: string;
  targetHandle: string;
}

/** The edges a graph's references draw: one from each value a parameter or list reads. */
export function edgesOf(graph: EditorGraph): GraphEdge[] {
  const ids = new Set([INPUTS_NODE, ...graph.nodes.map((node) => node.id)]);
  const edges = new Map<string, GraphEdge>();
  for (const node of graph.nodes) {
    const reads: [string, unknown][] = [...Object.entries(node.params), [FOR_EACH, node.for_each]];
    for (const [param, value] of reads) {
      for (const reference of referencesOf(value)) {
        if (!ids.has(reference.node)) continue;
        const id = `${reference.node}.${reference.output}->${node.id}.${param}`;
        edges.set(id, {
          id,
          source: reference.node,
          sourceHandle: reference.output,
          target: node.id,
          targetHandle: param,
        });
      }
    }
  }
  return [...edges.values()];
}

/** The nodes in the order they can run (each after what it reads), ties in the graph's order. */
export function runOrder(graph: EditorGraph): WorkflowNode[] {
  const ordered: WorkflowNode[] = [];
  const placed = new Set<string>();
  const ids = new Set(graph.nodes.map((node) => node.id));
  let remaining = graph.nodes;
  while (remaining.length > 0) {
    const ready = remaining.filter((node) =>
      [...Object.values(node.params), node.for_each]
        .flatMap(referencesOf)
        .every((reference) => !ids.has(reference.node) || placed.has(reference.node)),
    );
    // A cycle: the rest in the graph's order (the checklist names it).
    const next = ready.length > 0 ? ready : remaining;
    for (const node of next) {
      ordered.push(node);
      placed.add(node.id);
    }
    remaining = remaining.filter((node) => !placed.has(node.id));
  }
  return ordered;
}

/**
 * Where each node is drawn: where it was placed, or (a graph written through the API or a
 * template, without places) in columns by how many steps come before it, in run order down each.
 */
export function placesOf(graph: EditorGraph): Map<string, { x: number; y: number }> {
  const ids = new Set(graph.nodes.map((node) => node.id));
  const depth = new Map<string, number>();
  const rows = new Map<number, number>();
  const places = new Map<string, { x: number; y: number }>();
  for (const node of runOrder(graph)) {
    const before = [...Object.values(node.params), node.for_each]
      .flatMap(referencesOf)
      .filter((reference) => ids.has(reference.node))
      .map((reference) => (depth.get(reference.node) ?? -1) + 1);
    const column = Math.max(0, ...before);
    depth.set(node.id, column);
    const row = rows.get(column) ?? 0;
    rows.set(column, row + 1);
    places.set(node.id, node.position ?? { x: column * 320, y: row * 280 });
  }
  return places;
}
