import { createServer, type IncomingMessage } from 'node:http';
import { findFreePort } from '../../src/lib/free-port';

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
  const port = await findFreePort();
  const base = `http://127.0.0.1:${port}`;
  const requests: JsonRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: JsonRequest = {
        method: incoming.method ?? 'GET',
        url: new URL(incoming.url ?? '/', base),
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      void Promise.resolve()
        .then(() => handle(request))
        .catch((error: unknown) => ({ status: 500, body: { error: String(error) } }))
        .then(({ status, body }) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(body));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: base,
    requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
