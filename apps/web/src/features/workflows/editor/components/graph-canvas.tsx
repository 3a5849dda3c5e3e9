import type { WorkflowRunStep, WorkflowToolDescription } from '@atelier/contract';
import { Background, Controls, ReactFlow, ReactFlowProvider, useReactFlow } from '@xyflow/react';
import type { Connection, Edge, EdgeChange, NodeChange } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { DragEvent } from 'react';
import { useT } from '../../../../lib/i18n/i18n';
import { useDarkRoot } from '../../../../lib/theme';
import type { EditorAction, EditorGraph } from '../model/editor-state';
import {
  FOR_EACH,
  INPUTS_NODE,
  edgesOf,
  placesOf,
  sourceMisfit,
  valueSources,
  type ToolIndex,
} from '../model/ports';
import { InputsNode, type InputsFlowNode } from '../components/inputs-node';
import { TOOL_DRAG_TYPE } from '../components/palette';
import { ToolNode, type ToolFlowNode } from '../components/tool-node';

type FlowNode = ToolFlowNode | InputsFlowNode;
const nodeTypes = { tool: ToolNode, inputs: InputsNode };
const INPUTS_POSITION = { x: -300, y: 0 };
/** Never closer than life size: a lone node is not blown up to fill the canvas. */
const FIT = { maxZoom: 1, padding: 0.15 };

export interface CanvasProps {
  graph: EditorGraph;
  tools: ToolIndex;
  selected: string | null;
  credits: ReadonlyMap<string, number>;
  problems: ReadonlyMap<string, number>;
  steps: ReadonlyMap<string, WorkflowRunStep>;
  readOnly: boolean;
  dispatch: (action: EditorAction) => void;
  onAdd: (tool: WorkflowToolDescription, position: { x: number; y: number }) => void;
  onSelect: (id: string | null) => void;
}

/**
 * The graph drawn with React Flow: nodes dragged, ports joined (a join the types refuse is
 * refused as it is drawn, its reason said), a tool dropped from the palette where it lands,
 * a node or a join deleted with Delete. Every change goes through the editor's history.
 */
export function GraphCanvas(props: CanvasProps) {
  return (
    <ReactFlowProvider>
      <Canvas {...props} />
    </ReactFlowProvider>
  );
}

