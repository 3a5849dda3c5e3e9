import { clsx } from 'clsx';
import ExternalLinkIcon from 'lucide-react/icons/external-link';
import type { AnchorHTMLAttributes } from 'react';
import { useT } from '../../lib/i18n/i18n';

/** A link to another site: a new tab that cannot reach back into this one (spec). */
export function ExternalLink({
  href,
  className,
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const t = useT();
  return (
    <a
      {...props}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={clsx('inline-flex items-center gap-1.5', className)}
    >
      {children}
      <ExternalLinkIcon className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="sr-only"> {t('common.opensInNewTab')}</span>
    </a>
  );
}
