import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { findFreePort } from '../../src/lib/free-port';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/**
 * A user's webhook endpoint: records every POST and answers `status` (200 unless a test sets
 * it). Its port is fixed before it listens, so a test can register it while it is down and
 * bring it up later (`up()`), or take it down again.
 */
export async function createWebhookReceiver() {
  const port = await findFreePort();
  const received: ReceivedWebhook[] = [];
  let server: Server | undefined;
  const state = { status: 200 };
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    state,
    up: () =>
      new Promise<void>((resolve) => {
        server = createServer((request, response) => {
          const chunks: Buffer[] = [];
          request.on('data', (chunk: Buffer) => chunks.push(chunk));
          request.on('end', () => {
            received.push({
              headers: request.headers,
              body: Buffer.concat(chunks).toString('utf8'),
              at: Date.now(),
            });
            response.writeHead(state.status, { 'content-type': 'text/plain' });
            response.end('ok');
          });
        });
        server.listen(port, '127.0.0.1', resolve);
      }),
    down: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.closeAllConnections();
        server.close(() => resolve());
        server = undefined;
      }),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof createWebhookReceiver>>;
