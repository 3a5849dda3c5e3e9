import type { CurrentUser } from '@atelier/contract';
import { createContext, useContext } from 'react';

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'signed-in'; user: CurrentUser }
  | { status: 'signed-out'; user: null };

export type AuthValue = AuthState & {
  /**
   * Keeps a token the server just issued (sign-in, verification, OAuth) and loads its user; the
   * state is 'loading' until the user arrives.
   */
  signIn: (token: string, rememberMe?: boolean) => void;
  /** Ends the session on the server (best effort) and here, then returns to the landing page. */
  signOut: () => void;
  /**
   * Forgets a session the server has already ended (logout-all, a deleted account) without asking
   * it again, then goes to `to`.
   */
  endSession: (to: string) => void;
  /** Where a protected page sends a signed-out visitor: '/', or where endSession last went. */
  exitTo: string;
};

export const AuthContext = createContext<AuthValue | null>(null);

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
