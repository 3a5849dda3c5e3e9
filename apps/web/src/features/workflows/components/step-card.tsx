import type { WorkflowStep } from '@atelier/contract';
import ClockIcon from 'lucide-react/icons/clock';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { stepStatusLabel, stepStatusTone } from '../labels';
import { Chips } from './chips';
import { useT } from '../../../lib/i18n/i18n';

/**
 * One step of a plan. `status` is the owner's dropdown; without it (a shared link) the status is
 * a badge.
 */
export function StepCard({ step, status }: { step: Omit<WorkflowStep, 'id'>; status?: ReactNode }) {
  const t = useT();
  return (
    <article
      aria-label={t('workflows.stepLabel', { number: step.step_number, title: step.title })}
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <span
            aria-hidden="true"
            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-50 text-sm font-semibold text-primary-700 dark:bg-primary-950 dark:text-primary-300"
          >
            {step.step_number}
          </span>
          <div className="min-w-0">
            <h3 className="font-semibold text-slate-900 dark:text-slate-100">{step.title}</h3>
            {step.estimated_duration ? (
              <p className="mt-0.5 flex items-center gap-1 text-xs text-slate-500 dark:text-slate-400">
                <ClockIcon className="size-3.5" aria-hidden="true" />
                {step.estimated_duration}
              </p>
            ) : null}
          </div>
        </div>
        <div className="shrink-0">
          {status ?? (
            <Badge tone={stepStatusTone(step.status)}>{stepStatusLabel(t, step.status)}</Badge>
          )}
        </div>
      </div>
      {step.description ? (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{step.description}</p>
      ) : null}
      <Chips
        label={t('workflows.recommendedTools')}
        items={step.recommended_tools}
        className="mt-3"
      />
      {step.deliverables.length > 0 ? (
        <div className="mt-3">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
            {t('workflows.deliverables')}
          </p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700 dark:text-slate-300">
            {step.deliverables.map((deliverable) => (
              <li key={deliverable}>{deliverable}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}
