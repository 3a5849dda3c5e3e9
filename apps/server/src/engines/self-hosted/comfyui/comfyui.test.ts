import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startComfyUIDouble, unreachableComfyUIUrl } from '../../../../test/helpers/comfyui-double';
import {
  engineContext,
  failureOf,
  imageRequest,
  inputPng,
  reimagineRequest,
} from '../../../../test/helpers/engine-calls';
import { until } from '../../../../test/helpers/until';
import { probeVideo } from '../../../lib/ffmpeg';
import { probeImage } from '../../local/media-probe';
import type { ImageRequest, VideoRequest } from '../../types';
import type { SelfHostedServer } from '../server-call';
import {
  createComfyUIImageEditor,
  createComfyUIImageEngine,
  createComfyUIVideoEngine,
} from './comfyui-engines';
import { listComfyUICheckpoints } from './run-workflow';
import {
  checkTemplate,
  fillWorkflow,
  loadWorkflowTemplates,
  workflowTemplateProblems,
} from './workflow-templates';

let double: Awaited<ReturnType<typeof startComfyUIDouble>>;
let failures = 0;
let server: SelfHostedServer;
const templates = loadWorkflowTemplates();
const IMAGE_CHECKPOINT = 'sd_xl_base_1.0.safetensors';
const VIDEO_CHECKPOINT = 'ltx-video-2b-v0.9.5.safetensors';
const options = { checkpoint: IMAGE_CHECKPOINT, pollMs: 20 };
/** Not on the 8-pixel grid, so the fitting shows. */
const wide = (overrides: Partial<ImageRequest> = {}) =>
  imageRequest({ width: 100, height: 60, aspectRatio: '16:9', ...overrides });

beforeAll(async () => {
  double = await startComfyUIDouble();
});
afterAll(() => double.stop());
beforeEach(() => {
  double.reset();
  failures = 0;
  server = { name: 'The ComfyUI server', baseUrl: double.url, onError: () => (failures += 1) };
});

/** The workflow the server was last given, by node class. */
function lastWorkflow() {
  const body = double.calls('POST', '/prompt').at(-1)?.body as {
    prompt: Record<string, { class_type: string; inputs: Record<string, unknown> }>;
    client_id: string;
  };
  const node = (classType: string) =>
    Object.values(body.prompt).find((candidate) => candidate.class_type === classType)?.inputs;
  return { body, node };
}

