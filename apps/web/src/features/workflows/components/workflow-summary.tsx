import type { SharedWorkflow } from '@atelier/contract';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { categoryLabel, difficultyLabel, workflowStatusLabel, workflowStatusTone } from '../labels';
import { WorkflowProgress } from './workflow-progress';
import { useT } from '../../../lib/i18n/i18n';

/** What the plan is and how far it has come; the owner's view and a shared link both show it. */
export function WorkflowSummary({
  workflow,
  heading: Heading = 'h2',
  actions,
}: {
  workflow: SharedWorkflow['workflow'];
  heading?: 'h1' | 'h2' | 'h3';
  actions?: ReactNode;
}) {
  const t = useT();
  const facts = [
    { label: t('workflows.kra'), value: workflow.kra },
    { label: t('workflows.kpis'), value: workflow.kpi },
    { label: t('workflows.targetAudience'), value: workflow.target_audience },
  ].filter((fact) => fact.value);
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <Heading className="text-xl font-bold break-words text-slate-900 dark:text-slate-100">
            {workflow.name}
          </Heading>
          <p className="mt-1 text-slate-600 dark:text-slate-400">{workflow.description}</p>
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge tone={workflowStatusTone(workflow.status)}>
          {workflowStatusLabel(t, workflow.status)}
        </Badge>
        <Badge tone="indigo">{categoryLabel(t, workflow.category)}</Badge>
        <Badge tone="purple">{difficultyLabel(t, workflow.difficulty)}</Badge>
        {workflow.estimated_timeline ? <Badge>{workflow.estimated_timeline}</Badge> : null}
      </div>
      <WorkflowProgress percent={workflow.progress} />
      {facts.length > 0 ? (
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="font-medium text-slate-500 dark:text-slate-400">{fact.label}</dt>
              <dd className="mt-0.5 text-slate-800 dark:text-slate-200">{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
