import type { IncomingHttpHeaders } from 'node:http';

export type ComfyUIBehaviour =
  /** Runs each prompt, the sampler taking `stepDelayMs` (default 2) per step. */
  | { kind: 'normal'; stepDelayMs?: number }
  /** The socket upgrade is refused with 404 (a proxy that does not pass upgrades). */
  | { kind: 'no_socket' }
  /** The sampler fails halfway, by default with a CUDA out-of-memory error. */
  | { kind: 'execution_error'; message?: string; exceptionType?: string }
  /** The sampler never gets past its first step until `/interrupt`. */
  | { kind: 'hang' }
  /** `POST /prompt` answers 200 with an HTML page, as a proxy's error page. */
  | { kind: 'garbage' }
  /** The prompt's saved files are bytes that are no image nor video. */
  | { kind: 'bad_output' };

export interface ComfyUIRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** Parsed JSON; a multipart call's fields (a file as its name, type and size); else the text. */
  body: unknown;
}

export interface ComfyUISocket {
  clientId: string;
  headers: IncomingHttpHeaders;
}

/** A file in one of ComfyUI's folders: uploaded (input) or saved by a prompt (output, temp). */
export interface ComfyUIFile {
  type: 'input' | 'output' | 'temp';
  subfolder: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
  /** Pixels, when the file is a picture or a video. */
  width?: number;
  height?: number;
  frames?: number;
  fps?: number;
  /** For a saved file: the prompt and output node that made it, and the sampler's seed. */
  promptId?: string;
  nodeId?: string;
  classType?: string;
  seed?: number | null;
}
