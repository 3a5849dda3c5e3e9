import type { ImageResponse, VideoResponse } from '@atelier/contract';
import CopyIcon from 'lucide-react/icons/copy';
import DownloadIcon from 'lucide-react/icons/download';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CardHeader } from '../../../components/ui/page-header';
import { OptimizeButton } from '../../../kits/media-tool/optimize-button';
import { copyWithToast } from '../../../lib/copy-text';
import { useT } from '../../../lib/i18n/i18n';
import { downloadOutput } from '../../../kits/media-tool/download-output';
import { engineBadge } from '../../../kits/media-tool/local-engine-badge';
import { ResultDetails } from '../../../kits/media-tool/result-details';
import { serverText } from '../../../kits/media-tool/server-text';
import { TranslateSelect } from './translate-select';

type MediaResponse = Pick<
  ImageResponse | VideoResponse,
  'engine' | 'prompt' | 'note' | 'download_url' | 'download_name'
>;

/**
 * A finished image or video: a header, the media (`children`), what can be done with it, its facts
 * followed by the prompt and any note, and a translation of the prompt.
 */
export function MediaResultCard({
  outputType,
  description,
  result,
  details,
  optimizing,
  onOptimize,
  children,
}: {
  outputType: 'image' | 'video';
  description: string;
  result: MediaResponse;
  /** The facts that come before the prompt (model, credits, time...). */
  details: [string, string][];
  optimizing: boolean;
  onOptimize: () => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Card aria-label={t('creation.generatedMedia', { type: outputType })} role="region">
      <CardHeader
        title={t('creation.yourMedia', { type: outputType })}
        description={description}
        actions={engineBadge(result.engine)}
      />
      {children}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={() => void downloadOutput(result.download_url, result.download_name)}>
          <DownloadIcon className="size-4" aria-hidden="true" />
          {t('creation.download')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => void copyWithToast(result.prompt, t('creation.promptCopied'))}
        >
          <CopyIcon className="size-4" aria-hidden="true" />
          {t('creation.copyPrompt')}
        </Button>
        <OptimizeButton busy={optimizing} onClick={onOptimize} />
      </div>
      <div className="mt-5">
        <ResultDetails
          items={[
            ...details,
            [t('creation.prompt'), result.prompt],
            ...(result.note
              ? [[t('creation.note'), serverText(t, result.note)] as [string, string]]
              : []),
          ]}
        />
      </div>
      <div className="mt-4">
        <TranslateSelect text={result.prompt} label={t('creation.translatePrompt')} />
      </div>
    </Card>
  );
}
