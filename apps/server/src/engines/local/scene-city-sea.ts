import type { Hsl } from './colour-names';
import { between, css, fillUnder, fogBand, mixHsl, shade, type Ctx, type Rng } from './scene-paint';
import type { Palette, TimeOfDay } from './scene-spec';

/** The built and watery planes: a skyline in two rows with lit windows, and the sea. */

export function paintCityRow(
  ctx: Ctx,
  w: number,
  h: number,
  rng: Rng,
  p: Palette,
  o: { baseY: number; row: number; time: TimeOfDay; neon: boolean },
): void {
  const unit = Math.min(w, h) / 1024;
  const front = o.row === 1;
  const colour = front ? shade(p.near, -0.04) : mixHsl(p.far, p.near, 0.35);
  const base = o.baseY + (front ? 0.015 * h : 0);
  const lit: Hsl = o.neon ? p.accent : { h: 44, s: 1, l: 0.72 };
  const litChance = o.time === 'night' ? 0.42 : o.time === 'golden' ? 0.22 : 0;
  const bodies: Array<[number, number, number, number]> = [];
  const windows: Array<[number, number, number, number]> = [];
  let x = -between(rng, 0, 0.05) * w;
  while (x < w) {
    const bw = between(rng, 0.035, 0.085) * w;
    const bh = (front ? between(rng, 0.07, 0.26) : between(rng, 0.12, 0.4)) * h;
    bodies.push([x, base - bh, bw, bh + h]);
    if (rng() < 0.15)
      bodies.push([x + bw * 0.45, base - bh - 0.04 * h, 2 * unit + bw * 0.04, 0.04 * h]);
    const ww = 6 * unit;
    const wh = 9 * unit;
    for (let wy = base - bh + 10 * unit; wy < base - wh - 4 * unit; wy += 18 * unit) {
      for (let wx = x + 6 * unit; wx < x + bw - ww - 4 * unit; wx += 13 * unit) {
        if (rng() < (litChance || 0.35)) windows.push([wx, wy, ww, wh]);
      }
    }
    x += bw + between(rng, 0, 0.01) * w;
  }
  ctx.beginPath();
  for (const [bx, by, bw, bh] of bodies) ctx.rect(bx, by, bw, bh);
  const g = ctx.createLinearGradient(0, base - 0.4 * h, 0, base);
  g.addColorStop(0, css(shade(colour, 0.05)));
  g.addColorStop(1, css(shade(colour, -0.05)));
  ctx.fillStyle = g;
  ctx.fill();
  ctx.beginPath();
  for (const [wx, wy, ww, wh] of windows) ctx.rect(wx, wy, ww, wh);
  ctx.fillStyle = litChance > 0 ? css(lit, front ? 0.9 : 0.6) : css(shade(colour, 0.18), 0.35);
  if (litChance > 0) {
    ctx.shadowColor = css(lit, 0.8);
    ctx.shadowBlur = 6 * unit;
  }
  ctx.fill();
  ctx.shadowBlur = 0;
  if (!front) fogBand(ctx, w, base - 0.15 * h, base + 0.02 * h, p.fog, 0.3);
}

export function paintWater(
  ctx: Ctx,
  w: number,
  h: number,
  rng: Rng,
  p: Palette,
  o: { horizonY: number; light?: { x: number; colour: Hsl }; waves: boolean },
): void {
  const unit = Math.min(w, h) / 1024;
  const top = o.horizonY;
  const deep = shade(mixHsl(p.near, p.skyTop, 0.3), 0.05);
  const g = ctx.createLinearGradient(0, top, 0, h);
  g.addColorStop(0, css(shade(p.skyHorizon, -0.08)));
  g.addColorStop(0.35, css(mixHsl(p.skyHorizon, deep, 0.6)));
  g.addColorStop(1, css(deep));
  ctx.fillStyle = g;
  ctx.fillRect(0, top, w, h - top);
  // Glints on the water, longer and thicker towards the viewer.
  ctx.lineCap = 'round';
  for (const alpha of [0.12, 0.22]) {
    ctx.beginPath();
    for (let i = 0; i < 70 * (w / 1024); i++) {
      const t = rng();
      const y = top + (h - top) * t ** 1.7;
      const len = (0.015 + 0.09 * t) * w * between(rng, 0.4, 1);
      const x = rng() * w;
      ctx.moveTo(x, y);
      ctx.lineTo(x + len, y);
    }
    ctx.lineWidth = 1.5 * unit;
    ctx.strokeStyle = css(p.fog, alpha);
    ctx.stroke();
  }
  if (o.light) {
    // The light source's reflection: a column of broken strokes widening towards the viewer.
    ctx.globalCompositeOperation = 'screen';
    ctx.beginPath();
    const steps = 48;
    for (let k = 0; k < steps; k++) {
      const t = k / steps;
      const y = top + (h - top) * t ** 1.5 + 2 * unit;
      const half = (0.01 + 0.1 * t) * w * between(rng, 0.3, 1);
      const x = o.light.x + (rng() - 0.5) * half * 0.6;
      ctx.rect(x - half, y, half * 2, (1.5 + 3 * t) * unit);
    }
    ctx.fillStyle = css(o.light.colour, 0.55);
    ctx.fill();
    ctx.globalCompositeOperation = 'source-over';
  }
  if (o.waves) {
    for (let k = 0; k < 3; k++) {
      const base = h * (0.8 + k * 0.075);
      const amp = (0.012 + k * 0.006) * h;
      const freq = between(rng, 2, 4);
      const ph = rng() * Math.PI * 2;
      const pts: Array<[number, number]> = [];
      for (let i = 0; i <= 64; i++) {
        const t = i / 64;
        pts.push([t * w, base + Math.sin(t * Math.PI * 2 * freq + ph) * amp]);
      }
      fillUnder(ctx, pts, h, base - amp, shade(deep, 0.08 - k * 0.03), shade(deep, -0.05));
      ctx.beginPath();
      pts.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
      ctx.lineWidth = (2 + k * 1.5) * unit;
      ctx.strokeStyle = 'rgba(250,252,255,0.75)';
      ctx.stroke();
    }
  }
}
