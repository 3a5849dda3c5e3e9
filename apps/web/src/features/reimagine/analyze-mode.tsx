import { REIMAGINE_ANALYSIS_CATALOGUE, REIMAGINE_MESSAGES } from '@atelier/contract';
import type { ReimagineAnalysisResponse, ReimagineAnalysisTool } from '@atelier/contract';
import CopyIcon from 'lucide-react/icons/copy';
import ScanSearchIcon from 'lucide-react/icons/scan-search';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { CardHeader } from '../../components/ui/page-header';
import { SelectField } from '../../components/ui/select-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { copyWithToast } from '../../lib/copy-text';
import { emitCreditsUpdated } from '../../lib/credits-events';
import { errorMessage } from '../../lib/error-message';
import { formatCredits } from '../../lib/format';
import { newIdempotencyKey } from '../creation/api/idempotency-key';
import { DemoButton } from '../creation/shared/demo-dialog';
import { formatCost } from '../creation/shared/format';
import { GenerationProgress } from '../creation/shared/generation-progress';
import { LocalEngineBadge } from '../creation/shared/local-engine-badge';
import { isAbort, useGenerationTask } from '../creation/shared/use-generation-task';
import { analyzeImage } from './api/analyze-image';
import { MediaPicker } from '../creation/shared/media-picker';
import { ANALYSIS_COST, ANALYSIS_TOOL_OPTIONS, BUSY_LABELS } from './reimagine-rules';
import type { ModeReport } from './reimagine-rules';

/** Analyze Image: a question about the user's picture, answered in text. */
export function AnalyzeMode({ balance, report }: { balance: number | null; report: ModeReport }) {
  const [tool, setTool] = useState<ReimagineAnalysisTool>('image_analysis');
  const [image, setImage] = useState('');
  const [prompt, setPrompt] = useState('');
  const [result, setResult] = useState<ReimagineAnalysisResponse | null>(null);
  const { running, progress, run } = useGenerationTask();
  const short = balance !== null && balance < ANALYSIS_COST;

  const analyse = async () => {
    if (!image) return report.error(REIMAGINE_MESSAGES.imageRequired);
    if (!prompt.trim()) return report.error(REIMAGINE_MESSAGES.analysisPromptRequired);
    report.clear();
    try {
      const answer = await run((follow) =>
        analyzeImage(
          {
            tool_type: tool,
            prompt: prompt.trim(),
            ...(image.startsWith('data:') ? { image } : { image_url: image }),
          },
          { ...follow, idempotencyKey: newIdempotencyKey() },
        ),
      );
      emitCreditsUpdated(answer.remaining_credits);
      setResult(answer);
      report.success(REIMAGINE_MESSAGES.analysisDone);
    } catch (caught) {
      if (isAbort(caught)) return;
      report.error(errorMessage(caught, REIMAGINE_MESSAGES.analysisFailed));
    }
  };

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader
          title="Analyze Image"
          description={REIMAGINE_ANALYSIS_CATALOGUE[tool].description}
          actions={<DemoButton tool="reimagine-analyze" />}
        />
        <form
          className="mt-5 space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            void analyse();
          }}
        >
          <SelectField
            label="Analysis tool"
            value={tool}
            disabled={running}
            onChange={(next) => setTool(next as ReimagineAnalysisTool)}
            options={ANALYSIS_TOOL_OPTIONS}
          />
          <MediaPicker
            label="Image to analyze"
            kind="image"
            value={image}
            onChange={setImage}
            disabled={running}
          />
          <TextareaField
            label="Analysis prompt"
            value={prompt}
            disabled={running}
            onChange={(event) => setPrompt(event.target.value)}
            placeholder="What is in this image?"
          />
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Cost: <strong>{formatCost(ANALYSIS_COST)} credits</strong>
            {balance !== null ? ` (balance ${formatCredits(balance)})` : null}
          </p>
          <Button type="submit" size="lg" disabled={running || short}>
            <ScanSearchIcon className="size-5" aria-hidden="true" />
            {running ? BUSY_LABELS.analysis : short ? 'Insufficient credits' : 'Analyze Image'}
          </Button>
        </form>
      </Card>
      {running ? (
        <GenerationProgress progress={progress} estimate="Usually under a minute" />
      ) : null}
      {result && !running ? (
        <Card role="region" aria-label="Image analysis">
          <CardHeader
            title="Analysis"
            description={`${formatCost(result.credits_used)} credits used`}
            actions={result.engine === 'local' ? <LocalEngineBadge kind="analysis" /> : null}
          />
          <p className="mt-4 whitespace-pre-line text-slate-800 dark:text-slate-200">
            {result.analysis}
          </p>
          <Button
            className="mt-4"
            variant="secondary"
            onClick={() => void copyWithToast(result.analysis)}
          >
            <CopyIcon className="size-4" aria-hidden="true" />
            Copy analysis
          </Button>
        </Card>
      ) : null}
    </div>
  );
}
