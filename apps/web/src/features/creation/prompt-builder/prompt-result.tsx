import ArrowRightIcon from 'lucide-react/icons/arrow-right';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CardHeader } from '../../../components/ui/page-header';
import { inputClasses } from '../../../components/ui/field';
import { LocalEngineBadge } from '../shared/local-engine-badge';
import { TranslateSelect } from '../shared/translate-select';
import { CopyButton } from '../../../components/ui/copy-button';
import { BUILDER_MESSAGES } from './builder-types';
import type { BuilderResult, PromptFormat } from './builder-types';

const SOURCES: Record<BuilderResult['method'], string> = {
  ai: 'Written by the AI method',
  template: 'From a template: fill in the [variables]',
  enhancer: 'Enhanced locally, free',
  database: 'From the prompt database',
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
  const textId = useId();
  const blank = result.text.trim() === '';
  return (
    <Card role="region" aria-label="Result">
      <CardHeader
        title="Your prompt"
        description={SOURCES[result.method]}
        actions={result.engine === 'local' ? <LocalEngineBadge /> : null}
      />
      {result.note ? (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{result.note}</p>
      ) : null}
      <label htmlFor={textId} className="sr-only">
        Prompt
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
          copiedMessage={BUILDER_MESSAGES.promptCopied}
          disabled={blank}
        >
          Copy prompt
        </CopyButton>
        <Button size="sm" disabled={blank} onClick={() => onUse(result.text.trim())}>
          Use this prompt for {format === 'image' ? 'an image' : 'a video'}
          <ArrowRightIcon className="size-4" aria-hidden="true" />
        </Button>
      </div>
      <div className="mt-5">
        <TranslateSelect
          text={result.text}
          label="Translate the prompt"
          copiedMessage={BUILDER_MESSAGES.translatedCopied}
        />
      </div>
    </Card>
  );
}
