import type { Team } from '@atelier/contract';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { errorMessage } from '../../../lib/error-message';
import { useT } from '../../../lib/i18n/i18n';
import { useTeamWorkflows } from '../api/list-team-workflows';
import { StepList } from './step-list';
import { WorkflowSummary } from './workflow-summary';

/**
 * In a team's workspace: the workflows its members shared with it. Read-only: only a workflow's
 * owner changes it, from their own list, so there is no status control, edit or delete here.
 */
export function TeamWorkflowsSection({ team }: { team: Team }) {
  const t = useT();
  const headingId = useId();
  const list = useTeamWorkflows(team.id);
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="text-xl font-bold text-slate-900 dark:text-slate-100">
          {t('workspace.sharedWith', { team: team.name })}
        </h2>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{t('workspace.sharedIntro')}</p>
      </div>
      {list.isPending ? (
        <LoadingOverlay label={t('workspace.loadingShared')} />
      ) : list.isError ? (
        <Alert tone="error">{errorMessage(list.error, t('workspace.sharedFailed'))}</Alert>
      ) : list.data.workflows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {t('workspace.noShared')}
        </p>
      ) : (
        <ul aria-label={t('workspace.sharedWith', { team: team.name })} className="space-y-4">
          {list.data.workflows.map((workflow) => (
            <li key={workflow.id}>
              <Card className="space-y-4 p-4 sm:p-6">
                <WorkflowSummary workflow={workflow} heading="h3" />
                <p className="text-sm font-medium text-slate-600 dark:text-slate-400">
                  {t('workspace.madeBy', { name: workflow.owner.full_name })}
                </p>
                <details>
                  <summary className="cursor-pointer text-sm font-semibold text-primary-700 dark:text-primary-300">
                    {t('workspace.showSteps', { count: workflow.steps.length })}
                  </summary>
                  <div className="mt-3">
                    <StepList steps={workflow.steps} />
                  </div>
                </details>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
