import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';
import { toast } from '../../../lib/toast';
import type { BuilderResult, PromptFormat } from './builder-types';
import { PROMPT_SKELETONS } from './prompt-skeletons';

/** Ready prompts for the format; choosing one puts it in the result area to fill in. */
export function TemplateMethod({
  format,
  onResult,
}: {
  format: PromptFormat;
  onResult: (result: BuilderResult) => void;
}) {
  const t = useT();
  const use = (text: string) => {
    onResult({ text, method: 'template' });
    toast.success(t('promptBuilder.templateCopied'));
  };
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('promptBuilder.templates', { format })}>
      {PROMPT_SKELETONS[format].map((skeleton) => (
        <li
          key={skeleton.id}
          className="flex flex-col rounded-xl border border-slate-200 p-4 dark:border-slate-800"
        >
          <h4 className="text-sm font-semibold text-slate-900 dark:text-slate-100">
            {t(skeleton.title)}
          </h4>
          <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
            {t(skeleton.description)}
          </p>
          <p className="mt-2 flex-1 text-sm text-slate-700 dark:text-slate-300">{skeleton.text}</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3 self-start"
            aria-label={t('promptBuilder.useTemplateNamed', { title: t(skeleton.title) })}
            onClick={() => use(skeleton.text)}
          >
            {t('promptBuilder.useTemplate')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
