import { createCanvas, Path2D, StrokeCap, StrokeJoin } from '@napi-rs/canvas';
import type { Hsl } from './colour-names';
import { between, css, glow, mixHsl, shade, type Ctx, type Rng } from './scene-paint';
import type { Palette } from './scene-spec';

/**
 * Central figures drawn as backlit silhouettes: a head-and-shoulders portrait, a sitting cat or
 * dog, a product on a podium, and a flock of birds. A silhouette with a rim of light reads clearly
 * at any size without pretending to be a detailed likeness.
 */

interface FigureLight {
  colour: Hsl;
  /** -1 when the light comes from the left, 1 from the right. */
  side: number;
}

const figureColour = (p: Palette): Hsl => mixHsl(p.near, { h: p.near.h, s: 0.2, l: 0.08 }, 0.6);

/**
 * Paints the parts of a figure as one dark silhouette with a halo, then a rim of light on the lit
 * edge: the silhouette minus itself shifted away from the light. The parts are filled one by one
 * onto a mask first, so overlapping parts join whatever the direction their outlines run.
 */
function silhouette(ctx: Ctx, parts: Path2D[], p: Palette, light: FigureLight, size: number): void {
  const { width, height } = ctx.canvas;
  const body = createCanvas(width, height);
  const b = body.getContext('2d');
  b.setTransform(ctx.getTransform());
  b.fillStyle = css(figureColour(p));
  for (const part of parts) b.fill(part);
  const rim = createCanvas(width, height);
  const r = rim.getContext('2d');
  r.setTransform(ctx.getTransform());
  r.fillStyle = css(shade(light.colour, 0.1));
  for (const part of parts) r.fill(part);
  r.setTransform(1, 0, 0, 1, 0, 0);
  r.globalCompositeOperation = 'destination-out';
  const d = size * 0.014;
  r.drawImage(body, -light.side * d, d * 0.6);
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.shadowColor = css(light.colour, 0.75);
  ctx.shadowBlur = size * 0.08;
  ctx.drawImage(body, 0, 0);
  ctx.globalAlpha = 0.85;
  ctx.shadowColor = css(light.colour, 0.9);
  ctx.shadowBlur = d * 1.5;
  ctx.drawImage(rim, 0, 0);
  ctx.restore();
}

export function paintPortrait(
  ctx: Ctx,
  w: number,
  h: number,
  p: Palette,
  light: FigureLight,
  scale: number,
): void {
  const s = Math.min(w, h / 0.95) * scale;
  const cx = w / 2;
  const head = s * 0.15;
  const headY = h - s * 0.62;
  const shoulderY = h - s * 0.3;
  const half = s * 0.42;
  const shape = new Path2D();
  shape.moveTo(cx - half, h + s * 0.2);
  shape.bezierCurveTo(
    cx - half,
    shoulderY + s * 0.02,
    cx - half * 0.85,
    shoulderY - s * 0.04,
    cx - half * 0.35,
    shoulderY - s * 0.06,
  );
  shape.lineTo(cx - s * 0.07, shoulderY - s * 0.1);
  shape.lineTo(cx - s * 0.065, headY + head * 0.8);
  shape.lineTo(cx + s * 0.065, headY + head * 0.8);
  shape.lineTo(cx + s * 0.07, shoulderY - s * 0.1);
  shape.lineTo(cx + half * 0.35, shoulderY - s * 0.06);
  shape.bezierCurveTo(
    cx + half * 0.85,
    shoulderY - s * 0.04,
    cx + half,
    shoulderY + s * 0.02,
    cx + half,
    h + s * 0.2,
  );
  shape.closePath();
  // Head, and hair as a slightly larger oval over its top and back.
  const parts = [
    shape,
    oval(cx, headY, head, head * 1.22),
    oval(cx, headY - head * 0.1, head * 1.06, head * 1.2),
  ];
  silhouette(ctx, parts, p, light, s);
}

