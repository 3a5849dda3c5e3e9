import type { MouseEvent, ReactNode } from 'react';
import { useT } from '../../lib/i18n/i18n';
import { useLocalizedPath } from '../../lib/i18n/use-localized-path';
import { LEGAL_HREFS, LEGAL_TITLES } from './legal-types';
import type { LegalDocId } from './legal-types';

/**
 * A policy link that opens the policy's dialog on a plain click. It stays a real link to the
 * policy page, so a middle or modified click opens it in a new tab, as the spec has the legal
 * links of the sign-in forms do.
 */
export function LegalLink({
  doc,
  onOpen,
  className,
  children,
}: {
  doc: LegalDocId;
  onOpen: (doc: LegalDocId) => void;
  className?: string;
  children?: ReactNode;
}) {
  const t = useT();
  const localized = useLocalizedPath();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    onOpen(doc);
  };
  return (
    <a
      href={localized(LEGAL_HREFS[doc])}
      target="_blank"
      rel="noreferrer"
      className={className}
      onClick={open}
    >
      {children ?? t(LEGAL_TITLES[doc])}
    </a>
  );
}
