import {
  WORKFLOW_GRAPH_LIMITS,
  type WorkflowGraph,
  type WorkflowGraphCheck,
  type WorkflowNode,
} from '@atelier/contract';
import type { AppDeps } from '../../app-deps';
import { checkGraph } from './check-graph';
import { estimateNode, estimateView } from './estimate-run';

/**
 * POST /api/workflow-graphs/check (issue 50): the editor's checklist and price badges for the
 * graph as it is on screen, saved or not. The problems are the ones a save would refuse with; an
 * input not given yet is priced at the most it can cost, as a run's estimate prices a value an
 * earlier step fills. A node too incomplete to price (a required choice not made yet) costs
 * nothing here: its problems say what it lacks.
 */
export function checkDraft(
  deps: AppDeps,
  graph: WorkflowGraph,
  inputs: Record<string, string | number>,
): WorkflowGraphCheck {
  const priced = (node: WorkflowNode) => {
    try {
      return estimateNode(deps, node, inputs, WORKFLOW_GRAPH_LIMITS.forEachItems);
    } catch {
      return 0;
    }
  };
  return {
    problems: checkGraph(graph),
    estimate: estimateView(graph.nodes.map((node) => ({ nodeId: node.id, micros: priced(node) }))),
  };
}
