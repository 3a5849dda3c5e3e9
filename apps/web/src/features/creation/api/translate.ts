import { TranslateResponse } from '@atelier/contract';
import type { TranslateBody } from '@atelier/contract';
import { apiFetch } from '../../../lib/api-client';

/**
 * Translates a result. With no text provider configured the server answers 503 with a detail that
 * names the setting to turn it on.
 */
export function translate(body: TranslateBody, signal?: AbortSignal): Promise<TranslateResponse> {
  return apiFetch('/translate', { method: 'POST', body, schema: TranslateResponse, signal });
}
