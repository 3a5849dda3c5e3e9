import { completedPercent, type Workflow } from '@atelier/contract';
import type { WorkflowRow, WorkflowStepRow } from '../../db/schema';

export function toWorkflowView(row: WorkflowRow, steps: WorkflowStepRow[]): Workflow {
  const ordered = [...steps].sort((a, b) => a.stepNumber - b.stepNumber);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    status: row.status,
    difficulty: row.difficulty,
    estimated_timeline: row.estimatedTimeline,
    timeline_preference: row.timelinePreference,
    progress: completedPercent(ordered),
    kra: row.kra,
    kpi: row.kpi,
    target_audience: row.targetAudience,
    ai_tools: row.aiTools,
    tags: row.tags,
    template_id: row.templateId,
    team_id: row.teamId,
    steps: ordered.map((step) => ({
      id: step.id,
      step_number: step.stepNumber,
      title: step.title,
      description: step.description,
      estimated_duration: step.estimatedDuration,
      recommended_tools: step.recommendedTools,
      deliverables: step.deliverables,
      status: step.status as Workflow['steps'][number]['status'],
    })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
