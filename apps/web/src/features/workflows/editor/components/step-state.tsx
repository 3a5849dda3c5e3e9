import type { WorkflowRunStep } from '@atelier/contract';
import { Badge } from '../../../../components/ui/badge';
import { formatCredits } from '../../../../lib/format';
import { useT } from '../../../../lib/i18n/i18n';
import { STEP_STATUS_LABELS, statusTone } from '../labels';

/** A step's state in a run: its status, items done, attempts and credits, and why it failed. */
export function StepState({ step }: { step: WorkflowRunStep }) {
  const t = useT();
  return (
    <div className="space-y-1 text-xs">
      <div className="flex flex-wrap items-center gap-1.5">
        <Badge tone={statusTone(step.status)}>{t(STEP_STATUS_LABELS[step.status])}</Badge>
        {step.items ? (
          <span>
            {t('workflowEditor.itemsDone', { done: step.items.done, total: step.items.total })}
          </span>
        ) : null}
        {step.attempts > (step.items?.total ?? 1) ? (
          <span>{t('workflowEditor.attempts', { count: step.attempts })}</span>
        ) : null}
        {step.status === 'succeeded' || step.credits > 0 ? (
          <span>{t('workflowEditor.credits', { credits: formatCredits(step.credits) })}</span>
        ) : null}
      </div>
      {step.error ? (
        <p className="break-words text-red-600 dark:text-red-400">{step.error}</p>
      ) : null}
    </div>
  );
}

/** One link and nothing else: a joined list of links is text. */
const isLink = (value: string) => /^(https?:\/\/|\/api\/)\S+$/.test(value);

/**
 * A step's outputs as they come: text as text, an image as a thumbnail, a video or an audio file
 * as a player; each opens full size in a new tab.
 */
export function StepOutputs({ step, compact }: { step: WorkflowRunStep; compact?: boolean }) {
  const t = useT();
  const shown = Object.entries(step.outputs).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((item, index) => ({
      key: `${name}-${index}`,
      name,
      value: item,
    })),
  );
  // Lists repeat what a single output shows (lines of a text): one of each kind is enough.
  const media = shown
    .filter((entry) => isLink(entry.value))
    .filter((entry, index, all) => all.findIndex((e) => e.value === entry.value) === index);
  const texts = shown.filter((entry) => !isLink(entry.value)).slice(0, 1);
  if (shown.length === 0) return null;
  return (
    <div className="space-y-1.5">
      {texts.map((entry) => (
        <p
          key={entry.key}
          className={`break-words whitespace-pre-wrap text-slate-700 dark:text-slate-300 ${compact ? 'line-clamp-3 text-xs' : 'text-sm'}`}
        >
          {entry.value}
        </p>
      ))}
      <div className="flex flex-wrap gap-1.5">
        {media.slice(0, compact ? 4 : 20).map((entry) => (
          <MediaOutput
            key={entry.key}
            name={entry.name}
            url={entry.value}
            label={t('workflowEditor.openOutput', { name: entry.name })}
            compact={compact}
          />
        ))}
      </div>
    </div>
  );
}

function MediaOutput({
  name,
  url,
  label,
  compact,
}: {
  name: string;
  url: string;
  label: string;
  compact?: boolean;
}) {
  const size = compact ? 'h-16 w-16' : 'h-32 w-32';
  if (name.startsWith('video')) {
    return (
      <video
        src={url}
        controls
        preload="metadata"
        className={`${size} rounded bg-black`}
        aria-label={label}
      />
    );
  }
  if (name.startsWith('audio')) {
    return (
      <audio
        src={url}
        controls
        preload="none"
        className={compact ? 'w-40' : 'w-64'}
        aria-label={label}
      />
    );
  }
  return (
    <a href={url} target="_blank" rel="noreferrer" aria-label={label}>
      <img src={url} alt="" loading="lazy" className={`${size} rounded object-cover`} />
    </a>
  );
}
