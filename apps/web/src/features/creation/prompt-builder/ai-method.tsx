import { BUILDER_FIELDS, buildPromptFromFields } from '@atelier/contract';
import type { BuilderField, GeneratePromptBody, MediaPlatform } from '@atelier/contract';
import SparklesIcon from 'lucide-react/icons/sparkles';
import { useState } from 'react';
import { LimitDialog } from '../../../app/limit-dialog';
import { useLimitDialog } from '../../../app/use-limit-dialog';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-message';
import { useT } from '../../../lib/i18n/i18n';
import { toast } from '../../../lib/toast';
import { checkPromptLimit, generatePrompt } from '../api/generate-prompt';
import { GenerationProgress } from '../../../kits/media-tool/generation-progress';
import { SelectField } from '../../../components/ui/select-field';
import { isAbort, useGenerationTask } from '../../../kits/media-tool/use-generation-task';
import { BuilderFields } from './builder-fields';
import type { BuilderValues } from './builder-fields';
import type { BuilderResult, PromptFormat } from './builder-types';

const VIDEO_ONLY: readonly BuilderField[] = [
  'duration',
  'motionType',
  'cameraMovement',
  'animationStyle',
  'transitions',
];

/** The filled fields, trimmed; a video's own fields are left off an image prompt. */
export function promptBody(
  values: BuilderValues,
  format: PromptFormat,
  provider: string,
  model: string,
): GeneratePromptBody {
  const fields: Partial<Record<BuilderField, string>> = {};
  for (const field of BUILDER_FIELDS) {
    const value = values[field]?.trim();
    if (value && (format === 'video' || !VIDEO_ONLY.includes(field))) fields[field] = value;
  }
  return {
    ...fields,
    subject: fields.subject ?? '',
    prompt: buildPromptFromFields(fields, format),
    format,
    provider,
    model,
  };
}

/** Whether the check let the request go, and the limit to name when it did not. */
type Gate = { allowed: true } | { allowed: false; limit?: number };

export interface AiMethodProps {
  format: PromptFormat;
  values: BuilderValues;
  onValuesChange: (field: BuilderField, value: string) => void;
  platforms: readonly MediaPlatform[];
  platform: string;
  model: string;
  onPlatformChange: (platform: string) => void;
  onModelChange: (model: string) => void;
  onResult: (result: BuilderResult) => void;
}

/**
 * Structured fields turned into an optimised prompt by the server. Spec part 1, section 4: the
 * day's AI prompt allowance is checked first, and a refusal (or a failed check) opens the Daily
 * Limit Reached dialog; the server counts the use itself.
 */
export function AiMethod({
  format,
  values,
  onValuesChange,
  platforms,
  platform,
  model,
  onPlatformChange,
  onModelChange,
  onResult,
}: AiMethodProps) {
  const t = useT();
  const task = useGenerationTask();
  const [subjectError, setSubjectError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const limits = useLimitDialog('ai_prompts');

  const models = platforms.find((entry) => entry.value === platform)?.models ?? [];
  const preview = buildPromptFromFields(values, format);

  const checkLimit = async (signal: AbortSignal | undefined): Promise<Gate> => {
    try {
      const check = await checkPromptLimit(signal);
      return check.can_use ? { allowed: true } : { allowed: false, limit: check.limit_info.limit };
    } catch (caught) {
      if (isAbort(caught)) throw caught;
      // A check that cannot answer is treated as a refusal (spec part 1, section 4).
      console.warn('Failed to check the AI prompt limit', caught);
      return { allowed: false };
    }
  };

  const generate = async () => {
    if (task.running) return;
    if (!values.subject?.trim()) {
      setSubjectError(t('api.generation.subjectRequired'));
      toast.error(t('api.generation.subjectRequired'));
      return;
    }
    setSubjectError(null);
    setError(null);
    const body = promptBody(values, format, platform, model);
    try {
      const outcome = await task.run(async (options) => {
        const gate = await checkLimit(options.signal);
        if (!gate.allowed) return gate;
        return generatePrompt(body, options);
      });
      if ('allowed' in outcome) {
        limits.show(outcome.limit);
        return;
      }
      onResult({
        text: outcome.optimizedPrompt,
        method: 'ai',
        engine: outcome.engine,
        note: outcome.note,
      });
    } catch (caught) {
      if (isAbort(caught)) return;
      if (limits.catchLimit(caught)) return;
      const message = errorMessage(caught, t('promptBuilder.failed'));
      setError(message);
      toast.error(message);
    }
  };

  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('promptBuilder.platform')}
          value={platform}
          onChange={onPlatformChange}
          options={platforms.map(({ value, label }) => ({ value, label }))}
          disabled={task.running}
        />
        <SelectField
          label={t('creation.model')}
          value={model}
          onChange={onModelChange}
          options={models}
          disabled={task.running}
        />
      </div>

      <BuilderFields
        format={format}
        values={values}
        onChange={(field, value) => {
          if (field === 'subject' && value.trim()) setSubjectError(null);
          onValuesChange(field, value);
        }}
        subjectError={subjectError}
        disabled={task.running}
      />

      {preview ? (
        <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm dark:border-slate-800 dark:bg-slate-950">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
            {t('promptBuilder.fieldsJoined')}
          </p>
          <p className="mt-1 text-slate-800 dark:text-slate-200">{preview}</p>
        </div>
      ) : null}

      <div className="flex flex-wrap items-center gap-3">
        <Button size="lg" disabled={task.running} onClick={() => void generate()}>
          <SparklesIcon className="size-4" aria-hidden="true" />
          {task.running ? t('creation.generating') : t('promptBuilder.generate')}
        </Button>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {t('promptBuilder.usesDailyPrompt')}
        </p>
      </div>

      {task.running ? (
        <GenerationProgress estimate={t('promptBuilder.optimising')} progress={task.progress} />
      ) : null}
      {error && !task.running ? <Alert tone="error">{error}</Alert> : null}

      <LimitDialog {...limits.dialog} />
    </div>
  );
}
