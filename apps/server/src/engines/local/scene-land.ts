import type { Hsl } from './colour-names';
import {
  between,
  css,
  fillUnder,
  fogBand,
  mixHsl,
  ridgeLine,
  shade,
  type Ctx,
  type Rng,
} from './scene-paint';
import type { Palette } from './scene-spec';

/**
 * The land planes, each painted as layered silhouettes that fade into the horizon colour with
 * distance (atmospheric perspective). `row` picks one of several rows so each can be its own layer.
 */

const rowColour = (p: Palette, row: number, rows: number): Hsl =>
  mixHsl(mixHsl(p.fog, p.far, 0.65), p.near, rows <= 1 ? 1 : row / (rows - 1));

export function paintMountainRow(
  ctx: Ctx,
  w: number,
  h: number,
  rng: Rng,
  p: Palette,
  o: { baseY: number; row: number; rows: number; snow: boolean; fog: number },
): void {
  const base = o.baseY + o.row * 0.05 * h;
  const peak = (0.34 - 0.07 * o.row) * h;
  const ridge = ridgeLine(rng, 128, 0.55);
  const colour = rowColour(p, o.row, o.rows);
  const points = ridge.map((v, i): [number, number] => [
    (i / (ridge.length - 1)) * w,
    base - (0.15 + 0.85 * v) * peak,
  ]);
  fillUnder(ctx, points, h, base - peak, shade(colour, 0.06), shade(colour, -0.06));
  if (o.snow && o.row === 0) {
    ctx.save();
    ctx.clip();
    const g = ctx.createLinearGradient(0, base - peak, 0, base - peak * 0.55);
    g.addColorStop(0, 'rgba(250,252,255,0.9)');
    g.addColorStop(1, 'rgba(250,252,255,0)');
    ctx.fillStyle = g;
    ctx.fillRect(0, base - peak, w, peak * 0.45);
    ctx.restore();
  }
  if (o.row < o.rows - 1) fogBand(ctx, w, base - peak * 0.35, h, p.fog, o.fog);
}

export function paintHillRow(
  ctx: Ctx,
  w: number,
  h: number,
  rng: Rng,
  p: Palette,
  o: { baseY: number; row: number; rows: number; fog: number },
): void {
  const base = o.baseY + o.row * 0.08 * h;
  const amp = between(rng, 0.04, 0.08) * h;
  const f1 = between(rng, 0.6, 1.4);
  const f2 = between(rng, 1.8, 3.2);
  const ph1 = rng() * Math.PI * 2;
  const ph2 = rng() * Math.PI * 2;
  const points: Array<[number, number]> = [];
  for (let i = 0; i <= 64; i++) {
    const t = i / 64;
    const y =
      base -
      amp *
        (1 + Math.sin(t * Math.PI * 2 * f1 + ph1) + 0.35 * Math.sin(t * Math.PI * 2 * f2 + ph2));
    points.push([t * w, y]);
  }
  const colour = rowColour(p, o.row, o.rows);
  fillUnder(ctx, points, h, base - amp * 2.4, shade(colour, 0.05), shade(colour, -0.08));
  if (o.row < o.rows - 1) fogBand(ctx, w, base - amp * 1.5, h, p.fog, o.fog * 0.8);
}

export function paintDuneRow(
  ctx: Ctx,
  w: number,
  h: number,
  rng: Rng,
  p: Palette,
  o: { baseY: number; row: number; rows: number; lightLeft: boolean },
): void {
  const base = o.baseY + o.row * 0.09 * h;
  const ridge = ridgeLine(rng, 8, 0.5);
  const amp = (0.12 - o.row * 0.02) * h;
  const colour = shade(rowColour(p, o.row, o.rows), 0.1);
  ctx.beginPath();
  ctx.moveTo(0, h);
  const step = w / (ridge.length - 1);
  ctx.lineTo(0, base - (ridge[0] ?? 0) * amp);
  for (let i = 1; i < ridge.length; i++) {
    const x = i * step;
    const y = base - (ridge[i] ?? 0) * amp;
    const px = (i - 1) * step;
    const py = base - (ridge[i - 1] ?? 0) * amp;
    ctx.quadraticCurveTo(px + step * 0.5, Math.min(py, y) - amp * 0.15, x, y);
  }
  ctx.lineTo(w, h);
  ctx.closePath();
  const g = ctx.createLinearGradient(o.lightLeft ? 0 : w, 0, o.lightLeft ? w : 0, 0);
  g.addColorStop(0, css(shade(colour, 0.12)));
  g.addColorStop(1, css(shade(colour, -0.12)));
  ctx.fillStyle = g;
  ctx.fill();
}

