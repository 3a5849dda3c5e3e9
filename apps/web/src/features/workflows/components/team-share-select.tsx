import type { Workflow } from '@atelier/contract';
import UsersIcon from 'lucide-react/icons/users';
import { useId } from 'react';
import { inputClasses } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/error-message';
import { useT } from '../../../lib/i18n/i18n';
import { toast } from '../../../lib/toast';
import { useWorkspace } from '../../../kits/workspace/workspace-context';
import { useSetWorkflowTeam } from '../api/set-workflow-team';

const NOT_SHARED = '';

/**
 * Shares the user's own workflow with one of their teams, whose members then see it read-only, or
 * stops sharing it. Nothing shows for a user in no team.
 */
export function TeamShareSelect({ workflow }: { workflow: Workflow }) {
  const t = useT();
  const id = useId();
  const { teams } = useWorkspace();
  const change = useSetWorkflowTeam();
  if (teams.length === 0) return null;

  const choose = (teamId: string | null) => {
    const team = teams.find((candidate) => candidate.id === teamId);
    change.mutate(
      { workflowId: workflow.id, team_id: teamId },
      {
        onSuccess: () =>
          toast.success(
            team ? t('workspace.sharedWith', { team: team.name }) : t('workspace.sharingStopped'),
          ),
        onError: (error) => toast.error(errorMessage(error, t('workspace.shareFailed'))),
      },
    );
  };
  // While the change is on its way the select shows what was chosen, not what was.
  const value = change.isPending ? change.variables.team_id : workflow.team_id;
  return (
    <div className="flex items-center gap-2">
      <label
        htmlFor={id}
        className="flex items-center gap-1.5 text-sm font-medium text-slate-700 dark:text-slate-300"
      >
        <UsersIcon className="size-4" aria-hidden="true" />
        {t('workspace.shareWithTeam')}
      </label>
      <select
        id={id}
        value={value ?? NOT_SHARED}
        disabled={change.isPending}
        onChange={(event) => choose(event.target.value || null)}
        className={`${inputClasses} w-auto max-w-48 truncate py-1.5`}
      >
        <option value={NOT_SHARED}>{t('workspace.notShared')}</option>
        {teams.map((team) => (
          <option key={team.id} value={team.id}>
            {team.name}
          </option>
        ))}
      </select>
    </div>
  );
}
