import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { AdStyle } from '@atelier/contract';
import sharp from 'sharp';
import type { GeneratedFile } from '../types';
import { captionFontFamily } from './caption-font';

/** Each style's backgrounds (one per variation) and its text colour. */
const LOOKS: Record<
  Exclude<AdStyle, 'custom'>,
  { backgrounds: [string, string][]; ink: string }
> = {
  'modern and clean': {
    backgrounds: [
      ['#f8fafc', '#e2e8f0'],
      ['#ffffff', '#dbeafe'],
      ['#f1f5f9', '#fef3c7'],
    ],
    ink: '#0f172a',
  },
  minimalist: {
    backgrounds: [
      ['#fafaf9', '#f5f5f4'],
      ['#f4f4f5', '#e4e4e7'],
      ['#fafafa', '#ecfeff'],
    ],
    ink: '#18181b',
  },
  'vibrant and energetic': {
    backgrounds: [
      ['#f97316', '#db2777'],
      ['#22d3ee', '#6366f1'],
      ['#facc15', '#ef4444'],
    ],
    ink: '#ffffff',
  },
  'luxury and elegant': {
    backgrounds: [
      ['#0c0a09', '#44403c'],
      ['#1e1b4b', '#0f172a'],
      ['#022c22', '#1c1917'],
    ],
    ink: '#fde68a',
  },
  vintage: {
    backgrounds: [
      ['#fef3c7', '#d6a77a'],
      ['#e7d8c9', '#a47551'],
      ['#f5e6ca', '#8c6e54'],
    ],
    ink: '#422006',
  },
  professional: {
    backgrounds: [
      ['#0f172a', '#1e3a8a'],
      ['#f8fafc', '#cbd5e1'],
      ['#1f2937', '#374151'],
    ],
    ink: '#f8fafc',
  },
};

const SIZE = 1024;

/**
 * The local image ad: the product photo, unchanged, placed on the style's background with a soft
 * shadow, and the headline of the concept set in a band. Not AI: the product is the user's own
 * picture, the layout is fixed, and the answer's note says so.
 */
export async function composeAd(options: {
  product: Buffer;
  headline: string;
  tagline: string;
  style: AdStyle;
  variation: number;
}): Promise<GeneratedFile> {
  const look = LOOKS[options.style === 'custom' ? 'modern and clean' : options.style];
  const [from, to] = look.backgrounds[options.variation % look.backgrounds.length];
  const canvas = createCanvas(SIZE, SIZE);
  const ctx = canvas.getContext('2d');
  const gradient =
    options.variation % 2 === 0
      ? ctx.createLinearGradient(0, 0, SIZE, SIZE)
      : ctx.createRadialGradient(SIZE / 2, SIZE * 0.4, 50, SIZE / 2, SIZE / 2, SIZE * 0.75);
  gradient.addColorStop(0, from);
  gradient.addColorStop(1, to);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, SIZE, SIZE);

  // The product at most 62 % of the frame, centred a little above the middle, on a shadow.
  const fitted = await sharp(options.product)
    .rotate()
    .resize(Math.round(SIZE * 0.62), Math.round(SIZE * 0.56), { fit: 'inside' })
    .png()
    .toBuffer({ resolveWithObject: true });
  const image = await loadImage(fitted.data);
  const x = (SIZE - fitted.info.width) / 2;
  const y = SIZE * 0.4 - fitted.info.height / 2;
  ctx.save();
  ctx.shadowColor = 'rgba(0, 0, 0, 0.35)';
  ctx.shadowBlur = 40;
  ctx.shadowOffsetY = 24;
  ctx.drawImage(image, x, y, fitted.info.width, fitted.info.height);
  ctx.restore();

  const family = captionFontFamily();
  if (family) {
    ctx.fillStyle = look.ink;
    ctx.textAlign = 'center';
    ctx.font = `600 ${Math.round(SIZE / 17)}px ${family}`;
    ctx.fillText(fitLine(ctx, options.headline, SIZE * 0.86), SIZE / 2, SIZE * 0.83);
    ctx.font = `400 ${Math.round(SIZE / 34)}px ${family}`;
    ctx.globalAlpha = 0.85;
    ctx.fillText(fitLine(ctx, options.tagline, SIZE * 0.86), SIZE / 2, SIZE * 0.9);
    ctx.globalAlpha = 1;
  }
  const body = await canvas.encode('png');
  return { body, contentType: 'image/png', extension: 'png', width: SIZE, height: SIZE };
}

/** The text shortened with an ellipsis until it fits the width. */
function fitLine(
  ctx: { measureText(text: string): { width: number } },
  text: string,
  width: number,
): string {
  let line = text.trim();
  while (line.length > 4 && ctx.measureText(line).width > width) {
    line = `${line.slice(0, -2).trimEnd()}…`;
  }
  return line;
}
