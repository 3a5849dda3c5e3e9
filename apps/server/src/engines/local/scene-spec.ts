import { colourWordsIn, hslToRgb, promptWords, rgbToHsl, type Hsl } from './colour-names';
import {
  GOLDEN_WORDS,
  LAND,
  MOODS_BY_WORD,
  NIGHT_WORDS,
  SKY,
  SUBJECTS_BY_WORD,
  type Mood,
  type Subject,
} from './scene-words';

export type { Mood, Subject };

/**
 * Reads a prompt into what the local renderer paints: the subjects it recognises, the time of day,
 * the mood, and a palette built from the colour and mood words. Pure and deterministic: the same
 * prompt and seed always give the same scene.
 */

export type TimeOfDay = 'day' | 'golden' | 'night';

export interface Palette {
  skyTop: Hsl;
  skyHorizon: Hsl;
  /** The land colour nearest the horizon, hazed by distance. */
  far: Hsl;
  /** The land colour in the foreground. */
  near: Hsl;
  accent: Hsl;
  accent2: Hsl;
  /** The colour of the light source and its glow. */
  light: Hsl;
  fog: Hsl;
}

export interface SceneSpec {
  subjects: Set<Subject>;
  moods: Set<Mood>;
  time: TimeOfDay;
  palette: Palette;
  /** Mixed from the prompt's words and the seed: every drawing decision starts from it. */
  seed: number;
}

