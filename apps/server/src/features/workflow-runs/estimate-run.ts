import {
  WORKFLOW_GRAPH_LIMITS,
  WORKFLOW_RUN_MESSAGES,
  type WorkflowEstimate,
  type WorkflowGraph,
  type WorkflowNode,
} from '@atelier/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { workflowGraphs } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { ownWorkflowRow } from '../workflows/own-workflow';
import { checkRunInputs } from './run-inputs';
import type { AppDeps } from '../../app-deps';
import { microsToCredits } from '../../lib/money';
import { fillTemplates } from './templates';
import { workflowTool } from './tools';
import type { ResolvedParams, ResolvedValue } from './tools/workflow-tool';

export interface NodeEstimate {
  nodeId: string;
  micros: number;
}

/**
 * What each node of a run would cost with these inputs, priced as its tool's route prices it.
 * What an earlier step will write is not known yet, so a price that depends on it (a voice-over
 * of a text a step writes) is its highest; a node run per item counts the most items a list may
 * give (WORKFLOW_GRAPH_LIMITS.forEachItems) unless `items` says how many are left.
 */
export function estimateNodes(
  deps: AppDeps,
  graph: WorkflowGraph,
  inputs: Record<string, string | number>,
  items: (node: WorkflowNode) => number = () => WORKFLOW_GRAPH_LIMITS.forEachItems,
): NodeEstimate[] {
  return graph.nodes.map((node) => ({
    nodeId: node.id,
    micros: estimateNode(deps, node, inputs, items(node)),
  }));
}

/** One node's price: `items` runs of it when it runs once per item. */
export function estimateNode(
  deps: AppDeps,
  node: WorkflowNode,
  inputs: Record<string, string | number>,
  items: number,
): number {
  const tool = workflowTool(node.tool);
  if (!tool) return 0;
  const each = tool.estimate(knownParams(node, inputs), deps);
  return node.for_each ? each * items : each;
}

/** Parameters with the workflow's inputs filled in; those earlier steps fill are undefined. */
export function knownParams(
  node: WorkflowNode,
  inputs: Record<string, string | number>,
): ResolvedParams {
  const params: ResolvedParams = {};
  for (const [name, value] of Object.entries(node.params)) {
    let unknown = false;
    const filled = fillTemplates<ResolvedValue>(
      value,
      (reference) => {
        if (reference.kind === 'input') return inputs[reference.name];
        unknown = true;
        return undefined;
      },
      (resolved) =>
        typeof resolved === 'string' || typeof resolved === 'number' ? String(resolved) : '',
    );
    params[name] = unknown ? undefined : (filled as ResolvedValue);
  }
  return params;
}

/** POST /api/workflows/{id}/estimate: what a run with these inputs would hold, by node. */
export async function estimateRun(
  deps: AppDeps,
  userId: string,
  workflowId: string,
  inputs: Record<string, string | number>,
): Promise<WorkflowEstimate> {
  const graph = await runnableGraph(deps.db, userId, workflowId);
  return estimateView(estimateNodes(deps, graph.graph, checkRunInputs(graph.graph, inputs)));
}

/** The caller's workflow's saved graph, or 422 when it has no step to run. */
export async function runnableGraph(db: Database, userId: string, workflowId: string) {
  await ownWorkflowRow(db, userId, workflowId);
  const [saved] = await db
    .select()
    .from(workflowGraphs)
    .where(eq(workflowGraphs.workflowId, workflowId));
  if (!saved || saved.graph.nodes.length === 0) {
    throw new AppError('UNPROCESSABLE', WORKFLOW_RUN_MESSAGES.graphMissing);
  }
  return saved;
}

export function estimateView(estimates: NodeEstimate[]): WorkflowEstimate {
  const total = estimates.reduce((sum, estimate) => sum + estimate.micros, 0);
  return {
    estimate_credits: microsToCredits(total),
    steps: estimates.map((e) => ({ node_id: e.nodeId, credits: microsToCredits(e.micros) })),
  };
}
