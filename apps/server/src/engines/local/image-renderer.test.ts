import { loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { renderImage } from './image-renderer';
import { measureColours, probeImage } from './media-probe';

describe('renderImage', () => {
  it.each([
    [1024, 1024],
    [1024, 576],
    [576, 1024],
    [333, 777],
  ])('makes a %i x %i PNG of exactly that size', async (width, height) => {
    const png = await renderImage({ prompt: 'mountains at sunset', width, height, seed: 1 });
    expect(await probeImage(png)).toEqual({ width, height, format: 'png' });
    // The decoder agrees with the header.
    const image = await loadImage(png);
    expect([image.width, image.height]).toEqual([width, height]);
  });

  it('gives the same bytes for the same prompt, seed and size, and others for another seed', async () => {
    const input = { prompt: 'a cat on a beach at night', width: 320, height: 240, seed: 42 };
    const a = await renderImage(input);
    const b = await renderImage(input);
    const c = await renderImage({ ...input, seed: 43 });
    const d = await renderImage({ ...input, prompt: 'a dog on a beach at night' });
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
    expect(a.equals(d)).toBe(false);
  });

  it('paints a red prompt mostly red and a blue ocean mostly blue', async () => {
    const red = await measureColours(
      await renderImage({ prompt: 'red', width: 512, height: 512, seed: 3 }),
    );
    expect(red.dominant[0]?.name).toBe('red');
    expect(red.shares.red).toBeGreaterThan(0.4);
    const ocean = await measureColours(
      await renderImage({ prompt: 'a blue ocean', width: 512, height: 288, seed: 3 }),
    );
    expect(ocean.dominant[0]?.name).toBe('blue');
    expect(ocean.shares.blue).toBeGreaterThan(0.5);
  });

  it('reflects mood words in the light of the picture', async () => {
    const dark = await measureColours(
      await renderImage({ prompt: 'dark moody forest at night', width: 400, height: 400, seed: 5 }),
    );
    const bright = await measureColours(
      await renderImage({
        prompt: 'bright pastel meadow with flowers',
        width: 400,
        height: 400,
        seed: 5,
      }),
    );
    expect(dark.lightness).toBeLessThan(0.3);
    expect(bright.lightness).toBeGreaterThan(0.5);
  });

  it('prints the prompt in a darker band along the bottom when asked', async () => {
    const input = { prompt: 'white clouds in a pale sky', width: 600, height: 400, seed: 9 };
    const plain = await renderImage(input);
    const captioned = await renderImage({ ...input, caption: true });
    expect(captioned.equals(plain)).toBe(false);
    const bottom = async (png: Buffer) => {
      const { createCanvas } = await import('@napi-rs/canvas');
      const canvas = createCanvas(600, 400);
      const ctx = canvas.getContext('2d');
      ctx.drawImage(await loadImage(png), 0, 0);
      const data = ctx.getImageData(0, 370, 600, 30).data;
      let sum = 0;
      for (let i = 0; i < data.length; i += 4)
        sum += (data[i] ?? 0) + (data[i + 1] ?? 0) + (data[i + 2] ?? 0);
      return sum / (data.length / 4) / 3;
    };
    expect(await bottom(captioned)).toBeLessThan((await bottom(plain)) - 30);
  });

  it('refuses sizes it cannot make', async () => {
    await expect(renderImage({ prompt: 'x', width: 0, height: 10, seed: 1 })).rejects.toThrow(
      RangeError,
    );
    await expect(renderImage({ prompt: 'x', width: 10.5, height: 10, seed: 1 })).rejects.toThrow(
      RangeError,
    );
    await expect(renderImage({ prompt: 'x', width: 5000, height: 10, seed: 1 })).rejects.toThrow(
      RangeError,
    );
  });
});