/** FNV-1a over the normalised prompt, mixed with the seed. */
export function sceneSeed(prompt: string, seed: number): number {
  let h = 0x811c9dc5;
  const text = `${prompt.trim().toLowerCase()}#${seed}`;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast and good enough to place shapes. */
export function createRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function readScene(prompt: string, seed: number): SceneSpec {
  const words = promptWords(prompt);
  const subjects = new Set<Subject>();
  const moods = new Set<Mood>();
  for (const w of words) {
    for (const s of SUBJECTS_BY_WORD.get(w) ?? []) subjects.add(s);
    for (const m of MOODS_BY_WORD.get(w) ?? []) moods.add(m);
  }
  if (prompt.toLowerCase().includes('northern lights')) subjects.add('aurora').add('stars');
  let time: TimeOfDay = 'day';
  if (words.some((w) => NIGHT_WORDS.has(w)) || subjects.has('space')) time = 'night';
  else if (words.some((w) => GOLDEN_WORDS.has(w)) || prompt.toLowerCase().includes('golden hour'))
    time = 'golden';
  if (time === 'golden' || (time === 'day' && subjects.has('desert'))) subjects.add('sun');
  if (time === 'night' && !subjects.has('space')) subjects.add('stars');
  if (moods.has('neon') && time === 'day') time = 'night';
  const mixed = sceneSeed(prompt, seed);
  return {
    subjects,
    moods,
    time,
    seed: mixed,
    palette: buildPalette(prompt, subjects, moods, time, mixed),
  };
}

// ---- Palette ------------------------------------------------------------------------------

const hsl = (h: number, s: number, l: number): Hsl => ({ h, s, l });
const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
/**
 * Mixes two colours as light mixes, in RGB: orange hazed with a blue sky turns greyish, where
 * turning the hue halfway would pass through green.
 */
export const mixHsl = (a: Hsl, b: Hsl, t: number): Hsl => {
  const x = hslToRgb(a);
  const y = hslToRgb(b);
  const mixed = rgbToHsl(
    x[0] + (y[0] - x[0]) * t,
    x[1] + (y[1] - x[1]) * t,
    x[2] + (y[2] - x[2]) * t,
  );
  // A grey has no hue of its own: keep the nearer colour's, so later hue shifts stay sensible.
  return mixed.s < 0.02 ? { ...mixed, h: t < 0.5 ? a.h : b.h } : mixed;
};

const turnHue = (c: Hsl, target: number, amount: number): Hsl => {
  let dh = target - c.h;
  if (dh > 180) dh -= 360;
  if (dh < -180) dh += 360;
  return { ...c, h: (c.h + dh * amount + 360) % 360 };
};

/** The ground colour a subject suggests when the prompt names no colour. */
function subjectGround(subjects: Set<Subject>, moods: Set<Mood>, rng: () => number): [Hsl, Hsl] {
  const pick: Array<[Subject, Hsl, Hsl]> = [
    ['space', hsl(262, 0.6, 0.35), hsl(200, 0.7, 0.45)],
    ['aurora', hsl(150, 0.7, 0.45), hsl(265, 0.5, 0.4)],
    ['desert', hsl(30, 0.65, 0.52), hsl(14, 0.6, 0.5)],
    ['sea', hsl(206, 0.7, 0.42), hsl(186, 0.6, 0.45)],
    ['forest', hsl(135, 0.45, 0.33), hsl(95, 0.4, 0.45)],
    ['flowers', hsl(335, 0.7, 0.62), hsl(110, 0.45, 0.42)],
    ['city', hsl(232, 0.3, 0.4), hsl(28, 0.75, 0.58)],
    ['mountains', hsl(218, 0.3, 0.45), hsl(200, 0.35, 0.6)],
    ['hills', hsl(105, 0.45, 0.42), hsl(65, 0.5, 0.58)],
  ];
  for (const [subject, a, b] of pick) if (subjects.has(subject)) return [a, b];
  if (moods.has('warm')) return [hsl(15 + rng() * 30, 0.7, 0.55), hsl(345 + rng() * 20, 0.6, 0.6)];
  if (moods.has('cold'))
    return [hsl(195 + rng() * 30, 0.55, 0.5), hsl(240 + rng() * 20, 0.45, 0.55)];
  // Backdrop pairs that flatter a figure or an abstract composition; the seed picks one.
  const pairs: Array<[Hsl, Hsl]> = [
    [hsl(190, 0.55, 0.42), hsl(28, 0.85, 0.6)],
    [hsl(18, 0.65, 0.62), hsl(340, 0.5, 0.55)],
    [hsl(225, 0.4, 0.45), hsl(44, 0.85, 0.58)],
    [hsl(150, 0.3, 0.5), hsl(45, 0.55, 0.8)],
    [hsl(265, 0.45, 0.6), hsl(330, 0.6, 0.7)],
    [hsl(205, 0.65, 0.5), hsl(175, 0.5, 0.55)],
    [hsl(350, 0.65, 0.5), hsl(25, 0.8, 0.6)],
  ];
  return pairs[Math.floor(rng() * pairs.length)] ?? [hsl(210, 0.5, 0.5), hsl(30, 0.7, 0.6)];
}

function skyFor(time: TimeOfDay): [Hsl, Hsl, Hsl] {
  if (time === 'night') return [hsl(232, 0.6, 0.07), hsl(226, 0.5, 0.24), hsl(210, 0.3, 0.88)];
  if (time === 'golden') return [hsl(262, 0.45, 0.32), hsl(24, 0.92, 0.62), hsl(38, 1, 0.7)];
  return [hsl(208, 0.62, 0.52), hsl(198, 0.55, 0.84), hsl(48, 1, 0.9)];
}

function buildPalette(
  prompt: string,
  subjects: Set<Subject>,
  moods: Set<Mood>,
  time: TimeOfDay,
  seed: number,
): Palette {
  const rng = createRng(seed ^ 0x9e3779b9);
  const colours = colourWordsIn(prompt).map((c) => c.hsl);
  let [ground, second] = subjectGround(subjects, moods, rng);
  let [skyTop, skyHorizon, light] = skyFor(time);
  // At dusk and at night the land takes on the sky's colour, so the picture holds together.
  if (!colours[0] && time !== 'day') ground = mixHsl(ground, skyTop, 0.35);
  if (colours[0]) {
    // A named colour wins everywhere (sky tint and land), so the picture is visibly that colour.
    const c = colours[0];
    ground = c;
    second =
      colours[1] ??
      hsl((c.h + (rng() < 0.5 ? -16 : 16) + 360) % 360, c.s, Math.min(0.8, c.l + 0.1));
    if (c.s < 0.1) light = hsl(0, 0, 0.97);
  }
  // Outdoors without a named colour the sky keeps its time of day; otherwise the background takes
  // the scene's own colours (a studio backdrop has no sky).
  const outdoor = [...LAND, ...SKY].some((s) => subjects.has(s));
  if (colours[0] || !outdoor) {
    const lift = time === 'night' ? 0.55 : 1;
    skyTop = hsl(second.h, Math.max(0.35, second.s * 0.9), clamp01(second.l * 0.75 * lift));
    skyHorizon = hsl(ground.h, ground.s * 0.95, clamp01((ground.l + 0.1) * lift));
  }
  const palette: Palette = {
    skyTop,
    skyHorizon,
    far: mixHsl(skyHorizon, ground, 0.45),
    near: hsl(ground.h, ground.s * 0.9, ground.l * (time === 'night' ? 0.35 : 0.5)),
    accent: second,
    accent2: hsl((ground.h + 180) % 360, Math.max(0.5, ground.s), 0.6),
    light,
    fog: mixHsl(skyHorizon, hsl(0, 0, 0.95), 0.4),
  };
  if (colours.length > 0)
    palette.accent2 = hsl(ground.h, ground.s, Math.min(0.85, ground.l + 0.25));
  const each = (f: (c: Hsl) => Hsl) => {
    const keys = Object.keys(palette) as Array<keyof Palette>;
    for (const key of keys) palette[key] = f(palette[key]);
  };
  // Warm and cold nudge hues that are already near orange or blue; turning a far hue would pass
  // through a third colour (teal to orange goes through green).
  const towards = (target: number, amount: number) => (c: Hsl) => {
    const distance = Math.abs(((c.h - target + 540) % 360) - 180);
    return turnHue(c, target, distance > 100 ? 0 : amount);
  };
  if (moods.has('warm')) each(towards(30, 0.35));
  if (moods.has('cold')) each((c) => ({ ...towards(208, 0.35)(c), s: c.s * 0.8 }));
  if (moods.has('calm')) each((c) => ({ ...c, s: c.s * 0.8, l: c.l + (0.75 - c.l) * 0.15 }));
  if (moods.has('vibrant')) each((c) => ({ ...c, s: clamp01(c.s * 1.3 + 0.1) }));
  if (moods.has('dark')) each((c) => ({ ...c, l: c.l * 0.6 }));
  if (moods.has('pastel') || moods.has('dreamy'))
    each((c) => ({ ...c, s: Math.min(c.s, 0.5), l: 0.62 + c.l * 0.3 }));
  if (subjects.has('snow')) {
    // Snow lies on the land: lighten and cool the ground colours.
    const snow = hsl(210, 0.25, 0.9);
    palette.far = mixHsl(palette.far, snow, 0.6);
    palette.near = mixHsl(palette.near, snow, 0.55);
  }
  if (moods.has('neon')) {
    palette.skyTop = hsl(palette.skyTop.h, 0.6, 0.05);
    palette.skyHorizon = hsl(palette.accent.h, 0.7, 0.2);
    palette.accent = { ...palette.accent, s: 1, l: 0.55 };
    palette.accent2 = { ...palette.accent2, s: 1, l: 0.55 };
    palette.light = hsl(palette.accent.h, 1, 0.65);
  }
  return palette;
}
