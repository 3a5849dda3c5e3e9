import { randomUUID } from 'node:crypto';
import type { Reply } from '../http-double';
import { fileNamed } from './files';
import { json, ok, serverError } from './replies';
import { queueUpdated } from './socket';
import { specsOf, type ComfyUIState } from './state';
import { invalid, isObject, validatePrompt } from './validation';
import { interrupt, pump } from './worker';

// Queueing prompts, and the queue, interrupt and history routes around them.

export function postPrompt(state: ComfyUIState, raw: Buffer): Reply {
  if (state.behaviour.kind === 'garbage') {
    return {
      status: 200,
      type: 'text/html',
      body: '<html><body><h1>502 Bad Gateway</h1></body></html>',
    };
  }
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return serverError();
  }
  const data = isObject(body) ? body : {};
  let queuedAs: number;
  if ('number' in data) {
    queuedAs = Number(data.number);
  } else {
    queuedAs = data.front ? -state.number : state.number;
    state.number += 1;
  }
  if (!('prompt' in data)) {
    const error = invalid('no_prompt', 'No prompt provided', 'No prompt provided');
    return json(400, { error, node_errors: {} });
  }
  const validation = validatePrompt(
    data.prompt,
    specsOf(state),
    (image) => fileNamed(state.files, image) !== undefined,
  );
  if (!validation.ok)
    return json(400, { error: validation.error, node_errors: validation.nodeErrors });
  const promptId = typeof data.prompt_id === 'string' ? data.prompt_id : randomUUID();
  const extra: Record<string, unknown> = isObject(data.extra_data) ? { ...data.extra_data } : {};
  if ('client_id' in data) extra.client_id = data.client_id;
  extra.create_time = Date.now();
  state.pending.push({
    tuple: [queuedAs, promptId, validation.workflow, extra, validation.outputs],
    behaviour: state.behaviour,
    interrupted: false,
    wake: () => undefined,
    currentNode: null,
    epoch: state.epoch,
  });
  queueUpdated(state);
  setImmediate(() => pump(state));
  return json(200, { prompt_id: promptId, number: queuedAs, node_errors: validation.nodeErrors });
}

export function postQueue(state: ComfyUIState, raw: Buffer): Reply {
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return serverError();
  }
  const data = isObject(body) ? body : {};
  if (data.clear) state.pending = [];
  if (Array.isArray(data.delete)) {
    state.pending = state.pending.filter(
      (job) => !(data.delete as unknown[]).includes(job.tuple[1]),
    );
  }
  queueUpdated(state);
  return ok();
}

export function postInterrupt(state: ComfyUIState, raw: Buffer): Reply {
  const { running } = state;
  let body: unknown = {};
  try {
    body = JSON.parse(raw.toString('utf8') || '{}');
  } catch {
    // ComfyUI reads a body that is not JSON as no body: interrupt whatever runs.
  }
  const promptId = isObject(body) && typeof body.prompt_id === 'string' ? body.prompt_id : null;
  if (running && (promptId === null || running.tuple[1] === promptId)) interrupt(running);
  return ok();
}

export function getHistory(state: ComfyUIState, query: URLSearchParams): Reply {
  const entries = [...state.history.entries()];
  const max = Number(query.get('max_items'));
  return json(200, Object.fromEntries(max > 0 ? entries.slice(-max) : entries));
}
