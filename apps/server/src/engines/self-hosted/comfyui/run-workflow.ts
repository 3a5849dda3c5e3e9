import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { z } from 'zod';
import type { EngineContext } from '../../types';
import {
  callServer,
  callServerJson,
  serverFailure,
  serverUrl,
  type SelfHostedServer,
} from '../server-call';
import type { ComfyWorkflow } from './workflow-templates';

/**
 * One workflow run on ComfyUI, as its own web UI runs one (issue 36): connect the progress
 * socket `/ws?clientId=`, queue the workflow with `POST /prompt` under that client id, follow
 * `progress` and `executing` messages to the end, then read the outputs from `/history/{id}` and
 * fetch each file from `/view`. Without the socket (a proxy that does not pass upgrades) it polls
 * the history instead. A cancel or the tool's timeout deletes the prompt from the queue and
 * interrupts it, so the server does not go on working for nobody.
 */

export interface OutputFile {
  filename: string;
  subfolder: string;
  type: string;
  /** Core SaveVideo and SaveAnimatedWEBP mark their files animated; VHS_VideoCombine's `gifs`. */
  animated: boolean;
}

export interface RunOptions {
  /** How often to read the history when the socket is not there (tests shorten it). */
  pollMs?: number;
  /** Progress is reported in this span of the job's percent, e.g. [5, 90]. */
  span?: [number, number];
  message: string;
}

const CLEAN_UP_TIMEOUT_MS = 5_000;
/** How long queueing a prompt may take before the server is called unanswering. */
const QUEUE_TIMEOUT_MS = 30_000;
/** How often the history is read in the moment between the end message and its writing. */
const HISTORY_GAP_MS = 50;
const SOCKET_OPEN_TIMEOUT_MS = 5_000;

const Queued = z.object({ prompt_id: z.string().min(1) });
const FileRef = z.object({
  filename: z.string().min(1),
  subfolder: z.string().default(''),
  type: z.string().default('output'),
});
const NodeOutput = z
  .object({
    images: z.array(FileRef).optional(),
    gifs: z.array(FileRef).optional(),
    videos: z.array(FileRef).optional(),
    animated: z.array(z.boolean()).optional(),
  })
  .passthrough();
const HistoryEntry = z.object({
  outputs: z.record(z.string(), NodeOutput).default({}),
  status: z
    .object({
      status_str: z.string().optional(),
      completed: z.boolean().optional(),
      messages: z.array(z.tuple([z.string(), z.unknown()])).optional(),
    })
    .optional(),
});
const History = z.record(z.string(), HistoryEntry);

const SocketMessage = z.object({
  type: z.string(),
  data: z
    .object({
      prompt_id: z.string().optional(),
      node: z.string().nullable().optional(),
      value: z.number().optional(),
      max: z.number().optional(),
      exception_message: z.string().optional(),
      node_type: z.string().optional(),
    })
    .passthrough(),
});

/** How a run ended, as the socket or the history told it. */
type Ending =
  | { kind: 'done' }
  | { kind: 'error'; message: string }
  | { kind: 'interrupted' }
  | { kind: 'socket_lost' };

/** ComfyUI's answer to a workflow it refused (400): its error and each node's errors. */
const Refusal = z.object({
  error: z.union([z.string(), z.object({ message: z.string(), details: z.string().optional() })]),
  node_errors: z
    .record(
      z.string(),
      z.object({
        class_type: z.string().optional(),
        errors: z.array(z.object({ message: z.string(), details: z.string().optional() })),
      }),
    )
    .optional(),
});

function refusalText(body: unknown): string | null {
  const parsed = Refusal.safeParse(body);
  if (!parsed.success) return null;
  const { error, node_errors: nodes = {} } = parsed.data;
  const first = Object.values(nodes)[0];
  const nodeError = first?.errors[0];
  if (nodeError) {
    const detail = nodeError.details ? ` (${nodeError.details})` : '';
    return `${first.class_type ?? 'a node'}: ${nodeError.message}${detail}`;
  }
  return typeof error === 'string' ? error : error.message;
}

/** Queues the workflow; a refusal is the server's failure, in ComfyUI's own words. */
async function queuePrompt(
  server: SelfHostedServer,
  workflow: ComfyWorkflow,
  clientId: string,
  signal: AbortSignal,
): Promise<string> {
  const response = await fetch(serverUrl(server, '/prompt'), {
    method: 'POST',
    headers: { ...server.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ prompt: workflow, client_id: clientId }),
    signal,
  }).catch(() => {
    throw serverFailure(server, signal.aborted ? 'did not answer in time' : 'could not be reached');
  });
  if (response.status === 400) {
    const body: unknown = await response.json().catch(() => null);
    throw serverFailure(
      server,
      `refused the workflow: ${refusalText(body) ?? 'it did not say why'}`.slice(0, 300),
    );
  }
  if (response.status === 401 || response.status === 403) {
    throw serverFailure(server, `refused the token it was given (${response.status})`);
  }
  if (!response.ok) throw serverFailure(server, `answered ${response.status} to /prompt`);
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    if (signal.aborted) throw error;
    throw serverFailure(server, 'answered /prompt with something that is not JSON');
  }
  const queued = Queued.safeParse(json);
  if (!queued.success)
    throw serverFailure(server, 'answered /prompt in a shape that was not expected');
  return queued.data.prompt_id;
}

