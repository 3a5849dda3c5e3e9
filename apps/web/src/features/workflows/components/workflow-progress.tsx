import { ProgressBar } from '../../../components/ui/progress-bar';
import { useT } from '../../../lib/i18n/i18n';

/** How far a workflow is: a bar and the percentage of its steps completed. */
export function WorkflowProgress({ percent }: { percent: number }) {
  const t = useT();
  return (
    <div className="flex items-center gap-3">
      <ProgressBar label={t('workflows.progress')} percent={percent} className="flex-1" />
      <span className="w-11 text-right text-sm font-semibold text-slate-700 tabular-nums dark:text-slate-300">
        {percent}%
      </span>
    </div>
  );
}
