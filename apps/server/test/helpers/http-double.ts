import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { findFreePort } from '../../src/lib/free-port';

/** One call to a double, its body read whole. */
export interface IncomingCall {
  method: string;
  /** Absolute, on the double's origin. */
  url: URL;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** What a double answers. */
export interface Reply {
  status: number;
  type: string;
  body: string | Buffer;
  headers?: Record<string, string>;
}

export const jsonReply = (status: number, body: unknown, type = 'application/json'): Reply => ({
  status,
  type,
  body: JSON.stringify(body),
});

/** A base URL where nothing listens, for a server that is down. */
export async function unreachableUrl(pathPrefix = ''): Promise<string> {
  return `http://127.0.0.1:${await findFreePort()}${pathPrefix}`;
}

/**
 * The HTTP plumbing of a local double of an outside API: it listens on 127.0.0.1 at a free port,
 * reads each call's body, keeps what `record` makes of it in `requests` (in the order calls
 * arrived, before they are answered), and sends what `handle` answers, or what `failed` makes of
 * what it threw. `record` sees the call before `handle`, which may add what it learns to the
 * record (a parsed form, say).
 */
export async function startHttpDouble<Recorded>(options: {
  record: (call: IncomingCall) => Recorded;
  handle: (call: IncomingCall, recorded: Recorded) => Reply | Promise<Reply>;
  failed: (error: unknown) => Reply;
}) {
  const port = await findFreePort();
  const origin = `http://127.0.0.1:${port}`;
  const requests: Recorded[] = [];
  const callOf = (incoming: IncomingMessage, body: Buffer): IncomingCall => ({
    method: incoming.method ?? 'GET',
    url: new URL(incoming.url ?? '/', origin),
    headers: incoming.headers,
    body,
  });
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const call = callOf(incoming, Buffer.concat(chunks));
      const recorded = options.record(call);
      requests.push(recorded);
      void Promise.resolve()
        .then(() => options.handle(call, recorded))
        .catch(options.failed)
        .then((reply) => send(response, reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin,
    requests,
    /** For what plain request and answer do not cover: a socket's upgrade. */
    server,
    /** The call as `record` sees it, for a request answered outside `handle` (an upgrade). */
    callOf,
    /** Stops listening; a call still waiting for its answer (a hang) has its connection cut. */
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function send(response: ServerResponse, reply: Reply) {
  // A caller that gave up (an aborted hang) has closed its socket; the answer goes into the void.
  response.on('error', () => undefined);
  if (response.destroyed) return;
  response.writeHead(reply.status, { 'content-type': reply.type, ...reply.headers });
  response.end(reply.body);
}