function Canvas({
  graph,
  tools,
  selected,
  credits,
  problems,
  steps,
  readOnly,
  dispatch,
  onAdd,
  onSelect,
}: CanvasProps) {
  const t = useT();
  const dark = useDarkRoot();
  const flow = useReactFlow();
  const [hint, setHint] = useState<string | null>(null);
  // What React Flow measured of each node, which it needs handed back with the node.
  const [measured, setMeasured] = useState<ReadonlyMap<string, FlowNode['measured']>>(new Map());

  // The flow's nodes follow the graph: the editor's history is the one source of truth.
  const nodes = useMemo<FlowNode[]>(() => {
    const inputs: InputsFlowNode = {
      id: INPUTS_NODE,
      type: 'inputs',
      position: INPUTS_POSITION,
      data: { inputs: graph.inputs },
      draggable: false,
      deletable: false,
      selectable: false,
      measured: measured.get(INPUTS_NODE),
    };
    const places = placesOf(graph);
    const toolNodes = graph.nodes.map((node): ToolFlowNode => ({
      id: node.id,
      type: 'tool',
      position: places.get(node.id) ?? { x: 0, y: 0 },
      selected: node.id === selected,
      deletable: !readOnly,
      draggable: !readOnly,
      ariaLabel: node.label ?? tools.get(node.tool)?.label ?? node.tool,
      data: {
        node,
        tool: tools.get(node.tool),
        credits: credits.get(node.id),
        problems: problems.get(node.id) ?? 0,
        step: steps.get(node.id),
      },
      measured: measured.get(node.id),
    }));
    return [inputs, ...toolNodes];
  }, [graph, tools, selected, credits, problems, steps, readOnly, measured]);

  // A node added or removed brings the whole graph back into view.
  const count = graph.nodes.length;
  useEffect(() => {
    const frame = requestAnimationFrame(() => void flow.fitView(FIT));
    return () => cancelAnimationFrame(frame);
  }, [count, flow]);

  const edges = useMemo<Edge[]>(
    () => edgesOf(graph).map((edge) => ({ ...edge, deletable: !readOnly })),
    [graph, readOnly],
  );

  const onNodesChange = useCallback(
    (changes: NodeChange<FlowNode>[]) => {
      const sized = changes.filter((change) => change.type === 'dimensions' && change.dimensions);
      if (sized.length > 0) {
        setMeasured((old) => {
          const next = new Map(old);
          for (const change of sized) {
            if (change.type === 'dimensions' && change.dimensions) {
              next.set(change.id, change.dimensions);
            }
          }
          return next;
        });
      }
      for (const change of changes) {
        if (change.type === 'position' && change.position && change.id !== INPUTS_NODE) {
          dispatch({
            type: 'move',
            id: change.id,
            position: change.position,
            record: !change.dragging,
          });
        } else if (change.type === 'remove' && change.id !== INPUTS_NODE) {
          dispatch({ type: 'remove-node', id: change.id });
        } else if (change.type === 'select' && change.selected) {
          onSelect(change.id);
        }
      }
    },
    [dispatch, onSelect],
  );

  const onEdgesChange = useCallback(
    (changes: EdgeChange[]) => {
      for (const change of changes) {
        if (change.type !== 'remove') continue;
        const edge = edges.find((candidate) => candidate.id === change.id);
        if (!edge?.targetHandle || !edge.sourceHandle) continue;
        const target = graph.nodes.find((node) => node.id === edge.target);
        if (!target) continue;
        const template = new RegExp(
          `\\{\\{\\s*${edge.source}\\.${edge.sourceHandle}\\s*\\}\\}`,
          'g',
        );
        if (edge.targetHandle === FOR_EACH) {
          dispatch({ type: 'set-for-each', id: target.id, value: undefined });
          continue;
        }
        const value = target.params[edge.targetHandle];
        const left = typeof value === 'string' ? value.replace(template, '').trim() : '';
        dispatch({
          type: 'set-param',
          id: target.id,
          name: edge.targetHandle,
          value: left === '' ? undefined : left,
        });
      }
    },
    [dispatch, edges, graph.nodes],
  );

  /** The value a drawn join would carry, and why it does not fit if it does not. */
  const judge = useCallback(
    (connection: Connection | Edge) => {
      const source = valueSources(graph, tools).find(
        (candidate) =>
          candidate.node === connection.source && candidate.output === connection.sourceHandle,
      );
      if (!source || !connection.targetHandle) return { source, misfit: 'nothing to join' };
      const misfit = sourceMisfit(graph, tools, source, {
        node: connection.target,
        param: connection.targetHandle,
      });
      return { source, misfit };
    },
    [graph, tools],
  );

  const isValidConnection = useCallback(
    (connection: Connection | Edge) => {
      const { misfit } = judge(connection);
      setHint(misfit ? t('workflowEditor.joinRefused', { reason: misfit }) : null);
      return misfit === null;
    },
    [judge, t],
  );

  const onConnect = useCallback(
    (connection: Connection) => {
      const { source, misfit } = judge(connection);
      if (!source || misfit || !connection.targetHandle) return;
      const reference = `{{${source.path}}}`;
      if (connection.targetHandle === FOR_EACH) {
        dispatch({ type: 'set-for-each', id: connection.target, value: reference });
        return;
      }
      const target = graph.nodes.find((node) => node.id === connection.target);
      const spec = tools
        .get(target?.tool ?? '')
        ?.params.find((param) => param.name === connection.targetHandle);
      const current = target?.params[connection.targetHandle];
      // Text keeps what was written and takes the value after it; anything else is replaced.
      const value =
        spec?.type === 'text' && typeof current === 'string' && current.trim() !== ''
          ? `${current} ${reference}`
          : reference;
      dispatch({ type: 'set-param', id: connection.target, name: connection.targetHandle, value });
    },
    [dispatch, graph.nodes, judge, tools],
  );

  const onDrop = useCallback(
    (event: DragEvent) => {
      const toolId = event.dataTransfer.getData(TOOL_DRAG_TYPE);
      const tool: WorkflowToolDescription | undefined = tools.get(toolId);
      if (!tool || readOnly) return;
      event.preventDefault();
      const position = flow.screenToFlowPosition({ x: event.clientX, y: event.clientY });
      onAdd(tool, position);
    },
    [flow, onAdd, readOnly, tools],
  );

  return (
    <div className="relative h-[36rem] rounded-xl border border-slate-200 dark:border-slate-800">
      <p
        role="status"
        aria-live="polite"
        className="pointer-events-none absolute top-2 left-2 z-10 max-w-[80%] text-sm"
      >
        {hint ? (
          <span className="rounded-lg bg-red-50 px-2 py-1 text-red-700 shadow dark:bg-red-950 dark:text-red-300">
            {hint}
          </span>
        ) : null}
      </p>
      <ReactFlow<FlowNode, Edge>
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        onNodesChange={onNodesChange}
        onEdgesChange={onEdgesChange}
        onConnect={onConnect}
        onConnectStart={() => setHint(null)}
        isValidConnection={isValidConnection}
        onPaneClick={() => onSelect(null)}
        onDragOver={(event) => {
          if (event.dataTransfer.types.includes(TOOL_DRAG_TYPE)) event.preventDefault();
        }}
        onDrop={onDrop}
        nodesConnectable={!readOnly}
        deleteKeyCode={readOnly ? null : ['Delete', 'Backspace']}
        colorMode={dark ? 'dark' : 'light'}
        fitView
        fitViewOptions={FIT}
        minZoom={0.2}
        aria-label={t('workflowEditor.canvas')}
      >
        <Background />
        <Controls showInteractive={false} />
      </ReactFlow>
    </div>
  );
}
