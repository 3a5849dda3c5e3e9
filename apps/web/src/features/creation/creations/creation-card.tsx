import {
  AUDIO_CATALOGUE,
  REIMAGINE_ANALYSIS_CATALOGUE,
  REIMAGINE_IMAGE_CATALOGUE,
  REIMAGINE_VIDEO_CATALOGUE,
} from '@atelier/contract';
import { GENERATION_KIND_LABELS, type Job, type JobStatus } from '@atelier/contract';
import DownloadIcon from 'lucide-react/icons/download';
import RotateCcwIcon from 'lucide-react/icons/rotate-ccw';
import Trash2Icon from 'lucide-react/icons/trash-2';
import { Badge } from '../../../components/ui/badge';
import type { BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/time';
import { rerunRequest } from '../api/rerun-generation';
import { downloadOutput } from '../shared/download-output';
import { formatCost } from '../shared/format';
import { LocalEngineBadge } from '../shared/local-engine-badge';
import { CreationPreview } from './creation-preview';

const TIER_LABELS: Record<string, string> = {
  free: 'Free',
  ultra: 'Ultra',
  ultra_pro: 'Ultra Pro',
  ultra_max: 'Ultra Max',
  product_image: 'Product image ad',
  product_video: 'Product video ad',
  ...Object.fromEntries(
    [
      REIMAGINE_IMAGE_CATALOGUE,
      REIMAGINE_VIDEO_CATALOGUE,
      REIMAGINE_ANALYSIS_CATALOGUE,
      AUDIO_CATALOGUE,
    ].flatMap((catalogue) => Object.entries(catalogue).map(([tool, { name }]) => [tool, name])),
  ),
};

const STATUS: Record<JobStatus, { label: string; tone: BadgeTone }> = {
  queued: { label: 'Queued', tone: 'default' },
  running: { label: 'Running', tone: 'primary' },
  succeeded: { label: 'Done', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  canceled: { label: 'Canceled', tone: 'warning' },
};

/** One creation: preview, prompt, facts and its actions. */
export function CreationCard({
  job,
  rerunning,
  onRerun,
  onDelete,
}: {
  job: Job;
  rerunning: boolean;
  onRerun: () => void;
  onDelete: () => void;
}) {
  const status = STATUS[job.status];
  const output = job.outputs[0];
  // Only a finished job: a second click on a running one would start a second job.
  const finished = job.status !== 'queued' && job.status !== 'running';
  const canRerun = finished && rerunRequest(job) !== null;
  const title = `${GENERATION_KIND_LABELS[job.kind]}${job.tier ? ` (${TIER_LABELS[job.tier] ?? job.tier})` : ''}`;
  // A job that failed or was canceled released its hold: nothing was charged.
  const charged = job.status !== 'failed' && job.status !== 'canceled';
  const price = !charged
    ? 'Not charged'
    : job.cost > 0
      ? `${formatCost(job.cost)} credits`
      : 'Free';
  return (
    <Card className="flex h-full flex-col gap-3 p-4" aria-label={`${title}: ${job.prompt}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900 dark:text-slate-100">{title}</span>
        <Badge tone={status.tone}>
          {job.status === 'running' && job.progress > 0
            ? `${status.label} ${job.progress}%`
            : status.label}
        </Badge>
        {job.engine === 'local' ? <LocalEngineBadge /> : null}
      </div>
      {job.status === 'succeeded' ? <CreationPreview job={job} /> : null}
      {job.status === 'failed' && job.error ? (
        <p className="text-sm text-red-700 dark:text-red-300">{job.error}</p>
      ) : null}
      <p className="line-clamp-3 text-sm text-slate-700 dark:text-slate-300">{job.prompt}</p>
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
            Download
          </Button>
        ) : null}
        {canRerun ? (
          <Button size="sm" variant="secondary" disabled={rerunning} onClick={onRerun}>
            <RotateCcwIcon className="size-4" aria-hidden="true" />
            {rerunning ? 'Starting...' : 'Re-run'}
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={onDelete}>
          <Trash2Icon className="size-4" aria-hidden="true" />
          Delete
        </Button>
      </div>
    </Card>
  );
}
