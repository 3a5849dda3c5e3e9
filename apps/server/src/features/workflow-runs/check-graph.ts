import {
  WORKFLOW_INPUT_VALUE_TYPES,
  describeValueType,
  elementTypeOf,
  isListType,
  listTypeOf,
  literalMisfit,
  valueMisfit,
  type WorkflowGraph,
  type WorkflowGraphProblem,
  type WorkflowNode,
  type WorkflowValueType,
} from '@atelier/contract';
import { referencesIn, wholeReference, type Reference } from './templates';
import { workflowTool } from './tools';

/** The nodes a node reads (its parameters and its `for_each`), each once. */
export function dependenciesOf(node: WorkflowNode): string[] {
  const names = new Set<string>();
  for (const value of [...Object.values(node.params), node.for_each]) {
    for (const reference of referencesIn(value).references) {
      if (reference.kind === 'node') names.add(reference.node);
    }
  }
  return [...names];
}

/**
 * Every reason a graph cannot run, each naming its node and field (422 on save, issue 49): an
 * unknown tool or parameter, a missing required one, a reference to a node, output or input that
 * does not exist, a cycle, and a value whose type does not fit its parameter.
 */
export function checkGraph(graph: WorkflowGraph): WorkflowGraphProblem[] {
  const problems: WorkflowGraphProblem[] = [];
  const byId = new Map<string, WorkflowNode>();
  for (const node of graph.nodes) {
    if (byId.has(node.id)) {
      problems.push({ node: node.id, field: 'id', message: `two nodes are named "${node.id}"` });
    }
    byId.set(node.id, node);
  }

  // A reference's type, or the text of why it names nothing.
  const typeOf = (reference: Reference, reader: WorkflowNode): string => {
    if (reference.kind === 'input') {
      const input = graph.inputs[reference.name];
      return input
        ? WORKFLOW_INPUT_VALUE_TYPES[input.type]
        : `the workflow has no input "${reference.name}"`;
    }
    if (reference.kind === 'item') {
      if (!reader.for_each) return '{{item}} is only for a node with for_each';
      const list = wholeReference(reader.for_each);
      const listType = list && list.kind !== 'item' ? typeOf(list, reader) : null;
      return listType && isListType(listType as WorkflowValueType)
        ? elementTypeOf(listType as WorkflowValueType)
        : 'for_each does not name a list';
    }
    const source = byId.get(reference.node);
    if (!source) return `there is no node "${reference.node}"`;
    const tool = workflowTool(source.tool);
    if (!tool) return `node "${reference.node}" has an unknown tool`;
    const found = tool.outputs.find((o) => o.name === reference.output);
    if (!found) {
      const names = tool.outputs.map((o) => o.name).join(', ');
      return `node "${reference.node}" has no output "${reference.output}" (it gives ${names})`;
    }
    return source.for_each ? listTypeOf(found.type) : found.type;
  };

  for (const node of graph.nodes) {
    const problem = (field: string, message: string) =>
      problems.push({ node: node.id, field, message });
    const tool = workflowTool(node.tool);
    if (!tool) {
      problem('tool', `unknown tool "${node.tool}" (GET /api/workflow-tools lists them)`);
      continue;
    }
    if (node.for_each !== undefined) {
      const list = wholeReference(node.for_each);
      const type = list && list.kind !== 'item' ? typeOf(list, node) : null;
      if (!list || list.kind === 'item') {
        problem('for_each', 'must be one template naming a list, such as {{copy.lines}}');
      } else if (typeof type === 'string' && !isValueType(type)) {
        problem('for_each', type);
      } else if (type && !isListType(type)) {
        problem('for_each', `{{${pathOf(list)}}} is ${describeValueType(type)}, not a list`);
      }
    }
    for (const name of Object.keys(node.params)) {
      if (!tool.params.some((p) => p.name === name)) {
        const names = tool.params.map((p) => p.name).join(', ');
        problem(`params.${name}`, `"${tool.id}" has no parameter "${name}" (it takes ${names})`);
      }
    }
    for (const spec of tool.params) {
      const value = node.params[spec.name];
      const field = `params.${spec.name}`;
      if (value === undefined || value === '') {
        if (spec.required) problem(field, 'is required');
        continue;
      }
      const { references, malformed } = referencesIn(value);
      for (const text of malformed) {
        problem(field, `${text} is not a template ({{node.output}}, {{inputs.name}} or {{item}})`);
      }
      if (references.length === 0) {
        const wrong = literalMisfit(spec, value);
        if (wrong) problem(field, wrong);
        continue;
      }
      const whole = wholeReference(value);
      for (const reference of references) {
        const type = typeOf(reference, node);
        if (!isValueType(type)) {
          problem(field, type);
          continue;
        }
        const misfit = valueMisfit(spec.type, pathOf(reference), type, {
          whole: whole !== null,
          textInput: reference.kind === 'input' && type === 'text',
        });
        if (misfit) problem(field, misfit);
      }
    }
  }
  problems.push(...cycleProblems(graph.nodes, byId));
  return problems;
}

function isValueType(value: string): value is WorkflowValueType {
  return /^(text|number|image_url|video_url|audio_url)(_list)?$/.test(value);
}

function pathOf(reference: Reference): string {
  if (reference.kind === 'input') return `inputs.${reference.name}`;
  if (reference.kind === 'item') return 'item';
  return `${reference.node}.${reference.output}`;
}

/** The nodes on a cycle, each named once. */
function cycleProblems(
  nodes: WorkflowNode[],
  byId: Map<string, WorkflowNode>,
): WorkflowGraphProblem[] {
  const waiting = new Map(
    nodes.map((node) => [node.id, dependenciesOf(node).filter((id) => byId.has(id))]),
  );
  let progressed = true;
  while (progressed) {
    progressed = false;
    for (const [id, needs] of waiting) {
      if (needs.every((need) => !waiting.has(need))) {
        waiting.delete(id);
        progressed = true;
      }
    }
  }
  const onCycle = [...waiting.keys()];
  return onCycle.map((id) => ({
    node: id,
    field: 'params',
    message: `is part of a cycle (${onCycle.join(', ')}): a node cannot read its own output, directly or through others`,
  }));
}
