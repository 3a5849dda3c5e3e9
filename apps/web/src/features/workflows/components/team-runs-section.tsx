import type { Team } from '@atelier/contract';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { errorMessage } from '../../../lib/error-message';
import { formatCredits } from '../../../lib/format';
import { useLanguage, useT } from '../../../lib/i18n/i18n';
import { useTeamRuns } from '../api/list-team-runs';
import { RUN_STATUS_LABELS, TRIGGER_LABELS, statusTone } from '../editor/labels';

/** In a team's workspace: the workflow runs its wallet paid, for every member to see. */
export function TeamRunsSection({ team }: { team: Team }) {
  const t = useT();
  const language = useLanguage();
  const headingId = useId();
  const runs = useTeamRuns(team.id);
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-bold text-slate-900 dark:text-slate-100">
        {t('workflows.teamRuns', { team: team.name })}
      </h2>
      {runs.isPending ? (
        <LoadingOverlay label={t('workflowEditor.loadingRuns')} />
      ) : runs.isError ? (
        <Alert tone="error">{errorMessage(runs.error, t('workflowEditor.runsFailed'))}</Alert>
      ) : runs.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {t('workflows.noTeamRuns')}
        </p>
      ) : (
        <ul aria-labelledby={headingId} className="space-y-2">
          {runs.data.map((run) => (
            <li
              key={run.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border border-slate-200 bg-white p-3 text-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <Badge tone={statusTone(run.status)}>{t(RUN_STATUS_LABELS[run.status])}</Badge>
              <span className="font-medium break-words">{run.workflow_name}</span>
              <span className="text-slate-600 dark:text-slate-400">
                {t('workflows.teamRunFacts', {
                  name: run.started_by,
                  when: new Date(run.created_at).toLocaleString(language),
                  trigger: t(TRIGGER_LABELS[run.trigger]),
                })}
              </span>
              <span className="ml-auto">
                {t('workflowEditor.credits', { credits: formatCredits(run.credits_charged) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
