import type { Reply } from '../http-double';
import { upload, view } from './file-routes';
import { nodeInfo } from './node-table';
import { getHistory, postInterrupt, postPrompt, postQueue } from './prompt-routes';
import { authorized, json, ok, plain, UNAUTHORIZED } from './replies';
import { queueInfo } from './socket';
import { specsOf, type ComfyUIState, type Job } from './state';
import type { ComfyUIRequest } from './types';
import { isObject } from './validation';

const tuples = (jobs: Job[]) => jobs.map((job) => job.tuple);
const SYSTEM_STATS = {
  system: {
    os: 'posix',
    ram_total: 67_331_469_312,
    ram_free: 51_539_607_552,
    comfyui_version: '0.3.60',
    required_frontend_version: '1.26.13',
    python_version: '3.12.3 (main, Aug 14 2025, 17:47:21) [GCC 13.3.0]',
    pytorch_version: '2.8.0+cu128',
    embedded_python: false,
    argv: ['main.py', '--listen', '0.0.0.0', '--port', '8188'],
  },
  devices: [
    {
      name: 'cuda:0 NVIDIA GeForce RTX 4090 : cudaMallocAsync',
      type: 'cuda',
      index: 0,
      vram_total: 25_386_352_640,
      vram_free: 24_103_010_304,
      torch_vram_total: 0,
      torch_vram_free: 0,
    },
  ],
};
const MODEL_FOLDERS = [
  'checkpoints',
  'loras',
  'vae',
  'text_encoders',
  'diffusion_models',
  'upscale_models',
];

export async function handle(
  state: ComfyUIState,
  token: string | undefined,
  request: ComfyUIRequest,
  raw: Buffer,
): Promise<Reply> {
  const { history, running, pending } = state;
  if (!authorized(request.headers, token)) {
    return {
      status: 401,
      type: 'text/html',
      body: UNAUTHORIZED,
      headers: { 'www-authenticate': 'Bearer' },
    };
  }
  // Every route answers under /api too, as ComfyUI's own front end calls them.
  const route = request.path.startsWith('/api/') ? request.path.slice(4) : request.path;
  const { method } = request;
  const historyOf = /^\/history\/([^/]+)$/.exec(route);
  if (method === 'GET' && historyOf) {
    const entry = history.get(decodeURIComponent(historyOf[1]));
    return json(200, entry ? { [decodeURIComponent(historyOf[1])]: entry } : {});
  }
  const infoOf = /^\/object_info\/([^/]+)$/.exec(route);
  if (method === 'GET' && infoOf) {
    const name = decodeURIComponent(infoOf[1]);
    const spec = specsOf(state)[name];
    return json(200, spec ? { [name]: nodeInfo(name, spec) } : {});
  }
  const modelsOf = /^\/models\/([^/]+)$/.exec(route);
  if (method === 'GET' && modelsOf) {
    if (!MODEL_FOLDERS.includes(modelsOf[1])) return plain(404, '404: Not Found');
    return json(200, modelsOf[1] === 'checkpoints' ? state.checkpoints : []);
  }
  switch (`${method} ${route}`) {
    case 'POST /prompt':
      return postPrompt(state, raw);
    case 'GET /prompt':
      return json(200, queueInfo(state));
    case 'GET /queue':
      return json(200, {
        queue_running: running ? tuples([running]) : [],
        queue_pending: tuples(pending),
      });
    case 'POST /queue':
      return postQueue(state, raw);
    case 'POST /interrupt':
      return postInterrupt(state, raw);
    case 'GET /history':
      return getHistory(state, request.query);
    case 'POST /history': {
      const body = request.body;
      if (isObject(body) && body.clear) history.clear();
      if (isObject(body) && Array.isArray(body.delete))
        body.delete.forEach((id) => history.delete(String(id)));
      return ok();
    }
    case 'GET /view':
      return view(state, request.query);
    case 'POST /upload/image':
      return upload(state, request, raw);
    case 'GET /object_info': {
      const all = specsOf(state);
      return json(
        200,
        Object.fromEntries(Object.entries(all).map(([name, spec]) => [name, nodeInfo(name, spec)])),
      );
    }
    case 'GET /system_stats':
      return json(200, SYSTEM_STATS);
    case 'GET /models':
      return json(200, MODEL_FOLDERS);
    case 'GET /embeddings':
      return json(200, []);
    default:
      return plain(404, '404: Not Found');
  }
}
