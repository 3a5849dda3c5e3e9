import { useId } from 'react';
import { Field, inputClasses } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n/i18n';
import { fillTemplate, variableLabel } from './text-rules';
import type { TextSource } from './text-rules';

export interface PromptInputsProps {
  source: Exclude<TextSource, null>;
  customPrompt: string;
  onCustomPromptChange: (value: string) => void;
  variables: Record<string, string>;
  onVariableChange: (name: string, value: string) => void;
  disabled?: boolean;
}

/** A custom prompt's text area, or one input per [variable] of the template with a preview. */
export function PromptInputs({
  source,
  customPrompt,
  onCustomPromptChange,
  variables,
  onVariableChange,
  disabled,
}: PromptInputsProps) {
  const t = useT();
  const customId = useId();

  if (source.kind === 'custom') {
    return (
      <div>
        <label
          htmlFor={customId}
          className="block text-sm font-medium text-slate-800 dark:text-slate-200"
        >
          {t('text.customPrompt')}
        </label>
        <textarea
          id={customId}
          rows={6}
          value={customPrompt}
          disabled={disabled}
          maxLength={8000}
          placeholder={t('text.customPlaceholder')}
          onChange={(event) => onCustomPromptChange(event.target.value)}
          className={`${inputClasses} mt-1.5`}
        />
      </div>
    );
  }

  const { template } = source;
  return (
    <div className="space-y-4">
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm dark:border-slate-800 dark:bg-slate-950">
        <p className="font-semibold text-slate-900 dark:text-slate-100">{template.title}</p>
        <p className="mt-1 whitespace-pre-wrap text-slate-700 dark:text-slate-300">
          {fillTemplate(template.template, variables)}
        </p>
      </div>
      {template.variables.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('text.nothingToFill')}</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {template.variables.map((name) => (
            <Field
              key={name}
              label={variableLabel(name)}
              value={variables[name] ?? ''}
              disabled={disabled}
              maxLength={4000}
              placeholder={`[${name}]`}
              onChange={(event) => onVariableChange(name, event.target.value)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
