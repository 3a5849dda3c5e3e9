import { TEXT_PREMIUM_COST_MICROS } from '@atelier/contract';
import type { TextProvidersResponse } from '@atelier/contract';
import { useId } from 'react';
import { inputClasses } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n/i18n';
import { formatCost, microsToCredits } from '../../../lib/format';

export type ProviderEntry = TextProvidersResponse['providers'][number];

export const PREMIUM_ANSWER_COST = formatCost(microsToCredits(TEXT_PREMIUM_COST_MICROS));

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
  const t = useT();
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
            {t('text.provider')}
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
                {candidate.enabled
                  ? t('text.providerOption', { label: candidate.label, tier: candidate.tier })
                  : t('text.providerOptionOff', { label: candidate.label, tier: candidate.tier })}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label
            htmlFor={modelId}
            className="block text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            {t('creation.model')}
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
                {t('text.modelOption', { label: candidate.label, tier: candidate.tier })}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p id={noteId} className="text-xs text-slate-600 dark:text-slate-400">
        {entry && !entry.enabled
          ? t('text.notConfigured', { provider: entry.label, setting: entry.setting })
          : chosenModel?.tier === 'premium'
            ? t('text.premiumModel', { cost: PREMIUM_ANSWER_COST })
            : t('text.freeModel')}
      </p>
    </div>
  );
}