function oval(x: number, y: number, rx: number, ry: number, turn = 0): Path2D {
  const shape = new Path2D();
  shape.ellipse(x, y, rx, ry, turn, 0, Math.PI * 2);
  return shape;
}

/** A sitting cat seen from the front: round head, pointed ears, tail curled round the side. */
export function paintCat(
  ctx: Ctx,
  w: number,
  h: number,
  p: Palette,
  light: FigureLight,
  groundY: number,
  scale: number,
): void {
  const s = Math.min(w, h) * scale;
  const cx = w / 2;
  const headY = groundY - s * 0.64;
  const parts = [
    oval(cx, groundY - s * 0.28, s * 0.22, s * 0.29),
    oval(cx, headY, s * 0.15, s * 0.13),
  ];
  for (const side of [-1, 1]) {
    const ear = new Path2D();
    ear.moveTo(cx + side * s * 0.145, headY - s * 0.02);
    ear.lineTo(cx + side * s * 0.13, headY - s * 0.22);
    ear.lineTo(cx + side * s * 0.03, headY - s * 0.11);
    ear.closePath();
    parts.push(ear, oval(cx + side * s * 0.1, groundY - s * 0.02, s * 0.1, s * 0.035));
  }
  const tail = new Path2D();
  tail.moveTo(cx + s * 0.15, groundY - s * 0.04);
  tail.bezierCurveTo(
    cx + s * 0.42,
    groundY,
    cx + s * 0.46,
    groundY - s * 0.26,
    cx + s * 0.34,
    groundY - s * 0.42,
  );
  parts.push(strokeOutline(tail, s * 0.055));
  silhouette(ctx, parts, p, light, s);
}

/** A sitting dog in profile: haunch, upright chest, head with a long muzzle and a hanging ear. */
export function paintDog(
  ctx: Ctx,
  w: number,
  h: number,
  p: Palette,
  light: FigureLight,
  groundY: number,
  scale: number,
): void {
  const s = Math.min(w, h) * scale;
  const cx = w / 2 + s * 0.05;
  const leg = new Path2D();
  leg.roundRect(cx - s * 0.15, groundY - s * 0.32, s * 0.065, s * 0.32, s * 0.03);
  const tail = new Path2D();
  tail.moveTo(cx + s * 0.25, groundY - s * 0.1);
  tail.quadraticCurveTo(cx + s * 0.42, groundY - s * 0.14, cx + s * 0.4, groundY - s * 0.32);
  const parts = [
    oval(cx + s * 0.08, groundY - s * 0.17, s * 0.2, s * 0.17),
    oval(cx - s * 0.04, groundY - s * 0.38, s * 0.13, s * 0.27, -0.3),
    oval(cx - s * 0.12, groundY - s * 0.68, s * 0.13, s * 0.11),
    oval(cx - s * 0.27, groundY - s * 0.64, s * 0.11, s * 0.06, 0.12),
    oval(cx - s * 0.03, groundY - s * 0.62, s * 0.05, s * 0.1, 0.35),
    leg,
    oval(cx - s * 0.14, groundY - s * 0.015, s * 0.06, s * 0.025),
    strokeOutline(tail, s * 0.045),
  ];
  silhouette(ctx, parts, p, light, s);
}

/** A stroked path as a filled outline, so a tail is one more part of the silhouette. */
function strokeOutline(path: Path2D, width: number): Path2D {
  const outline = new Path2D(path);
  return outline.stroke({ width, cap: StrokeCap.Round, join: StrokeJoin.Round });
}

