import { ProgressBar } from '../../../components/ui/progress-bar';

/** How far a workflow is: a bar and the percentage of its steps completed. */
export function WorkflowProgress({ percent }: { percent: number }) {
  return (
    <div className="flex items-center gap-3">
      <ProgressBar label="Workflow progress" percent={percent} className="flex-1" />
      <span className="w-11 text-right text-sm font-semibold text-slate-700 tabular-nums dark:text-slate-300">
        {percent}%
      </span>
    </div>
  );
}
