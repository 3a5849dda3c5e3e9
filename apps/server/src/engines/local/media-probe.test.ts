import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { dominantColours, parseVideoInfo, probeImage, probeVideo, videoFrame } from './media-probe';
import { renderVideo } from './video-renderer';

function halves(width: number, height: number) {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#d42020';
  ctx.fillRect(0, 0, width / 2, height);
  ctx.fillStyle = '#2050d0';
  ctx.fillRect(width / 2, 0, width / 2, height);
  return canvas;
}

describe('probeImage', () => {
  it('reads the size and format of PNG, JPEG and WebP files', async () => {
    const canvas = halves(300, 170);
    expect(await probeImage(canvas.toBuffer('image/png'))).toEqual({
      width: 300,
      height: 170,
      format: 'png',
    });
    expect(await probeImage(canvas.toBuffer('image/jpeg', 90))).toEqual({
      width: 300,
      height: 170,
      format: 'jpeg',
    });
    expect(await probeImage(canvas.toBuffer('image/webp', 90))).toEqual({
      width: 300,
      height: 170,
      format: 'webp',
    });
    expect(await probeImage(await canvas.encode('webp', 1))).toEqual({
      width: 300,
      height: 170,
      format: 'webp',
    });
  });

  it('rejects bytes that are no image', async () => {
    await expect(probeImage(Buffer.from('not an image at all'))).rejects.toThrow();
  });
});

describe('dominantColours', () => {
  it('finds the two halves of a red and blue image with their names and shares', async () => {
    const colours = await dominantColours(halves(200, 100).toBuffer('image/png'), 5);
    expect(colours).toHaveLength(2);
    expect(colours.map((c) => c.name).sort()).toEqual(['blue', 'red']);
    for (const c of colours) {
      expect(c.share).toBeCloseTo(0.5, 1);
      expect(c.hex).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('names basic colours', async () => {
    const cases: Array<[string, string]> = [
      ['#111111', 'black'],
      ['#fafafa', 'white'],
      ['#808080', 'grey'],
      ['#2e9e3c', 'green'],
      ['#1a9e96', 'teal'],
      ['#8030c0', 'purple'],
      ['#ff6fb0', 'pink'],
      ['#ff8c1a', 'orange'],
      ['#ffe033', 'yellow'],
      ['#7a5230', 'brown'],
      ['#0d1b3a', 'blue'],
    ];
    for (const [hex, name] of cases) {
      const canvas = createCanvas(16, 16);
      const ctx = canvas.getContext('2d');
      ctx.fillStyle = hex;
      ctx.fillRect(0, 0, 16, 16);
      const [top] = await dominantColours(canvas.toBuffer('image/png'));
      expect([hex, top?.name]).toEqual([hex, name]);
      expect(top?.share).toBe(1);
    }
  });
});

describe('probeVideo and videoFrame', () => {
  it('measure a video and take one frame of it as PNG', async () => {
    const video = await renderVideo({
      prompt: 'sea',
      width: 160,
      height: 90,
      duration: 1,
      fps: 8,
      seed: 1,
    });
    expect(await probeVideo(video.body)).toEqual({ width: 160, height: 90, duration: 1, fps: 8 });
    const frame = await videoFrame(video.body, 0.5);
    expect(await probeImage(frame)).toEqual({ width: 160, height: 90, format: 'png' });
  }, 30_000);

  it('rejects bytes that are no video', async () => {
    await expect(probeVideo(Buffer.from('nothing to see'))).rejects.toThrow(/ffmpeg/);
  });

  it('parses the stream line ffmpeg prints', () => {
    const stderr = [
      "Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'input.mp4':",
      '  Duration: 00:00:06.00, start: 0.000000, bitrate: 290 kb/s',
      '    Stream #0:0(und): Video: h264 (High) (avc1 / 0x31637661), yuv420p, 1364x768, 286 kb/s, 24 fps, 24 tbr, 12288 tbn, 48 tbc (default)',
    ].join('\n');
    expect(parseVideoInfo(stderr)).toEqual({ width: 1364, height: 768, duration: 6, fps: 24 });
    expect(parseVideoInfo('no streams here')).toBeNull();
  });
});
