import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import WebSocket, { WebSocketServer } from 'ws';
import { runFfmpeg, withTempDir } from '../../src/lib/ffmpeg';
import { findFreePort } from '../../src/lib/free-port';

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
 */

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

export const COMFYUI_CHECKPOINTS = [
  'v1-5-pruned-emaonly.safetensors',
  'sd_xl_base_1.0.safetensors',
  'ltx-video-2b-v0.9.5.safetensors',
];

/** A base URL where nothing listens, for a server that is down. */
export async function unreachableComfyUIUrl(): Promise<string> {
  return `http://127.0.0.1:${await findFreePort()}`;
}

// ---------------------------------------------------------------------------------------------
// The nodes the double knows: enough of core ComfyUI (and VHS's video node) for image and video
// workflows. Inputs are listed as /object_info lists them; INT and FLOAT ones are converted and
// range-checked, and ckpt_name, sampler_name and scheduler checked against their lists, as
// ComfyUI's validation does. Other lists (CLIP, UNet, VAE names) are shown, not enforced.

type InputSpec = [type: string | string[], options?: Record<string, unknown>];
interface NodeSpec {
  category: string;
  output: string[];
  outputNode?: boolean;
  display?: string;
  module?: string;
  required: Record<string, InputSpec>;
  optional?: Record<string, InputSpec>;
}

const MAX_RESOLUTION = 16384;
// 0xffffffffffffffff, as close as a double comes.
const MAX_SEED = 2 ** 64 - 1;
// prettier-ignore
const SAMPLERS = [
  'euler', 'euler_cfg_pp', 'euler_ancestral', 'euler_ancestral_cfg_pp', 'heun', 'heunpp2',
  'dpm_2', 'dpm_2_ancestral', 'lms', 'dpm_fast', 'dpm_adaptive', 'dpmpp_2s_ancestral',
  'dpmpp_2s_ancestral_cfg_pp', 'dpmpp_sde', 'dpmpp_sde_gpu', 'dpmpp_2m', 'dpmpp_2m_cfg_pp',
  'dpmpp_2m_sde', 'dpmpp_2m_sde_gpu', 'dpmpp_3m_sde', 'dpmpp_3m_sde_gpu', 'ddpm', 'lcm', 'ipndm',
  'ipndm_v', 'deis', 'res_multistep', 'res_multistep_cfg_pp', 'res_multistep_ancestral',
  'res_multistep_ancestral_cfg_pp', 'gradient_estimation', 'er_sde', 'seeds_2', 'seeds_3',
  'sa_solver', 'sa_solver_pece', 'ddim', 'uni_pc', 'uni_pc_bh2',
];
// prettier-ignore
const SCHEDULERS = [
  'simple', 'sgm_uniform', 'karras', 'exponential', 'ddim_uniform', 'beta', 'normal',
  'linear_quadratic', 'kl_optimal',
];
const CLIPS = ['t5xxl_fp16.safetensors', 't5xxl_fp8_e4m3fn.safetensors', 'clip_l.safetensors'];
const COMBO_CHECKED = new Set(['ckpt_name', 'sampler_name', 'scheduler']);
const SAMPLER_NODES = new Set([
  'KSampler',
  'KSamplerAdvanced',
  'SamplerCustom',
  'SamplerCustomAdvanced',
]);
/** Nodes that set the size of what is drawn, and the multiple their latent floors it to. */
const LATENT_MULTIPLE: Record<string, number> = {
  EmptyLatentImage: 8,
  EmptySD3LatentImage: 8,
  EmptyLTXVLatentVideo: 32,
  LTXVImgToVideo: 32,
};

