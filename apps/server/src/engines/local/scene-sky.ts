import type { Hsl } from './colour-names';
import { between, css, glow, mixHsl, shade, type Ctx, type Rng } from './scene-paint';
import type { Palette, TimeOfDay } from './scene-spec';

/** The far planes: sky, sun and moon, stars, clouds, aurora, deep space. */

export function paintSky(ctx: Ctx, w: number, h: number, p: Palette, horizonY: number): void {
  const g = ctx.createLinearGradient(0, 0, 0, Math.max(1, horizonY));
  g.addColorStop(0, css(p.skyTop));
  g.addColorStop(0.55, css(mixHsl(p.skyTop, p.skyHorizon, 0.6)));
  g.addColorStop(1, css(p.skyHorizon));
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
}

export function paintStars(
  ctx: Ctx,
  w: number,
  h: number,
  rng: Rng,
  bottom: number,
  density: number,
): void {
  const unit = Math.min(w, h) / 1024;
  const count = Math.round(((w * h) / 2600) * density);
  const buckets = [0.25, 0.45, 0.7, 0.95];
  const paths = buckets.map(() => [] as Array<[number, number, number]>);
  const bright: Array<[number, number, number]> = [];
  for (let i = 0; i < count; i++) {
    const x = rng() * w;
    const y = rng() ** 1.4 * bottom;
    const r = (0.5 + rng() ** 4 * 1.6) * unit;
    const b = Math.floor(rng() * buckets.length);
    paths[b]?.push([x, y, r]);
    if (rng() < 0.03) bright.push([x, y, r]);
  }
  buckets.forEach((alpha, b) => {
    ctx.beginPath();
    for (const [x, y, r] of paths[b] ?? []) {
      ctx.moveTo(x + r, y);
      ctx.arc(x, y, r, 0, Math.PI * 2);
    }
    ctx.fillStyle = `rgba(255,250,240,${alpha})`;
    ctx.fill();
  });
  for (const [x, y, r] of bright) glow(ctx, x, y, r * 9, { h: 220, s: 0.6, l: 0.9 }, 0.6);
}

export function paintSun(
  ctx: Ctx,
  x: number,
  y: number,
  r: number,
  light: Hsl,
  time: TimeOfDay,
): void {
  glow(ctx, x, y, r * (time === 'golden' ? 9 : 7), light, time === 'golden' ? 0.7 : 0.55);
  glow(ctx, x, y, r * 2.2, shade(light, 0.1), 0.8);
  const g = ctx.createRadialGradient(x, y, 0, x, y, r);
  g.addColorStop(0, 'rgba(255,255,248,1)');
  g.addColorStop(0.7, css(shade(light, 0.12)));
  g.addColorStop(1, css(light, 0.9));
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
}

export function paintMoon(ctx: Ctx, x: number, y: number, r: number, rng: Rng): void {
  const pale: Hsl = { h: 215, s: 0.35, l: 0.9 };
  glow(ctx, x, y, r * 6, pale, 0.3);
  const g = ctx.createRadialGradient(x - r * 0.3, y - r * 0.3, r * 0.1, x, y, r);
  g.addColorStop(0, 'rgb(250,250,244)');
  g.addColorStop(1, 'rgb(205,210,220)');
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = 'rgba(120,125,140,0.16)';
  for (let i = 0; i < 6; i++) {
    const a = rng() * Math.PI * 2;
    const d = rng() * r * 0.6;
    ctx.beginPath();
    ctx.arc(x + Math.cos(a) * d, y + Math.sin(a) * d, r * between(rng, 0.08, 0.22), 0, Math.PI * 2);
    ctx.fill();
  }
}

export function paintClouds(
  ctx: Ctx,
  w: number,
  h: number,
  rng: Rng,
  p: Palette,
  time: TimeOfDay,
  horizonY: number,
  light?: { x: number; y: number },
): void {
  const tint: Hsl =
    time === 'night'
      ? { h: 225, s: 0.2, l: 0.45 }
      : time === 'golden'
        ? mixHsl(p.light, { h: 340, s: 0.7, l: 0.8 }, 0.5)
        : mixHsl(p.fog, { h: 0, s: 0, l: 1 }, 0.7);
  const alpha = time === 'night' ? 0.25 : 0.7;
  const count = 3 + Math.floor(rng() * 4);
  for (let c = 0; c < count; c++) {
    const cx = rng() * w;
    const cy = between(rng, 0.12, 0.8) * horizonY;
    const width = between(rng, 0.18, 0.42) * w;
    ctx.save();
    ctx.translate(cx, cy);
    ctx.scale(1, 0.42);
    for (let i = 0; i < 8; i++) {
      const px = (rng() - 0.5) * width;
      const py = (rng() - 0.5) * width * 0.25;
      const r = between(rng, 0.18, 0.34) * width;
      const g = ctx.createRadialGradient(px, py, 0, px, py, r);
      g.addColorStop(0, css(tint, alpha * 0.55));
      g.addColorStop(0.6, css(tint, alpha * 0.25));
      g.addColorStop(1, css(tint, 0));
      ctx.fillStyle = g;
      ctx.fillRect(px - r, py - r, r * 2, r * 2);
    }
    ctx.restore();
    // The side facing the light is brighter.
    if (light) {
      const dx = light.x - cx;
      const dy = light.y - cy;
      const d = Math.hypot(dx, dy) || 1;
      glow(
        ctx,
        cx + (dx / d) * width * 0.2,
        cy + (dy / d) * width * 0.05,
        width * 0.35,
        p.light,
        0.12,
      );
    }
  }
}

