import { unreachableUrl } from '../http-double';

/**
 * A local double of ComfyUI's server API (issue 36), as server.py and execution.py serve it
 * (0.3.x): `POST /prompt` validates the workflow (API format) as ComfyUI does and queues it; one
 * worker runs the queue, telling the client's socket (`/ws?clientId=`) `execution_start`,
 * `executing`, `progress` (with binary preview frames between), `executed`, `execution_success`,
 * then `executing` with node null, and keeps it in `/history/{id}`. Output nodes save real files,
 * served by `/view`: PNGs at the latent's size, H.264 MP4s and animated WebPs made with ffmpeg.
 * Uploads (`/upload/image`) feed LoadImage. Every route also answers under `/api`, as ComfyUI's.
 * With a token, every request and the socket want `Authorization: Bearer <token>`, as a reverse
 * proxy in front of ComfyUI would.
 *
 * server.ts starts it; routes.ts, prompt-routes.ts and file-routes.ts answer the calls;
 * validation.ts checks a prompt against the node table (node-table.ts, from inputs.ts,
 * image-nodes.ts and video-nodes.ts); worker.ts runs the queue, reading the graph with
 * workflow-graph.ts and saving files with outputs.ts and media.ts; socket.ts tells the clients.
 */

export { COMFYUI_CHECKPOINTS } from './node-table';
export { startComfyUIDouble } from './server';
export type { ComfyUIBehaviour, ComfyUIFile, ComfyUIRequest, ComfyUISocket } from './types';

/** A base URL where nothing listens, for a server that is down. */
export function unreachableComfyUIUrl(): Promise<string> {
  return unreachableUrl();
}
