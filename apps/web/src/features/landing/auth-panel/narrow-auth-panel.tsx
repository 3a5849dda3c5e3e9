import type { KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';
import { LazyAuthCard } from './lazy-auth-card';
import { useAuthPanel } from './auth-panel-context';
import type { AuthPanelMode } from './auth-panel-context';

const PANEL_ID = 'auth-panel';

/** Narrow screens: the top bar's Login and Sign Up buttons, which open the panel below it. */
export function NarrowAuthButtons() {
  const panel = useAuthPanel();
  const t = useT();
  const toggle = (mode: AuthPanelMode) => {
    if (panel.open && panel.mode === mode) panel.close();
    else panel.show(mode);
  };
  return (
    <div className="flex items-center gap-2">
      <Button
        size="sm"
        variant="ghost"
        aria-expanded={panel.open && panel.mode === 'login'}
        aria-controls={PANEL_ID}
        onClick={() => toggle('login')}
      >
        {t('landing.login')}
      </Button>
      <Button
        size="sm"
        aria-expanded={panel.open && panel.mode === 'signup'}
        aria-controls={PANEL_ID}
        onClick={() => toggle('signup')}
      >
        {t('landing.signUp')}
      </Button>
    </div>
  );
}

/**
 * The panel itself, part of the sticky top bar so it stays in view wherever the page is scrolled;
 * it scrolls on its own when taller than the screen. Escape closes it.
 */
export function NarrowAuthPanel() {
  const panel = useAuthPanel();
  const t = useT();
  if (!panel.open) return null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') panel.close();
  };
  return (
    <div
      id={PANEL_ID}
      onKeyDown={onKeyDown}
      className="max-h-[calc(100dvh-6.5rem)] overflow-y-auto border-t border-slate-200 bg-slate-50 px-4 py-4 sm:max-h-[calc(100dvh-4rem)]"
    >
      <div className="mx-auto max-w-md">
        <div className="mb-2 flex justify-end">
          <button
            type="button"
            onClick={panel.close}
            className="rounded-md px-2 py-1 text-sm font-medium text-slate-600 hover:bg-slate-200"
          >
            {t('landing.close')}
          </button>
        </div>
        <LazyAuthCard />
      </div>
    </div>
  );
}
