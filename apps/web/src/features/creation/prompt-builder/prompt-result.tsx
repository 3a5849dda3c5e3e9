import ArrowRightIcon from 'lucide-react/icons/arrow-right';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CardHeader } from '../../../components/ui/page-header';
import { inputClasses } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n/i18n';
import { engineBadge } from '../../../kits/media-tool/local-engine-badge';
import { serverText } from '../../../kits/media-tool/server-text';
import { TranslateSelect } from '../shared/translate-select';
import { CopyButton } from '../../../components/ui/copy-button';
import type { BuilderResult, PromptFormat } from './builder-types';

/** Where the result came from (message ids). */
const SOURCES: Record<BuilderResult['method'], string> = {
  ai: 'promptBuilder.sourceAi',
  template: 'promptBuilder.sourceTemplate',
  enhancer: 'promptBuilder.sourceEnhancer',
  database: 'promptBuilder.sourceDatabase',
};

/**
 * The result area every method writes into: editable (templates leave [variables] to fill), with
 * copy, translation and a hand-over to the image or video tab.
 */
export function PromptResult({
  result,
  format,
  onChange,
  onUse,
}: {
  result: BuilderResult;
  format: PromptFormat;
  onChange: (text: string) => void;
  onUse: (prompt: string) => void;
}) {
  const t = useT();
  const textId = useId();
  const blank = result.text.trim() === '';
  return (
    <Card role="region" aria-label={t('promptBuilder.result')}>
      <CardHeader
        title={t('promptBuilder.yourPrompt')}
        description={t(SOURCES[result.method])}
        actions={engineBadge(result.engine)}
      />
      {result.note ? (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
          {serverText(t, result.note)}
        </p>
      ) : null}
      <label htmlFor={textId} className="sr-only">
        {t('creation.prompt')}
      </label>
      <textarea
        id={textId}
        rows={6}
        value={result.text}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClasses} mt-4 resize-y`}
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <CopyButton
          text={result.text}
          copiedMessage={t('promptBuilder.promptCopied')}
          disabled={blank}
        >
          {t('creation.copyPrompt')}
        </CopyButton>
        <Button size="sm" disabled={blank} onClick={() => onUse(result.text.trim())}>
          {t('promptBuilder.usePromptFor', { format })}
          <ArrowRightIcon className="size-4" aria-hidden="true" />
        </Button>
      </div>
      <div className="mt-5">
        <TranslateSelect
          text={result.text}
          label={t('creation.translatePrompt')}
          copiedMessage={t('promptBuilder.translatedCopied')}
        />
      </div>
    </Card>
  );
}
