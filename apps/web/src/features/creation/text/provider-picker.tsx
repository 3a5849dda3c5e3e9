import { TEXT_PREMIUM_COST_MICROS } from '@atelier/contract';
import type { TextProvidersResponse } from '@atelier/contract';
import { useId } from 'react';
import { inputClasses } from '../../../components/ui/field';
import { formatCost, microsToCredits } from '../shared/format';

export type ProviderEntry = TextProvidersResponse['providers'][number];

export const PREMIUM_ANSWER_COST = formatCost(microsToCredits(TEXT_PREMIUM_COST_MICROS));

export const NOT_CONFIGURED = 'Not configured — local draft will be used';

export interface ProviderPickerProps {
  providers: readonly ProviderEntry[];
  provider: string;
  model: string;
  onProviderChange: (provider: string) => void;
  onModelChange: (model: string) => void;
  disabled?: boolean;
}

/** Provider and model selects, with what the chosen pair costs or that a local draft stands in. */
export function ProviderPicker({
  providers,
  provider,
  model,
  onProviderChange,
  onModelChange,
  disabled,
}: ProviderPickerProps) {
  const providerId = useId();
  const modelId = useId();
  const noteId = useId();
  const entry = providers.find((candidate) => candidate.value === provider);
  const chosenModel = entry?.models.find((candidate) => candidate.value === model);

  return (
    <div className="space-y-2">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label
            htmlFor={providerId}
            className="block text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            Provider
          </label>
          <select
            id={providerId}
            value={provider}
            disabled={disabled}
            aria-describedby={noteId}
            onChange={(event) => onProviderChange(event.target.value)}
            className={`${inputClasses} mt-1.5`}
          >
            {providers.map((candidate) => (
              <option key={candidate.value} value={candidate.value}>
                {`${candidate.label} (${candidate.tier})${candidate.enabled ? '' : ` — ${NOT_CONFIGURED}`}`}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label
            htmlFor={modelId}
            className="block text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            Model
          </label>
          <select
            id={modelId}
            value={model}
            disabled={disabled}
            aria-describedby={noteId}
            onChange={(event) => onModelChange(event.target.value)}
            className={`${inputClasses} mt-1.5`}
          >
            {(entry?.models ?? []).map((candidate) => (
              <option key={candidate.value} value={candidate.value}>
                {`${candidate.label} · ${candidate.tier === 'premium' ? 'Premium' : 'Free'}`}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p id={noteId} className="text-xs text-slate-600 dark:text-slate-400">
        {entry && !entry.enabled
          ? `${entry.label}: ${NOT_CONFIGURED} (set ${entry.setting} on the server to use it). A local draft is not AI and costs nothing.`
          : chosenModel?.tier === 'premium'
            ? `Premium model: ${PREMIUM_ANSWER_COST} credits per answer.`
            : 'Free model: no credits charged.'}
      </p>
    </div>
  );
}
