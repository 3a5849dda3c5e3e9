import type { ReactNode } from 'react';
import type { GenerationProgress as Progress } from '../../../kits/media-tool/api/run-generation';
import { AnalysisDialog } from '../../../kits/media-tool/analysis-dialog';
import type { OptimizeState } from '../optimize/use-optimize';
import { GenerationProgress } from '../../../kits/media-tool/generation-progress';
import { useT } from '../../../lib/i18n/i18n';

/**
 * What an image or video tab shows under its form: progress while it generates or analyses, the
 * finished result (`children`) once nothing is generating, and the analysis of that result.
 */
export function MediaOutput({
  outputType,
  running,
  progress,
  estimate,
  optimize,
  children,
}: {
  outputType: 'image' | 'video';
  running: boolean;
  progress: Progress | null;
  /** The spec's estimate for the chosen tier, shown until the job reports its own progress. */
  estimate: string;
  optimize: OptimizeState;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <>
      {running ? <GenerationProgress estimate={estimate} progress={progress} /> : null}
      {optimize.optimizing ? (
        <GenerationProgress
          estimate={t('creation.analysingEstimate', { type: outputType })}
          progress={optimize.progress}
        />
      ) : null}
      {running ? null : children}
      <AnalysisDialog
        answer={optimize.analysis}
        outputType={outputType}
        open={optimize.open}
        onOpenChange={optimize.setOpen}
        busy={optimize.regenerating}
        onRegenerate={(next) => void optimize.regenerate(next)}
      />
    </>
  );
}