function nodeSpecs(checkpoints: string[], inputFiles: string[]): Record<string, NodeSpec> {
  const int = (value: number, min: number, max: number, step = 1): InputSpec => [
    'INT',
    { default: value, min, max, step },
  ];
  const float = (value: number, min: number, max: number, step = 0.01): InputSpec => [
    'FLOAT',
    { default: value, min, max, step },
  ];
  const size = (value: number, min: number, step: number) => int(value, min, MAX_RESOLUTION, step);
  const boolean = (value: boolean): InputSpec => ['BOOLEAN', { default: value }];
  const seed: InputSpec = [
    'INT',
    { default: 0, min: 0, max: MAX_SEED, control_after_generate: true },
  ];
  const [model, clip, vae, image, latent] = ['MODEL', 'CLIP', 'VAE', 'IMAGE', 'LATENT'].map(
    (type): InputSpec => [type],
  ) as [InputSpec, InputSpec, InputSpec, InputSpec, InputSpec];
  const conditioning: InputSpec = ['CONDITIONING'];
  const steps = int(20, 1, 10000);
  const prefix = (value: string): InputSpec => ['STRING', { default: value }];
  const latentImage = (value: number) => ({
    width: size(value, 16, 8),
    height: size(value, 16, 8),
    batch_size: int(1, 1, 4096),
  });
  return {
    CheckpointLoaderSimple: {
      category: 'loaders',
      display: 'Load Checkpoint',
      output: ['MODEL', 'CLIP', 'VAE'],
      // Newer ComfyUI may describe a list as ["COMBO", {"options": [...]}]; this is the classic form.
      required: {
        ckpt_name: [checkpoints, { tooltip: 'The name of the checkpoint (model) to load.' }],
      },
    },
    CLIPTextEncode: {
      category: 'conditioning',
      display: 'CLIP Text Encode (Prompt)',
      output: ['CONDITIONING'],
      required: { text: ['STRING', { multiline: true, dynamicPrompts: true }], clip },
    },
    EmptyLatentImage: { category: 'latent', output: ['LATENT'], required: latentImage(512) },
    EmptySD3LatentImage: {
      category: 'latent/sd3',
      output: ['LATENT'],
      required: latentImage(1024),
    },
    KSampler: {
      category: 'sampling',
      output: ['LATENT'],
      required: {
        model,
        seed,
        steps,
        cfg: float(8, 0, 100, 0.1),
        sampler_name: [SAMPLERS],
        scheduler: [SCHEDULERS],
        positive: conditioning,
        negative: conditioning,
        latent_image: latent,
        denoise: float(1, 0, 1),
      },
    },
    KSamplerAdvanced: {
      category: 'sampling',
      output: ['LATENT'],
      required: {
        model,
        add_noise: [['enable', 'disable']],
        noise_seed: seed,
        steps,
        cfg: float(8, 0, 100, 0.1),
        sampler_name: [SAMPLERS],
        scheduler: [SCHEDULERS],
        positive: conditioning,
        negative: conditioning,
        latent_image: latent,
        start_at_step: int(0, 0, 10000),
        end_at_step: int(10000, 0, 10000),
        return_with_leftover_noise: [['disable', 'enable']],
      },
    },
    VAEDecode: { category: 'latent', output: ['IMAGE'], required: { samples: latent, vae } },
    VAEEncode: { category: 'latent', output: ['LATENT'], required: { pixels: image, vae } },
    SaveImage: {
      category: 'image',
      output: [],
      outputNode: true,
      required: { images: image, filename_prefix: prefix('ComfyUI') },
    },
    PreviewImage: { category: 'image', output: [], outputNode: true, required: { images: image } },
    LoadImage: {
      category: 'image',
      output: ['IMAGE', 'MASK'],
      required: { image: [inputFiles, { image_upload: true }] },
    },
    ImageScale: {
      category: 'image/upscaling',
      output: ['IMAGE'],
      required: {
        image,
        upscale_method: [['nearest-exact', 'bilinear', 'area', 'bicubic', 'lanczos']],
        width: size(512, 0, 1),
        height: size(512, 0, 1),
        crop: [['disabled', 'center']],
      },
    },
    EmptyLTXVLatentVideo: {
      category: 'latent/video/ltxv',
      output: ['LATENT'],
      required: {
        width: size(768, 64, 32),
        height: size(512, 64, 32),
        length: int(97, 1, MAX_RESOLUTION, 8),
        batch_size: int(1, 1, 4096),
      },
    },
    LTXVConditioning: {
      category: 'conditioning/video_models',
      output: ['CONDITIONING', 'CONDITIONING'],
      required: { positive: conditioning, negative: conditioning, frame_rate: float(25, 0, 1000) },
    },
    LTXVScheduler: {
      category: 'sampling/custom_sampling/schedulers',
      output: ['SIGMAS'],
      required: {
        steps,
        max_shift: float(2.05, 0, 100),
        base_shift: float(0.95, 0, 100),
        stretch: boolean(true),
        terminal: float(0.1, 0, 0.99),
      },
      optional: { latent },
    },
    LTXVImgToVideo: {
      category: 'conditioning/video_models',
      output: ['CONDITIONING', 'CONDITIONING', 'LATENT'],
      required: {
        positive: conditioning,
        negative: conditioning,
        vae,
        image,
        width: size(768, 64, 32),
        height: size(512, 64, 32),
        length: int(97, 9, MAX_RESOLUTION, 8),
        batch_size: int(1, 1, 4096),
        strength: float(1, 0, 1),
      },
    },
    LTXVPreprocess: {
      category: 'image',
      output: ['IMAGE'],
      required: { image, img_compression: int(35, 0, 100) },
    },
    KSamplerSelect: {
      category: 'sampling/custom_sampling/samplers',
      output: ['SAMPLER'],
      required: { sampler_name: [SAMPLERS] },
    },
    SamplerCustom: {
      category: 'sampling/custom_sampling',
      output: ['LATENT', 'LATENT'],
      required: {
        model,
        add_noise: boolean(true),
        noise_seed: seed,
        cfg: float(8, 0, 100, 0.1),
        positive: conditioning,
        negative: conditioning,
        sampler: ['SAMPLER'],
        sigmas: ['SIGMAS'],
        latent_image: latent,
      },
    },
    SamplerCustomAdvanced: {
      category: 'sampling/custom_sampling',
      output: ['LATENT', 'LATENT'],
      required: {
        noise: ['NOISE'],
        guider: ['GUIDER'],
        sampler: ['SAMPLER'],
        sigmas: ['SIGMAS'],
        latent_image: latent,
      },
    },
    CLIPLoader: {
      category: 'advanced/loaders',
      output: ['CLIP'],
      required: { clip_name: [CLIPS], type: [['stable_diffusion', 'sd3', 'ltxv', 'wan', 'flux']] },
      optional: { device: [['default', 'cpu']] },
    },
    DualCLIPLoader: {
      category: 'advanced/loaders',
      output: ['CLIP'],
      required: { clip_name1: [CLIPS], clip_name2: [CLIPS], type: [['sdxl', 'sd3', 'flux']] },
    },
    UNETLoader: {
      category: 'advanced/loaders',
      output: ['MODEL'],
      required: {
        unet_name: [['flux1-dev.safetensors', 'flux1-schnell.safetensors']],
        weight_dtype: [['default', 'fp8_e4m3fn', 'fp8_e4m3fn_fast', 'fp8_e5m2']],
      },
    },
    VAELoader: {
      category: 'loaders',
      output: ['VAE'],
      required: { vae_name: [['ae.safetensors']] },
    },
    FluxGuidance: {
      category: 'advanced/conditioning/flux',
      output: ['CONDITIONING'],
      required: { conditioning, guidance: float(3.5, 0, 100, 0.1) },
    },
    BasicGuider: {
      category: 'sampling/custom_sampling/guiders',
      output: ['GUIDER'],
      required: { model, conditioning },
    },
    BasicScheduler: {
      category: 'sampling/custom_sampling/schedulers',
      output: ['SIGMAS'],
      required: { model, scheduler: [SCHEDULERS], steps, denoise: float(1, 0, 1) },
    },
    RandomNoise: {
      category: 'sampling/custom_sampling/noise',
      output: ['NOISE'],
      required: { noise_seed: seed },
    },
    ModelSamplingFlux: {
      category: 'advanced/model',
      output: ['MODEL'],
      required: {
        model,
        max_shift: float(1.15, 0, 100),
        base_shift: float(0.5, 0, 100),
        width: size(1024, 16, 8),
        height: size(1024, 16, 8),
      },
    },
    CreateVideo: {
      category: 'image/video',
      output: ['VIDEO'],
      required: { images: image, fps: float(30, 1, 120, 1) },
      optional: { audio: ['AUDIO'] },
    },
    SaveVideo: {
      category: 'image/video',
      output: [],
      outputNode: true,
      required: {
        video: ['VIDEO'],
        filename_prefix: prefix('video/ComfyUI'),
        format: [['auto', 'mp4']],
        codec: [['auto', 'h264']],
      },
    },
    SaveAnimatedWEBP: {
      category: 'image/animation',
      output: [],
      outputNode: true,
      required: {
        images: image,
        filename_prefix: prefix('ComfyUI'),
        fps: float(6, 0.01, 1000),
        lossless: boolean(true),
        quality: int(80, 0, 100),
        method: [['default', 'fastest', 'slowest']],
      },
    },
    VHS_VideoCombine: {
      category: 'Video Helper Suite 🎥🅥🅗🅢',
      display: 'Video Combine 🎥🅥🅗🅢',
      module: 'custom_nodes.ComfyUI-VideoHelperSuite',
      output: ['VHS_FILENAMES'],
      outputNode: true,
      required: {
        images: image,
        frame_rate: float(8, 1, 1000, 1),
        loop_count: int(0, 0, 100),
        filename_prefix: prefix('AnimateDiff'),
        format: [['image/gif', 'image/webp', 'video/h264-mp4', 'video/h265-mp4', 'video/webm']],
        pingpong: boolean(false),
        save_output: boolean(true),
      },
    },
  };
}

