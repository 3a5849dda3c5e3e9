import {
  AUDIO_CATALOGUE,
  REIMAGINE_ANALYSIS_CATALOGUE,
  REIMAGINE_IMAGE_CATALOGUE,
  REIMAGINE_VIDEO_CATALOGUE,
} from '@atelier/contract';
import type { GenerationKind, Job, JobStatus } from '@atelier/contract';
import DownloadIcon from 'lucide-react/icons/download';
import RotateCcwIcon from 'lucide-react/icons/rotate-ccw';
import Trash2Icon from 'lucide-react/icons/trash-2';
import { Badge } from '../../../components/ui/badge';
import type { BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n/i18n';
import { formatDateTime } from '../../../lib/time';
import { rerunRequest } from '../api/rerun-generation';
import { jobErrorCode } from '../../../kits/media-tool/api/run-generation';
import { downloadOutput } from '../../../kits/media-tool/download-output';
import { formatCost } from '../../../lib/format';
import { engineBadge } from '../../../kits/media-tool/local-engine-badge';
import { TOOL_NAME_IDS } from '../../../kits/media-tool/tool-names';
import { CreationPreview } from './creation-preview';

/** The contract's names of the tools, for a tool the interface has no message for. */
const TOOL_NAMES: Record<string, string> = {
  ...Object.fromEntries(
    [
      REIMAGINE_IMAGE_CATALOGUE,
      REIMAGINE_VIDEO_CATALOGUE,
      REIMAGINE_ANALYSIS_CATALOGUE,
      AUDIO_CATALOGUE,
    ].flatMap((catalogue) => Object.entries(catalogue).map(([tool, { name }]) => [tool, name])),
  ),
};

/** Labels are message ids. */
const STATUS: Record<JobStatus, { label: string; tone: BadgeTone }> = {
  queued: { label: 'creations.statusQueued', tone: 'default' },
  running: { label: 'creations.statusRunning', tone: 'primary' },
  succeeded: { label: 'creations.statusDone', tone: 'success' },
  failed: { label: 'creations.statusFailed', tone: 'danger' },
  canceled: { label: 'creations.statusCanceled', tone: 'warning' },
};

const KIND_LABELS: Record<GenerationKind, string> = {
  image: 'creations.kindImage',
  video: 'creations.kindVideo',
  audio: 'creations.kindAudio',
  text: 'creations.kindText',
  prompt: 'creations.kindPrompt',
  analysis: 'creations.kindAnalysis',
};

/**
 * One creation: preview, prompt, facts and its actions. In a team's list it names who made it;
 * without `onDelete` (someone else's) it offers no delete.
 */
export function CreationCard({
  job,
  rerunning,
  onRerun,
  onDelete,
}: {
  job: Job;
  rerunning: boolean;
  onRerun: () => void;
  onDelete?: () => void;
}) {
  const t = useT();
  // A failed job's contract text in the interface language (the catalogue holds every one).
  const errorText = (text: string) => {
    const code = jobErrorCode(text);
    return code ? t(`api.${code}`) : text;
  };
  const status = STATUS[job.status];
  const statusLabel = t(status.label);
  const output = job.outputs[0];
  // Only a finished job: a second click on a running one would start a second job.
  const finished = job.status !== 'queued' && job.status !== 'running';
  const canRerun = finished && rerunRequest(job) !== null;
  const toolId = job.tier ? TOOL_NAME_IDS[job.tier] : undefined;
  const tool = job.tier ? (toolId ? t(toolId) : (TOOL_NAMES[job.tier] ?? job.tier)) : null;
  const kind = t(KIND_LABELS[job.kind]);
  const title = tool ? t('creations.titleWithTool', { kind, tool }) : kind;
  // A job that failed or was canceled released its hold: nothing was charged.
  const charged = job.status !== 'failed' && job.status !== 'canceled';
  const price = !charged
    ? t('creations.notCharged')
    : job.cost > 0
      ? t('creation.costCredits', { cost: formatCost(job.cost) })
      : t('creations.free');
  return (
    <Card
      className="flex h-full flex-col gap-3 p-4"
      aria-label={t('creations.cardLabel', { title, prompt: job.prompt })}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900 dark:text-slate-100">{title}</span>
        <Badge tone={status.tone}>
          {job.status === 'running' && job.progress > 0
            ? t('creations.statusProgress', { status: statusLabel, progress: String(job.progress) })
            : statusLabel}
        </Badge>
        {engineBadge(job.engine)}
      </div>
      {job.status === 'succeeded' ? <CreationPreview job={job} /> : null}
      {job.status === 'failed' && job.error ? (
        <p className="text-sm text-red-700 dark:text-red-300">{errorText(job.error)}</p>
      ) : null}
      <p className="line-clamp-3 text-sm text-slate-700 dark:text-slate-300">{job.prompt}</p>
      {job.made_by ? (
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">
          {t('workspace.madeBy', { name: job.made_by.full_name })}
        </p>
      ) : null}
      <p className="mt-auto text-xs text-slate-500 dark:text-slate-400">
        {formatDateTime(job.created_at)} · {price}
        {job.model ? ` · ${job.model}` : ''}
      </p>
      <div className="flex flex-wrap gap-2">
        {output ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void downloadOutput(output.download_url, output.download_name)}
          >
            <DownloadIcon className="size-4" aria-hidden="true" />
            {t('creation.download')}
          </Button>
        ) : null}
        {canRerun ? (
          <Button size="sm" variant="secondary" disabled={rerunning} onClick={onRerun}>
            <RotateCcwIcon className="size-4" aria-hidden="true" />
            {rerunning ? t('creations.starting') : t('creations.rerun')}
          </Button>
        ) : null}
        {onDelete ? (
          <Button size="sm" variant="ghost" onClick={onDelete}>
            <Trash2Icon className="size-4" aria-hidden="true" />
            {t('creations.delete')}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
