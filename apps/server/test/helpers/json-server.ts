import type { IncomingMessage } from 'node:http';
import { jsonReply, startHttpDouble } from './http-double';

export interface JsonRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface JsonReply {
  status: number;
  body: unknown;
}

/** A local HTTP server answering JSON, for doubles of outside APIs; `requests` records every call. */
export async function startJsonServer(
  handle: (request: JsonRequest) => JsonReply | Promise<JsonReply>,
) {
  const double = await startHttpDouble<JsonRequest>({
    record: ({ method, url, headers, body }) => ({
      method,
      url,
      headers,
      body: body.toString('utf8'),
    }),
    handle: async (_call, request) => {
      const { status, body } = await handle(request);
      return jsonReply(status, body);
    },
    failed: (error) => jsonReply(500, { error: String(error) }),
  });
  return { url: double.origin, requests: double.requests, stop: double.close };
}
