import { createCanvas, loadImage } from '@napi-rs/canvas';
import { runFfmpeg, withTempFile } from '../../lib/ffmpeg';
import {
  COLOUR_NAMES,
  nameColour,
  rgbToHsl,
  rgbToLab,
  toHex,
  type ColourName,
} from './colour-names';

/** Measurements of image and video files: size, format, duration, frame rate and colours. */

// Probing a video is shared with the Replicate engine (lib/ffmpeg.ts); re-exported so that every
// measurement the local engine and its callers take comes from this one module.
export { parseVideoInfo, probeVideo, type VideoInfo } from '../../lib/ffmpeg';

export interface ImageInfo {
  width: number;
  height: number;
  /** `other` for anything else the decoder reads (BMP, AVIF, ...). */
  format: 'png' | 'jpeg' | 'webp' | 'gif' | 'other';
}

/** Reads the size from the file's header, decoding the pixels only for unusual formats. */
export async function probeImage(body: Buffer): Promise<ImageInfo> {
  const header = readImageHeader(body);
  if (header) return header;
  // Another format, or a header this reader does not follow: let the decoder decide.
  const image = await loadImage(body);
  return { width: image.width, height: image.height, format: 'other' };
}

function readImageHeader(b: Buffer): ImageInfo | null {
  if (b.length >= 24 && b.readUInt32BE(0) === 0x89504e47 && b.toString('ascii', 12, 16) === 'IHDR')
    return { width: b.readUInt32BE(16), height: b.readUInt32BE(20), format: 'png' };
  if (b.length >= 10 && b.toString('ascii', 0, 4) === 'GIF8')
    return { width: b.readUInt16LE(6), height: b.readUInt16LE(8), format: 'gif' };
  if (
    b.length >= 30 &&
    b.toString('ascii', 0, 4) === 'RIFF' &&
    b.toString('ascii', 8, 12) === 'WEBP'
  ) {
    const chunk = b.toString('ascii', 12, 16);
    if (chunk === 'VP8 ')
      return {
        width: b.readUInt16LE(26) & 0x3fff,
        height: b.readUInt16LE(28) & 0x3fff,
        format: 'webp',
      };
    if (chunk === 'VP8L') {
      const bits = b.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1, format: 'webp' };
    }
    if (chunk === 'VP8X')
      return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1, format: 'webp' };
    return null;
  }
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) {
    let o = 2;
    while (o + 9 < b.length) {
      if (b[o] !== 0xff) return null;
      const marker = b[o + 1] ?? 0;
      // Start-of-frame markers C0-CF, except DHT (C4), JPG (C8) and DAC (CC), carry the size.
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
        return { height: b.readUInt16BE(o + 5), width: b.readUInt16BE(o + 7), format: 'jpeg' };
      o += 2 + b.readUInt16BE(o + 2);
    }
  }
  return null;
}

/** One frame of a video as PNG, at the given second (clamped to the last frame by the caller). */
export function videoFrame(
  body: Buffer,
  atSeconds: number,
  options: { signal?: AbortSignal } = {},
): Promise<Buffer> {
  return withTempFile(body, 'input.mp4', async (input) => {
    const at = Math.max(0, atSeconds).toFixed(3);
    const { stdout } = await runFfmpeg(
      ['-ss', at, '-i', input, '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', '-'],
      options,
    );
    if (stdout.length === 0) throw new Error(`the video has no frame at ${at} s`);
    return stdout;
  });
}

// ---- Colours ------------------------------------------------------------------------------

export interface DominantColour {
  hex: string;
  name: ColourName;
  /** Fraction of the pixels, 0-1. */
  share: number;
}

export interface ColourMeasure {
  dominant: DominantColour[];
  /** Fraction of the pixels nearest each basic colour name. */
  shares: Record<ColourName, number>;
  /** Means over the pixels, 0-1. */
  lightness: number;
  saturation: number;
}