export function paintForestRow(
  ctx: Ctx,
  w: number,
  h: number,
  rng: Rng,
  p: Palette,
  o: { baseY: number; row: number; rows: number; fog: number },
): void {
  const base = o.baseY + o.row * 0.09 * h;
  const treeH = (0.12 + 0.08 * o.row) * h;
  const colour = rowColour(p, o.row, o.rows);
  ctx.beginPath();
  ctx.rect(0, base - treeH * 0.05, w, h - base + treeH * 0.05);
  let x = -treeH * 0.2;
  while (x < w + treeH * 0.2) {
    const th = treeH * between(rng, 0.65, 1.15);
    const tw = th * between(rng, 0.32, 0.42);
    const by = base + between(rng, -0.02, 0.02) * h;
    ctx.moveTo(x, by - th);
    for (const [dx, dy] of [
      [0.22, 0.34],
      [0.12, 0.34],
      [0.36, 0.64],
      [0.22, 0.64],
      [0.5, 0.96],
    ] as const) {
      ctx.lineTo(x + tw * dx, by - th + th * dy);
    }
    ctx.lineTo(x + tw * 0.05, by);
    ctx.lineTo(x - tw * 0.05, by);
    for (const [dx, dy] of [
      [0.5, 0.96],
      [0.22, 0.64],
      [0.36, 0.64],
      [0.12, 0.34],
      [0.22, 0.34],
    ] as const) {
      ctx.lineTo(x - tw * dx, by - th + th * dy);
    }
    ctx.closePath();
    x += tw * between(rng, 0.45, 0.8);
  }
  ctx.fillStyle = css(colour);
  ctx.fill();
  if (o.row < o.rows - 1) fogBand(ctx, w, base - treeH * 0.6, h, p.fog, o.fog);
}

export function paintMeadow(
  ctx: Ctx,
  w: number,
  h: number,
  rng: Rng,
  p: Palette,
  topY: number,
): void {
  const unit = Math.min(w, h) / 1024;
  const grass: Hsl = { h: 105, s: 0.45, l: 0.3 };
  const ground = mixHsl(p.near, grass, 0.75);
  const g = ctx.createLinearGradient(0, topY, 0, h);
  g.addColorStop(0, css(shade(ground, 0.05), 0));
  g.addColorStop(0.25, css(ground));
  g.addColorStop(1, css(shade(ground, -0.1)));
  ctx.fillStyle = g;
  ctx.fillRect(0, topY, w, h - topY);
  ctx.beginPath();
  for (let i = 0; i < 260 * (w / 1024); i++) {
    const x = rng() * w;
    const y = topY + (h - topY) * (0.2 + 0.8 * rng());
    const len = (10 + 30 * ((y - topY) / (h - topY))) * unit;
    ctx.moveTo(x, y);
    ctx.quadraticCurveTo(
      x + (rng() - 0.5) * len * 0.6,
      y - len * 0.6,
      x + (rng() - 0.5) * len,
      y - len,
    );
  }
  ctx.lineWidth = 1.6 * unit;
  ctx.strokeStyle = css(shade(ground, 0.12), 0.7);
  ctx.stroke();
  const colours = [
    p.accent,
    p.accent2,
    { ...p.accent, l: Math.min(0.85, p.accent.l + 0.2) },
    p.light,
  ];
  const count = Math.round(34 * (w / 1024) + 12);
  const flowers = Array.from({ length: count }, () => ({ x: rng() * w, t: rng() })).sort(
    (a, b) => a.t - b.t,
  );
  for (const { x, t } of flowers) {
    const y = topY + (h - topY) * (0.25 + 0.75 * t);
    const r = (12 + 38 * t) * unit;
    ctx.strokeStyle = css(shade(ground, -0.05));
    ctx.lineWidth = Math.max(1, r * 0.12);
    ctx.beginPath();
    ctx.moveTo(x, y + r * 2.5);
    ctx.lineTo(x, y);
    ctx.stroke();
    const colour = colours[Math.floor(rng() * colours.length)] ?? p.accent;
    const petals = 5 + Math.floor(rng() * 3);
    const turn = rng() * Math.PI;
    ctx.fillStyle = css(colour, 0.95);
    ctx.beginPath();
    for (let k = 0; k < petals; k++) {
      const a = turn + (k / petals) * Math.PI * 2;
      const px = x + Math.cos(a) * r * 0.55;
      const py = y + Math.sin(a) * r * 0.55;
      ctx.moveTo(px + Math.cos(a) * r * 0.5, py + Math.sin(a) * r * 0.5);
      ctx.ellipse(px, py, r * 0.5, r * 0.28, a, 0, Math.PI * 2);
    }
    ctx.fill();
    ctx.fillStyle = 'rgb(250,205,70)';
    ctx.beginPath();
    ctx.arc(x, y, r * 0.22, 0, Math.PI * 2);
    ctx.fill();
  }
}
