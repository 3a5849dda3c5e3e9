import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { Hsl } from './colour-names';
import { between, css, type Ctx } from './scene-paint';
import { createRng, type SceneSpec } from './scene-spec';

/**
 * Things that drift: dust in the light, bokeh, fireflies, snow and rain. Positions are fractions
 * of the frame and a function of time, so the image renderer paints them at t = 0 and the video
 * renderer at every frame.
 */

export type ParticleKind = 'dust' | 'bokeh' | 'fireflies' | 'snow' | 'rain';

interface Particle {
  x: number;
  y: number;
  /** Fractions of the frame per second. */
  vx: number;
  vy: number;
  size: number;
  alpha: number;
  phase: number;
}

export interface ParticleField {
  kind: ParticleKind;
  colour: Hsl;
  items: Particle[];
}

export function createParticles(spec: SceneSpec): ParticleField {
  const rng = createRng(spec.seed ^ 0x51ed27);
  const { subjects, moods, time, palette } = spec;
  let kind: ParticleKind = 'dust';
  if (subjects.has('rain')) kind = 'rain';
  else if (subjects.has('snow')) kind = 'snow';
  else if (moods.has('dreamy') || moods.has('neon')) kind = 'bokeh';
  else if (
    time === 'night' &&
    (subjects.has('forest') || subjects.has('flowers') || subjects.has('hills'))
  )
    kind = 'fireflies';
  const counts: Record<ParticleKind, number> = {
    dust: 36,
    bokeh: 22,
    fireflies: 40,
    snow: 260,
    rain: 240,
  };
  const items = Array.from({ length: counts[kind] }, (): Particle => {
    const base = { x: rng(), y: rng(), phase: rng() * Math.PI * 2 };
    switch (kind) {
      case 'rain':
        return {
          ...base,
          vx: -0.12,
          vy: between(rng, 0.9, 1.3),
          size: between(rng, 0.02, 0.045),
          alpha: between(rng, 0.15, 0.35),
        };
      case 'snow':
        return {
          ...base,
          vx: between(rng, -0.01, 0.01),
          vy: between(rng, 0.05, 0.13),
          size: between(rng, 0.0015, 0.0055),
          alpha: between(rng, 0.6, 0.95),
        };
      case 'bokeh':
        return {
          ...base,
          vx: between(rng, -0.01, 0.01),
          vy: between(rng, -0.015, -0.004),
          size: between(rng, 0.02, 0.065),
          alpha: between(rng, 0.08, 0.2),
        };
      case 'fireflies':
        return {
          ...base,
          y: between(rng, 0.45, 1),
          vx: between(rng, -0.02, 0.02),
          vy: between(rng, -0.015, 0.005),
          size: between(rng, 0.006, 0.012),
          alpha: between(rng, 0.5, 0.9),
        };
      default:
        return {
          ...base,
          vx: between(rng, -0.008, 0.008),
          vy: between(rng, -0.02, -0.005),
          size: between(rng, 0.002, 0.005),
          alpha: between(rng, 0.12, 0.35),
        };
    }
  });
  const colour =
    kind === 'fireflies'
      ? { h: 70, s: 1, l: 0.7 }
      : kind === 'bokeh'
        ? palette.accent
        : kind === 'snow' || kind === 'rain'
          ? { h: 210, s: 0.3, l: 0.95 }
          : palette.light;
  return { kind, colour, items };
}

const wrap = (v: number) => v - Math.floor(v);

const sprites = new Map<string, Canvas>();
/** A soft round dot, drawn once per colour and then stamped, which is far cheaper than gradients. */
function sprite(colour: Hsl): Canvas {
  const key = css(colour);
  let canvas = sprites.get(key);
  if (!canvas) {
    canvas = createCanvas(64, 64);
    const ctx = canvas.getContext('2d');
    const g = ctx.createRadialGradient(32, 32, 0, 32, 32, 32);
    g.addColorStop(0, css(colour, 1));
    g.addColorStop(0.4, css(colour, 0.55));
    g.addColorStop(1, css(colour, 0));
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, 64, 64);
    sprites.set(key, canvas);
  }
  return canvas;
}

export function paintParticles(
  ctx: Ctx,
  w: number,
  h: number,
  field: ParticleField,
  t: number,
): void {
  const u = Math.min(w, h);
  ctx.save();
  if (field.kind === 'rain') {
    ctx.strokeStyle = css(field.colour, 0.3);
    ctx.lineWidth = Math.max(1, u * 0.0012);
    ctx.beginPath();
    for (const p of field.items) {
      const x = wrap(p.x + p.vx * t) * w;
      const y = wrap(p.y + p.vy * t) * h;
      const len = p.size * h;
      ctx.moveTo(x, y);
      ctx.lineTo(x + p.vx * len * 1.2, y - len);
    }
    ctx.stroke();
  } else if (field.kind === 'snow') {
    ctx.fillStyle = css(field.colour, 0.85);
    ctx.beginPath();
    for (const p of field.items) {
      const x = wrap(p.x + p.vx * t + Math.sin(p.phase + t * 1.3) * 0.006) * w;
      const y = wrap(p.y + p.vy * t) * h;
      const r = p.size * u;
      ctx.moveTo(x + r, y);
      ctx.arc(x, y, r, 0, Math.PI * 2);
    }
    ctx.fill();
  } else {
    ctx.globalCompositeOperation = 'screen';
    const dot = sprite(field.colour);
    for (const p of field.items) {
      const x = wrap(p.x + p.vx * t + Math.sin(p.phase + t * 0.7) * 0.004) * w;
      const y = wrap(p.y + p.vy * t) * h;
      const pulse = field.kind === 'fireflies' ? 0.55 + 0.45 * Math.sin(p.phase + t * 2.4) : 1;
      const r = p.size * u * (field.kind === 'bokeh' ? 1 : 2.2);
      ctx.globalAlpha = Math.max(0, p.alpha * pulse);
      ctx.drawImage(dot, x - r, y - r, r * 2, r * 2);
    }
  }
  ctx.restore();
}
