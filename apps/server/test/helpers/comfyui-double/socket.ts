import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import WebSocket, { WebSocketServer } from 'ws';
import { authorized, UNAUTHORIZED } from './replies';
import type { ComfyUIState } from './state';
import type { ComfyUIRequest } from './types';

// The socket (`/ws?clientId=`) over which ComfyUI tells a client how its prompts run.

export const queueInfo = (state: ComfyUIState) => ({
  exec_info: { queue_remaining: state.pending.length + (state.running ? 1 : 0) },
});

/** To one client, or to every socket when there is no client id. */
export function sendTo(
  state: ComfyUIState,
  clientId: string | undefined,
  message: string | Buffer,
) {
  const targets = clientId === undefined ? [...state.live.values()] : [state.live.get(clientId)];
  for (const socket of targets) {
    if (socket?.readyState === WebSocket.OPEN) socket.send(message);
  }
}
export const sendJson = (
  state: ComfyUIState,
  clientId: string | undefined,
  type: string,
  data: unknown,
) => sendTo(state, clientId, JSON.stringify({ type, data }));
export const queueUpdated = (state: ComfyUIState) =>
  sendJson(state, undefined, 'status', { status: queueInfo(state) });

function connect(
  state: ComfyUIState,
  socket: WebSocket,
  requested: string | null,
  headers: IncomingHttpHeaders,
) {
  const { live, running } = state;
  const clientId = requested || randomUUID().replaceAll('-', '');
  live.set(clientId, socket);
  state.socketLog.push({ clientId, headers });
  socket.on('error', () => undefined);
  socket.on('close', () => {
    if (live.get(clientId) === socket) live.delete(clientId);
  });
  sendJson(state, clientId, 'status', { status: queueInfo(state), sid: clientId });
  // A client that reconnects while its prompt runs is told the node in progress, as ComfyUI does.
  if (running && running.tuple[3].client_id === clientId && running.currentNode) {
    sendJson(state, clientId, 'executing', { node: running.currentNode });
  }
}

/**
 * Takes the server's socket upgrades: `/ws` (or `/api/ws`) connects unless the behaviour is
 * `no_socket`; each upgrade is recorded as a call.
 */
export function serveSockets(
  server: Server,
  state: ComfyUIState,
  options: { token?: string; record: (incoming: IncomingMessage) => ComfyUIRequest },
) {
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (incoming: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => undefined);
    const request = options.record(incoming);
    const refuse = (status: string, body: string, type = 'text/plain; charset=utf-8') =>
      socket.end(
        `HTTP/1.1 ${status}\r\ncontent-type: ${type}\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
      );
    if (!authorized(incoming.headers, options.token)) {
      return refuse('401 Unauthorized', UNAUTHORIZED, 'text/html');
    }
    const route = request.path.startsWith('/api/') ? request.path.slice(4) : request.path;
    if (route !== '/ws' || state.behaviour.kind === 'no_socket')
      return refuse('404 Not Found', '404: Not Found');
    wss.handleUpgrade(incoming, socket, head, (ws) =>
      connect(state, ws, request.query.get('clientId'), incoming.headers),
    );
  });
  return wss;
}
