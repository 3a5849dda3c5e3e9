import type { WorkflowGraph, WorkflowGraphView } from '@atelier/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { workflowGraphs } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { ownWorkflowRow } from '../workflows/own-workflow';
import { checkGraph } from './check-graph';

const EMPTY: WorkflowGraph = { inputs: {}, nodes: [] };

/** GET /api/workflows/{id}/graph: the graph as saved, or an empty one (version 0). */
export async function readGraph(
  db: Database,
  userId: string,
  workflowId: string,
): Promise<WorkflowGraphView> {
  await ownWorkflowRow(db, userId, workflowId);
  const [row] = await db
    .select()
    .from(workflowGraphs)
    .where(eq(workflowGraphs.workflowId, workflowId));
  if (!row) return { ...EMPTY, version: 0, updated_at: null };
  return { ...row.graph, version: row.version, updated_at: row.updatedAt.toISOString() };
}

/**
 * PUT /api/workflows/{id}/graph: stored only when it can run (422 with every problem, each naming
 * its node and field); each save raises the version runs record.
 */
export async function saveGraph(
  db: Database,
  userId: string,
  workflowId: string,
  graph: WorkflowGraph,
): Promise<WorkflowGraphView> {
  await ownWorkflowRow(db, userId, workflowId);
  const problems = checkGraph(graph);
  if (problems.length > 0) {
    const detail = problems
      .map((p) =>
        p.node ? `nodes.${p.node}.${p.field}: ${p.message}` : `${p.field}: ${p.message}`,
      )
      .join('; ');
    throw new AppError('UNPROCESSABLE', detail, { errors: problems });
  }
  const [row] = await db
    .insert(workflowGraphs)
    .values({ workflowId, graph })
    .onConflictDoUpdate({
      target: workflowGraphs.workflowId,
      set: { graph, version: sql`${workflowGraphs.version} + 1`, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('the graph was not saved');
  return { ...row.graph, version: row.version, updated_at: row.updatedAt.toISOString() };
}
