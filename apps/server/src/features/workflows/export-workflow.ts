import {
  WORKFLOW_EXPORT_FORMAT,
  workflowExportFileName,
  type Workflow,
  type WorkflowExport,
  type WorkflowFileBody,
} from '@atelier/contract';
import type { Database } from '../../db/client';
import { ownWorkflow } from './own-workflow';

/** The file a workflow is exported as; importing it gives back an equal workflow. */
export async function exportWorkflow(
  db: Database,
  userId: string,
  id: string,
): Promise<{ file: WorkflowExport; fileName: string }> {
  const workflow = await ownWorkflow(db, userId, id);
  return {
    file: {
      format: WORKFLOW_EXPORT_FORMAT,
      version: 1,
      exported_at: new Date().toISOString(),
      workflow: toWorkflowFile(workflow),
    },
    fileName: workflowExportFileName(workflow.name),
  };
}

/** Everything that describes the plan and where it stands; ids and dates stay behind. */
export function toWorkflowFile(workflow: Workflow): WorkflowFileBody {
  return {
    name: workflow.name,
    description: workflow.description,
    category: workflow.category as WorkflowFileBody['category'],
    difficulty: workflow.difficulty as WorkflowFileBody['difficulty'],
    estimated_timeline: workflow.estimated_timeline,
    timeline_preference: workflow.timeline_preference as WorkflowFileBody['timeline_preference'],
    kra: workflow.kra,
    kpi: workflow.kpi,
    target_audience: workflow.target_audience,
    ai_tools: workflow.ai_tools,
    tags: workflow.tags,
    steps: workflow.steps.map(({ id: _id, ...step }) => step),
  };
}
