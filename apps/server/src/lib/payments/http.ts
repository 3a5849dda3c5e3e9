import { AppError } from '../errors';

const TIMEOUT_MS = 15_000;

/**
 * A JSON call to a payment gateway. A gateway that cannot be reached, or refuses, is a 502-like
 * failure for the user ("try again"), with the gateway's answer in the log, never in the reply.
 */
export async function gatewayJson<T>(
  gateway: string,
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new GatewayError(gateway, `could not reach ${url}`, error);
  }
  const text = await response.text();
  if (!response.ok) {
    throw new GatewayError(
      gateway,
      `${init.method} ${url} answered ${response.status}: ${text.slice(0, 500)}`,
    );
  }
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new GatewayError(gateway, `${url} answered something other than JSON`, error);
  }
}

/** A gateway failed; the user is told to try again, the log gets the details. */
export class GatewayError extends AppError {
  constructor(
    readonly gateway: string,
    readonly reason: string,
    cause?: unknown,
  ) {
    super('UNAVAILABLE', 'Failed to initiate payment. Please try again.', undefined, undefined);
    this.cause = cause;
  }
}
