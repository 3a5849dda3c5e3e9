import type { AudioResponse } from '@atelier/contract';
import DownloadIcon from 'lucide-react/icons/download';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { CardHeader } from '../../components/ui/page-header';
import { formatCost, formatCredits, formatSeconds } from '../../lib/format';
import { numberFormat } from '../../lib/locale';
import { useT } from '../../lib/i18n/i18n';
import { downloadOutput } from '../../kits/media-tool/download-output';
import { engineBadge } from '../../kits/media-tool/local-engine-badge';
import { ResultDetails } from '../../kits/media-tool/result-details';
import { serverText } from '../../kits/media-tool/server-text';
import { WaveformPlayer } from './waveform-player';

/** The generated audio: the player, the Download Audio button, and how it was made. */
export function AudioResult({ result }: { result: AudioResponse }) {
  const t = useT();
  return (
    <Card role="region" aria-label={t('audio.generated')}>
      <CardHeader
        title={t('audio.yours', { tool: result.tool })}
        description={t('audio.resultFacts', {
          duration: formatSeconds(result.duration_seconds),
          format: result.format.toUpperCase(),
          rate: formatSampleRate(result.sample_rate),
          channels: result.channels === 2 ? 'stereo' : 'mono',
        })}
        actions={engineBadge(result.engine)}
      />
      <div className="mt-4 space-y-4">
        <WaveformPlayer
          src={result.audio_url}
          label={t('audio.generatedTool', { tool: result.tool })}
        />
        <Button
          variant="secondary"
          onClick={() => void downloadOutput(result.download_url, result.download_name)}
        >
          <DownloadIcon className="size-4" aria-hidden="true" />
          {t('audio.download')}
        </Button>
        <ResultDetails
          items={[
            [t('creation.model'), result.model],
            [t('creation.creditsUsed'), formatCost(result.credits_used)],
            [t('audio.balance'), formatCredits(result.remaining_credits)],
            [t('creation.generationTime'), formatSeconds(result.generation_time)],
          ]}
        />
        {result.note ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{serverText(t, result.note)}</p>
        ) : null}
      </div>
    </Card>
  );
}

/** 44100 as "44.1" (kHz), in the interface language's numbers. */
function formatSampleRate(hertz: number): string {
  return numberFormat({ maximumFractionDigits: 3 }).format(hertz / 1000);
}
