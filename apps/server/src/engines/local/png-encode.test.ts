import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { encodeOpaquePng } from './png-encode';

describe('encodeOpaquePng', () => {
  it('writes a PNG that decodes to the same pixels', async () => {
    const width = 37;
    const height = 23;
    const rgba = new Uint8Array(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      rgba[i * 4] = (i * 7) & 255;
      rgba[i * 4 + 1] = (i * 13) & 255;
      rgba[i * 4 + 2] = (i * 29) & 255;
      rgba[i * 4 + 3] = 255;
    }
    const png = await encodeOpaquePng(rgba, width, height);
    const canvas = createCanvas(width, height);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(await loadImage(png), 0, 0);
    expect(Buffer.from(ctx.getImageData(0, 0, width, height).data).equals(Buffer.from(rgba))).toBe(
      true,
    );
  });

  it('refuses a pixel buffer smaller than the image', async () => {
    await expect(encodeOpaquePng(new Uint8Array(10), 4, 4)).rejects.toThrow(RangeError);
  });
});
