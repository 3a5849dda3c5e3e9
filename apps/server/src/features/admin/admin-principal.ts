import type { AdminRole } from '@atelier/contract';
import type { AdminRow } from '../../db/schema';

/**
 * Who an admin request acts as. Apart from admin-auth.ts because both ways in produce one: the
 * sign-in checked there and an API key (api-keys/api-key-auth.ts), which admin-auth.ts calls.
 */
export interface AdminPrincipal {
  /** The signed-in admin; for an API key, the admin who created it. */
  admin: AdminRow;
  role: AdminRole;
  /** Empty for an API key, which has no session. */
  sessionId: string;
  mfaVerified: boolean;
  /** Set when the request authenticated with an API key instead of a sign-in. */
  apiKey?: { id: string; name: string; prefix: string };
}
