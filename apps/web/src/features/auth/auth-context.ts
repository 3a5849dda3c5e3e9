import type { CurrentUser } from '@atelier/contract';
import { createContext, useContext } from 'react';

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'signed-in'; user: CurrentUser }
  | { status: 'signed-out'; user: null };

export type AuthValue = AuthState & {
  /** Ends the session on the server (best effort) and here, then returns to the landing page. */
  signOut: () => void;
};

export const AuthContext = createContext<AuthValue | null>(null);

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
