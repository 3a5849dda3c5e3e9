import { createContext, useContext, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../kits/session/auth-context';
import { useMediaQuery } from '../../../lib/use-media-query';

export type AuthPanelMode = 'login' | 'signup';

interface AuthPanelState {
  mode: AuthPanelMode;
  /** Narrow screens only: the panel under the top bar is showing. */
  open: boolean;
  /**
   * Non-zero when the last change asked for the form to take focus ("Start Free Today"); a new
   * value each time, so asking twice focuses twice. A plain toggle sets it back to 0.
   */
  focusRequest: number;
}

export interface AuthPanelValue extends AuthPanelState {
  show: (mode: AuthPanelMode, options?: { focus?: boolean }) => void;
  setMode: (mode: AuthPanelMode) => void;
  close: () => void;
}

export const AuthPanelContext = createContext<AuthPanelValue | null>(null);

export function useAuthPanel(): AuthPanelValue {
  const value = useContext(AuthPanelContext);
  if (!value) throw new Error('useAuthPanel must be used inside the landing page');
  return value;
}

/** Owned by the landing page, so every visit starts on the login form, closed. */
export function useAuthPanelState(): AuthPanelValue {
  const [state, setState] = useState<AuthPanelState>({
    mode: 'login',
    open: false,
    focusRequest: 0,
  });
  return useMemo(
    () => ({
      ...state,
      show: (mode, { focus = false } = {}) =>
        setState((current) => ({
          mode,
          open: true,
          focusRequest: focus ? current.focusRequest + 1 : 0,
        })),
      setMode: (mode) => setState((current) => ({ ...current, mode, focusRequest: 0 })),
      close: () => setState((current) => ({ ...current, open: false, focusRequest: 0 })),
    }),
    [state],
  );
}

/**
 * "Start Free Today" and the tour's "Get Started Free": the sign-up form, opened and focused (on a
 * narrow screen the panel opens first). Someone already signed in goes to the dashboard instead.
 */
export function useStartFree(): () => void {
  const panel = useAuthPanel();
  const { status } = useAuth();
  const navigate = useNavigate();
  return () => {
    if (status === 'signed-in') void navigate('/dashboard');
    else panel.show('signup', { focus: true });
  };
}

/** Tailwind's lg: the side column appears exactly where the layout turns into two columns. */
const WIDE = '(min-width: 1024px)';

/**
 * Whether the account card sits in the side column (wide) or in a panel under the top bar. Read
 * by the two small parts that differ, not by the page: the prerendered page is drawn wide, and on
 * a phone only these re-render once it hydrates.
 */
export function useWideLayout(): boolean {
  return useMediaQuery(WIDE, true);
}
