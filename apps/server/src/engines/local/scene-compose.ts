import type { Hsl } from './colour-names';
import { paintAbstractField, paintBlobs, paintGeometric, paintNeonLines } from './scene-abstract';
import { paintBirds, paintCat, paintDog, paintPortrait, paintProduct } from './scene-figures';
import { paintCityRow, paintWater } from './scene-city-sea';
import {
  paintDuneRow,
  paintForestRow,
  paintHillRow,
  paintMeadow,
  paintMountainRow,
} from './scene-land';
import { between, css, glow, layer, type Ctx, type Layer } from './scene-paint';
import { createParticles, type ParticleField } from './scene-particles';
import {
  paintAurora,
  paintClouds,
  paintMoon,
  paintPlanet,
  paintSky,
  paintSpace,
  paintStars,
  paintSun,
} from './scene-sky';
import { createRng, readScene, type SceneSpec } from './scene-spec';
import { LAND, SKY } from './scene-words';

/**
 * Turns a prompt into a scene: an ordered list of layers (sky to foreground), the particles that
 * drift over it and the overlays painted in frame space (bloom, haze, vignette). The same scene is
 * painted once by the image renderer and animated by the video renderer.
 */

export interface ComposedScene {
  spec: SceneSpec;
  layers: Layer[];
  particles: ParticleField;
  /** Where the main light sits, in fractions of the frame. */
  light: { x: number; y: number; colour: Hsl } | null;
  /** Bloom, haze and vignette in frame space; a video passes where the light has moved to. */
  overlay: (ctx: Ctx, w: number, h: number, moving?: OverlayMotion) => void;
}

export interface OverlayMotion {
  /** The light's position in pixels of the frame. */
  light?: { x: number; y: number };
  /** Multiplies the bloom, for a gentle pulse. */
  bloom?: number;
}

