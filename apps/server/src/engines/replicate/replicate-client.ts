import { setTimeout as sleep } from 'node:timers/promises';
import Replicate, { type Prediction } from 'replicate';
import type { Env } from '../../config';
import { AppError } from '../../lib/errors';
import type { ReportProgress } from '../types';
import { downloadOutputs, type DownloadedFile } from './replicate-downloads';

export interface PredictionRequest {
  /**
   * An official model, `owner/name` (Replicate runs its current version), or a community model at
   * a published version, `owner/name:version`.
   */
  model: string;
  input: Record<string, unknown>;
}

export interface RunOptions {
  signal: AbortSignal;
  /** 0-100 over the prediction's own life; the engine maps it into its own range. */
  progress?: ReportProgress;
  /** A prediction started by an earlier attempt: poll it instead of starting another. */
  resumeRef?: string | null;
  onProviderRef?: (ref: string) => Promise<void>;
  pollMs?: number;
  /** Typical seconds of processing, for an estimate when the logs carry no percentage. */
  expectedSeconds?: number;
}

export interface ReplicateClient {
  runPrediction(
    request: PredictionRequest,
    options: RunOptions,
  ): Promise<{ id: string; output: unknown }>;
  downloadOutputs(
    urls: string[],
    options: { signal: AbortSignal; maxBytes: number },
  ): Promise<DownloadedFile[]>;
}

export interface ReplicateClientOptions {
  token: string;
  /** e.g. https://api.replicate.com/v1 */
  baseUrl: string;
  pollMs: number;
  /** A call to Replicate failed, or its work did (not when our own signal stopped it). */
  onError?: () => void;
}

/** The client for the configured token, or null when Replicate is not set up. */
export function replicateClientFromConfig(
  config: Pick<Env, 'REPLICATE_API_TOKEN' | 'REPLICATE_API_URL' | 'REPLICATE_POLL_MS'>,
  onError?: () => void,
): ReplicateClient | null {
  if (!config.REPLICATE_API_TOKEN) return null;
  return createReplicateClient({
    token: config.REPLICATE_API_TOKEN,
    baseUrl: config.REPLICATE_API_URL,
    pollMs: config.REPLICATE_POLL_MS,
    onError,
  });
}

export function createReplicateClient(options: ReplicateClientOptions): ReplicateClient {
  const replicate = new Replicate({ auth: options.token, baseUrl: options.baseUrl });

  async function runPrediction(request: PredictionRequest, run: RunOptions) {
    const { signal } = run;
    const api = async <T>(what: string, call: () => Promise<T>): Promise<T> => {
      try {
        return await call();
      } catch (error) {
        if (signal.aborted) throw error;
        throw replicateError(error, what, options.token);
      }
    };
    const report = progressReporter(run.progress, run.expectedSeconds ?? 30);
    let prediction: Prediction | null = null;
    try {
      if (run.resumeRef) {
        prediction = await findPrediction(replicate, run.resumeRef, signal, options.token);
      }
      if (!prediction) {
        prediction = await api(`the model ${request.model}`, () =>
          replicate.predictions.create({
            ...modelOrVersion(request.model),
            input: request.input,
            signal,
          }),
        );
        await run.onProviderRef?.(prediction.id);
      }
      for (;;) {
        if (prediction.status === 'succeeded') {
          return { id: prediction.id, output: prediction.output as unknown };
        }
        if (prediction.status === 'failed') throw predictionFailed(prediction, options.token);
        if (prediction.status === 'canceled') {
          throw new AppError('UNAVAILABLE', 'The work was canceled at Replicate');
        }
        report(prediction);
        await sleep(run.pollMs ?? options.pollMs, undefined, { signal });
        const id: string = prediction.id;
        prediction = await api('the prediction', () => replicate.predictions.get(id, { signal }));
      }
    } catch (error) {
      if (!signal.aborted) {
        options.onError?.();
        throw error;
      }
      if (prediction && !isFinished(prediction)) await cancelQuietly(replicate, prediction.id);
      throw abortReason(signal);
    }
  }

  return {
    runPrediction,
    downloadOutputs: async (urls, download) => {
      try {
        return await downloadOutputs(urls, download);
      } catch (error) {
        if (!download.signal.aborted) options.onError?.();
        throw error;
      }
    },
  };
}

function modelOrVersion(model: string): { model: string } | { version: string } {
  const [, version] = model.split(':');
  return version ? { version } : { model };
}