export function paintAurora(ctx: Ctx, w: number, h: number, rng: Rng, p: Palette): void {
  ctx.globalCompositeOperation = 'screen';
  const colours = [p.near, p.accent, mixHsl(p.near, p.accent, 0.5)];
  for (let k = 0; k < 3; k++) {
    const base = (0.22 + 0.09 * k + rng() * 0.05) * h;
    const height = between(rng, 0.14, 0.26) * h;
    const amp = between(rng, 0.03, 0.07) * h;
    const freq = between(rng, 1, 2.2);
    const phase = rng() * Math.PI * 2;
    const colour = { ...(colours[k] ?? p.accent), l: 0.6, s: 0.8 };
    const g = ctx.createLinearGradient(0, base - height, 0, base + amp);
    g.addColorStop(0, css(colour, 0));
    g.addColorStop(0.7, css(colour, 0.5));
    g.addColorStop(1, css(colour, 0));
    ctx.fillStyle = g;
    ctx.beginPath();
    const steps = 48;
    for (let i = 0; i <= steps; i++) {
      const x = (i / steps) * w;
      const y = base + Math.sin((i / steps) * Math.PI * 2 * freq + phase) * amp;
      if (i === 0) ctx.moveTo(x, y - height);
      else ctx.lineTo(x, y - height);
    }
    for (let i = steps; i >= 0; i--) {
      const x = (i / steps) * w;
      ctx.lineTo(x, base + Math.sin((i / steps) * Math.PI * 2 * freq + phase) * amp);
    }
    ctx.closePath();
    ctx.fill();
  }
  ctx.globalCompositeOperation = 'source-over';
}

/** Deep space: a dark field, nebula glows, dense stars and a shaded planet. */
export function paintSpace(ctx: Ctx, w: number, h: number, rng: Rng, p: Palette): void {
  const unit = Math.min(w, h);
  const g = ctx.createRadialGradient(
    w * 0.45,
    h * 0.45,
    0,
    w * 0.5,
    h * 0.5,
    Math.hypot(w, h) * 0.6,
  );
  g.addColorStop(0, css({ ...p.skyTop, l: Math.max(0.1, p.skyTop.l * 1.6) }));
  g.addColorStop(1, css({ ...p.skyTop, l: Math.min(0.05, p.skyTop.l) }));
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
  const hues = [p.accent, p.accent2, p.far, p.skyHorizon];
  for (let i = 0; i < 9; i++) {
    const colour = { ...(hues[i % hues.length] ?? p.accent), s: 0.75, l: 0.5 };
    ctx.save();
    ctx.translate(rng() * w, rng() * h);
    ctx.rotate(rng() * Math.PI);
    ctx.scale(1, between(rng, 0.35, 0.8));
    glow(ctx, 0, 0, between(rng, 0.25, 0.55) * unit, colour, between(rng, 0.18, 0.35));
    ctx.restore();
  }
  paintStars(ctx, w, h, rng, h, 2.2);
}

export function paintPlanet(ctx: Ctx, w: number, h: number, rng: Rng, p: Palette): void {
  const unit = Math.min(w, h);
  const r = between(rng, 0.14, 0.22) * unit;
  const x = between(rng, 0.25, 0.75) * w;
  const y = between(rng, 0.3, 0.6) * h;
  const body: Hsl = { ...p.accent, s: Math.min(0.7, p.accent.s), l: 0.55 };
  const ring = rng() < 0.6 ? { ...p.accent2, l: 0.75, s: 0.4 } : null;
  const paintRing = (from: number, to: number, alpha: number) => {
    if (!ring) return;
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(-0.3);
    ctx.scale(1, 0.28);
    ctx.lineWidth = r * 0.12;
    ctx.strokeStyle = css(ring, alpha);
    ctx.beginPath();
    ctx.arc(0, 0, r * 1.7, from, to);
    ctx.stroke();
    ctx.restore();
  };
  glow(ctx, x, y, r * 1.5, body, 0.35);
  // The ring's far half passes behind the planet, its near half in front.
  paintRing(Math.PI, Math.PI * 2, 0.45);
  const g = ctx.createRadialGradient(x - r * 0.45, y - r * 0.45, r * 0.1, x, y, r);
  g.addColorStop(0, css(shade(body, 0.25)));
  g.addColorStop(0.6, css(body));
  g.addColorStop(1, css(shade(body, -0.38)));
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  // Bands across the planet, clipped to its disc.
  ctx.save();
  ctx.clip();
  ctx.fillStyle = css(shade(body, -0.15), 0.25);
  for (let i = 0; i < 5; i++)
    ctx.fillRect(x - r, y - r + between(rng, 0, 2 * r), 2 * r, r * between(rng, 0.05, 0.14));
  ctx.restore();
  paintRing(0, Math.PI, 0.65);
}
