import type { WorkflowGraph, WorkflowGraphCheck } from '@atelier/contract';
import type { AppDeps } from '../../app-deps';
import { checkGraph } from './check-graph';
import { estimateNodes, estimateView } from './estimate-run';

/**
 * POST /api/workflow-graphs/check (issue 50): the editor's checklist and price badges for the
 * graph as it is on screen, saved or not. The problems are the ones a save would refuse with; an
 * input not given yet is priced at the most it can cost, as a run's estimate prices a value an
 * earlier step fills.
 */
export function checkDraft(
  deps: AppDeps,
  graph: WorkflowGraph,
  inputs: Record<string, string | number>,
): WorkflowGraphCheck {
  return {
    problems: checkGraph(graph),
    estimate: estimateView(estimateNodes(deps, graph, inputs)),
  };
}