export function composeScene(prompt: string, seed: number): ComposedScene {
  const spec = readScene(prompt, seed);
  const { subjects: has, moods, time, palette: p } = spec;
  const rng = createRng(spec.seed);
  const salt = (n: number) => (spec.seed + n * 7919) >>> 0;
  const layers: Layer[] = [];
  const fog = moods.has('misty') ? 0.6 : 0.32;
  const sea = has.has('sea');
  const horizon = sea ? between(rng, 0.52, 0.6) : between(rng, 0.56, 0.66);
  let light: ComposedScene['light'] = null;
  if (has.has('sun') && !has.has('space'))
    light = {
      x: between(rng, 0.28, 0.72),
      y:
        time === 'golden' && !has.has('mountains') && !has.has('city')
          ? horizon - between(rng, 0.05, 0.1)
          : between(rng, 0.14, 0.28),
      colour: p.light,
    };
  else if (has.has('moon'))
    light = {
      x: between(rng, 0.2, 0.8),
      y: between(rng, 0.12, 0.26),
      colour: { h: 215, s: 0.4, l: 0.85 },
    };
  const side = light ? Math.sign(light.x - 0.5) || 1 : rng() < 0.5 ? -1 : 1;
  const figureLight = { colour: light?.colour ?? p.light, side };
  const landscape = LAND.some((s) => has.has(s)) || SKY.some((s) => has.has(s));
  const figure = has.has('portrait') || has.has('cat') || has.has('dog');

  if (has.has('product')) {
    layers.push(layer(0, salt(1), (ctx, w, h, r) => paintProduct(ctx, w, h, r, p, figureLight)));
  } else if (has.has('space')) {
    layers.push(layer(0, salt(2), (ctx, w, h, r) => paintSpace(ctx, w, h, r, p)));
    layers.push(layer(0.5, salt(3), (ctx, w, h, r) => paintPlanet(ctx, w, h, r, p)));
  } else if (landscape) {
    layers.push(
      layer(0, salt(4), (ctx, w, h, r) => {
        paintSky(ctx, w, h, p, horizon * h);
        if (has.has('stars')) paintStars(ctx, w, h, r, horizon * h, time === 'night' ? 1 : 0.3);
        if (has.has('aurora')) paintAurora(ctx, w, h, r, p);
        if (light && has.has('sun') && !has.has('space'))
          paintSun(ctx, light.x * w, light.y * h, Math.min(w, h) * 0.06, p.light, time);
        else if (light) paintMoon(ctx, light.x * w, light.y * h, Math.min(w, h) * 0.05, r);
      }),
    );
    if (has.has('clouds') || (time !== 'night' && rng() < 0.6))
      layers.push(
        layer(0.1, salt(5), (ctx, w, h, r) =>
          paintClouds(
            ctx,
            w,
            h,
            r,
            p,
            time,
            horizon * h,
            light ? { x: light.x * w, y: light.y * h } : undefined,
          ),
        ),
      );
    if (has.has('birds'))
      layers.push(layer(0.15, salt(6), (ctx, w, h, r) => paintBirds(ctx, w, h, r, p, horizon * h)));
    // Sky-only and flower prompts still get rolling land under the horizon.
    const ground = !LAND.some((s) => s !== 'flowers' && has.has(s)) ? 'hills' : null;
    if (has.has('mountains')) {
      const rows = sea || has.has('city') || has.has('forest') ? 2 : 3;
      const snow = moods.has('cold') || has.has('snow') || (time === 'day' && rng() < 0.5);
      for (let row = 0; row < rows; row++)
        layers.push(
          layer(0.2 + row * 0.1, salt(10 + row), (ctx, w, h, r) =>
            paintMountainRow(ctx, w, h, r, p, {
              baseY: (sea ? horizon : horizon - 0.02) * h,
              row,
              rows,
              snow,
              fog,
            }),
          ),
        );
    }
    if (has.has('city'))
      for (let row = 0; row < 2; row++)
        layers.push(
          layer(0.4 + row * 0.1, salt(20 + row), (ctx, w, h, r) =>
            paintCityRow(ctx, w, h, r, p, {
              baseY: (sea ? horizon : horizon + 0.1) * h,
              row,
              time,
              neon: moods.has('neon'),
            }),
          ),
        );
    if (sea)
      layers.push(
        layer(0.35, salt(30), (ctx, w, h, r) =>
          paintWater(ctx, w, h, r, p, {
            horizonY: horizon * h,
            light: light ? { x: light.x * w, colour: light.colour } : undefined,
            waves: has.has('waves'),
          }),
        ),
      );
    // Land in front of the water becomes a shore; without water it fills from the horizon down.
    const landTop = sea ? 0.8 : horizon + 0.03;
    if (has.has('desert'))
      for (let row = 0; row < (sea ? 1 : 4); row++)
        layers.push(
          layer(0.45 + row * 0.12, salt(40 + row), (ctx, w, h, r) =>
            paintDuneRow(ctx, w, h, r, p, {
              baseY: landTop * h,
              row,
              rows: sea ? 1 : 4,
              lightLeft: side < 0,
            }),
          ),
        );
    if (has.has('hills') || ground)
      for (let row = 0, rows = sea || ground ? 2 : 3; row < rows; row++)
        layers.push(
          layer(0.5 + row * 0.12, salt(50 + row), (ctx, w, h, r) =>
            paintHillRow(ctx, w, h, r, p, {
              baseY: (ground ? 0.8 : landTop + 0.02) * h,
              row,
              rows,
              fog,
            }),
          ),
        );
    if (has.has('forest'))
      for (let row = 0, rows = sea ? 1 : 3; row < rows; row++)
        layers.push(
          layer(0.55 + row * 0.13, salt(60 + row), (ctx, w, h, r) =>
            paintForestRow(ctx, w, h, r, p, {
              baseY: (has.has('mountains') ? landTop + 0.05 : landTop) * h,
              row,
              rows,
              fog,
            }),
          ),
        );
    if (has.has('flowers'))
      layers.push(layer(0.9, salt(70), (ctx, w, h, r) => paintMeadow(ctx, w, h, r, p, h * 0.74)));
  } else {
    layers.push(layer(0, salt(80), (ctx, w, h, r) => paintAbstractField(ctx, w, h, r, p)));
    if (figure)
      layers.push(
        layer(0.6, salt(83), (ctx, w, h) => {
          const g = ctx.createLinearGradient(0, h * 0.8, 0, h);
          g.addColorStop(0, css(p.near, 0));
          g.addColorStop(1, css(p.near, 0.75));
          ctx.fillStyle = g;
          ctx.fillRect(0, h * 0.8, w, h * 0.2);
        }),
      );
    else {
      const count = moods.has('minimal') ? 3 : 6 + Math.floor(rng() * 4);
      layers.push(
        layer(0.5, salt(81), (ctx, w, h, r) =>
          has.has('geometric')
            ? paintGeometric(ctx, w, h, r, p, count * 2)
            : paintBlobs(ctx, w, h, r, p, count),
        ),
      );
    }
    if (moods.has('neon'))
      layers.push(layer(0.7, salt(82), (ctx, w, h, r) => paintNeonLines(ctx, w, h, r, p)));
  }

  if (!has.has('product')) {
    const groundY = landscape ? 0.95 : 0.9;
    if (has.has('portrait'))
      layers.push(
        layer(
          1,
          salt(90),
          (ctx, w, h) => paintPortrait(ctx, w, h, p, figureLight, landscape ? 0.78 : 0.92),
          true,
        ),
      );
    else if (has.has('cat'))
      layers.push(
        layer(
          1,
          salt(91),
          (ctx, w, h) => paintCat(ctx, w, h, p, figureLight, groundY * h, landscape ? 0.5 : 0.7),
          true,
        ),
      );
    else if (has.has('dog'))
      layers.push(
        layer(
          1,
          salt(92),
          (ctx, w, h) => paintDog(ctx, w, h, p, figureLight, groundY * h, landscape ? 0.5 : 0.7),
          true,
        ),
      );
  }

  const overlay = (ctx: Ctx, w: number, h: number, moving: OverlayMotion = {}) => {
    const u = Math.min(w, h);
    if (light) {
      const at = moving.light ?? { x: light.x * w, y: light.y * h };
      const alpha = (time === 'golden' ? 0.2 : 0.12) * (moving.bloom ?? 1);
      glow(ctx, at.x, at.y, u * 0.9, light.colour, alpha);
    }
    if (moods.has('misty')) {
      const g = ctx.createLinearGradient(0, h * 0.35, 0, h);
      g.addColorStop(0, css(p.fog, 0));
      g.addColorStop(1, css(p.fog, 0.35));
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, w, h);
    }
    if (moods.has('dreamy')) glow(ctx, w * 0.5, h * 0.45, u * 0.8, p.light, 0.15);
    const strength = moods.has('dark') || moods.has('neon') || time === 'night' ? 0.5 : 0.32;
    const v = ctx.createRadialGradient(
      w / 2,
      h / 2,
      Math.hypot(w, h) * 0.25,
      w / 2,
      h / 2,
      Math.hypot(w, h) * 0.6,
    );
    v.addColorStop(0, 'rgba(0,0,0,0)');
    v.addColorStop(1, `rgba(0,0,0,${strength})`);
    ctx.fillStyle = v;
    ctx.fillRect(0, 0, w, h);
  };

  return { spec, layers, particles: createParticles(spec), light, overlay };
}
