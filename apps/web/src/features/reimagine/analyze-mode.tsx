import { REIMAGINE_ANALYSIS_CATALOGUE, REIMAGINE_MESSAGES } from '@atelier/contract';
import type { ReimagineAnalysisResponse, ReimagineAnalysisTool } from '@atelier/contract';
import CopyIcon from 'lucide-react/icons/copy';
import ScanSearchIcon from 'lucide-react/icons/scan-search';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { PaidToolForm } from '../creation/shared/paid-tool-form';
import { Card } from '../../components/ui/card';
import { CardHeader } from '../../components/ui/page-header';
import { SelectField } from '../../components/ui/select-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { copyWithToast } from '../../lib/copy-text';
import { DemoButton } from '../creation/shared/demo-dialog';
import { formatCost } from '../creation/shared/format';
import { GenerationProgress } from '../creation/shared/generation-progress';
import { LocalEngineBadge } from '../creation/shared/local-engine-badge';
import { usePaidTask } from '../creation/shared/use-paid-task';
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
  const { running, progress, start } = usePaidTask();

  const analyse = async () => {
    if (!image) return report.error(REIMAGINE_MESSAGES.imageRequired);
    if (!prompt.trim()) return report.error(REIMAGINE_MESSAGES.analysisPromptRequired);
    report.clear();
    await start(
      (options) =>
        analyzeImage(
          {
            tool_type: tool,
            prompt: prompt.trim(),
            ...(image.startsWith('data:') ? { image } : { image_url: image }),
          },
          options,
        ),
      {
        done: (answer) => {
          setResult(answer);
          report.success(REIMAGINE_MESSAGES.analysisDone);
        },
        failed: report.error,
        fallback: REIMAGINE_MESSAGES.analysisFailed,
      },
    );
  };

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader
          title="Analyze Image"
          description={REIMAGINE_ANALYSIS_CATALOGUE[tool].description}
          actions={<DemoButton tool="reimagine-analyze" />}
        />
        <PaidToolForm
          onSubmit={() => void analyse()}
          cost={ANALYSIS_COST}
          balance={balance}
          running={running}
          icon={<ScanSearchIcon className="size-5" aria-hidden="true" />}
          label="Analyze Image"
          busyLabel={BUSY_LABELS.analysis}
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
        </PaidToolForm>
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
