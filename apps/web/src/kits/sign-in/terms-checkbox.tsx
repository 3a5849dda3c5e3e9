import { useId } from 'react';
import { useT } from '../../lib/i18n/i18n';
import { WithElements } from '../../lib/i18n/with-element';
import { LegalLink } from '../legal/legal-link';
import type { LegalDocId } from '../legal/legal-types';

const linkClass =
  'font-medium text-primary-700 underline-offset-2 hover:underline dark:text-primary-300';

// The agreement names the three policies, each a link, wherever its language puts them. Their
// titles are our own messages, so the sentence's articles agree with them.
const DOCS: { doc: LegalDocId; title: string }[] = [
  { doc: 'privacy', title: 'auth.privacyPolicy' },
  { doc: 'refund', title: 'auth.refundPolicy' },
  { doc: 'terms', title: 'auth.termsOfService' },
];

/**
 * The sign-up agreement. Its links open the policies in dialogs (`onOpenLegal`); a modified click
 * still opens the policy page in a new tab.
 */
export function TermsCheckbox({
  checked,
  onChange,
  onOpenLegal,
  error,
  note,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  onOpenLegal: (doc: LegalDocId) => void;
  error?: string | null;
  /** A quiet explanation, e.g. why the button is still disabled. */
  note?: string | null;
}) {
  const t = useT();
  const messageId = useId();
  const message = error ?? note;
  return (
    <div>
      <label className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-primary-600"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          <WithElements
            text={(privacy, refund, terms) => t('auth.agreeToPolicies', { privacy, refund, terms })}
            nodes={DOCS.map((entry) => (
              <LegalLink key={entry.doc} doc={entry.doc} onOpen={onOpenLegal} className={linkClass}>
                {t(entry.title)}
              </LegalLink>
            ))}
          />
        </span>
      </label>
      {message ? (
        <p
          id={messageId}
          className={
            error
              ? 'mt-1.5 text-sm text-red-600 dark:text-red-400'
              : 'mt-1.5 text-xs text-slate-500 dark:text-slate-400'
          }
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}
