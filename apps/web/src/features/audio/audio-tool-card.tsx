import type { AudioResponse } from '@atelier/contract';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';
import { CardHeader } from '../../components/ui/page-header';
import type { GenerationProgress as Progress } from '../../kits/media-tool/api/run-generation';
import { GenerationProgress } from '../../kits/media-tool/generation-progress';
import { PaidToolForm } from '../../kits/media-tool/paid-tool-form';
import { AudioResult } from './audio-result';
import { useT } from '../../lib/i18n/i18n';
import { AUDIO_BUSY_LABEL } from './use-audio-task';

/** One audio tab: its form with the cost and button, the progress while it runs, the result. */
export function AudioToolCard({
  title,
  description,
  icon,
  label,
  cost,
  balance,
  task,
  onSubmit,
  children,
}: {
  title: string;
  description: string;
  icon: ReactNode;
  label: string;
  cost: number;
  balance: number | null;
  task: { running: boolean; progress: Progress | null; result: AudioResponse | null };
  onSubmit: () => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader title={title} description={description} actions={null} />
        <PaidToolForm
          onSubmit={onSubmit}
          cost={cost}
          balance={balance}
          running={task.running}
          icon={icon}
          label={label}
          busyLabel={t(AUDIO_BUSY_LABEL)}
        >
          {children}
        </PaidToolForm>
      </Card>
      {task.running ? (
        <GenerationProgress progress={task.progress} estimate={t('audio.estimate')} />
      ) : null}
      {task.result && !task.running ? <AudioResult result={task.result} /> : null}
    </div>
  );
}
