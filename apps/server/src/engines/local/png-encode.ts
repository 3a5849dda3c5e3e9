import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * A small PNG encoder for opaque RGBA pixels (8-bit RGB, "Up" row filter, zlib level 2).
 *
 * Why not the canvas's own encoder: Skia dithers gradients, and its PNG encoder compresses that
 * fine noise at a high zlib level, which took 400-1100 ms for a 1024 x 1024 render here. This one
 * takes about 60-120 ms for files about 15 % larger, and deflates in the thread pool.
 */

const deflate = promisify(zlib.deflate);
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(zlib.crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** `rgba` is width x height x 4 bytes; alpha is ignored (the renderer paints opaque images). */
export async function encodeOpaquePng(
  rgba: Uint8Array,
  width: number,
  height: number,
): Promise<Buffer> {
  if (rgba.length < width * height * 4) throw new RangeError('pixel buffer smaller than the image');
  const stride = width * 3;
  const rows = Buffer.allocUnsafe((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    let o = y * (stride + 1);
    rows[o++] = 2; // Up: each byte minus the byte above it, which suits smooth vertical gradients.
    let s = y * width * 4;
    if (y === 0) {
      for (let x = 0; x < width; x++, s += 4) {
        rows[o++] = rgba[s];
        rows[o++] = rgba[s + 1];
        rows[o++] = rgba[s + 2];
      }
      continue;
    }
    const up = width * 4;
    for (let x = 0; x < width; x++, s += 4) {
      rows[o++] = (rgba[s] - rgba[s - up]) & 255;
      rows[o++] = (rgba[s + 1] - rgba[s + 1 - up]) & 255;
      rows[o++] = (rgba[s + 2] - rgba[s + 2 - up]) & 255;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', await deflate(rows, { level: 2, memLevel: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