function nodeInfo(name: string, spec: NodeSpec) {
  const input = { required: spec.required, ...(spec.optional ? { optional: spec.optional } : {}) };
  return {
    input,
    input_order: Object.fromEntries(
      Object.entries(input).map(([key, list]) => [key, Object.keys(list)]),
    ),
    output: spec.output,
    output_is_list: spec.output.map(() => false),
    output_name: spec.output,
    name,
    display_name: spec.display ?? name,
    description: '',
    python_module: spec.module ?? 'nodes',
    category: spec.category,
    output_node: spec.outputNode ?? false,
  };
}

// ---------------------------------------------------------------------------------------------
// Validation, as execution.validate_prompt answers it.

type WorkflowNode = { class_type: string; inputs: Record<string, unknown>; _meta?: unknown };
type Workflow = Record<string, WorkflowNode>;
interface ValidationError {
  type: string;
  message: string;
  details: string;
  extra_info: Record<string, unknown>;
}
interface NodeErrors {
  errors: ValidationError[];
  dependent_outputs: string[];
  class_type: string;
}
type Validation =
  | { ok: true; workflow: Workflow; outputs: string[]; nodeErrors: Record<string, NodeErrors> }
  | { ok: false; error: ValidationError; nodeErrors: Record<string, NodeErrors> };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const invalid = (type: string, message: string, details = ''): ValidationError => ({
  type,
  message,
  details,
  extra_info: {},
});
/** Python's `str()` of a list of strings. */
const pythonList = (items: string[]) => `[${items.map((item) => `'${item}'`).join(', ')}]`;
const pythonType = (value: unknown) =>
  value === null ? 'NoneType' : Array.isArray(value) ? 'list' : isObject(value) ? 'dict' : 'bool';

/** Python's int() and float() of a JSON value: the number, or the exception's text. */
function convert(type: 'INT' | 'FLOAT', value: unknown): number | { error: string } {
  if (typeof value === 'number') return type === 'INT' ? Math.trunc(value) : value;
  if (typeof value === 'boolean') return Number(value);
  if (typeof value === 'string') {
    const text = value.trim();
    if (type === 'INT' && /^[+-]?\d+$/.test(text)) return Number(text);
    if (type === 'FLOAT' && /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return Number(text);
    return {
      error:
        type === 'INT'
          ? `invalid literal for int() with base 10: '${value}'`
          : `could not convert string to float: '${value}'`,
    };
  }
  const name = type === 'INT' ? 'int' : 'float';
  const accepted =
    type === 'INT' ? 'a string, a bytes-like object or a real number' : 'a string or a real number';
  return { error: `${name}() argument must be ${accepted}, not '${pythonType(value)}'` };
}

function validatePrompt(
  prompt: unknown,
  specs: Record<string, NodeSpec>,
  exists: (image: string) => boolean,
): Validation {
  const noNodes = 'Cannot execute because a node is missing the class_type property.';
  if (!isObject(prompt))
    return { ok: false, error: invalid('invalid_prompt', noNodes), nodeErrors: {} };
  // ComfyUI converts values in place and queues the converted prompt; the double does it on a copy.
  const workflow = structuredClone(prompt) as Workflow;
  const outputs: string[] = [];
  for (const [id, node] of Object.entries(workflow)) {
    if (!isObject(node) || typeof node.class_type !== 'string') {
      return {
        ok: false,
        error: invalid('invalid_prompt', noNodes, `Node ID '#${id}'`),
        nodeErrors: {},
      };
    }
    const spec = specs[node.class_type];
    if (!spec) {
      const message = `Cannot execute because node ${node.class_type} does not exist.`;
      return {
        ok: false,
        error: invalid('invalid_prompt', message, `Node ID '#${id}'`),
        nodeErrors: {},
      };
    }
    if (!isObject(node.inputs)) node.inputs = {};
    if (spec.outputNode) outputs.push(id);
  }
  if (outputs.length === 0) {
    return {
      ok: false,
      error: invalid('prompt_no_outputs', 'Prompt has no outputs'),
      nodeErrors: {},
    };
  }

  const validated = new Map<string, { ok: boolean; errors: ValidationError[] }>();
  const validateNode = (id: string): { ok: boolean; errors: ValidationError[] } => {
    const known = validated.get(id);
    if (known) return known;
    const result = { ok: true, errors: [] as ValidationError[] };
    validated.set(id, result);
    const node = workflow[id];
    const spec = specs[node.class_type];
    const declared = { ...spec.optional, ...spec.required };
    for (const [name, value] of Object.entries(node.inputs)) {
      const info = declared[name];
      if (Array.isArray(value)) {
        const [from] = value as unknown[];
        if (value.length !== 2) {
          result.errors.push({
            type: 'bad_linked_input',
            message: 'Bad linked input, must be a length-2 list of [node_id, slot_index]',
            details: name,
            extra_info: { input_name: name, input_config: info ?? null, received_value: value },
          });
        } else if (typeof from !== 'string' || !workflow[from]) {
          result.errors.push({
            type: 'exception_during_inner_validation',
            message: 'Exception when validating inner node',
            details: `'${String(from)}'`,
            extra_info: { input_name: name, exception_type: 'KeyError', linked_node: value },
          });
        } else if (!validateNode(from).ok) {
          result.ok = false;
        }
        continue;
      }
      if (!info) continue;
      const [type, options = {}] = info;
      const fail = (kind: string, message: string, details: string, extra = {}) =>
        result.errors.push({
          type: kind,
          message,
          details,
          extra_info: { input_name: name, input_config: info, received_value: value, ...extra },
        });
      if (type === 'INT' || type === 'FLOAT') {
        const number = convert(type, value);
        if (typeof number !== 'number') {
          fail(
            'invalid_input_type',
            `Failed to convert an input value to a ${type} value`,
            `${name}, ${String(value)}, ${number.error}`,
            { exception_message: number.error },
          );
          continue;
        }
        node.inputs[name] = number;
        const { min, max } = options as { min?: number; max?: number };
        if (min !== undefined && number < min) {
          fail('value_smaller_than_min', `Value ${number} smaller than min of ${min}`, name);
        } else if (max !== undefined && number > max) {
          fail('value_bigger_than_max', `Value ${number} bigger than max of ${max}`, name);
        }
      } else if (node.class_type === 'LoadImage' && name === 'image') {
        // LoadImage has VALIDATE_INPUTS(image), which replaces the list check.
        if (typeof value !== 'string' || !exists(value)) {
          result.errors.push({
            type: 'custom_validation_failed',
            message: 'Custom validation failed for node',
            details: `image - Invalid image file: ${String(value)}`,
            extra_info: { input_name: 'image' },
          });
        }
      } else if (
        Array.isArray(type) &&
        COMBO_CHECKED.has(name) &&
        !type.includes(value as string)
      ) {
        const long = type.length > 20;
        result.errors.push({
          type: 'value_not_in_list',
          message: 'Value not in list',
          details: `${name}: '${String(value)}' not in ${long ? `(list of length ${type.length})` : pythonList(type)}`,
          extra_info: { input_name: name, input_config: long ? null : info, received_value: value },
        });
      }
    }
    if (result.errors.length > 0) result.ok = false;
    return result;
  };

  const good: string[] = [];
  const failed: ValidationError[] = [];
  const nodeErrors: Record<string, NodeErrors> = {};
  for (const output of outputs) {
    const result = validateNode(output);
    if (result.ok) {
      good.push(output);
      continue;
    }
    failed.push(...result.errors);
    // As ComfyUI: every node with errors of its own, and the outputs that depended on it.
    for (const [id, { ok, errors }] of validated) {
      if (ok || errors.length === 0) continue;
      nodeErrors[id] ??= { errors, dependent_outputs: [], class_type: workflow[id].class_type };
      nodeErrors[id].dependent_outputs.push(output);
    }
  }
  if (good.length === 0) {
    const details = failed.map((error) => `${error.message}: ${error.details}`).join('\n');
    const error = invalid(
      'prompt_outputs_failed_validation',
      'Prompt outputs failed validation',
      details,
    );
    return { ok: false, error, nodeErrors };
  }
  return { ok: true, workflow, outputs: good, nodeErrors };
}

// ---------------------------------------------------------------------------------------------
// Media: real files, cached by what they look like.

const media = new Map<string, Promise<Buffer>>();
function cached(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  let made = media.get(key);
  if (!made) {
    made = make();
    media.set(key, made);
    made.catch(() => media.delete(key));
  }
  return made;
}

/** A gradient whose hue follows the seed, so two seeds give two pictures. */
function drawPng(width: number, height: number, hue: number): Promise<Buffer> {
  return cached(`png:${width}x${height}:${hue}`, () => {
    const canvas = createCanvas(width, height);
    const context = canvas.getContext('2d');
    const gradient = context.createLinearGradient(0, 0, width, height);
    gradient.addColorStop(0, `hsl(${hue}, 70%, 40%)`);
    gradient.addColorStop(1, `hsl(${(hue + 120) % 360}, 70%, 60%)`);
    context.fillStyle = gradient;
    context.fillRect(0, 0, width, height);
    return canvas.encode('png');
  });
}

/** A binary preview message: event 1 (PREVIEW_IMAGE), format 1 (JPEG), then the JPEG. */
function previewFrame(): Promise<Buffer> {
  return cached('preview', async () => {
    const canvas = createCanvas(64, 64);
    const context = canvas.getContext('2d');
    context.fillStyle = 'hsl(200, 40%, 50%)';
    context.fillRect(0, 0, 64, 64);
    const header = Buffer.alloc(8);
    header.writeUInt32BE(1, 0);
    header.writeUInt32BE(1, 4);
    return Buffer.concat([header, await canvas.encode('jpeg')]);
  });
}

/** A test pattern as H.264 MP4 (even sizes, as yuv420p needs) or as an animated WebP. */
function makeVideo(
  format: 'mp4' | 'webp',
  width: number,
  height: number,
  frames: number,
  fps: number,
) {
  return cached(`${format}:${width}x${height}:${frames}@${fps}`, () =>
    withTempDir(async (dir) => {
      const file = path.join(dir, `out.${format}`);
      const codec =
        format === 'mp4'
          ? [
              '-c:v',
              'libx264',
              '-preset',
              'ultrafast',
              '-pix_fmt',
              'yuv420p',
              '-movflags',
              '+faststart',
            ]
          : ['-c:v', 'libwebp_anim', '-loop', '0', '-quality', '60'];
      // prettier-ignore
      await runFfmpeg([
        '-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=${fps}`,
        '-frames:v', String(frames), ...codec, '-y', file,
      ]);
      return readFile(file);
    }),
  );
}

const NOT_MEDIA = Buffer.from('<html><body>upstream sent no file</body></html>');
const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};
const contentTypeOf = (name: string) =>
  CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';

