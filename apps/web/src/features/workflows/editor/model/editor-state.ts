import type {
  WorkflowGraphInput,
  WorkflowNode,
  WorkflowParamValue,
  WorkflowToolDescription,
} from '@atelier/contract';

type InputDefinition = NonNullable<WorkflowGraphInput['inputs']>[string];

/** The graph as the editor holds it: what PUT /graph takes, inputs always present. */
export interface EditorGraph {
  inputs: Record<string, InputDefinition>;
  nodes: WorkflowNode[];
}

/**
 * The editor's state: the graph on screen, what undo and redo step through, and the graph as
 * last saved (the page asks before leaving while they differ).
 */
export interface EditorState {
  past: EditorGraph[];
  present: EditorGraph;
  future: EditorGraph[];
  saved: EditorGraph;
  /**
   * The edit under way (typing into one field, dragging one node): its further changes replace
   * the present, so undo takes back the whole edit in one step.
   */
  editing: string | null;
}

export type EditorAction =
  | { type: 'load'; graph: EditorGraph }
  | { type: 'saved'; graph: EditorGraph }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'add-node'; tool: WorkflowToolDescription; position?: { x: number; y: number } }
  | { type: 'remove-node'; id: string }
  | { type: 'set-param'; id: string; name: string; value: WorkflowParamValue | undefined }
  | { type: 'set-for-each'; id: string; value: string | undefined }
  | { type: 'set-label'; id: string; label: string }
  /** `record` false while a drag is under way: only where it ends is one step of history. */
  | { type: 'move'; id: string; position: { x: number; y: number }; record: boolean }
  | { type: 'set-input'; name: string; definition: InputDefinition | undefined };

/** How many steps undo keeps. */
const HISTORY = 100;

export function initialEditorState(graph: EditorGraph): EditorState {
  return { past: [], present: graph, future: [], saved: graph, editing: null };
}

export const isDirty = (state: EditorState) => state.present !== state.saved;

/** A node id from its tool's ("image.free" gives image_free, then image_free_2...). */
export function newNodeId(toolId: string, nodes: readonly WorkflowNode[]): string {
  const base =
    toolId
      .toLowerCase()
      .replace(/[^a-z0-9_]+/g, '_')
      .replace(/^[^a-z]+/, '')
      .slice(0, 34) || 'step';
  const taken = new Set(nodes.map((node) => node.id));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}_${n}`)) return `${base}_${n}`;
}

/** Where a node added without a place goes: under the lowest one. */
function nextPosition(nodes: readonly WorkflowNode[]) {
  const lowest = Math.max(-160, ...nodes.map((node) => node.position?.y ?? 0));
  return { x: 0, y: lowest + 180 };
}

/** The references to a node, so a deleted node leaves no parameter that is only its value. */
const wholeReferenceTo = (id: string) =>
  new RegExp(`^\\s*\\{\\{\\s*${id}\\.[a-z0-9_]+\\s*\\}\\}\\s*$`);

function change(graph: EditorGraph, action: EditorAction): EditorGraph {
  const mapNode = (id: string, update: (node: WorkflowNode) => WorkflowNode) => ({
    ...graph,
    nodes: graph.nodes.map((node) => (node.id === id ? update(node) : node)),
  });
  switch (action.type) {
    case 'add-node': {
      const params: Record<string, WorkflowParamValue> = {};
      for (const param of action.tool.params) {
        if (param.default !== undefined) params[param.name] = param.default;
      }
      const node: WorkflowNode = {
        id: newNodeId(action.tool.id, graph.nodes),
        tool: action.tool.id,
        params,
        position: action.position ?? nextPosition(graph.nodes),
      };
      return { ...graph, nodes: [...graph.nodes, node] };
    }
    case 'remove-node': {
      const reference = wholeReferenceTo(action.id);
      return {
        ...graph,
        nodes: graph.nodes
          .filter((node) => node.id !== action.id)
          .map((node) => {
            const params = Object.fromEntries(
              Object.entries(node.params).filter(
                ([, value]) => typeof value !== 'string' || !reference.test(value),
              ),
            );
            const forEach =
              node.for_each && reference.test(node.for_each) ? undefined : node.for_each;
            const { for_each: _drop, ...rest } = node;
            return { ...rest, params, ...(forEach ? { for_each: forEach } : {}) };
          }),
      };
    }
    case 'set-param':
      return mapNode(action.id, (node) => {
        const { [action.name]: _old, ...params } = node.params;
        return {
          ...node,
          params: action.value === undefined ? params : { ...params, [action.name]: action.value },
        };
      });
    case 'set-for-each':
      return mapNode(action.id, ({ for_each: _old, ...node }) =>
        action.value ? { ...node, for_each: action.value } : node,
      );
    case 'set-label':
      return mapNode(action.id, ({ label: _old, ...node }) =>
        action.label.trim() ? { ...node, label: action.label.slice(0, 100) } : node,
      );
    case 'move':
      return mapNode(action.id, (node) => ({ ...node, position: action.position }));
    case 'set-input': {
      const { [action.name]: _old, ...inputs } = graph.inputs;
      return {
        ...graph,
        inputs: action.definition ? { ...inputs, [action.name]: action.definition } : inputs,
      };
    }
    default:
      return graph;
  }
}

/** Which edit an action continues: the same field typed into, the same node dragged. */
function editOf(action: EditorAction): string | null {
  switch (action.type) {
    case 'set-param':
      return `param:${action.id}:${action.name}`;
    case 'set-label':
      return `label:${action.id}`;
    case 'move':
      return `move:${action.id}`;
    default:
      return null;
  }
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load':
      return initialEditorState(action.graph);
    case 'saved':
      // The saved graph is the one on screen when nothing changed while the save was on its way.
      return { ...state, saved: action.graph };
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        ...state,
        editing: null,
        past: state.past.slice(0, -1),
        present: previous,
        future: [state.present, ...state.future],
      };
    }
    case 'redo': {
      const [next, ...future] = state.future;
      if (!next) return state;
      return {
        ...state,
        past: [...state.past, state.present],
        present: next,
        future,
        editing: null,
      };
    }
    default: {
      const present = change(state.present, action);
      const edit = editOf(action);
      // A drag's last move ends its edit; the next keystroke in another field starts a new one.
      const editing = action.type === 'move' && action.record ? null : edit;
      if (edit && state.editing === edit) return { ...state, present, editing };
      return {
        ...state,
        past: [...state.past, state.present].slice(-HISTORY),
        present,
        future: [],
        editing,
      };
    }
  }
}
