import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { captionFontFamily } from './caption-font';
import { encodeOpaquePng } from './png-encode';
import { composeScene, type ComposedScene } from './scene-compose';
import type { Ctx } from './scene-paint';
import { paintParticles } from './scene-particles';

/**
 * The local image renderer: a deterministic illustration of the prompt's palette, mood and
 * subjects (see scene-compose.ts), painted with gradients and layered silhouettes and encoded as
 * PNG. Same prompt, seed and size give the same bytes.
 */

export interface RenderImageOptions {
  prompt: string;
  width: number;
  height: number;
  seed: number;
  /** Print the prompt in a band along the bottom edge. */
  caption?: boolean;
}

export const MAX_IMAGE_SIDE = 4096;

export function assertSize(width: number, height: number): void {
  for (const [name, v] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (!Number.isInteger(v) || v < 2 || v > MAX_IMAGE_SIDE)
      throw new RangeError(`${name} must be an integer from 2 to ${MAX_IMAGE_SIDE}, got ${v}`);
  }
}

/** Paints every layer, the particles at rest and the frame overlays onto one canvas. */
function paintStill(scene: ComposedScene, width: number, height: number): Canvas {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#000';
  ctx.fillRect(0, 0, width, height);
  for (const l of scene.layers) l.draw(ctx, width, height);
  paintParticles(ctx, width, height, scene.particles, 0);
  scene.overlay(ctx, width, height);
  return canvas;
}

export async function renderImage(options: RenderImageOptions): Promise<Buffer> {
  const { prompt, width, height, seed } = options;
  assertSize(width, height);
  const canvas = paintStill(composeScene(prompt, seed), width, height);
  if (options.caption) paintCaption(canvas.getContext('2d'), width, height, prompt);
  return encodeOpaquePng(canvas.data(), width, height);
}

/** Splits text into at most `maxLines` lines that fit `maxWidth`, ending with an ellipsis if cut. */
function wrap(ctx: Ctx, text: string, maxWidth: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (let i = 0; i < words.length; i++) {
    const next = line ? `${line} ${words[i]}` : (words[i] ?? '');
    if (ctx.measureText(next).width <= maxWidth || !line) {
      line = next;
      continue;
    }
    lines.push(line);
    line = words[i] ?? '';
    if (lines.length === maxLines) {
      line = '';
      let last = lines.pop() ?? '';
      while (last && ctx.measureText(`${last}…`).width > maxWidth)
        last = last.slice(0, -1).trimEnd();
      lines.push(`${last}…`);
      break;
    }
  }
  if (line) lines.push(line);
  // A single word longer than the line is shortened too.
  return lines.map((l) => {
    let cut = l;
    while (cut.length > 1 && ctx.measureText(cut).width > maxWidth) cut = cut.slice(0, -2) + '…';
    return cut;
  });
}

function paintCaption(ctx: Ctx, width: number, height: number, prompt: string): void {
  const family = captionFontFamily();
  // No usable font on this machine: skip the caption rather than draw an unreadable band.
  if (!family) return;
  const text = prompt.replace(/\s+/g, ' ').trim();
  if (!text) return;
  const size = Math.max(11, Math.min(44, Math.round(Math.min(width, height) * 0.028)));
  const pad = Math.round(size * 0.9);
  ctx.save();
  ctx.font = `600 ${size}px ${family}`;
  const lines = wrap(ctx, text, width - pad * 2, 2);
  const lineHeight = Math.round(size * 1.35);
  const band = lines.length * lineHeight + pad * 1.6;
  const top = height - band;
  const g = ctx.createLinearGradient(0, top, 0, height);
  g.addColorStop(0, 'rgba(8,10,16,0)');
  g.addColorStop(0.3, 'rgba(8,10,16,0.55)');
  g.addColorStop(1, 'rgba(8,10,16,0.7)');
  ctx.fillStyle = g;
  ctx.fillRect(0, top, width, band);
  ctx.fillStyle = 'rgba(255,255,255,0.94)';
  ctx.textBaseline = 'alphabetic';
  lines.forEach((line, i) => {
    ctx.fillText(line, pad, height - pad * 0.8 - (lines.length - 1 - i) * lineHeight);
  });
  ctx.restore();
}