// ---------------------------------------------------------------------------------------------
// The server.

type QueueTuple = [number, string, Workflow, Record<string, unknown>, string[]];
interface Job {
  tuple: QueueTuple;
  behaviour: ComfyUIBehaviour;
  interrupted: boolean;
  /** Ends the current wait early; set while the job waits. */
  wake: () => void;
  currentNode: string | null;
  /** The double's reset count when it was queued: a job from before a reset leaves nothing. */
  epoch: number;
}
class Interrupted extends Error {}
class NodeFailure extends Error {
  constructor(
    message: string,
    readonly exceptionType: string,
  ) {
    super(message);
  }
}

type Reply = {
  status: number;
  type: string;
  body: string | Buffer;
  headers?: Record<string, string>;
};
const json = (status: number, body: unknown): Reply => ({
  status,
  type: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
});
/** aiohttp's `web.Response(status=200)`: no body. */
const ok = (): Reply => ({ status: 200, type: 'application/octet-stream', body: '' });
const plain = (status: number, text: string): Reply => ({
  status,
  type: 'text/plain; charset=utf-8',
  body: text,
});
/** What aiohttp answers when a handler raises (a body that is not JSON, say). */
const serverError = () => plain(500, '500 Internal Server Error\n\nServer got itself in trouble');
const num = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const floorTo = (value: number, multiple: number) => Math.floor(value / multiple) * multiple;

