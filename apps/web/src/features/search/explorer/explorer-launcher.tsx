import CompassIcon from 'lucide-react/icons/compass';
import XIcon from 'lucide-react/icons/x';
import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { useAuth } from '../../../kits/session/auth-context';
import { PANEL_POSITION } from './panel-position';
import { useT } from '../../../lib/i18n/i18n';

// Only this button is in the signed-in pages' bundle: the panel loads on first open.
const ExplorerPanel = lazy(() => import('./explorer-panel'));

const NOT_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** "/" opens the Explorer unless it is being typed into a field. */
function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT') {
    return true;
  }
  return target instanceof HTMLInputElement && !NOT_TEXT_INPUTS.has(target.type);
}

function isShortcut(event: KeyboardEvent): boolean {
  if (event.isComposing || event.altKey) return false;
  if (event.key.toLowerCase() === 'k') return (event.ctrlKey || event.metaKey) && !event.shiftKey;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTextField(event.target);
}

/**
 * Spec part 2, "Assistance Explorer (floating)": the round button at the bottom right of every
 * signed-in page, and the shortcuts (/, Ctrl+K or Cmd+K) that open the panel on its search box.
 */
export function ExplorerLauncher() {
  const auth = useAuth();
  return auth.status === 'signed-in' ? <Launcher userId={auth.user.id} /> : null;
}

function Launcher({ userId }: { userId: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [minimized, setMinimized] = useState(false);
  // Bumped by each open or shortcut; the panel focuses its search box when it changes.
  const [focusRequest, setFocusRequest] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const openOnSearchBox = () => {
    setOpen(true);
    setMinimized(false);
    setFocusRequest((count) => count + 1);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      openOnSearchBox();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    // Its height is room at the end of the page, so the button never hides the last line.
    <div
      className="h-20 shrink-0"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        close(true);
      }}
    >
      {open ? (
        <Suspense
          fallback={
            <div className={PANEL_POSITION}>
              <LoadingOverlay label={t('search.openingExplorer')} />
            </div>
          }
        >
          <ExplorerPanel
            id={panelId}
            userId={userId}
            focusRequest={focusRequest}
            minimized={minimized}
            onToggleMinimized={() => setMinimized((value) => !value)}
            onClose={() => close(true)}
            onNavigate={() => close(false)}
          />
        </Suspense>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        aria-label={open ? t('search.closeExplorer') : t('search.openExplorer')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-keyshortcuts="/ Control+K Meta+K"
        onClick={() => (open ? close(true) : openOnSearchBox())}
        className="fixed right-4 bottom-4 z-30 flex size-14 items-center justify-center rounded-full bg-primary-600 text-white shadow-lg transition hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 sm:right-6 sm:bottom-6"
      >
        {open ? (
          <XIcon className="size-6" aria-hidden="true" />
        ) : (
          <CompassIcon className="size-6" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}
