import { describe, expect, it } from 'vitest';
import { parseVideoInfo, probeVideo, runFfmpeg, withTempFile } from '../../lib/ffmpeg';
import type { EngineContext, VideoRequest } from '../types';
import { useReplicateDouble } from './use-replicate-double';
import { createReplicateVideoEngine, HAILUO, LTX_VIDEO } from './video-engine';

const replicate = useReplicateDouble('r8_video_test_token');

const context = (): EngineContext & { seen: number[] } => {
  const seen: number[] = [];
  return { signal: new AbortController().signal, progress: (p) => seen.push(p), seen };
};

const request = (overrides: Partial<VideoRequest> = {}): VideoRequest => ({
  prompt: 'waves on a pebble beach',
  width: 1364,
  height: 768,
  duration: 6,
  fps: 24,
  seed: 7,
  resolution: '768P',
  ...overrides,
});

/** What ffmpeg itself says about the file, independent of the engine's own probe. */
async function ffmpegSays(body: Buffer) {
  return withTempFile(body, 'check.mp4', async (file) => {
    const { stderr } = await runFfmpeg(['-i', file, '-f', 'null', '-']);
    return parseVideoInfo(stderr);
  });
}

describe('Replicate video engine', () => {
  it('runs LTX-Video by its version for ultra, converting its 25 fps clip to 24 and cutting it to the seconds asked', async () => {
    replicate.double.script(LTX_VIDEO.model, {
      kind: 'succeed',
      polls: 3,
      output: { mp4: { width: 320, height: 180, fps: 25, seconds: 3 } },
    });
    const ctx = context();
    const engine = createReplicateVideoEngine(replicate.client, 'ultra');
    expect(engine).toMatchObject({
      engine: 'provider',
      model: `${LTX_VIDEO.model}:${LTX_VIDEO.version}`,
    });

    const file = await engine.generate(request({ duration: 2 }), ctx);

    expect(replicate.double.calls('POST', /\/predictions$/).at(-1)).toMatchObject({
      path: '/v1/predictions',
      body: {
        version: LTX_VIDEO.version,
        input: {
          prompt: 'waves on a pebble beach',
          target_size: 768,
          aspect_ratio: '16:9',
          // 2 s at 24 fps is 49 frames: the shortest length LTX offers is 97.
          length: 97,
          seed: 7,
        },
      },
    });
    expect(file).toMatchObject({
      contentType: 'video/mp4',
      extension: 'mp4',
      width: 320,
      height: 180,
      fps: 24,
      note: 'Frame rate converted from 25 to 24 fps; Cut from 3.0 s to 2 s',
    });
    expect(file.duration).toBeCloseTo(2, 0);
    expect(await ffmpegSays(file.body)).toMatchObject({ fps: 24, width: 320, height: 180 });
    expect(ctx.seen).toEqual([...ctx.seen].sort((a, b) => a - b));
  });

  it('asks LTX-Video for the frames that cover 6 s at 512P', async () => {
    replicate.double.script(LTX_VIDEO.model, {
      kind: 'succeed',
      output: { mp4: { width: 256, height: 144, fps: 24, seconds: 1 } },
    });
    await createReplicateVideoEngine(replicate.client, 'ultra').generate(
      request({ resolution: '512P' }),
      context(),
    );
    expect(replicate.double.calls('POST', /\/predictions$/).at(-1)?.body).toMatchObject({
      input: { target_size: 512, length: 161 },
    });
  });

  it('keeps a clip already at the asked rate as it came', async () => {
    replicate.double.script(HAILUO, {
      kind: 'succeed',
      output: { mp4: { width: 256, height: 144, fps: 24, seconds: 1 } },
    });
    const file = await createReplicateVideoEngine(replicate.client, 'ultra_pro').generate(
      request({ duration: 10, resolution: '512P' }),
      context(),
    );

    expect(replicate.double.calls('POST', /\/predictions$/).at(-1)).toMatchObject({
      path: `/v1/models/${HAILUO}/predictions`,
      body: {
        input: {
          prompt: 'waves on a pebble beach',
          duration: 10,
          resolution: '768p',
          prompt_optimizer: false,
        },
      },
    });
    expect(file.note).toBeUndefined();
    expect(file.fps).toBe(24);
    expect(await probeVideo(file.body)).toMatchObject({ width: 256, height: 144, fps: 24 });
  });

  it('asks Hailuo for 1080p, 6 seconds, on ultra_max', async () => {
    replicate.double.script(HAILUO, {
      kind: 'succeed',
      output: { mp4: { width: 256, height: 144, fps: 24, seconds: 1 } },
    });
    await createReplicateVideoEngine(replicate.client, 'ultra_max').generate(
      request({ duration: 6, resolution: '1080P' }),
      context(),
    );
    expect(replicate.double.calls('POST', /\/predictions$/).at(-1)?.body).toEqual({
      input: {
        prompt: 'waves on a pebble beach',
        duration: 6,
        resolution: '1080p',
        prompt_optimizer: false,
      },
    });
  });
});
