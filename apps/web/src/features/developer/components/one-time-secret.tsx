import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { inputClasses } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n/i18n';

export interface OneTimeSecretProps {
  /** What it is, for the field's label and the Copy button's name. */
  kind: 'apiKey' | 'signingSecret';
  value: string;
  /** Why it cannot be shown again, after the warning itself. */
  reason: string;
  onDone: () => void;
}

/**
 * A key or signing secret, shown this once: the server does not answer it again. It is gone when
 * the card forgets it (Done, or leaving the page).
 */
export function OneTimeSecret({ kind, value, reason, onDone }: OneTimeSecretProps) {
  const t = useT();
  const id = useId();
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <Alert tone="warning">
        <strong>{t('developer.copyNow')}</strong> {reason}
      </Alert>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('developer.yourNew', { kind })}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <input
          id={id}
          readOnly
          value={value}
          spellCheck={false}
          onFocus={(event) => event.target.select()}
          className={`${inputClasses} font-mono`}
        />
        <CopyButton
          text={value}
          size="md"
          copiedMessage={t('developer.secretCopied', { kind })}
          aria-label={t('developer.copySecret', { kind })}
        >
          {t('developer.copy')}
        </CopyButton>
      </div>
      <Button variant="secondary" size="sm" onClick={onDone}>
        {t('developer.done')}
      </Button>
    </div>
  );
}
