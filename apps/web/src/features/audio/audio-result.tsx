import { AUDIO_CATALOGUE } from '@atelier/contract';
import type { AudioResponse } from '@atelier/contract';
import DownloadIcon from 'lucide-react/icons/download';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { CardHeader } from '../../components/ui/page-header';
import { formatCredits } from '../../lib/format';
import { downloadOutput } from '../creation/shared/download-output';
import { formatCost, formatSeconds } from '../creation/shared/format';
import { LocalEngineBadge } from '../creation/shared/local-engine-badge';
import { ResultDetails } from '../creation/shared/result-details';
import { WaveformPlayer } from './waveform-player';

/** The generated audio: the player, the Download Audio button, and how it was made. */
export function AudioResult({ result }: { result: AudioResponse }) {
  const name = AUDIO_CATALOGUE[result.tool].name;
  return (
    <Card role="region" aria-label="Generated audio">
      <CardHeader
        title={`Your ${name.toLowerCase()}`}
        description={`${formatSeconds(result.duration_seconds)}, ${result.format.toUpperCase()}, ${result.sample_rate / 1000} kHz, ${result.channels === 2 ? 'stereo' : 'mono'}`}
        actions={result.engine === 'local' ? <LocalEngineBadge /> : null}
      />
      <div className="mt-4 space-y-4">
        <WaveformPlayer src={result.audio_url} label={`Generated ${name.toLowerCase()}`} />
        <Button
          variant="secondary"
          onClick={() => void downloadOutput(result.download_url, result.download_name)}
        >
          <DownloadIcon className="size-4" aria-hidden="true" />
          Download Audio
        </Button>
        <ResultDetails
          items={[
            ['Model', result.model],
            ['Credits used', formatCost(result.credits_used)],
            ['Balance', formatCredits(result.remaining_credits)],
            ['Generation time', formatSeconds(result.generation_time)],
          ]}
        />
        {result.note ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{result.note}</p>
        ) : null}
      </div>
    </Card>
  );
}
