import type { z } from 'zod';
import { AppError } from '../../lib/errors';

/** A self-hosted AI server as the engines call it (issue 36). */
export interface SelfHostedServer {
  /** As the operator knows it, for messages: `ComfyUI`, `AUTOMATIC1111`. */
  name: string;
  /** Its base address; paths are appended to it (`http://gpu-box:8080/v1` + `/models`). */
  baseUrl: string;
  /** Sent with every call, e.g. `Authorization: Bearer ...`. */
  headers?: Record<string, string>;
  /** A call failed (not when our own signal stopped it): for the provider-error metric. */
  onError?: () => void;
}

export interface ServerCall {
  method?: 'GET' | 'POST' | 'DELETE';
  /** JSON, sent with its content type; FormData as multipart. */
  json?: unknown;
  form?: FormData;
  signal: AbortSignal;
}

/** `http://gpu-box:8080/v1` + `/images/generations`, whatever slashes the operator wrote. */
export function serverUrl(server: SelfHostedServer, path: string): string {
  return `${server.baseUrl.replace(/\/+$/, '')}${path}`;
}

const SNIPPET = 200;

/**
 * The server failed the work: counted for its metric, and named in the job's message. The
 * message is the user's, so it names the kind of server but not its address on the operator's
 * network (the admin's system health shows that).
 */
export function serverFailure(server: SelfHostedServer, message: string): AppError {
  server.onError?.();
  return new AppError('UNAVAILABLE', `${server.name} ${message}`);
}

/**
 * One call to a self-hosted server. A server that cannot be reached or answers an error status
 * fails with a message naming it and what it said; the job fails with it and releases its hold,
 * as for a cloud provider. The job's own signal (its deadline, a cancel) stops the call as such.
 */
export async function callServer(
  server: SelfHostedServer,
  path: string,
  call: ServerCall,
): Promise<Response> {
  const headers: Record<string, string> = { ...server.headers };
  let body: string | FormData | undefined;
  if (call.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.json);
  } else if (call.form) {
    body = call.form;
  }
  let response: Response;
  try {
    response = await fetch(serverUrl(server, path), {
      method: call.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: call.signal,
    });
  } catch (error) {
    if (call.signal.aborted) throw error;
    throw serverFailure(server, 'could not be reached');
  }
  if (response.status === 401 || response.status === 403) {
    // Its error text can repeat part of the key; the user's message must not.
    throw serverFailure(server, `refused the key it was given (${response.status})`);
  }
  if (!response.ok) {
    const text = (await response.text().catch(() => '')).replace(/\s+/g, ' ').trim();
    throw serverFailure(
      server,
      `answered ${response.status} to ${path}${text ? `: ${text.slice(0, SNIPPET)}` : ''}`,
    );
  }
  return response;
}

/** A call answered with JSON of a known shape; anything else is the server's failure. */
export async function callServerJson<T>(
  server: SelfHostedServer,
  path: string,
  call: ServerCall,
  schema: z.ZodType<T>,
): Promise<T> {
  const response = await callServer(server, path, call);
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    if (call.signal.aborted) throw error;
    throw serverFailure(server, `answered ${path} with something that is not JSON`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw serverFailure(server, `answered ${path} in a shape that was not expected`);
  return parsed.data;
}