/** The pixels of a thumbnail at most `side` pixels on its long edge, averaged by the scaler. */
async function thumbnailPixels(body: Buffer, side = 96): Promise<Uint8ClampedArray> {
  const image = await loadImage(body);
  const scale = Math.min(1, side / Math.max(image.width, image.height));
  const w = Math.max(1, Math.round(image.width * scale));
  const h = Math.max(1, Math.round(image.height * scale));
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, 0, 0, w, h);
  return ctx.getImageData(0, 0, w, h).data;
}

/** Dominant colours by k-means in CIELAB over a thumbnail, largest share first. */
export async function measureColours(body: Buffer, n = 5): Promise<ColourMeasure> {
  const data = await thumbnailPixels(body);
  const count = data.length / 4;
  const labs: Array<[number, number, number]> = [];
  const shares = Object.fromEntries(COLOUR_NAMES.map((c) => [c, 0])) as Record<ColourName, number>;
  const bins = new Map<number, number>();
  let lightness = 0;
  let saturation = 0;
  for (let i = 0; i < data.length; i += 4) {
    const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
    labs.push(rgbToLab(r, g, b));
    shares[nameColour(r, g, b)] += 1 / count;
    const hsl = rgbToHsl(r, g, b);
    lightness += hsl.l / count;
    saturation += hsl.s / count;
    const bin = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    bins.set(bin, (bins.get(bin) ?? 0) + 1);
  }
  // Deterministic start: the most common coarse colours, each well apart from the ones chosen.
  const centres: Array<[number, number, number]> = [];
  for (const [bin] of [...bins.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])) {
    const lab = rgbToLab(
      ((bin >> 8) << 4) + 8,
      (((bin >> 4) & 15) << 4) + 8,
      ((bin & 15) << 4) + 8,
    );
    if (centres.every((c) => distance(c, lab) > 100)) centres.push(lab);
    if (centres.length === n) break;
  }
  const assignment = new Int32Array(labs.length);
  for (let round = 0; round < 10; round++) {
    const sums = centres.map(() => [0, 0, 0, 0]);
    labs.forEach((lab, i) => {
      let best = 0;
      let bestD = Infinity;
      centres.forEach((c, k) => {
        const d = distance(c, lab);
        if (d < bestD) {
          bestD = d;
          best = k;
        }
      });
      assignment[i] = best;
      const s = sums[best];
      if (s) {
        s[0] += lab[0];
        s[1] += lab[1];
        s[2] += lab[2];
        s[3] += 1;
      }
    });
    sums.forEach((s, k) => {
      if (s[3]) centres[k] = [s[0] / s[3], s[1] / s[3], s[2] / s[3]];
    });
  }
  // Report each cluster by the mean of its pixels in sRGB.
  const rgb = centres.map(() => [0, 0, 0, 0]);
  assignment.forEach((k, i) => {
    const s = rgb[k];
    if (!s) return;
    s[0] += data[i * 4] ?? 0;
    s[1] += data[i * 4 + 1] ?? 0;
    s[2] += data[i * 4 + 2] ?? 0;
    s[3] += 1;
  });
  const dominant = rgb
    .filter((s) => s[3] > 0)
    .map(([r, g, b, c]) => {
      const [mr, mg, mb] = [r / c, g / c, b / c];
      return { hex: toHex(mr, mg, mb), name: nameColour(mr, mg, mb), share: round3(c / count) };
    })
    .sort((a, b) => b.share - a.share);
  for (const name of COLOUR_NAMES) shares[name] = round3(shares[name]);
  return { dominant, shares, lightness: round3(lightness), saturation: round3(saturation) };
}

export async function dominantColours(body: Buffer, n = 5): Promise<DominantColour[]> {
  return (await measureColours(body, n)).dominant;
}

const distance = (a: readonly number[], b: readonly number[]) =>
  ((a[0] ?? 0) - (b[0] ?? 0)) ** 2 +
  ((a[1] ?? 0) - (b[1] ?? 0)) ** 2 +
  ((a[2] ?? 0) - (b[2] ?? 0)) ** 2;

const round3 = (v: number) => Math.round(v * 1000) / 1000;
