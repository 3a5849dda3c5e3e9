import { AUDIO_MESSAGES } from '@atelier/contract';
import type { AudioFields, AudioResponse } from '@atelier/contract';
import { useState } from 'react';
import { formatCredits } from '../../lib/format';
import { formatCost } from '../creation/shared/format';
import type { ToolReport } from '../creation/shared/tool-banners';
import { usePaidTask } from '../creation/shared/use-paid-task';
import { generateAudio } from './api/generate-audio';

/** Spec part 2, section 4: audio's busy label. */
export const AUDIO_BUSY_LABEL = 'Generating... (1-3 minutes)';

/** One tab's paid call: the answer kept for the player, the banners told how it went. */
export function useAudioTask(report: ToolReport) {
  const { running, progress, start } = usePaidTask();
  const [result, setResult] = useState<AudioResponse | null>(null);
  const generate = (body: AudioFields) => {
    report.clear();
    return start((options) => generateAudio(body, options), {
      done: (answer) => {
        setResult(answer);
        report.success(
          AUDIO_MESSAGES.success(
            formatCost(answer.credits_used),
            formatCredits(answer.remaining_credits),
          ),
        );
      },
      failed: report.error,
      fallback: AUDIO_MESSAGES.failed,
    });
  };
  return { running, progress, result, generate };
}