/** The socket, open; null when the server (or a proxy before it) does not offer one. */
function openSocket(
  server: SelfHostedServer,
  clientId: string,
  signal: AbortSignal,
): Promise<WebSocket | null> {
  const url = new URL(serverUrl(server, `/ws?clientId=${clientId}`));
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { headers: server.headers ?? {} });
    const give = (value: WebSocket | null) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      resolve(value);
    };
    const onAbort = () => {
      socket.terminate();
      give(null);
    };
    const timer = setTimeout(onAbort, SOCKET_OPEN_TIMEOUT_MS);
    signal.addEventListener('abort', onAbort, { once: true });
    socket.once('open', () => give(socket));
    // Refused (404, 401 from a proxy) or unreachable: the history will tell instead.
    socket.once('error', () => give(null));
    socket.once('unexpected-response', () => {
      socket.terminate();
      give(null);
    });
  });
}

/**
 * Follows one prompt's messages until it ends; binary messages are previews and ignored. The
 * socket is open before the prompt is queued, so messages that come before its id is known are
 * kept and read once `follow(id)` is called.
 */
function watchSocket(
  socket: WebSocket,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): { follow(promptId: string): void; ending: Promise<Ending> } {
  let promptId: string | null = null;
  const early: z.infer<typeof SocketMessage>[] = [];
  let end: (ending: Ending) => void = () => undefined;
  const ending = new Promise<Ending>((resolve) => {
    end = (value) => {
      signal.removeEventListener('abort', onAbort);
      socket.removeAllListeners('message');
      resolve(value);
    };
  });
  const onAbort = () => end({ kind: 'interrupted' });
  signal.addEventListener('abort', onAbort, { once: true });
  const read = ({ type, data }: z.infer<typeof SocketMessage>) => {
    if (data.prompt_id !== promptId) return;
    if (type === 'progress' && data.value !== undefined && data.max) {
      onProgress(Math.min(1, data.value / data.max));
    } else if ((type === 'executing' && data.node === null) || type === 'execution_success') {
      end({ kind: 'done' });
    } else if (type === 'execution_error') {
      end({ kind: 'error', message: errorText(data) });
    } else if (type === 'execution_interrupted') {
      end({ kind: 'interrupted' });
    }
  };
  socket.on('message', (raw, isBinary) => {
    if (isBinary) return;
    let parsed;
    try {
      // A text frame: a Buffer, or several when it came in fragments.
      const text = Array.isArray(raw)
        ? Buffer.concat(raw).toString()
        : Buffer.from(raw as Buffer).toString();
      parsed = SocketMessage.safeParse(JSON.parse(text));
    } catch {
      return;
    }
    if (!parsed.success) return;
    if (promptId === null) early.push(parsed.data);
    else read(parsed.data);
  });
  socket.once('close', () => end({ kind: 'socket_lost' }));
  return {
    follow(id) {
      promptId = id;
      for (const message of early.splice(0)) read(message);
    },
    ending,
  };
}

function errorText(data: { exception_message?: string; node_type?: string }): string {
  const where = data.node_type ? ` in ${data.node_type}` : '';
  return `failed${where}: ${(data.exception_message ?? 'no reason given').trim()}`.slice(0, 300);
}

/** The prompt's history entry once it has ended; null while it is queued or running. */
async function readHistory(server: SelfHostedServer, promptId: string, signal: AbortSignal) {
  const history = await callServerJson(server, `/history/${promptId}`, { signal }, History);
  const entry = history[promptId];
  if (!entry) return null;
  const status = entry.status;
  if (status?.status_str === 'error') {
    const error = status.messages?.find(([type]) => type === 'execution_error')?.[1];
    const interrupted = status.messages?.some(([type]) => type === 'execution_interrupted');
    return {
      entry,
      ending: interrupted
        ? { kind: 'interrupted' as const }
        : {
            kind: 'error' as const,
            message: errorText(error ?? {}),
          },
    };
  }
  if (status && status.completed === false) return null;
  return { entry, ending: { kind: 'done' as const } };
}

async function pollHistory(
  server: SelfHostedServer,
  promptId: string,
  signal: AbortSignal,
  pollMs: number,
) {
  for (;;) {
    const read = await readHistory(server, promptId, signal);
    if (read) return read;
    await sleep(pollMs, undefined, { signal });
  }
}

/** Deletes the prompt from the queue and interrupts it: best effort, after a cancel or timeout. */
async function stopPrompt(server: SelfHostedServer, promptId: string): Promise<void> {
  const quiet = { ...server, onError: undefined };
  const signal = AbortSignal.timeout(CLEAN_UP_TIMEOUT_MS);
  await callServer(quiet, '/queue', { json: { delete: [promptId] }, signal }).catch(
    () => undefined,
  );
  await callServer(quiet, '/interrupt', { json: { prompt_id: promptId }, signal }).catch(
    () => undefined,
  );
}

