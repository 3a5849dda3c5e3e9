import type { Hsl } from './colour-names';
import { between, css, glow, mixHsl, shade, type Ctx, type Rng } from './scene-paint';
import type { Palette } from './scene-spec';

/**
 * The composition used when the prompt names no scene: a gradient field with soft light, then
 * either fluid blobs or geometric shapes in the prompt's palette, and neon strokes for neon moods.
 */

export function paintAbstractField(ctx: Ctx, w: number, h: number, rng: Rng, p: Palette): void {
  const u = Math.min(w, h);
  const angle = rng() * Math.PI * 2;
  const dx = Math.cos(angle) * w * 0.5;
  const dy = Math.sin(angle) * h * 0.5;
  const g = ctx.createLinearGradient(w / 2 - dx, h / 2 - dy, w / 2 + dx, h / 2 + dy);
  // Mostly the prompt's first colour (skyHorizon), turning towards the second at one edge.
  g.addColorStop(0, css(shade(p.skyHorizon, -0.12)));
  g.addColorStop(0.6, css(p.skyHorizon));
  g.addColorStop(1, css(mixHsl(p.skyHorizon, p.skyTop, 0.6)));
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
  const lights = [p.accent, p.accent2, p.light, p.skyHorizon];
  for (let i = 0; i < 4; i++) {
    glow(
      ctx,
      rng() * w,
      rng() * h,
      between(rng, 0.35, 0.7) * u,
      lights[i] ?? p.light,
      between(rng, 0.2, 0.4),
    );
  }
}

function blobPath(ctx: Ctx, x: number, y: number, r: number, rng: Rng): void {
  const n = 7;
  const pts = Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2;
    const d = r * between(rng, 0.7, 1.25);
    return [x + Math.cos(a) * d, y + Math.sin(a) * d] as const;
  });
  const mid = (i: number) => {
    const a = pts[i % n];
    const b = pts[(i + 1) % n];
    return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] as const;
  };
  ctx.beginPath();
  const start = mid(0);
  ctx.moveTo(start[0], start[1]);
  for (let i = 1; i <= n; i++) {
    const c = pts[i % n];
    const m = mid(i);
    ctx.quadraticCurveTo(c[0], c[1], m[0], m[1]);
  }
  ctx.closePath();
}

export function paintBlobs(
  ctx: Ctx,
  w: number,
  h: number,
  rng: Rng,
  p: Palette,
  count: number,
): void {
  const u = Math.min(w, h);
  const colours: Hsl[] = [p.accent, p.accent2, p.far, shade(p.skyHorizon, 0.1), p.near];
  for (let i = 0; i < count; i++) {
    const r = between(rng, 0.1, 0.3) * u;
    const x = between(rng, 0.1, 0.9) * w;
    const y = between(rng, 0.1, 0.9) * h;
    const a = colours[i % colours.length] ?? p.accent;
    const b = colours[(i + 2) % colours.length] ?? p.accent2;
    blobPath(ctx, x, y, r, rng);
    const g = ctx.createLinearGradient(x - r, y - r, x + r, y + r);
    g.addColorStop(0, css(shade(a, 0.1), 0.9));
    g.addColorStop(1, css(shade(b, -0.05), 0.85));
    ctx.save();
    ctx.shadowColor = 'rgba(0,0,0,0.28)';
    ctx.shadowBlur = u * 0.04;
    ctx.shadowOffsetY = u * 0.012;
    ctx.fillStyle = g;
    ctx.fill();
    ctx.restore();
  }
  // Fine concentric arcs give the composition a focal point.
  const cx = between(rng, 0.3, 0.7) * w;
  const cy = between(rng, 0.3, 0.7) * h;
  ctx.strokeStyle = css(p.light, 0.35);
  ctx.lineWidth = Math.max(1, u * 0.002);
  for (let k = 1; k <= 6; k++) {
    ctx.beginPath();
    const start = rng() * Math.PI * 2;
    ctx.arc(cx, cy, k * u * 0.045, start, start + between(rng, 1.5, 4.5));
    ctx.stroke();
  }
}

export function paintGeometric(
  ctx: Ctx,
  w: number,
  h: number,
  rng: Rng,
  p: Palette,
  count: number,
): void {
  const u = Math.min(w, h);
  const colours: Hsl[] = [p.accent, p.accent2, p.near, p.far, p.light];
  // A faint grid anchors the shapes.
  ctx.beginPath();
  const step = u / 12;
  for (let x = step; x < w; x += step) {
    ctx.moveTo(x, 0);
    ctx.lineTo(x, h);
  }
  for (let y = step; y < h; y += step) {
    ctx.moveTo(0, y);
    ctx.lineTo(w, y);
  }
  ctx.strokeStyle = css(p.light, 0.08);
  ctx.lineWidth = Math.max(1, u * 0.0012);
  ctx.stroke();
  for (let i = 0; i < count; i++) {
    const colour = colours[Math.floor(rng() * colours.length)] ?? p.accent;
    const size = between(rng, 0.06, 0.24) * u;
    const x = between(rng, 0.08, 0.92) * w;
    const y = between(rng, 0.08, 0.92) * h;
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(Math.round(rng() * 8) * (Math.PI / 8));
    ctx.fillStyle = css(colour, 0.88);
    ctx.strokeStyle = css(colour, 0.9);
    ctx.lineWidth = size * 0.08;
    const kind = Math.floor(rng() * 4);
    ctx.beginPath();
    if (kind === 0) {
      ctx.arc(0, 0, size / 2, 0, Math.PI * 2);
      ctx.fill();
    } else if (kind === 1) {
      ctx.arc(0, 0, size / 2, 0, Math.PI * 2);
      ctx.stroke();
    } else if (kind === 2) {
      ctx.rect(-size / 2, -size / 2, size, size * between(rng, 0.3, 1));
      ctx.fill();
    } else {
      ctx.moveTo(0, -size / 2);
      ctx.lineTo(size / 2, size / 2);
      ctx.lineTo(-size / 2, size / 2);
      ctx.closePath();
      ctx.fill();
    }
    ctx.restore();
  }
}

/** Glowing strokes for neon moods: a few sweeping lines with a coloured halo. */
export function paintNeonLines(ctx: Ctx, w: number, h: number, rng: Rng, p: Palette): void {
  const u = Math.min(w, h);
  ctx.lineCap = 'round';
  for (const colour of [p.accent, p.accent2, p.light]) {
    ctx.save();
    ctx.shadowColor = css(colour, 0.9);
    ctx.shadowBlur = u * 0.03;
    ctx.strokeStyle = css(shade(colour, 0.15), 0.95);
    ctx.lineWidth = u * 0.006;
    ctx.beginPath();
    const y0 = between(rng, 0.2, 0.8) * h;
    ctx.moveTo(-u * 0.05, y0);
    ctx.bezierCurveTo(
      w * 0.3,
      between(rng, 0, 1) * h,
      w * 0.7,
      between(rng, 0, 1) * h,
      w + u * 0.05,
      between(rng, 0.2, 0.8) * h,
    );
    ctx.stroke();
    ctx.restore();
  }
}