export async function startComfyUIDouble(options: { token?: string; checkpoints?: string[] } = {}) {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const checkpoints = options.checkpoints ?? COMFYUI_CHECKPOINTS;
  const requests: ComfyUIRequest[] = [];
  const socketLog: ComfyUISocket[] = [];
  const live = new Map<string, WebSocket>();
  const files = new Map<string, ComfyUIFile>();
  const history = new Map<string, Record<string, unknown>>();
  let behaviour: ComfyUIBehaviour = { kind: 'normal' };
  let pending: Job[] = [];
  let running: Job | null = null;
  let number = 0;
  let epoch = 0;

  const fileKey = (type: string, subfolder: string, filename: string) =>
    `${type}\u0000${subfolder}\u0000${filename}`;
  /** A LoadImage value: `name`, `sub/name` or annotated `name [output]`. */
  function annotated(value: string): ComfyUIFile | undefined {
    const match = /^(.*) \[(input|output|temp)\]$/.exec(value);
    const name = match ? match[1] : value;
    const slash = name.lastIndexOf('/');
    return files.get(
      fileKey(
        match ? match[2] : 'input',
        slash < 0 ? '' : name.slice(0, slash),
        name.slice(slash + 1),
      ),
    );
  }
  const specs = () =>
    nodeSpecs(
      checkpoints,
      [...files.values()]
        .filter((file) => file.type === 'input' && file.subfolder === '')
        .map((file) => file.filename)
        .sort(),
    );

  // --- sockets -------------------------------------------------------------------------------

  const queueInfo = () => ({
    exec_info: { queue_remaining: pending.length + (running ? 1 : 0) },
  });
  function sendTo(clientId: string | undefined, message: string | Buffer) {
    const targets = clientId === undefined ? [...live.values()] : [live.get(clientId)];
    for (const socket of targets) {
      if (socket?.readyState === WebSocket.OPEN) socket.send(message);
    }
  }
  const sendJson = (clientId: string | undefined, type: string, data: unknown) =>
    sendTo(clientId, JSON.stringify({ type, data }));
  const queueUpdated = () => sendJson(undefined, 'status', { status: queueInfo() });

  const wss = new WebSocketServer({ noServer: true });
  function connect(socket: WebSocket, requested: string | null, headers: IncomingHttpHeaders) {
    const clientId = requested || randomUUID().replaceAll('-', '');
    live.set(clientId, socket);
    socketLog.push({ clientId, headers });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (live.get(clientId) === socket) live.delete(clientId);
    });
    sendJson(clientId, 'status', { status: queueInfo(), sid: clientId });
    // A client that reconnects while its prompt runs is told the node in progress, as ComfyUI does.
    if (running && running.tuple[3].client_id === clientId && running.currentNode) {
      sendJson(clientId, 'executing', { node: running.currentNode });
    }
  }

  // --- the worker ----------------------------------------------------------------------------

  function pause(job: Job, ms: number | null): Promise<void> {
    return new Promise((resolve, reject) => {
      if (job.interrupted) return reject(new Interrupted());
      const timer = ms === null ? undefined : setTimeout(resolve, ms);
      job.wake = () => {
        clearTimeout(timer);
        reject(new Interrupted());
      };
    });
  }
  function interrupt(job: Job) {
    job.interrupted = true;
    job.wake();
  }

  /** The nodes the outputs need, each after the nodes it takes inputs from. */
  function executionOrder(workflow: Workflow, outputs: string[]): string[] {
    const order: string[] = [];
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id) || !workflow[id]) return;
      seen.add(id);
      for (const value of Object.values(workflow[id].inputs)) {
        if (Array.isArray(value) && typeof value[0] === 'string') visit(value[0]);
      }
      order.push(id);
    };
    outputs.forEach(visit);
    return order;
  }

  /** The first numeric value of one of `names` upstream of `id` (itself included). */
  function upstream(
    workflow: Workflow,
    id: string,
    names: string[],
    seen = new Set<string>(),
  ): number | null {
    const node = workflow[id];
    if (!node || seen.has(id)) return null;
    seen.add(id);
    for (const name of names) {
      const value = num(node.inputs[name]);
      if (value !== null) return value;
    }
    for (const value of Object.values(node.inputs)) {
      if (!Array.isArray(value) || typeof value[0] !== 'string') continue;
      const found = upstream(workflow, value[0], names, seen);
      if (found !== null) return found;
    }
    return null;
  }

  interface Drawn {
    width: number;
    height: number;
    batch: number;
    frames: number | null;
  }
  /** The size of the images reaching `id`: a latent's, an ImageScale's, or the LoadImage file's. */
  function drawnAt(workflow: Workflow, id: string, seen = new Set<string>()): Drawn | null {
    const node = workflow[id];
    if (!node || seen.has(id)) return null;
    seen.add(id);
    const { inputs, class_type: type } = node;
    const [width, height] = [num(inputs.width), num(inputs.height)];
    const multiple = LATENT_MULTIPLE[type];
    if (multiple && width && height) {
      const length = num(inputs.length);
      return {
        width: floorTo(width, multiple),
        height: floorTo(height, multiple),
        batch: Math.min(Math.max(num(inputs.batch_size) ?? 1, 1), 16),
        // LTX-Video decodes 8n+1 frames: 24 asked are 17 made.
        frames: length === null ? null : floorTo(length - 1, 8) + 1,
      };
    }
    if (type === 'LoadImage') {
      const file = typeof inputs.image === 'string' ? annotated(inputs.image) : undefined;
      return file?.width && file.height
        ? { width: file.width, height: file.height, batch: 1, frames: null }
        : null;
    }
    let below: Drawn | null = null;
    for (const value of Object.values(inputs)) {
      if (Array.isArray(value) && typeof value[0] === 'string')
        below = drawnAt(workflow, value[0], seen);
      if (below) break;
    }
    if (type === 'ImageScale' && width !== null && height !== null) {
      if (!below && (width === 0 || height === 0)) return null;
      const w = width || Math.round((below!.width * height) / below!.height);
      const h = height || Math.round((below!.height * width) / below!.width);
      return {
        width: w || below!.width,
        height: h || below!.height,
        batch: below?.batch ?? 1,
        frames: null,
      };
    }
    // VAEEncode crops the pixels to the VAE's multiple of 8.
    if (type === 'VAEEncode' && below) {
      return { ...below, width: floorTo(below.width, 8), height: floorTo(below.height, 8) };
    }
    return below;
  }

  function drawnFor(workflow: Workflow, id: string): Drawn {
    const found = drawnAt(workflow, id);
    if (found) return found;
    const any = Object.values(workflow).find(
      (node) => num(node.inputs.width) && num(node.inputs.height),
    );
    return any
      ? { width: num(any.inputs.width)!, height: num(any.inputs.height)!, batch: 1, frames: null }
      : { width: 512, height: 512, batch: 1, frames: null };
  }

  /** `video/ComfyUI` → subfolder `video`, name `ComfyUI`; outside the folder is refused. */
  function splitPrefix(prefix: unknown, fallback: string) {
    const text = typeof prefix === 'string' && prefix ? prefix : fallback;
    if (text.startsWith('/') || text.split('/').includes('..')) {
      throw new NodeFailure('Saving image outside the output folder is not allowed.', 'Exception');
    }
    const slash = text.lastIndexOf('/');
    return { subfolder: slash < 0 ? '' : text.slice(0, slash), name: text.slice(slash + 1) };
  }

  /** The next `name_00001_.png` (or VHS's `name_00001.mp4`) free in the folder. */
  function nextName(type: string, subfolder: string, name: string, extension: string, vhs = false) {
    let highest = 0;
    for (const file of files.values()) {
      if (
        file.type !== type ||
        file.subfolder !== subfolder ||
        !file.filename.startsWith(`${name}_`)
      )
        continue;
      const counter = /^(\d{5,})/.exec(file.filename.slice(name.length + 1));
      if (counter) highest = Math.max(highest, Number(counter[1]));
    }
    const counter = String(highest + 1).padStart(5, '0');
    return vhs ? `${name}_${counter}.${extension}` : `${name}_${counter}_.${extension}`;
  }

  /** Saves what an output node saves; answers its UI output, as `executed` and history show it. */
  async function save(job: Job, id: string, seed: number | null): Promise<Record<string, unknown>> {
    const [, promptId, workflow] = job.tuple;
    const node = workflow[id];
    const { inputs, class_type: type } = node;
    const drawn = drawnFor(workflow, id);
    const store = (file: Omit<ComfyUIFile, 'promptId' | 'nodeId' | 'classType' | 'seed'>) => {
      const bytes = job.behaviour.kind === 'bad_output' ? NOT_MEDIA : file.bytes;
      if (job.epoch === epoch)
        files.set(fileKey(file.type, file.subfolder, file.filename), {
          ...file,
          bytes,
          promptId,
          nodeId: id,
          classType: type,
          seed,
        });
      return { filename: file.filename, subfolder: file.subfolder, type: file.type };
    };
    const hue = Math.abs(seed ?? 0) % 360;

    if (type === 'SaveImage' || type === 'PreviewImage') {
      const preview = type === 'PreviewImage';
      const random = Array.from(
        { length: 5 },
        () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)],
      );
      const { subfolder, name } = preview
        ? { subfolder: '', name: `ComfyUI_temp_${random.join('')}` }
        : splitPrefix(inputs.filename_prefix, 'ComfyUI');
      const folder = preview ? 'temp' : 'output';
      const images = [];
      for (let index = 0; index < drawn.batch; index += 1) {
        const bytes = await drawPng(drawn.width, drawn.height, (hue + index * 30) % 360);
        const filename = nextName(folder, subfolder, name, 'png');
        images.push(
          store({
            type: folder,
            subfolder,
            filename,
            contentType: 'image/png',
            bytes,
            width: drawn.width,
            height: drawn.height,
          }),
        );
      }
      return { images };
    }

    const own = num(inputs.fps) ?? num(inputs.frame_rate);
    const fps =
      own ?? upstream(workflow, id, ['fps']) ?? upstream(workflow, id, ['frame_rate']) ?? 24;
    const frames = drawn.frames ?? (drawn.batch > 1 ? drawn.batch : 25);
    const video = (format: 'mp4' | 'webp') => {
      const even = (value: number) => (format === 'mp4' ? floorTo(value, 2) : value);
      const [width, height] = [even(drawn.width), even(drawn.height)];
      return makeVideo(format, width, height, frames, fps).then((bytes) => ({
        bytes,
        width,
        height,
      }));
    };
    if (type === 'SaveVideo') {
      const { subfolder, name } = splitPrefix(inputs.filename_prefix, 'video/ComfyUI');
      const made = await video('mp4');
      const filename = nextName('output', subfolder, name, 'mp4');
      const file = store({
        type: 'output',
        subfolder,
        filename,
        contentType: 'video/mp4',
        frames,
        fps,
        ...made,
      });
      return { images: [file], animated: [true] };
    }
    if (type === 'SaveAnimatedWEBP') {
      const { subfolder, name } = splitPrefix(inputs.filename_prefix, 'ComfyUI');
      const made = await video('webp');
      const filename = nextName('output', subfolder, name, 'webp');
      const file = store({
        type: 'output',
        subfolder,
        filename,
        contentType: 'image/webp',
        frames,
        fps,
        ...made,
      });
      return { images: [file], animated: [true] };
    }
    // VHS_VideoCombine: whatever `format` asks, the double writes H.264 MP4.
    const { subfolder, name } = splitPrefix(inputs.filename_prefix, 'AnimateDiff');
    const folder = inputs.save_output === false ? 'temp' : 'output';
    const made = await video('mp4');
    const filename = nextName(folder, subfolder, name, 'mp4', true);
    const file = store({
      type: folder,
      subfolder,
      filename,
      contentType: 'video/mp4',
      frames,
      fps,
      ...made,
    });
    const where = `/ComfyUI/${folder}/${subfolder ? `${subfolder}/` : ''}`;
    return {
      gifs: [
        {
          ...file,
          format: 'video/h264-mp4',
          frame_rate: fps,
          workflow: filename.replace(/\.mp4$/, '.png'),
          fullpath: `${where}${filename}`,
        },
      ],
    };
  }

  /** Samples: `progress` per step, a preview or two; fails or hangs as the behaviour says. */
  async function sample(job: Job, id: string, clientId: string | undefined) {
    const [, promptId, workflow] = job.tuple;
    const max = num(workflow[id].inputs.steps) ?? upstream(workflow, id, ['steps']) ?? 20;
    const now = job.behaviour;
    const delay = now.kind === 'normal' ? (now.stepDelayMs ?? 2) : 2;
    for (let value = 1; value <= max; value += 1) {
      await pause(job, delay);
      if (now.kind === 'execution_error' && value > max / 2) {
        const message =
          now.message ??
          'CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 23.55 GiB of which 1.19 GiB is free. Of the allocated memory 20.87 GiB is allocated by PyTorch, and 1.02 GiB is reserved by PyTorch but unallocated.';
        throw new NodeFailure(message, now.exceptionType ?? 'torch.OutOfMemoryError');
      }
      // With no client id, ComfyUI's progress hook sends to every socket.
      sendJson(clientId, 'progress', { value, max, prompt_id: promptId, node: id });
      sendJson(clientId, 'progress_state', {
        prompt_id: promptId,
        nodes: {
          [id]: {
            value,
            max,
            state: 'running',
            node_id: id,
            prompt_id: promptId,
            display_node_id: id,
            parent_node_id: null,
            real_node_id: id,
          },
        },
      });
      if (value === 1 || value === Math.ceil(max / 2)) sendTo(clientId, await previewFrame());
      if (now.kind === 'hang') await pause(job, null);
    }
  }

  async function run(job: Job) {
    const [, promptId, workflow, extra, outputs] = job.tuple;
    const clientId = typeof extra.client_id === 'string' ? extra.client_id : undefined;
    const messages: [string, Record<string, unknown>][] = [];
    /** execution_* messages: kept for the history, sent to the client (or everyone). */
    const add = (type: string, data: Record<string, unknown>, broadcast = false) => {
      const stamped = { ...data, timestamp: Date.now() };
      messages.push([type, stamped]);
      if (clientId !== undefined || broadcast) sendJson(clientId, type, stamped);
    };
    const toClient = (type: string, data: unknown) => {
      if (clientId !== undefined) sendJson(clientId, type, data);
    };
    queueUpdated();
    add('execution_start', { prompt_id: promptId });
    add('execution_cached', { nodes: [], prompt_id: promptId });
    const ui: Record<string, unknown> = {};
    const meta: Record<string, unknown> = {};
    const executed: string[] = [];
    const order = executionOrder(workflow, outputs);
    const seed =
      order
        .map((id) => num(workflow[id].inputs.seed) ?? num(workflow[id].inputs.noise_seed))
        .find((value) => value !== null) ?? null;
    let success = false;
    try {
      for (const id of order) {
        if (job.interrupted) throw new Interrupted();
        const { class_type: type, inputs } = workflow[id];
        job.currentNode = id;
        toClient('executing', { node: id, display_node: id, prompt_id: promptId });
        if (SAMPLER_NODES.has(type)) {
          await sample(job, id, clientId);
        } else if (type === 'LoadImage') {
          const file = typeof inputs.image === 'string' ? annotated(inputs.image) : undefined;
          if (!file?.width) {
            throw new NodeFailure(
              `cannot identify image file '/ComfyUI/input/${String(inputs.image)}'`,
              'PIL.UnidentifiedImageError',
            );
          }
        } else if (specs()[type]?.outputNode) {
          const output = await save(job, id, seed);
          if (job.interrupted) throw new Interrupted();
          ui[id] = output;
          meta[id] = { node_id: id, display_node: id, parent_node: null, real_node_id: id };
          toClient('executed', { node: id, display_node: id, output, prompt_id: promptId });
        }
        await new Promise(setImmediate);
        executed.push(id);
      }
      add('execution_success', { prompt_id: promptId });
      success = true;
    } catch (error) {
      const node = job.currentNode ?? order[0] ?? '';
      const base = {
        prompt_id: promptId,
        node_id: node,
        node_type: workflow[node]?.class_type,
        executed,
      };
      if (error instanceof Interrupted) {
        add('execution_interrupted', base, true);
      } else {
        const failure =
          error instanceof NodeFailure ? error : new NodeFailure(String(error), 'Exception');
        const outOfMemory = /out of memory/i.test(failure.message);
        const tips = outOfMemory
          ? 'This error means you ran out of memory on your GPU.\n\nTIPS: If the workflow worked before you might have accidentally set the batch_size to a large number.'
          : '';
        add('execution_error', {
          ...base,
          exception_message: `${failure.message}\n${tips}`,
          exception_type: failure.exceptionType,
          traceback: [
            '  File "/ComfyUI/execution.py", line 496, in execute\n    output_data, output_ui, has_subgraph, has_pending_tasks = await get_output_data(prompt_id, unique_id, obj, input_data_all, execution_block_cb=execution_block_cb, pre_execute_cb=pre_execute_cb, hidden_inputs=hidden_inputs)\n',
            '  File "/ComfyUI/execution.py", line 315, in get_output_data\n    return_values = await _async_map_node_over_list(prompt_id, unique_id, obj, input_data_all, obj.FUNCTION, allow_interrupt=True, execution_block_cb=execution_block_cb, pre_execute_cb=pre_execute_cb, hidden_inputs=hidden_inputs)\n',
          ],
          current_inputs: Object.fromEntries(
            Object.entries(workflow[node]?.inputs ?? {})
              .filter(([, value]) => !Array.isArray(value))
              .map(([name, value]) => [name, [value]]),
          ),
          current_outputs: [],
        });
      }
    }
    job.currentNode = null;
    if (job.epoch === epoch)
      history.set(promptId, {
        prompt: job.tuple,
        outputs: ui,
        status: { status_str: success ? 'success' : 'error', completed: success, messages },
        meta,
      });
    running = null;
    queueUpdated();
    toClient('executing', { node: null, prompt_id: promptId });
  }

  function pump() {
    if (running || pending.length === 0) return;
    pending.sort((a, b) => a.tuple[0] - b.tuple[0]);
    const job = pending.shift()!;
    running = job;
    void run(job).finally(() => setImmediate(pump));
  }

  // --- routes --------------------------------------------------------------------------------

  function postPrompt(raw: Buffer): Reply {
    if (behaviour.kind === 'garbage') {
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
      queuedAs = data.front ? -number : number;
      number += 1;
    }
    if (!('prompt' in data)) {
      const error = invalid('no_prompt', 'No prompt provided', 'No prompt provided');
      return json(400, { error, node_errors: {} });
    }
    const validation = validatePrompt(
      data.prompt,
      specs(),
      (image) => annotated(image) !== undefined,
    );
    if (!validation.ok)
      return json(400, { error: validation.error, node_errors: validation.nodeErrors });
    const promptId = typeof data.prompt_id === 'string' ? data.prompt_id : randomUUID();
    const extra: Record<string, unknown> = isObject(data.extra_data) ? { ...data.extra_data } : {};
    if ('client_id' in data) extra.client_id = data.client_id;
    extra.create_time = Date.now();
    pending.push({
      tuple: [queuedAs, promptId, validation.workflow, extra, validation.outputs],
      behaviour,
      interrupted: false,
      wake: () => undefined,
      currentNode: null,
      epoch,
    });
    queueUpdated();
    setImmediate(pump);
    return json(200, { prompt_id: promptId, number: queuedAs, node_errors: validation.nodeErrors });
  }

  async function upload(request: ComfyUIRequest, raw: Buffer): Promise<Reply> {
    let form: FormData;
    try {
      form = await new Request('http://double.invalid/', {
        method: 'POST',
        headers: { 'content-type': request.headers['content-type'] ?? '' },
        body: raw,
      }).formData();
    } catch {
      return plain(400, '400: Bad Request');
    }
    const fields: Record<string, unknown> = {};
    for (const [name, value] of form.entries()) {
      fields[name] =
        typeof value === 'string'
          ? value
          : { filename: value.name, type: value.type, size: value.size };
    }
    request.body = fields;
    const image = form.get('image');
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : null;
    };
    const type = text('type') ?? 'input';
    const subfolder = text('subfolder') ?? '';
    if (typeof image === 'string' || !image?.name) return plain(400, '400: Bad Request');
    if (!['input', 'temp', 'output'].includes(type)) return serverError();
    if (
      subfolder.startsWith('/') ||
      subfolder.split('/').includes('..') ||
      image.name.includes('/')
    ) {
      return plain(400, '400: Bad Request');
    }
    const bytes = Buffer.from(await image.arrayBuffer());
    const digest = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex');
    const extension = path.extname(image.name);
    const stem = image.name.slice(0, image.name.length - extension.length);
    let filename = image.name;
    const overwrite = text('overwrite');
    if (overwrite !== 'true' && overwrite !== '1') {
      // As ComfyUI: the same bytes under the same name are kept once; other bytes get ` (n)`.
      for (let index = 1; ; index += 1) {
        const existing = files.get(fileKey(type, subfolder, filename));
        if (!existing) break;
        if (digest(existing.bytes) === digest(bytes))
          return json(200, { name: filename, subfolder, type });
        filename = `${stem} (${index})${extension}`;
      }
    }
    const picture = await loadImage(bytes).catch(() => null);
    files.set(fileKey(type, subfolder, filename), {
      type: type as ComfyUIFile['type'],
      subfolder,
      filename,
      contentType: contentTypeOf(filename),
      bytes,
      ...(picture ? { width: picture.width, height: picture.height } : {}),
    });
    return json(200, { name: filename, subfolder, type });
  }

  function view(query: URLSearchParams): Reply {
    const asked = query.get('filename');
    if (asked === null) return plain(404, '404: Not Found');
    const match = /^(.*) \[(input|output|temp)\]$/.exec(asked);
    const filename = match ? match[1] : asked;
    if (!filename || filename.startsWith('/') || filename.includes('..'))
      return plain(400, '400: Bad Request');
    const type = match ? match[2] : (query.get('type') ?? 'output');
    if (!['input', 'output', 'temp'].includes(type)) return plain(400, '400: Bad Request');
    const subfolder = query.get('subfolder') ?? '';
    if (subfolder.startsWith('/') || subfolder.split('/').includes('..'))
      return plain(403, '403: Forbidden');
    const file = files.get(fileKey(type, subfolder, path.posix.basename(filename)));
    if (!file) return plain(404, '404: Not Found');
    return {
      status: 200,
      type: file.contentType,
      body: file.bytes,
      headers: { 'content-disposition': `filename="${file.filename}"` },
    };
  }

  function postQueue(raw: Buffer): Reply {
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      return serverError();
    }
    const data = isObject(body) ? body : {};
    if (data.clear) pending = [];
    if (Array.isArray(data.delete)) {
      pending = pending.filter((job) => !(data.delete as unknown[]).includes(job.tuple[1]));
    }
    queueUpdated();
    return ok();
  }

  function postInterrupt(raw: Buffer): Reply {
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

  function getHistory(query: URLSearchParams): Reply {
    const entries = [...history.entries()];
    const max = Number(query.get('max_items'));
    return json(200, Object.fromEntries(max > 0 ? entries.slice(-max) : entries));
  }

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

  const authorized = (headers: IncomingHttpHeaders) =>
    !options.token || headers.authorization === `Bearer ${options.token}`;
  const UNAUTHORIZED =
    '<html>\r\n<head><title>401 Authorization Required</title></head>\r\n<body>\r\n<center><h1>401 Authorization Required</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

  async function handle(request: ComfyUIRequest, raw: Buffer): Promise<Reply> {
    if (!authorized(request.headers)) {
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
      const spec = specs()[name];
      return json(200, spec ? { [name]: nodeInfo(name, spec) } : {});
    }
    const modelsOf = /^\/models\/([^/]+)$/.exec(route);
    if (method === 'GET' && modelsOf) {
      if (!MODEL_FOLDERS.includes(modelsOf[1])) return plain(404, '404: Not Found');
      return json(200, modelsOf[1] === 'checkpoints' ? checkpoints : []);
    }
    switch (`${method} ${route}`) {
      case 'POST /prompt':
        return postPrompt(raw);
      case 'GET /prompt':
        return json(200, queueInfo());
      case 'GET /queue':
        return json(200, {
          queue_running: running ? tuples([running]) : [],
          queue_pending: tuples(pending),
        });
      case 'POST /queue':
        return postQueue(raw);
      case 'POST /interrupt':
        return postInterrupt(raw);
      case 'GET /history':
        return getHistory(request.query);
      case 'POST /history': {
        const body = request.body;
        if (isObject(body) && body.clear) history.clear();
        if (isObject(body) && Array.isArray(body.delete))
          body.delete.forEach((id) => history.delete(String(id)));
        return ok();
      }
      case 'GET /view':
        return view(request.query);
      case 'POST /upload/image':
        return upload(request, raw);
      case 'GET /object_info': {
        const all = specs();
        return json(
          200,
          Object.fromEntries(
            Object.entries(all).map(([name, spec]) => [name, nodeInfo(name, spec)]),
          ),
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

  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const raw = Buffer.concat(chunks);
      const request = record(incoming);
      const text = raw.toString('utf8');
      if (!(incoming.headers['content-type'] ?? '').startsWith('multipart/')) {
        try {
          request.body = text ? JSON.parse(text) : undefined;
        } catch {
          request.body = text;
        }
      }
      void handle(request, raw)
        .catch(() => serverError())
        .then((reply) => send(response, reply));
    });
  });

  function record(incoming: IncomingMessage): ComfyUIRequest {
    const address = new URL(incoming.url ?? '/', url);
    const request: ComfyUIRequest = {
      method: incoming.method ?? 'GET',
      path: address.pathname,
      query: address.searchParams,
      headers: incoming.headers,
      body: undefined,
    };
    requests.push(request);
    return request;
  }

  server.on('upgrade', (incoming: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => undefined);
    const request = record(incoming);
    const refuse = (status: string, body: string, type = 'text/plain; charset=utf-8') =>
      socket.end(
        `HTTP/1.1 ${status}\r\ncontent-type: ${type}\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
      );
    if (!authorized(incoming.headers)) return refuse('401 Unauthorized', UNAUTHORIZED, 'text/html');
    const route = request.path.startsWith('/api/') ? request.path.slice(4) : request.path;
    if (route !== '/ws' || behaviour.kind === 'no_socket')
      return refuse('404 Not Found', '404: Not Found');
    wss.handleUpgrade(incoming, socket, head, (ws) =>
      connect(ws, request.query.get('clientId'), incoming.headers),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    url,
    /** The recorded HTTP calls (the socket's upgrade among them), of one method and path if given. */
    calls: (method?: string, path?: string) =>
      requests.filter(
        (request) =>
          (method === undefined || request.method === method) &&
          (path === undefined || request.path === path),
      ),
    /** The sockets that connected, with the client id each was given. */
    sockets: () => [...socketLog],
    /** The files prompts saved, each with its prompt, node and seed. */
    outputs: () => [...files.values()].filter((file) => file.promptId !== undefined),
    /** The files uploaded. */
    uploads: () => [...files.values()].filter((file) => file.promptId === undefined),
    /** How prompts queued from now on run, and whether the socket is offered. */
    behave(next: ComfyUIBehaviour) {
      behaviour = next;
    },
    /** An idle server again: no queue, history, files or recorded calls; prompts run normally. */
    reset() {
      behaviour = { kind: 'normal' };
      epoch += 1;
      pending = [];
      if (running) interrupt(running);
      requests.length = 0;
      socketLog.length = 0;
      history.clear();
      files.clear();
    },
    /** Stops the work, closes the sockets and the server. */
    stop: () =>
      new Promise<void>((resolve) => {
        pending = [];
        if (running) interrupt(running);
        for (const socket of wss.clients) socket.terminate();
        wss.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function send(response: ServerResponse, reply: Reply) {
  // A caller that gave up has closed its socket; the answer goes into the void.
  response.on('error', () => undefined);
  if (response.destroyed) return;
  response.writeHead(reply.status, { 'content-type': reply.type, ...reply.headers });
  response.end(reply.body);
}
