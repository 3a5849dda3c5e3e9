import { describe, expect, it } from 'vitest';
import { probeVideo } from './media-probe';
import { createLocalVideoEngine } from './video-engine';

describe('the local video engine', () => {
  it('renders a labelled MP4 and says so when it had to round the size', async () => {
    const engine = createLocalVideoEngine();
    expect(engine).toMatchObject({ engine: 'local', model: 'local-video-renderer-1' });
    const file = await engine.generate(
      { prompt: 'desert', width: 161, height: 90, duration: 1, fps: 8, seed: 1, resolution: '90P' },
      { signal: new AbortController().signal, progress: () => {} },
    );
    expect(file).toMatchObject({
      contentType: 'video/mp4',
      extension: 'mp4',
      width: 160,
      height: 90,
      duration: 1,
      fps: 8,
    });
    expect(file.note).toMatch(/160 x 90/);
    expect(await probeVideo(file.body)).toMatchObject({ width: 160, height: 90, fps: 8 });
  }, 30_000);
});