function outputFiles(outputs: Record<string, z.infer<typeof NodeOutput>>): OutputFile[] {
  return Object.values(outputs).flatMap((output) => {
    const animated = output.animated?.some(Boolean) ?? false;
    return [
      ...(output.images ?? []).map((file) => ({ ...file, animated })),
      ...(output.gifs ?? []).map((file) => ({ ...file, animated: true })),
      ...(output.videos ?? []).map((file) => ({ ...file, animated: true })),
    ];
  });
}

/**
 * Runs the workflow and answers the files its output nodes saved (not yet downloaded: see
 * `downloadOutput`). The job's signal stops it; the server is told to stop too.
 */
export async function runWorkflow(
  server: SelfHostedServer,
  workflow: ComfyWorkflow,
  context: EngineContext,
  options: RunOptions,
): Promise<OutputFile[]> {
  const { signal } = context;
  const [from, to] = options.span ?? [5, 90];
  const clientId = randomUUID();
  const socket = await openSocket(server, clientId, signal);
  let promptId: string | null = null;
  try {
    signal.throwIfAborted();
    let highest = 0;
    const watching = socket
      ? watchSocket(
          socket,
          (fraction) => {
            if (fraction <= highest) return;
            highest = fraction;
            context.progress(from + (to - from) * fraction, options.message);
          },
          signal,
        )
      : null;
    // A cancel meanwhile waits for the prompt's id, so that the prompt is deleted on the server
    // rather than left running there.
    promptId = await queuePrompt(server, workflow, clientId, AbortSignal.timeout(QUEUE_TIMEOUT_MS));
    signal.throwIfAborted();
    context.progress(from, options.message);
    watching?.follow(promptId);
    const heard: Ending = watching ? await watching.ending : { kind: 'socket_lost' };
    signal.throwIfAborted();
    if (heard.kind === 'error') throw serverFailure(server, heard.message);
    if (heard.kind === 'interrupted') throw serverFailure(server, 'stopped the work (interrupted)');
    // Without the socket the history is read until the run ends. With it, the history is still
    // read: ComfyUI sends execution_success a moment before it writes the history.
    const pollMs = heard.kind === 'done' ? HISTORY_GAP_MS : (options.pollMs ?? 1_000);
    const { entry, ending } = await pollHistory(server, promptId, signal, pollMs);
    if (ending.kind === 'error') throw serverFailure(server, ending.message);
    if (ending.kind === 'interrupted')
      throw serverFailure(server, 'stopped the work (interrupted)');
    const files = outputFiles(entry.outputs);
    if (!files.length) throw serverFailure(server, 'finished the workflow without saving any file');
    return files;
  } catch (error) {
    if (signal.aborted && promptId) await stopPrompt(server, promptId);
    throw error;
  } finally {
    socket?.terminate();
  }
}

/** One saved file's bytes, from `/view`. */
export async function downloadOutput(
  server: SelfHostedServer,
  file: OutputFile,
  signal: AbortSignal,
): Promise<Buffer> {
  const query = new URLSearchParams({
    filename: file.filename,
    subfolder: file.subfolder,
    type: file.type,
  });
  const response = await callServer(server, `/view?${query.toString()}`, { signal });
  return Buffer.from(await response.arrayBuffer());
}

/** Sends one of the user's images to ComfyUI's input folder; answers the name LoadImage takes. */
export async function uploadImage(
  server: SelfHostedServer,
  image: { body: Buffer; contentType: string },
  signal: AbortSignal,
): Promise<string> {
  const extension = image.contentType.split('/')[1]?.replace('jpeg', 'jpg') ?? 'png';
  const form = new FormData();
  form.append(
    'image',
    new Blob([image.body], { type: image.contentType }),
    `atelier-${randomUUID()}.${extension}`,
  );
  form.append('overwrite', 'true');
  const answer = await callServerJson(
    server,
    '/upload/image',
    { form, signal },
    z.object({ name: z.string().min(1), subfolder: z.string().default('') }),
  );
  return answer.subfolder ? `${answer.subfolder}/${answer.name}` : answer.name;
}

/** The checkpoints CheckpointLoaderSimple can load, for the admin's system health. */
export async function listComfyUICheckpoints(
  server: SelfHostedServer,
  signal: AbortSignal,
): Promise<string[]> {
  const info = await callServerJson(
    server,
    '/object_info/CheckpointLoaderSimple',
    { signal },
    z.object({
      CheckpointLoaderSimple: z.object({
        input: z.object({ required: z.object({ ckpt_name: z.array(z.unknown()) }) }),
      }),
    }),
  );
  const [first, second] = info.CheckpointLoaderSimple.input.required.ckpt_name;
  // Classic: [[names...], {options}]; newer: ["COMBO", {options: [names...]}].
  const names = Array.isArray(first)
    ? first
    : ((second as { options?: unknown[] } | undefined)?.options ?? []);
  return names.filter((name): name is string => typeof name === 'string');
}
