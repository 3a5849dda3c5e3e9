import { useEffect } from 'react';
import { useAuth } from '../../kits/session/auth-context';
import {
  applyTheme,
  cacheTheme,
  readCachedTheme,
  resetTheme,
  useThemePreview,
} from '../../lib/theme';
import type { ThemeChoice } from '../../lib/theme';

/**
 * Keeps <html> in the signed-in user's theme while the shell is on screen. It lives in the shell,
 * not the entry, so the landing page (always light) loads none of it.
 */
export function useThemeSync(): void {
  const auth = useAuth();
  const preview = useThemePreview();
  const saved = savedTheme(auth);
  const theme = preview ?? saved;

  useEffect(() => applyTheme(theme), [theme]);

  useEffect(() => {
    if (auth.status === 'signed-in') cacheTheme(saved);
  }, [auth.status, saved]);

  // Leaving the shell (signing out to the landing page) leaves the light look behind.
  useEffect(() => resetTheme, []);
}

function savedTheme(auth: ReturnType<typeof useAuth>): ThemeChoice {
  if (auth.status === 'signed-in') return auth.user.preferences.theme;
  if (auth.status === 'loading') return readCachedTheme();
  return 'light';
}
