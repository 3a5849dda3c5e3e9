import type { CurrentUser } from '@atelier/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  apiFetch,
  clearToken,
  getToken,
  setToken,
  setUnauthorizedHandler,
} from '../../lib/api-client';
import { useCreditsUpdated } from '../../lib/credits-events';
import { useHydrated } from '../../lib/use-hydrated';
import { currentUserKey, currentUserQuery } from './api/get-current-user';
import { logout } from './api/logout';
import { AuthContext } from './auth-context';
import type { AuthState, AuthValue } from './auth-context';

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [storedToken, setHasToken] = useState(() => getToken() !== null);
  // A prerendered page shows the signed-out view, so hydration starts from it too.
  const hasToken = useHydrated() && storedToken;
  const me = useQuery({ ...currentUserQuery(), enabled: hasToken });

  // Where the last ended session was sent. The protected page being left re-renders signed out
  // before the router arrives there, and its guard must send it the same way, not to '/'.
  const [exitTo, setExitTo] = useState('/');

  const endLocalSession = useCallback(
    (to = '/') => {
      clearToken();
      setHasToken(false);
      setExitTo(to);
      queryClient.clear();
      void navigate(to, { replace: true });
    },
    [navigate, queryClient],
  );

  useEffect(() => {
    setUnauthorizedHandler(() => endLocalSession());
    return () => setUnauthorizedHandler(null);
  }, [endLocalSession]);

  // Generated media is served to its owner only, and <img> and <video> tags send no bearer
  // header: the server sets a cookie carrying the session instead, asked for once per token.
  const mediaCookieToken = useRef<string | null>(null);
  useEffect(() => {
    const token = getToken();
    if (!me.data || !token || mediaCookieToken.current === token) return;
    mediaCookieToken.current = token;
    apiFetch('/auth/media-cookie', { method: 'POST' }).catch((error: unknown) =>
      console.warn('Failed to set the media cookie', error),
    );
  }, [me.data]);

  // The balance changes with every paid call; patching the cached user keeps one source of truth.
  useCreditsUpdated((credits) => {
    queryClient.setQueryData<CurrentUser>(currentUserKey, (user) =>
      user ? { ...user, credits, image_credits: credits } : user,
    );
  });

  const signOut = useCallback(() => {
    // The request carries the token before it is cleared; its answer changes nothing here.
    logout().catch(() => undefined);
    endLocalSession();
  }, [endLocalSession]);

  const signIn = useCallback(
    (token: string, rememberMe = false) => {
      setToken(token, rememberMe);
      setHasToken(true);
      // Whatever was known about a previous user (or a failed fetch) must not stand in for this one.
      void queryClient.resetQueries({ queryKey: currentUserKey });
    },
    [queryClient],
  );

  const state = useMemo<AuthState>(() => {
    if (!hasToken || me.isError) return { status: 'signed-out', user: null };
    if (me.data) return { status: 'signed-in', user: me.data };
    return { status: 'loading', user: null };
  }, [hasToken, me.isError, me.data]);

  const value = useMemo<AuthValue>(
    () => ({ ...state, exitTo, signIn, signOut, endSession: endLocalSession }),
    [state, exitTo, signIn, signOut, endLocalSession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
