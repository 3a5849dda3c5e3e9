import { Spinner } from '../../components/ui/spinner';
import { useT } from '../../lib/i18n/i18n';
import { serverText } from './server-text';
import type { GenerationProgress as Progress } from './api/run-generation';

/**
 * What a running generation is doing: the job's own message and percentage once it reports
 * them, the spec's estimate ("about 5-15 seconds") until then.
 */
export function GenerationProgress({
  estimate,
  progress,
}: {
  estimate: string;
  progress: Progress | null;
}) {
  const t = useT();
  const percent = progress && progress.progress > 0 ? Math.min(100, progress.progress) : null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="rounded-xl border border-primary-200 bg-primary-50 p-4 dark:border-primary-900 dark:bg-primary-950/60"
    >
      <div className="flex items-center gap-3 text-sm text-primary-900 dark:text-primary-100">
        <Spinner size="sm" />
        <span>{progress?.message ? serverText(t, progress.message) : estimate}</span>
      </div>
      {progress?.message ? (
        <p className="mt-1 pl-7 text-xs text-primary-700 dark:text-primary-300">{estimate}</p>
      ) : null}
      <div
        role="progressbar"
        aria-label={t('creation.generationProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        className="mt-3 h-2 overflow-hidden rounded-full bg-primary-100 dark:bg-primary-900"
      >
        <div
          className={
            percent === null
              ? 'h-full w-1/3 animate-pulse rounded-full bg-primary-400'
              : 'h-full rounded-full bg-primary-600 transition-[width]'
          }
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
