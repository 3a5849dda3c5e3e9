import { startHttpDouble, type IncomingCall } from '../http-double';
import { COMFYUI_CHECKPOINTS } from './node-table';
import { serverError } from './replies';
import { handle } from './routes';
import { serveSockets } from './socket';
import type { ComfyUIState } from './state';
import type { ComfyUIBehaviour, ComfyUIRequest } from './types';
import { interrupt } from './worker';

/** A call as `calls` shows it: a JSON body parsed, a multipart one left for the upload route. */
function record({ method, url, headers, body }: IncomingCall): ComfyUIRequest {
  const request: ComfyUIRequest = {
    method,
    path: url.pathname,
    query: url.searchParams,
    headers,
    body: undefined,
  };
  const text = body.toString('utf8');
  if (!(headers['content-type'] ?? '').startsWith('multipart/')) {
    try {
      request.body = text ? JSON.parse(text) : undefined;
    } catch {
      request.body = text;
    }
  }
  return request;
}

export async function startComfyUIDouble(options: { token?: string; checkpoints?: string[] } = {}) {
  const state: ComfyUIState = {
    checkpoints: options.checkpoints ?? COMFYUI_CHECKPOINTS,
    files: new Map(),
    history: new Map(),
    live: new Map(),
    socketLog: [],
    behaviour: { kind: 'normal' },
    pending: [],
    running: null,
    number: 0,
    epoch: 0,
  };
  const { origin, requests, server, callOf, close } = await startHttpDouble({
    record,
    handle: (call, request) => handle(state, options.token, request, call.body),
    failed: () => serverError(),
  });
  const wss = serveSockets(server, state, {
    token: options.token,
    record: (incoming) => {
      const request = record(callOf(incoming, Buffer.alloc(0)));
      requests.push(request);
      return request;
    },
  });

  return {
    url: origin,
    /** The recorded HTTP calls (the socket's upgrade among them), of one method and path if given. */
    calls: (method?: string, path?: string) =>
      requests.filter(
        (request) =>
          (method === undefined || request.method === method) &&
          (path === undefined || request.path === path),
      ),
    /** The sockets that connected, with the client id each was given. */
    sockets: () => [...state.socketLog],
    /** The files prompts saved, each with its prompt, node and seed. */
    outputs: () => [...state.files.values()].filter((file) => file.promptId !== undefined),
    /** The files uploaded. */
    uploads: () => [...state.files.values()].filter((file) => file.promptId === undefined),
    /** How prompts queued from now on run, and whether the socket is offered. */
    behave(next: ComfyUIBehaviour) {
      state.behaviour = next;
    },
    /** An idle server again: no queue, history, files or recorded calls; prompts run normally. */
    reset() {
      state.behaviour = { kind: 'normal' };
      state.epoch += 1;
      state.pending = [];
      if (state.running) interrupt(state.running);
      requests.length = 0;
      state.socketLog.length = 0;
      state.history.clear();
      state.files.clear();
    },
    /** Stops the work, closes the sockets and the server. */
    stop: () => {
      state.pending = [];
      if (state.running) interrupt(state.running);
      for (const socket of wss.clients) socket.terminate();
      wss.close();
      return close();
    },
  };
}
