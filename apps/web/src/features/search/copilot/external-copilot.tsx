import ExternalLinkIcon from 'lucide-react/icons/external-link';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { PageHeader } from '../../../components/ui/page-header';

/** Spec: the loading flag clears after 3 s. */
export const COPILOT_LOADING_MS = 3000;

function openCopilot(href: string): Window | null {
  return window.open(href, 'copilot', 'width=1400,height=900');
}

/** Opens the external assistant in its 1400 x 900 popup, and again on request if it was blocked. */
export function ExternalCopilot({ url, query }: { url: string; query: string }) {
  const href = `${url}?q=${encodeURIComponent(query)}`;
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
      <PageHeader
        title="Copilot"
        description="Your assistant opens in its own window, beside this one."
      />
      <div className="mt-8" aria-live="polite">
        {loading ? (
          <LoadingOverlay label="Opening Copilot..." />
        ) : (
          <div className="space-y-4">
            {blocked ? (
              <Alert tone="error">
                Your browser blocked the Copilot window. Allow pop-ups for this site, or open it
                with the button below.
              </Alert>
            ) : (
              <Alert tone="success">Copilot opened in a new window.</Alert>
            )}
            <Button onClick={openAgain}>
              <ExternalLinkIcon className="size-4" aria-hidden="true" />
              {blocked ? 'Open Copilot' : 'Open Copilot again'}
            </Button>
          </div>
        )}
      </div>
    </>
  );
}
