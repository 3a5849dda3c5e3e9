import { describe, expect, it } from 'vitest';
import { probeVideo } from './media-probe';
import { renderVideo } from './video-renderer';

describe('renderVideo', () => {
  it('encodes an H.264 MP4 of exactly the requested duration, size and frame rate', async () => {
    const reported: number[] = [];
    const video = await renderVideo(
      { prompt: 'city skyline at night', width: 320, height: 180, duration: 2, fps: 12, seed: 4 },
      { progress: (percent) => reported.push(percent) },
    );
    expect(video).toMatchObject({ width: 320, height: 180, fps: 12, frames: 24, duration: 2 });
    expect(video.body.toString('ascii', 4, 8)).toBe('ftyp');
    // +faststart: the index (moov) comes before the media data (mdat).
    expect(video.body.indexOf('moov')).toBeLessThan(video.body.indexOf('mdat'));
    const probe = await probeVideo(video.body);
    expect(probe).toMatchObject({ width: 320, height: 180, fps: 12 });
    expect(probe.duration).toBeCloseTo(2, 1);
    expect(reported.length).toBeGreaterThan(3);
    expect(reported).toEqual([...reported].sort((a, b) => a - b));
    expect(reported.at(-1)).toBeGreaterThanOrEqual(90);
  }, 60_000);

  it('rounds an odd size down to even, as yuv420p needs', async () => {
    const video = await renderVideo({
      prompt: 'abstract',
      width: 161,
      height: 91,
      duration: 0.5,
      fps: 8,
      seed: 1,
    });
    expect(video).toMatchObject({ width: 160, height: 90, frames: 4 });
    expect(await probeVideo(video.body)).toMatchObject({ width: 160, height: 90 });
  }, 60_000);

  it('stops and throws the abort reason when aborted mid-render', async () => {
    const controller = new AbortController();
    const reason = new Error('canceled by the user');
    const started = performance.now();
    const render = renderVideo(
      { prompt: 'ocean waves', width: 640, height: 360, duration: 60, fps: 30, seed: 2 },
      {
        signal: controller.signal,
        progress: (percent) => {
          if (percent >= 1) controller.abort(reason);
        },
      },
    );
    await expect(render).rejects.toBe(reason);
    // 1800 frames would take far longer than this: the render stopped at the abort.
    expect(performance.now() - started).toBeLessThan(15_000);
  }, 30_000);

  it('does not start when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('deadline'));
    await expect(
      renderVideo(
        { prompt: 'x', width: 64, height: 64, duration: 1, fps: 8, seed: 1 },
        { signal: controller.signal },
      ),
    ).rejects.toThrow('deadline');
  });
});
