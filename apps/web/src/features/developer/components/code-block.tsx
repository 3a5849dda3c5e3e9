import { useId } from 'react';
import { CopyButton } from '../../../components/ui/copy-button';
import { useT } from '../../../lib/i18n/i18n';

/** A snippet to copy: its title, the code, and Copy. */
export function CodeBlock({ title, code }: { title: string; code: string }) {
  const t = useT();
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} className="min-w-0">
      <div className="flex items-center justify-between gap-3">
        <h3 id={titleId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {title}
        </h3>
        <CopyButton
          text={code}
          variant="ghost"
          aria-label={t('developer.copyNamed', { name: title })}
        >
          {t('developer.copy')}
        </CopyButton>
      </div>
      {/* Focusable so a keyboard can scroll a long line into view. */}
      <pre
        tabIndex={0}
        className="mt-2 overflow-x-auto rounded-xl bg-slate-900 p-4 font-mono text-xs leading-relaxed text-slate-100 dark:bg-slate-950 dark:ring-1 dark:ring-slate-800"
      >
        <code>{code}</code>
      </pre>
    </div>
  );
}
