import ExternalLinkIcon from 'lucide-react/icons/external-link';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { PageHeader } from '../../../components/ui/page-header';
import { useT } from '../../../lib/i18n/i18n';

/** Spec: the loading flag clears after 3 s. */
export const COPILOT_LOADING_MS = 3000;

function openCopilot(href: string): Window | null {
  return window.open(href, 'copilot', 'width=1400,height=900');
}

/** Opens the external assistant in its 1400 x 900 popup, and again on request if it was blocked. */
export function ExternalCopilot({ url, query }: { url: string; query: string }) {
  const href = `${url}?q=${encodeURIComponent(query)}`;
  const t = useT();
  const popup = useRef<Window | null>(null);
  const [loading, setLoading] = useState(true);
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    // Once per visit: React's development double run of effects must not open it twice.
    popup.current ??= openCopilot(href);
    const timer = setTimeout(() => {
      setLoading(false);
      setBlocked(popup.current === null);
    }, COPILOT_LOADING_MS);
    return () => clearTimeout(timer);
  }, [href]);

  const openAgain = () => {
    popup.current = openCopilot(href);
    setBlocked(popup.current === null);
  };

  return (
    <>
      <PageHeader title="Copilot" description={t('search.externalDescription')} />
      <div className="mt-8" aria-live="polite">
        {loading ? (
          <LoadingOverlay label={t('search.openingCopilot')} />
        ) : (
          <div className="space-y-4">
            {blocked ? (
              <Alert tone="error">{t('search.copilotBlocked')}</Alert>
            ) : (
              <Alert tone="success">{t('search.copilotOpened')}</Alert>
            )}
            <Button onClick={openAgain}>
              <ExternalLinkIcon className="size-4" aria-hidden="true" />
              {blocked ? t('search.openCopilot') : t('search.openCopilotAgain')}
            </Button>
          </div>
        )}
      </div>
    </>
  );
}
