import { REIMAGINE_ANALYSIS_CATALOGUE } from '@atelier/contract';
import type { ReimagineAnalysisResponse, ReimagineAnalysisTool } from '@atelier/contract';
import CopyIcon from 'lucide-react/icons/copy';
import ScanSearchIcon from 'lucide-react/icons/scan-search';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { PaidToolForm } from '../../kits/media-tool/paid-tool-form';
import { Card } from '../../components/ui/card';
import { CardHeader } from '../../components/ui/page-header';
import { SelectField } from '../../components/ui/select-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { copyWithToast } from '../../lib/copy-text';
import { useT } from '../../lib/i18n/i18n';
import { DemoButton } from '../../kits/media-tool/demo-dialog';
import { formatCost } from '../../lib/format';
import { GenerationProgress } from '../../kits/media-tool/generation-progress';
import { engineBadge } from '../../kits/media-tool/local-engine-badge';
import { usePaidTask } from '../../kits/media-tool/use-paid-task';
import { analyzeImage } from './api/analyze-image';
import { MediaPicker } from '../../kits/media-tool/media-picker';
import {
  ANALYSIS_COST,
  BUSY_LABELS,
  analysisToolOptions,
  toolDescription,
} from './reimagine-rules';
import type { ModeReport } from './reimagine-rules';

/** Analyze Image: a question about the user's picture, answered in text. */
export function AnalyzeMode({ balance, report }: { balance: number | null; report: ModeReport }) {
  const t = useT();
  const [tool, setTool] = useState<ReimagineAnalysisTool>('image_analysis');
  const [image, setImage] = useState('');
  const [prompt, setPrompt] = useState('');
  const [result, setResult] = useState<ReimagineAnalysisResponse | null>(null);
  const { running, progress, start } = usePaidTask();

  const analyse = async () => {
    if (!image) return report.error(t('api.reimagine.imageRequired'));
    if (!prompt.trim()) return report.error(t('api.reimagine.analysisPromptRequired'));
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
          report.success(t('api.reimagine.analysisDone'));
        },
        failed: report.error,
        fallback: t('api.reimagine.analysisFailed'),
      },
    );
  };

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader
          title={t('reimagine.analyzeMode')}
          description={toolDescription(t, tool, REIMAGINE_ANALYSIS_CATALOGUE[tool].description)}
          actions={<DemoButton tool="reimagine-analyze" />}
        />
        <PaidToolForm
          onSubmit={() => void analyse()}
          cost={ANALYSIS_COST}
          balance={balance}
          running={running}
          icon={<ScanSearchIcon className="size-5" aria-hidden="true" />}
          label={t('reimagine.analyze')}
          busyLabel={t(BUSY_LABELS.analysis)}
        >
          <SelectField
            label={t('reimagine.analysisTool')}
            value={tool}
            disabled={running}
            onChange={(next) => setTool(next as ReimagineAnalysisTool)}
            options={analysisToolOptions(t)}
          />
          <MediaPicker
            label={t('reimagine.imageToAnalyze')}
            kind="image"
            value={image}
            onChange={setImage}
            disabled={running}
          />
          <TextareaField
            label={t('reimagine.analysisPrompt')}
            value={prompt}
            disabled={running}
            onChange={(event) => setPrompt(event.target.value)}
            placeholder={t('reimagine.analysisPlaceholder')}
          />
        </PaidToolForm>
      </Card>
      {running ? (
        <GenerationProgress progress={progress} estimate={t('reimagine.estimateAnalysis')} />
      ) : null}
      {result && !running ? (
        <Card role="region" aria-label={t('reimagine.analysisRegion')}>
          <CardHeader
            title={t('reimagine.analysis')}
            description={t('reimagine.creditsUsed', { cost: formatCost(result.credits_used) })}
            actions={engineBadge(result.engine, 'analysis')}
          />
          <p className="mt-4 whitespace-pre-line text-slate-800 dark:text-slate-200">
            {result.analysis}
          </p>
          <Button
            className="mt-4"
            variant="secondary"
            onClick={() => void copyWithToast(result.analysis, t('creation.copied'))}
          >
            <CopyIcon className="size-4" aria-hidden="true" />
            {t('reimagine.copyAnalysis')}
          </Button>
        </Card>
      ) : null}
    </div>
  );
}
