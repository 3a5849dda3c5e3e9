import { describe, expect, it } from 'vitest';
import { createLocalImageEngine } from './image-engine';
import { probeImage } from './media-probe';

describe('the local image engine', () => {
  it('renders a labelled PNG of the requested size and reports progress', async () => {
    const engine = createLocalImageEngine();
    expect(engine).toMatchObject({ engine: 'local', model: 'local-image-renderer-1' });
    const progress: number[] = [];
    const file = await engine.generate(
      {
        prompt: 'forest',
        width: 400,
        height: 300,
        aspectRatio: '4:3',
        quality: 'balanced',
        seed: 1,
      },
      { signal: new AbortController().signal, progress: (p) => progress.push(p) },
    );
    expect(file).toMatchObject({
      contentType: 'image/png',
      extension: 'png',
      width: 400,
      height: 300,
    });
    expect(await probeImage(file.body)).toMatchObject({ width: 400, height: 300 });
    expect(progress.length).toBeGreaterThan(0);
  });

  it('does not start when aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('deadline'));
    await expect(
      createLocalImageEngine().generate(
        { prompt: 'x', width: 64, height: 64, aspectRatio: '1:1', quality: 'fast', seed: 1 },
        { signal: controller.signal, progress: () => {} },
      ),
    ).rejects.toThrow('deadline');
  });
});