/** The resumed prediction, or null when Replicate no longer knows it (start afresh then). */
async function findPrediction(
  replicate: Replicate,
  id: string,
  signal: AbortSignal,
  token: string,
) {
  try {
    return await replicate.predictions.get(id, { signal });
  } catch (error) {
    if (signal.aborted) throw error;
    if (apiErrorParts(error).status === 404) return null;
    throw replicateError(error, 'the prediction', token);
  }
}

const isFinished = (prediction: Prediction) =>
  prediction.status === 'succeeded' ||
  prediction.status === 'failed' ||
  prediction.status === 'canceled';

async function cancelQuietly(replicate: Replicate, id: string) {
  try {
    // Our own signal has fired already: the cancel gets a short deadline of its own.
    await replicate.predictions.cancel(id, { signal: AbortSignal.timeout(5_000) });
  } catch {
    // Best effort: Replicate stops an unwatched prediction at its own deadline anyway.
  }
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

/** Collapses whitespace, drops anything that looks like our token, and keeps it short. */
export function shortText(text: string, secret?: string, max = 300): string {
  let clean = text.replace(/\s+/g, ' ').trim();
  if (secret) clean = clean.replaceAll(secret, '[redacted]');
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

function predictionFailed(prediction: Prediction, token: string): AppError {
  const reason = typeof prediction.error === 'string' ? shortText(prediction.error, token) : '';
  return new AppError(
    'UNAVAILABLE',
    reason ? `Replicate could not finish: ${reason}` : 'Replicate could not finish the work',
  );
}

/**
 * The client throws `ApiError` (not exported) whose message ends with the response text, already
 * read: `Request to <url> failed with status <code> <text>: <body>.` Replicate's bodies are
 * problem documents, `{"title", "detail", "status"}`.
 */
function apiErrorParts(error: unknown): { status?: number; detail?: string } {
  if (!(error instanceof Error) || error.name !== 'ApiError') return {};
  const response = (error as Error & { response?: Response }).response;
  const body = /failed with status \d+[^:]*: ([\s\S]*)\.$/.exec(error.message)?.[1];
  let detail: string | undefined;
  try {
    const parsed = JSON.parse(body ?? '') as { detail?: unknown; title?: unknown };
    const text = parsed.detail ?? parsed.title;
    if (typeof text === 'string') detail = text;
  } catch {
    // Not JSON: a proxy's HTML page says nothing useful to the user.
  }
  return { status: response?.status, detail };
}

function replicateError(error: unknown, what: string, token: string): AppError {
  const { status, detail } = apiErrorParts(error);
  const said = detail ? `: ${shortText(detail, token)}` : '';
  const fail = (message: string) => new AppError('UNAVAILABLE', message);
  if (status === undefined) return fail('Replicate could not be reached; try again shortly');
  if (status === 401 || status === 403) return fail('Replicate refused the API token');
  if (status === 402) return fail(`Replicate refused the work${said || ': billing is required'}`);
  if (status === 404) return fail(`Replicate could not find ${what}`);
  if (status === 422) return fail(`Replicate rejected the input${said}`);
  if (status === 429) return fail('Replicate is busy (rate limited); try again shortly');
  if (status >= 500) return fail(`Replicate had an error (HTTP ${status}); try again shortly`);
  return fail(`Replicate refused the request (HTTP ${status})${said}`);
}

const TQDM_PERCENT = /(\d{1,3})%\|/g;

/** The last tqdm-style percentage ("45%|████▌ | 9/20") in a prediction's logs. */
export function percentFromLogs(logs: string | undefined | null): number | null {
  const matches = [...(logs ?? '').matchAll(TQDM_PERCENT)];
  const last = matches.at(-1)?.[1];
  return last === undefined ? null : Math.min(100, Number(last));
}

/** Turns poll answers into progress that only moves forward and stays below 100 until done. */
function progressReporter(progress: ReportProgress | undefined, expectedSeconds: number) {
  let last = 0;
  let processingSince: number | null = null;
  return (prediction: Prediction) => {
    if (!progress) return;
    let percent: number;
    let message: string;
    if (prediction.status === 'starting') {
      percent = 2;
      message = 'Waiting for a machine at Replicate';
    } else {
      processingSince ??= Date.now();
      const fromLogs = percentFromLogs(prediction.logs);
      const elapsed = (Date.now() - processingSince) / 1000;
      const fraction =
        fromLogs !== null ? fromLogs / 100 : 1 - Math.exp((-2 * elapsed) / expectedSeconds);
      percent = 5 + 90 * Math.min(fraction, 1);
      message = 'Generating at Replicate';
    }
    last = Math.max(last, Math.round(percent));
    progress(last, message);
  };
}