/** A studio backdrop with a podium and a bottle on it, lit from one side. */
export function paintProduct(
  ctx: Ctx,
  w: number,
  h: number,
  rng: Rng,
  p: Palette,
  light: FigureLight,
): void {
  const u = Math.min(w, h);
  const back = ctx.createLinearGradient(0, 0, 0, h);
  back.addColorStop(0, css(shade(p.accent2, 0.12, -0.1)));
  back.addColorStop(0.68, css(p.far));
  back.addColorStop(0.68, css(shade(p.far, -0.06)));
  back.addColorStop(1, css(shade(p.near, 0.05)));
  ctx.fillStyle = back;
  ctx.fillRect(0, 0, w, h);
  glow(ctx, w * (0.5 + light.side * 0.25), h * 0.3, u * 0.7, light.colour, 0.35);
  const cx = w / 2;
  const top = h * 0.72;
  const pw = u * 0.27;
  const podium = shade(p.accent, -0.05, -0.1);
  const side = ctx.createLinearGradient(cx - pw, 0, cx + pw, 0);
  side.addColorStop(0, css(shade(podium, light.side < 0 ? 0.12 : -0.15)));
  side.addColorStop(1, css(shade(podium, light.side < 0 ? -0.15 : 0.12)));
  ctx.fillStyle = side;
  ctx.beginPath();
  ctx.ellipse(cx, top + u * 0.13, pw, pw * 0.2, 0, 0, Math.PI);
  ctx.lineTo(cx - pw, top);
  ctx.ellipse(cx, top, pw, pw * 0.2, 0, Math.PI, Math.PI * 2);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = css(shade(podium, 0.12));
  ctx.beginPath();
  ctx.ellipse(cx, top, pw, pw * 0.2, 0, 0, Math.PI * 2);
  ctx.fill();
  // Contact shadow, then the bottle.
  glow(ctx, cx, top, u * 0.12, { h: 0, s: 0, l: 0 }, 0.45, 'source-over');
  const bw = u * between(rng, 0.13, 0.17);
  const bh = u * between(rng, 0.3, 0.36);
  const bottle = shade(p.accent2, -0.1);
  const body = ctx.createLinearGradient(cx - bw / 2, 0, cx + bw / 2, 0);
  body.addColorStop(0, css(shade(bottle, -0.12)));
  body.addColorStop(0.28, css(shade(bottle, 0.25)));
  body.addColorStop(0.4, css(bottle));
  body.addColorStop(1, css(shade(bottle, -0.2)));
  ctx.fillStyle = body;
  ctx.beginPath();
  ctx.roundRect(cx - bw / 2, top - bh, bw, bh, bw * 0.18);
  ctx.roundRect(cx - bw * 0.2, top - bh - u * 0.05, bw * 0.4, u * 0.07, bw * 0.05);
  ctx.fill();
  ctx.fillStyle = css(shade(p.near, -0.1));
  ctx.beginPath();
  ctx.roundRect(cx - bw * 0.24, top - bh - u * 0.11, bw * 0.48, u * 0.065, bw * 0.06);
  ctx.fill();
  ctx.fillStyle = css({ h: p.light.h, s: 0.3, l: 0.94 }, 0.85);
  ctx.fillRect(cx - bw / 2, top - bh * 0.62, bw, bh * 0.26);
}

export function paintBirds(
  ctx: Ctx,
  w: number,
  h: number,
  rng: Rng,
  p: Palette,
  skyBottom: number,
): void {
  const u = Math.min(w, h);
  const cx = between(rng, 0.25, 0.75) * w;
  const cy = between(rng, 0.2, 0.55) * skyBottom;
  ctx.strokeStyle = css(mixHsl(p.near, { h: 0, s: 0, l: 0.1 }, 0.5), 0.85);
  ctx.lineCap = 'round';
  const count = 4 + Math.floor(rng() * 6);
  for (let i = 0; i < count; i++) {
    const size = u * between(rng, 0.012, 0.03);
    const x = cx + (rng() - 0.5) * u * 0.35;
    const y = cy + (rng() - 0.5) * u * 0.15;
    ctx.lineWidth = size * 0.14;
    ctx.beginPath();
    ctx.moveTo(x - size, y - size * 0.3);
    ctx.quadraticCurveTo(x - size * 0.4, y - size * 0.55, x, y);
    ctx.quadraticCurveTo(x + size * 0.4, y - size * 0.55, x + size, y - size * 0.3);
    ctx.stroke();
  }
}
