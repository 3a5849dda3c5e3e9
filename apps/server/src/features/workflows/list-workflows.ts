import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Workflow } from '@atelier/contract';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { workflowSteps, workflows, type WorkflowStepRow } from '../../db/schema';
import type { SerializedList, WorkflowListCache } from './workflow-list-cache';
import { workflowRevision } from './workflow-revision';
import { toWorkflowView } from './workflow-view';

const gzip = promisify(zlib.gzip);

/**
 * The list as the JSON the route sends, also gzipped (browsers always accept it, and 650 KiB
 * becomes 25 KiB): from the cache while the user's revision is unchanged.
 * The revision is read before the list, so an entry is never older than the revision it is
 * stored under (a change landing in between makes it newer, and the next read misses).
 */
export async function listWorkflowsJson(
  db: Database,
  cache: WorkflowListCache,
  userId: string,
): Promise<SerializedList> {
  const revision = await workflowRevision(db, userId);
  const cached = cache.get(userId, revision);
  if (cached) return cached;
  const json = Buffer.from(JSON.stringify(await listWorkflows(db, userId)));
  const list = { json, gzip: await gzip(json) };
  cache.set(userId, revision, list);
  return list;
}

/** The caller's workflows, newest first, with their steps: two queries, however many there are. */
export async function listWorkflows(db: Database, userId: string): Promise<Workflow[]> {
  const rows = await db
    .select()
    .from(workflows)
    .where(eq(workflows.userId, userId))
    .orderBy(desc(workflows.createdAt), desc(workflows.id));
  if (rows.length === 0) return [];
  const steps = await db
    .select()
    .from(workflowSteps)
    .where(
      inArray(
        workflowSteps.workflowId,
        rows.map((row) => row.id),
      ),
    );
  const byWorkflow = new Map<string, WorkflowStepRow[]>();
  for (const step of steps) {
    const list = byWorkflow.get(step.workflowId) ?? [];
    list.push(step);
    byWorkflow.set(step.workflowId, list);
  }
  return rows.map((row) => toWorkflowView(row, byWorkflow.get(row.id) ?? []));
}
