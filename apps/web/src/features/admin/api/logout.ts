import { MessageBody } from '@atelier/contract';
import { adminFetch } from './admin-fetch';

/** Revokes the admin session on the server; the caller forgets it locally whatever the answer. */
export function adminLogout(): Promise<MessageBody> {
  return adminFetch('/logout', { method: 'POST', schema: MessageBody });
}
