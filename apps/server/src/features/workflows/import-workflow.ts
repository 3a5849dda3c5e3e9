import {
  WORKFLOW_IMPORT_MAX_BYTES,
  WORKFLOW_MESSAGES,
  WorkflowExport,
  WorkflowFileBody,
  type Workflow,
} from '@atelier/contract';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { FastifyError } from 'fastify';
import { AppError, type ErrorCode } from '../../lib/errors';
import { insertWorkflow } from './insert-workflow';
import { ownWorkflow } from './own-workflow';

/**
 * Creates a workflow from an imported file: an export (`format: "atelier.workflow"`) or a bare
 * workflow as the API lists it. Anything else is refused with the spec's message, the problems
 * listed in `errors`, and nothing created. Counts against the `workflows` limit like a create.
 */
export async function importWorkflow(
  db: Database,
  user: UserRow,
  body: unknown,
): Promise<Workflow> {
  const file = parseWorkflowFile(body);
  const steps = [...file.steps].sort(
    (a, b) => (a.step_number ?? Infinity) - (b.step_number ?? Infinity),
  );
  const allDone = steps.length > 0 && steps.every((step) => step.status === 'completed');
  const id = await insertWorkflow(
    db,
    user,
    {
      name: file.name,
      description: file.description,
      category: file.category,
      status: allDone ? 'completed' : 'active',
      difficulty: file.difficulty,
      estimatedTimeline: file.estimated_timeline,
      timelinePreference: file.timeline_preference,
      kra: file.kra,
      kpi: file.kpi,
      targetAudience: file.target_audience,
      aiTools: file.ai_tools,
      tags: file.tags,
    },
    steps,
  );
  return ownWorkflow(db, user.id, id);
}

export function parseWorkflowFile(body: unknown): WorkflowFileBody {
  const isExport =
    typeof body === 'object' && body !== null && 'format' in body && 'workflow' in body;
  const parsed = isExport
    ? WorkflowExport.pick({ format: true, workflow: true }).safeParse(body)
    : WorkflowFileBody.safeParse(body);
  if (!parsed.success) throw importFailed(parsed.error.issues);
  return 'format' in parsed.data ? parsed.data.workflow : parsed.data;
}

/**
 * A body that never became JSON (not JSON, empty, over WORKFLOW_IMPORT_MAX_BYTES) answers the
 * import message too, keeping its own status (400, 413); any other error passes through.
 */
export function asImportError(error: FastifyError): Error {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    const limit = `${WORKFLOW_IMPORT_MAX_BYTES / 1024} KB`;
    return importFailed(
      [{ path: [], message: `The file is larger than ${limit}.` }],
      'PAYLOAD_TOO_LARGE',
    );
  }
  if (error.code?.startsWith('FST_ERR_CTP_')) {
    return importFailed([{ path: [], message: 'The file is not valid JSON.' }], 'BAD_REQUEST');
  }
  return error;
}

function importFailed(
  issues: { path: PropertyKey[]; message: string }[],
  code: ErrorCode = 'UNPROCESSABLE',
): AppError {
  return new AppError(code, WORKFLOW_MESSAGES.importFailed, {
    errors: issues.slice(0, 10).map((issue) => {
      const where = issue.path.map(String).join('.');
      return where ? `${where}: ${issue.message}` : issue.message;
    }),
  });
}
