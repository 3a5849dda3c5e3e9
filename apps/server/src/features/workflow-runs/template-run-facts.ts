import { WorkflowGraph } from '@atelier/contract';
import type { AppDeps } from '../../app-deps';
import { estimateNodes, estimateView } from './estimate-run';
import { TEMPLATE_GRAPHS } from './template-graphs';

const parsed = new Map<string, WorkflowGraph>();

/**
 * What the templates list says of a template's graph (issue 50): whether it runs, and what one
 * run holds at most before its inputs are given (priced as a run's estimate is).
 */
export function templateRunFacts(
  deps: AppDeps,
  templateId: string,
): { runnable: boolean; estimate_credits: number | null } {
  const source = TEMPLATE_GRAPHS[templateId];
  if (!source) return { runnable: false, estimate_credits: null };
  let graph = parsed.get(templateId);
  if (!graph) {
    graph = WorkflowGraph.parse(source);
    parsed.set(templateId, graph);
  }
  return {
    runnable: true,
    estimate_credits: estimateView(estimateNodes(deps, graph, {})).estimate_credits,
  };
}
