import type { Workflow } from '@atelier/contract';
import { Card } from '../../../components/ui/card';
import { StepList } from './step-list';
import { StepStatusSelect } from './step-status-select';
import { TeamShareSelect } from './team-share-select';
import { WorkflowActions } from './workflow-actions';
import { WorkflowSummary } from './workflow-summary';
import { useT } from '../../../lib/i18n/i18n';

/** The right column of My Workflows: the chosen workflow, its actions and its steps. */
export function WorkflowDetails({ workflow }: { workflow: Workflow }) {
  const t = useT();
  return (
    <Card
      className="space-y-6 p-4 sm:p-6"
      aria-label={t('workflows.workflowLabel', { name: workflow.name })}
      role="region"
    >
      <WorkflowSummary workflow={workflow} actions={<WorkflowActions workflow={workflow} />} />
      <TeamShareSelect workflow={workflow} />
      <StepList
        steps={workflow.steps}
        status={(step) => <StepStatusSelect workflowId={workflow.id} step={step} />}
      />
    </Card>
  );
}
