import { enhancePrompt } from '@atelier/contract';
import WandIcon from 'lucide-react/icons/wand-sparkles';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n/i18n';
import { toast } from '../../../lib/toast';
import type { BuilderResult } from './builder-types';

/** Free and local: adds quality, technical, style and composition terms the prompt lacks. */
export function EnhancerMethod({ onResult }: { onResult: (result: BuilderResult) => void }) {
  const t = useT();
  const inputId = useId();
  const [text, setText] = useState('');
  const blank = text.trim() === '';

  const enhance = () => {
    if (blank) return;
    onResult({ text: enhancePrompt(text.trim()), method: 'enhancer' });
    toast.success(t('promptBuilder.enhanced'));
  };

  return (
    <div className="space-y-3">
      <div>
        <label
          htmlFor={inputId}
          className="block text-sm font-medium text-slate-800 dark:text-slate-200"
        >
          {t('promptBuilder.yourPrompt')}
        </label>
        <textarea
          id={inputId}
          rows={4}
          value={text}
          maxLength={4000}
          placeholder={t('promptBuilder.enhancerPlaceholder')}
          onChange={(event) => setText(event.target.value)}
          className={`${inputClasses} mt-1.5 resize-y`}
        />
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {t('promptBuilder.enhancerHint')}
        </p>
      </div>
      <Button disabled={blank} onClick={enhance}>
        <WandIcon className="size-4" aria-hidden="true" />
        {t('promptBuilder.enhance')}
      </Button>
    </div>
  );
}
