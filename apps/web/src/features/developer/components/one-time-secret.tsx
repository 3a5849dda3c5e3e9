import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { inputClasses } from '../../../components/ui/field';

export interface OneTimeSecretProps {
  /** What it is ("API key"), for the field's label and the Copy button's name. */
  name: string;
  value: string;
  /** Why it cannot be shown again, after the warning itself. */
  reason: string;
  onDone: () => void;
}

/**
 * A key or signing secret, shown this once: the server does not answer it again. It is gone when
 * the card forgets it (Done, or leaving the page).
 */
export function OneTimeSecret({ name, value, reason, onDone }: OneTimeSecretProps) {
  const id = useId();
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <Alert tone="warning">
        <strong>Copy it now: you will not see it again.</strong> {reason}
      </Alert>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        Your new {name}
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
          copiedMessage={`${name[0].toUpperCase()}${name.slice(1)} copied to clipboard!`}
          aria-label={`Copy ${name}`}
        >
          Copy
        </CopyButton>
      </div>
      <Button variant="secondary" size="sm" onClick={onDone}>
        Done
      </Button>
    </div>
  );
}
