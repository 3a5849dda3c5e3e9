import { DEFAULT_TEXT_MODEL, DEFAULT_TEXT_PROVIDER, TEXT_PROVIDERS } from '@atelier/contract';
import type { ChatGenerateResponse } from '@atelier/contract';
import FileTextIcon from 'lucide-react/icons/file-text';
import SparklesIcon from 'lucide-react/icons/sparkles';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CardHeader, CardTitle } from '../../../components/ui/page-header';
import { RadioCards } from '../../../components/ui/radio-cards';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/error-message';
import { useT } from '../../../lib/i18n/i18n';
import { toast } from '../../../lib/toast';
import { chatGenerate } from '../api/chat-generate';
import { usePromptTemplates } from '../api/get-prompt-templates';
import { useTextProviders } from '../api/get-text-providers';
import { DemoButton } from '../../../kits/media-tool/demo-dialog';
import { GenerationProgress } from '../../../kits/media-tool/generation-progress';
import { isAbort, useGenerationTask } from '../../../kits/media-tool/use-generation-task';
import { useLogError } from '../../../lib/use-log-error';
import { PromptInputs } from './prompt-inputs';
import { ProviderPicker } from './provider-picker';
import type { ProviderEntry } from './provider-picker';
import { TemplateList } from './template-list';
import { TextResponse } from './text-response';
import { canGenerateText } from './text-rules';
import type { TextSource } from './text-rules';

type ResponseFormat = 'text' | 'structured';

/** Labels and details are message ids. */
const FORMAT_OPTIONS = [
  { value: 'text', label: 'text.formatText', detail: 'text.formatTextDetail' },
  { value: 'structured', label: 'text.formatStructured', detail: 'text.formatStructuredDetail' },
] as const;

/**
 * Until the server says which providers have keys, the catalogue is shown as it stands; a failed
 * list is only logged (spec part 1, section 8) and the server still decides at generation time.
 */
const CATALOGUE_PROVIDERS: readonly ProviderEntry[] = TEXT_PROVIDERS.map((provider) => ({
  ...provider,
  models: [...provider.models],
  enabled: true,
}));

/** The Text Generation tab: a template or custom prompt, a provider and model, the response. */
export function TextTab() {
  const t = useT();
  const templates = usePromptTemplates();
  const providersQuery = useTextProviders();
  useLogError(providersQuery.error, 'Failed to load the text providers');
  const providers = providersQuery.data?.providers ?? CATALOGUE_PROVIDERS;

  const [source, setSource] = useState<TextSource>(null);
  const [customPrompt, setCustomPrompt] = useState('');
  const [variables, setVariables] = useState<Record<string, string>>({});
  const [provider, setProvider] = useState(DEFAULT_TEXT_PROVIDER);
  const [model, setModel] = useState(DEFAULT_TEXT_MODEL);
  const [format, setFormat] = useState<ResponseFormat>('text');
  const [answer, setAnswer] = useState<ChatGenerateResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const task = useGenerationTask();

  const chooseSource = (next: Exclude<TextSource, null>) => {
    if (next.kind === 'template' && source?.kind === 'template') {
      if (source.template.id === next.template.id) return;
    }
    setSource(next);
    setVariables({});
    if (next.kind === 'template') toast.success(t('text.templateCopied'));
  };

  // Spec part 1, section 4: changing the provider selects its first model.
  const chooseProvider = (value: string) => {
    setProvider(value);
    const first = providers.find((entry) => entry.value === value)?.models[0];
    setModel(first?.value ?? '');
  };

  const ready = canGenerateText({ generating: task.running, source, customPrompt, variables });

  const generate = async () => {
    if (!ready || source === null) return;
    setError(null);
    setAnswer(null);
    try {
      const result = await task.run((options) =>
        chatGenerate(
          {
            template_id: source.kind === 'template' ? source.template.id : null,
            custom_prompt: source.kind === 'custom' ? customPrompt.trim() : null,
            variables: source.kind === 'template' ? variables : {},
            provider,
            model,
            response_format: format,
          },
          options,
        ),
      );
      setAnswer(result);
    } catch (caught) {
      if (isAbort(caught)) return;
      const message = errorMessage(caught, t('text.failed'));
      setError(message);
      toast.error(message);
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
      <Card className="h-fit">
        <CardTitle
          icon={<FileTextIcon className="size-5" aria-hidden="true" />}
          title={t('text.templates')}
          description={t('text.templatesDescription')}
        />
        <div className="mt-4">
          {templates.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
              <Spinner size="sm" /> {t('text.loadingTemplates')}
            </p>
          ) : null}
          {templates.isError ? (
            <Alert tone="error" className="mb-4">
              {t('text.templatesFailed', {
                reason: errorMessage(templates.error, t('text.templatesUnavailable')),
              })}
            </Alert>
          ) : null}
          <TemplateList templates={templates.data ?? []} source={source} onChoose={chooseSource} />
        </div>
      </Card>

      <div className="min-w-0 space-y-6">
        <Card>
          <CardHeader
            icon={<SparklesIcon className="size-5" aria-hidden="true" />}
            title={t('text.title')}
            description={t('text.description')}
            actions={<DemoButton tool="text" />}
          />
          <div className="mt-5 space-y-5">
            {source ? (
              <PromptInputs
                source={source}
                customPrompt={customPrompt}
                onCustomPromptChange={setCustomPrompt}
                variables={variables}
                onVariableChange={(name, value) =>
                  setVariables((current) => ({ ...current, [name]: value }))
                }
                disabled={task.running}
              />
            ) : (
              <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
                {t('text.chooseSource')}
              </p>
            )}

            <ProviderPicker
              providers={providers}
              provider={provider}
              model={model}
              onProviderChange={chooseProvider}
              onModelChange={setModel}
              disabled={task.running}
            />

            <RadioCards
              legend={t('text.responseFormat')}
              name="response-format"
              options={FORMAT_OPTIONS.map((option) => ({
                ...option,
                label: t(option.label),
                detail: t(option.detail),
              }))}
              value={format}
              onChange={setFormat}
              disabled={task.running}
            />

            <Button size="lg" disabled={!ready} onClick={() => void generate()}>
              <SparklesIcon className="size-4" aria-hidden="true" />
              {task.running ? t('creation.generating') : t('text.generate')}
            </Button>

            {task.running ? (
              <GenerationProgress estimate={t('text.writing')} progress={task.progress} />
            ) : null}
            {error && !task.running ? <Alert tone="error">{error}</Alert> : null}
          </div>
        </Card>

        {answer && !task.running ? <TextResponse answer={answer} /> : null}
      </div>
    </div>
  );
}
