import type { AudioFields, AudioResponse } from '@atelier/contract';
import { useState } from 'react';
import { formatCost, formatCredits } from '../../lib/format';
import { useT } from '../../lib/i18n/i18n';
import type { ToolReport } from '../../kits/media-tool/tool-banners';
import { usePaidTask } from '../../kits/media-tool/use-paid-task';
import { generateAudio } from './api/generate-audio';

/** Spec part 2, section 4: audio's busy label (a message id). */
export const AUDIO_BUSY_LABEL = 'audio.busy';

/** One tab's paid call: the answer kept for the player, the banners told how it went. */
export function useAudioTask(report: ToolReport) {
  const t = useT();
  const { running, progress, start } = usePaidTask();
  const [result, setResult] = useState<AudioResponse | null>(null);
  const generate = (body: AudioFields) => {
    report.clear();
    return start((options) => generateAudio(body, options), {
      done: (answer) => {
        setResult(answer);
        report.success(
          t('audio.success', {
            credits: formatCost(answer.credits_used),
            balance: formatCredits(answer.remaining_credits),
          }),
        );
      },
      failed: report.error,
      fallback: t('api.audio.failed'),
    });
  };
  return { running, progress, result, generate };
}
