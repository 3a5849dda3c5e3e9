import type { Workflow } from '@atelier/contract';
import { clsx } from 'clsx';
import { Badge } from '../../../components/ui/badge';
import { categoryLabel, workflowStatusLabel, workflowStatusTone } from '../labels';
import { useT } from '../../../lib/i18n/i18n';
import { useWorkspace } from '../../../kits/workspace/workspace-context';

/** The left column of My Workflows: one button a workflow, the chosen one highlighted. */
export function WorkflowList({
  workflows,
  selectedId,
  onSelect,
}: {
  workflows: readonly Workflow[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const t = useT();
  const { teams } = useWorkspace();
  return (
    <ul aria-label={t('workflows.workflows')} className="space-y-2">
      {workflows.map((workflow) => {
        const selected = workflow.id === selectedId;
        const team = teams.find((candidate) => candidate.id === workflow.team_id);
        return (
          <li key={workflow.id}>
            <button
              type="button"
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(workflow.id)}
              className={clsx(
                'w-full rounded-xl border p-4 text-left transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
                selected
                  ? 'border-primary-500 bg-primary-50 ring-1 ring-primary-500 dark:bg-primary-950/60'
                  : 'border-slate-200 bg-white hover:border-primary-300 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-primary-700',
              )}
            >
              <span className="flex items-start justify-between gap-2">
                <span className="min-w-0 font-semibold break-words text-slate-900 dark:text-slate-100">
                  {workflow.name}
                </span>
                <Badge tone={workflowStatusTone(workflow.status)} className="shrink-0">
                  {workflowStatusLabel(t, workflow.status)}
                </Badge>
              </span>
              <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">
                {t('workflows.listFacts', {
                  category: categoryLabel(t, workflow.category),
                  steps: workflow.steps.length,
                  progress: workflow.progress,
                })}
              </span>
              {team ? (
                <Badge tone="indigo" className="mt-2">
                  {t('workspace.sharedWith', { team: team.name })}
                </Badge>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
