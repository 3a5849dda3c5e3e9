import type { SKRSContext2D } from '@napi-rs/canvas';
import { hslToRgb, type Hsl } from './colour-names';
import { createRng, mixHsl } from './scene-spec';

/** Small painting helpers shared by the scene modules. All sizes are relative to the canvas. */

export type Ctx = SKRSContext2D;
export type Rng = () => number;

/**
 * One plane of a scene. The image renderer paints every layer in order onto one canvas; the video
 * renderer groups them by depth into planes that move at different speeds (parallax).
 */
export interface Layer {
  /** 0 is the sky at infinity, 1 the nearest foreground. */
  depth: number;
  /**
   * Anchored to the frame's edges (a figure standing on the bottom edge): the video lays it out
   * in the part of its plane the camera shows, instead of across the whole plane.
   */
  framed?: boolean;
  draw(ctx: Ctx, w: number, h: number): void;
}

/** A layer whose drawing gets its own random sequence, the same every time it is drawn. */
export function layer(
  depth: number,
  seed: number,
  paint: (ctx: Ctx, w: number, h: number, rng: Rng) => void,
  framed = false,
): Layer {
  return {
    depth,
    framed,
    draw(ctx, w, h) {
      ctx.save();
      paint(ctx, w, h, createRng(seed));
      ctx.restore();
    },
  };
}

export function css(c: Hsl, alpha = 1): string {
  const [r, g, b] = hslToRgb(c);
  return alpha >= 1 ? `rgb(${r},${g},${b})` : `rgba(${r},${g},${b},${alpha.toFixed(3)})`;
}

export function shade(c: Hsl, dl: number, ds = 0): Hsl {
  return {
    h: c.h,
    s: Math.min(1, Math.max(0, c.s + ds)),
    l: Math.min(1, Math.max(0, c.l + dl)),
  };
}

export { mixHsl };

export const between = (rng: Rng, lo: number, hi: number) => lo + (hi - lo) * rng();

/** A soft round light, brightest at its centre. */
export function glow(
  ctx: Ctx,
  x: number,
  y: number,
  radius: number,
  colour: Hsl,
  alpha: number,
  composite: 'screen' | 'source-over' | 'lighter' = 'screen',
): void {
  if (radius <= 0) return;
  ctx.save();
  ctx.globalCompositeOperation = composite;
  const g = ctx.createRadialGradient(x, y, 0, x, y, radius);
  g.addColorStop(0, css(colour, alpha));
  g.addColorStop(0.35, css(colour, alpha * 0.45));
  g.addColorStop(1, css(colour, 0));
  ctx.fillStyle = g;
  ctx.fillRect(x - radius, y - radius, radius * 2, radius * 2);
  ctx.restore();
}

/** A 1-D ridge by midpoint displacement: segments + 1 heights in 0-1. */
export function ridgeLine(rng: Rng, segments: number, roughness: number): number[] {
  const n = 2 ** Math.ceil(Math.log2(Math.max(2, segments)));
  const line = new Array<number>(n + 1).fill(0);
  line[0] = between(rng, 0.2, 0.8);
  line[n] = between(rng, 0.2, 0.8);
  let step = n;
  let spread = 0.6;
  while (step > 1) {
    const half = step / 2;
    for (let i = half; i < n; i += step) {
      line[i] = ((line[i - half] ?? 0) + (line[i + half] ?? 0)) / 2 + (rng() - 0.5) * spread;
    }
    spread *= roughness;
    step = half;
  }
  const min = Math.min(...line);
  const max = Math.max(...line);
  return line.map((v) => (v - min) / (max - min || 1));
}

/** A vertical band that fades into fog towards its bottom, for depth between layers. */
export function fogBand(
  ctx: Ctx,
  w: number,
  top: number,
  bottom: number,
  fog: Hsl,
  alpha: number,
): void {
  const g = ctx.createLinearGradient(0, top, 0, bottom);
  g.addColorStop(0, css(fog, 0));
  g.addColorStop(1, css(fog, alpha));
  ctx.fillStyle = g;
  ctx.fillRect(0, top, w, bottom - top);
}

/** Fills the area under a polyline down to the bottom of the canvas with a vertical gradient. */
export function fillUnder(
  ctx: Ctx,
  points: Array<[number, number]>,
  bottom: number,
  top: number,
  from: Hsl,
  to: Hsl,
): void {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return;
  ctx.beginPath();
  ctx.moveTo(first[0], bottom);
  for (const [x, y] of points) ctx.lineTo(x, y);
  ctx.lineTo(last[0], bottom);
  ctx.closePath();
  const g = ctx.createLinearGradient(0, top, 0, bottom);
  g.addColorStop(0, css(from));
  g.addColorStop(1, css(to));
  ctx.fillStyle = g;
  ctx.fill();
}