describe('ComfyUI text to image', () => {
  it('runs the shipped workflow with the job’s values, follows the socket and answers the exact size', async () => {
    const { ctx, progress } = engineContext();
    const engine = createComfyUIImageEngine(server, templates['text-to-image'], options);
    expect(engine).toMatchObject({ engine: 'self_hosted', model: IMAGE_CHECKPOINT });

    const file = await engine.generate(wide({ quality: 'fast' }), ctx);

    const { body, node } = lastWorkflow();
    expect(node('CheckpointLoaderSimple')).toEqual({ ckpt_name: IMAGE_CHECKPOINT });
    expect(node('EmptyLatentImage')).toEqual({ width: 104, height: 64, batch_size: 1 });
    expect(node('KSampler')).toMatchObject({ seed: 42, steps: 12 });
    expect(Object.values(body.prompt).map((n) => n.inputs.text)).toContain('a lighthouse at dusk');
    // The socket was opened first, under the client id the prompt was queued with.
    expect(double.sockets().map((socket) => socket.clientId)).toEqual([body.client_id]);
    expect(double.calls('GET', '/view')).toHaveLength(1);

    expect(file).toMatchObject({ contentType: 'image/png', width: 100, height: 60 });
    expect(await probeImage(file.body)).toMatchObject({ width: 100, height: 60 });
    const drawing = progress.filter((p) => p.message === 'Drawing on your server');
    expect(drawing.length).toBeGreaterThan(2);
    const percents = progress.map((p) => p.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(Math.max(...drawing.map((p) => p.percent))).toBe(90);
  });

  it('reads the history instead when the socket is refused', async () => {
    double.behave({ kind: 'no_socket' });
    const file = await createComfyUIImageEngine(
      server,
      templates['text-to-image'],
      options,
    ).generate(wide(), engineContext().ctx);
    expect(file).toMatchObject({ width: 100, height: 60 });
    expect(double.sockets()).toHaveLength(0);
    expect(double.calls('GET').some((call) => call.path.startsWith('/history/'))).toBe(true);
  });

  it('sends the token to every call and the socket, for a proxy that asks for one', async () => {
    const guarded = await startComfyUIDouble({ token: 'comfy-secret' });
    try {
      const withToken = {
        name: 'The ComfyUI server',
        baseUrl: guarded.url,
        headers: { authorization: 'Bearer comfy-secret' },
      };
      await createComfyUIImageEngine(withToken, templates['text-to-image'], options).generate(
        wide(),
        engineContext().ctx,
      );
      expect(guarded.sockets()[0]?.headers.authorization).toBe('Bearer comfy-secret');
      expect(
        guarded.calls().every((call) => call.headers.authorization === 'Bearer comfy-secret'),
      ).toBe(true);

      const wrong = { ...withToken, headers: { authorization: 'Bearer nope' } };
      const error = await failureOf(
        createComfyUIImageEngine(wrong, templates['text-to-image'], options).generate(
          wide(),
          engineContext().ctx,
        ),
      );
      expect(error.message).toBe('The ComfyUI server refused the token it was given (401)');
    } finally {
      await guarded.stop();
    }
  });
});

describe('ComfyUI failures', () => {
  it('names the node ComfyUI refused the workflow for', async () => {
    const error = await failureOf(
      createComfyUIImageEngine(server, templates['text-to-image'], {
        checkpoint: 'missing.safetensors',
      }).generate(wide(), engineContext().ctx),
    );
    expect(error.code).toBe('UNAVAILABLE');
    expect(error.message).toMatch(
      /^The ComfyUI server refused the workflow: CheckpointLoaderSimple: Value not in list/,
    );
    expect(error.message).toContain('missing.safetensors');
    expect(failures).toBe(1);
  });

  it('fails with ComfyUI’s exception when the workflow fails as it runs', async () => {
    double.behave({
      kind: 'execution_error',
      message: 'CUDA out of memory. Tried to allocate 2 GiB',
    });
    const error = await failureOf(
      createComfyUIImageEngine(server, templates['text-to-image'], options).generate(
        wide(),
        engineContext().ctx,
      ),
    );
    expect(error.message).toContain('The ComfyUI server failed in KSampler');
    expect(error.message).toContain('CUDA out of memory. Tried to allocate 2 GiB');
    expect(failures).toBe(1);
  });

  it('also reads a failure from the history when there is no socket', async () => {
    double.behave({ kind: 'no_socket' });
    const engine = createComfyUIImageEngine(server, templates['text-to-image'], options);
    await engine.generate(wide(), engineContext().ctx);
    double.behave({ kind: 'execution_error', message: 'CUDA out of memory.' });
    const error = await failureOf(engine.generate(wide(), engineContext().ctx));
    expect(error.message).toContain('CUDA out of memory.');
  });

  it('deletes the prompt from the queue and interrupts it when the job is cancelled', async () => {
    double.behave({ kind: 'hang' });
    const controller = new AbortController();
    const running = createComfyUIImageEngine(server, templates['text-to-image'], options)
      .generate(wide(), engineContext({ signal: controller.signal }).ctx)
      .catch((e: unknown) => e);
    await until(() => double.calls('POST', '/prompt').length === 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();

    expect(((await running) as Error).name).toBe('AbortError');
    const { prompt_id: promptId } = double.calls('POST', '/interrupt').at(-1)?.body as {
      prompt_id: string;
    };
    expect(double.calls('POST', '/queue').at(-1)?.body).toEqual({ delete: [promptId] });
    // ComfyUI stopped that prompt: its history says so.
    const history = (await (await fetch(`${double.url}/history/${promptId}`)).json()) as Record<
      string,
      { status: { status_str: string } }
    >;
    expect(history[promptId]?.status.status_str).toBe('error');
    expect(double.outputs()).toHaveLength(0);
    expect(failures).toBe(0);
  });

  it.each([
    ['garbage', 'The ComfyUI server answered /prompt with something that is not JSON'],
    ['bad_output', 'The ComfyUI server answered a file that is not an image'],
  ] as const)('fails as unavailable when the answer is %s', async (kind, message) => {
    double.behave({ kind });
    const error = await failureOf(
      createComfyUIImageEngine(server, templates['text-to-image'], options).generate(
        wide(),
        engineContext().ctx,
      ),
    );
    expect(error).toMatchObject({ code: 'UNAVAILABLE', message });
  });

  it('names the server, not its address, when it cannot be reached', async () => {
    const baseUrl = await unreachableComfyUIUrl();
    const error = await failureOf(
      createComfyUIImageEngine(
        { name: 'The ComfyUI server', baseUrl },
        templates['text-to-image'],
        options,
      ).generate(wide(), engineContext().ctx),
    );
    expect(error.message).toBe('The ComfyUI server could not be reached');
  });
});

describe('ComfyUI image to image (reimagine)', () => {
  it('uploads the image, runs one prompt per output with the next seed, and answers the format asked', async () => {
    const editor = createComfyUIImageEditor(server, templates['image-to-image'], options);
    const input = await reimagineRequest(
      'single_image_ultra',
      { strength: 0.7, output_format: 'webp', num_inference_steps: 25, guidance_scale: 4 },
      { outputs: 2 },
    );
    const { ctx, progress } = engineContext();
    const files = await editor.reimagine(input, ctx);

    expect(double.uploads()).toHaveLength(1);
    const [upload] = double.uploads();
    const prompts = double.calls('POST', '/prompt').map(
      (call) =>
        (
          call.body as {
            prompt: Record<string, { class_type: string; inputs: Record<string, unknown> }>;
          }
        ).prompt,
    );
    expect(prompts).toHaveLength(2);
    const inputsOf = (prompt: (typeof prompts)[number], classType: string) =>
      Object.values(prompt).find((node) => node.class_type === classType)?.inputs;
    expect(inputsOf(prompts[0], 'LoadImage')).toEqual({ image: upload?.filename });
    expect(inputsOf(prompts[0], 'KSampler')).toMatchObject({
      seed: 7,
      steps: 25,
      cfg: 4,
      denoise: 0.7,
    });
    expect(inputsOf(prompts[1], 'KSampler')).toMatchObject({ seed: 8 });

    expect(files).toHaveLength(2);
    for (const file of files) {
      expect(file).toMatchObject({ contentType: 'image/webp', extension: 'webp' });
      expect(await probeImage(file.body)).toMatchObject({ width: 128, height: 96 });
    }
    expect(progress.some((p) => p.message === 'Drawing image 2 of 2 on your server')).toBe(true);
  });

  it('refuses to compose several references before sending anything', async () => {
    const input = await reimagineRequest('multi_images_reference');
    input.images.push({ body: await inputPng(64, 64), contentType: 'image/png' });
    const error = await failureOf(
      createComfyUIImageEditor(server, templates['image-to-image'], options).reimagine(
        input,
        engineContext().ctx,
      ),
    );
    expect(error.code).toBe('UNPROCESSABLE');
    expect(double.calls()).toHaveLength(0);
  });
});

describe('ComfyUI text to video', () => {
  const videoRequest: VideoRequest = {
    prompt: 'waves rolling onto a beach',
    width: 320,
    height: 180,
    duration: 2,
    fps: 24,
    seed: 5,
    resolution: '180P',
  };

  it('runs LTX-Video with frames covering the seconds, and answers an H.264 MP4 at the asked size, rate and length', async () => {
    const engine = createComfyUIVideoEngine(server, templates['text-to-video'], {
      checkpoint: VIDEO_CHECKPOINT,
      pollMs: 20,
    });
    expect(engine.model).toBe(VIDEO_CHECKPOINT);
    const file = await engine.generate(videoRequest, engineContext().ctx);

    const { node } = lastWorkflow();
    expect(node('EmptyLTXVLatentVideo')).toEqual({
      width: 320,
      height: 192,
      length: 49,
      batch_size: 1,
    });
    expect(node('LTXVConditioning')).toMatchObject({ frame_rate: 24 });
    expect(node('SamplerCustom')).toMatchObject({ noise_seed: 5 });
    expect(file).toMatchObject({ contentType: 'video/mp4', extension: 'mp4' });
    const info = await probeVideo(file.body);
    expect(info.fps).toBeCloseTo(24, 1);
    expect(info.duration).toBeLessThanOrEqual(2.25);
    expect(info.duration).toBeGreaterThan(1.5);
    // Drawn on LTX-Video's 32-pixel grid, then fitted to the pixels asked.
    expect(info).toMatchObject({ width: 320, height: 180 });
  });

  it('fails when the workflow saved no video', async () => {
    const error = await failureOf(
      createComfyUIVideoEngine(server, templates['text-to-image'], options).generate(
        videoRequest,
        engineContext().ctx,
      ),
    );
    expect(error.message).toBe('The ComfyUI server finished the workflow without saving a video');
  });
});

describe('ComfyUI workflow templates', () => {
  it('ships templates that hold what each tool needs', () => {
    expect(workflowTemplateProblems(undefined)).toEqual([]);
    expect(templates['image-to-image'].placeholders.has('input_image')).toBe(true);
  });

  it('fills whole values with their type and placeholders inside text as text', () => {
    const template = checkTemplate('text-to-image', 'mine.json', {
      '1': {
        class_type: 'CLIPTextEncode',
        inputs: { text: 'masterpiece, {{prompt}}, {{ seed }}' },
      },
      '2': {
        class_type: 'EmptyLatentImage',
        inputs: { width: '{{width}}', height: '{{height}}', batch_size: 1 },
      },
      '3': { class_type: 'KSampler', inputs: { seed: '{{seed}}', model: ['4', 0] } },
    });
    const filled = fillWorkflow(template, { prompt: 'a fox', seed: 9, width: 64, height: 72 });
    expect(filled['1']?.inputs.text).toBe('masterpiece, a fox, 9');
    expect(filled['2']?.inputs).toEqual({ width: 64, height: 72, batch_size: 1 });
    expect(filled['3']?.inputs).toEqual({ seed: 9, model: ['4', 0] });
    // The template itself is untouched for the next job.
    expect(template.workflow['3']?.inputs.seed).toBe('{{seed}}');
  });

  it('refuses a template that is not API format, has an unknown placeholder, or lacks a needed one', async () => {
    expect(() => checkTemplate('text-to-image', 'ui.json', { nodes: [], links: [] })).toThrow(
      'ui.json is not a ComfyUI workflow in API format (export it with "Export (API)")',
    );
    expect(() =>
      checkTemplate('text-to-image', 'odd.json', {
        '1': { class_type: 'CLIPTextEncode', inputs: { text: '{{prompt}} {{style}}' } },
      }),
    ).toThrow('odd.json has a placeholder text-to-image does not fill: {{style}}');
    // A placeholder another tool fills is no use here: ComfyUI would get an empty value.
    expect(() =>
      checkTemplate('text-to-image', 'frames.json', {
        '1': { class_type: 'CLIPTextEncode', inputs: { text: '{{prompt}}' } },
        '2': { class_type: 'EmptyLatentImage', inputs: { batch_size: '{{frames}}' } },
      }),
    ).toThrow('frames.json has a placeholder text-to-image does not fill: {{frames}}');
    const dir = await mkdtemp(path.join(tmpdir(), 'workflows-'));
    await writeFile(
      path.join(dir, 'image-to-image.json'),
      JSON.stringify({
        '1': { class_type: 'CLIPTextEncode', inputs: { text: '{{prompt}}' } },
        '2': { class_type: 'KSampler', inputs: { seed: '{{seed}}' } },
      }),
    );
    await writeFile(path.join(dir, 'text-to-video.json'), '{ not json');
    expect(workflowTemplateProblems(dir)).toEqual([
      `${path.join(dir, 'image-to-image.json')} lacks the placeholder {{input_image}}, which image-to-image needs (it needs {{prompt}}, {{seed}}, {{input_image}})`,
    ]);
  });
});

describe('ComfyUI checkpoints', () => {
  it('lists what CheckpointLoaderSimple can load', async () => {
    expect(await listComfyUICheckpoints(server, AbortSignal.timeout(5000))).toContain(
      IMAGE_CHECKPOINT,
    );
  });
});
