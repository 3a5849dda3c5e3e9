import { apiRequest } from '../../../lib/api-client';
import type { ApiAnswer } from '../../../lib/api-client';
import { teamHeaders } from '../../workspace/workspace-store';

export interface PostGenerationOptions {
  /** One per click of a paid button: a retried request is then answered once and charged once. */
  idempotencyKey?: string;
  /** Ask for 202 and a job id at once (`Prefer: respond-async`) rather than the finished answer. */
  respondAsync?: boolean;
  signal?: AbortSignal;
}

/**
 * POSTs a generation request; the status tells a job accepted (202) from a finished answer. Every
 * tool submits through here, so in a team's workspace each one names the team whose wallet pays.
 */
export function postGeneration(
  path: string,
  body: unknown,
  options: PostGenerationOptions = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = teamHeaders();
  if (options.respondAsync) headers.Prefer = 'respond-async';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  return apiRequest(path, { method: 'POST', body, headers, signal: options.signal });
}
