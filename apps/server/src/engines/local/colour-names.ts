/**
 * Colour words and basic colour names, shared by the local renderer (which paints the colours a
 * prompt names) and the local analysis (which measures whether the file shows them).
 */

export const COLOUR_NAMES = [
  'red',
  'orange',
  'yellow',
  'gold',
  'green',
  'teal',
  'blue',
  'purple',
  'pink',
  'brown',
  'black',
  'white',
  'grey',
] as const;
export type ColourName = (typeof COLOUR_NAMES)[number];

/** Hue in degrees, saturation and lightness 0-1. */
export interface Hsl {
  h: number;
  s: number;
  l: number;
}

/**
 * Several reference shades per name: a pixel takes the name of the nearest shade in CIELAB, so a
 * dark red is still red and a navy sky is blue, not black.
 */
const REFERENCES: Record<ColourName, string[]> = {
  red: ['#e02020', '#b01818', '#7a1010', '#ff5050', '#c83232'],
  orange: ['#ff8c1a', '#e0701a', '#ffa64d', '#c85a14'],
  yellow: ['#ffe033', '#fff27a', '#f2d21a'],
  gold: ['#d4a017', '#c9a227', '#b8860b', '#e6b84a'],
  green: ['#2eaa3c', '#1f7a2b', '#7ccc5a', '#0f4d1a', '#9acd32', '#4a6b2a'],
  teal: ['#1a9e96', '#0f6e6e', '#4cc9c0', '#0a4a4a', '#20b2aa'],
  blue: [
    '#2060e0',
    '#0000ff',
    '#0000c0',
    '#000080',
    '#1a3a8a',
    '#6fa8ff',
    '#0a1f5c',
    '#3b82c4',
    '#a0c4f0',
    '#14285a',
    '#2a3f5f',
    '#1c2a40',
  ],
  purple: ['#8030c0', '#5a1f8a', '#b07ae0', '#4b0082', '#2e1450', '#9370db'],
  pink: ['#ff6fb0', '#e0409a', '#ffb6d0', '#ff1493', '#d87093', '#f4a6b8'],
  brown: ['#8b5a2b', '#5c3a1a', '#a0703c', '#d2b48c', '#3d2616'],
  black: ['#000000', '#141414', '#0c0c12'],
  white: ['#ffffff', '#f0f0f0', '#f5f0e6'],
  grey: ['#808080', '#505050', '#b0b0b0', '#303030', '#d0d0d0', '#6a7280'],
};

interface ColourWord {
  hsl: Hsl;
  /** The measured names that count as this word being shown. */
  names: ColourName[];
}

const word = (h: number, s: number, l: number, names: ColourName[]): ColourWord => ({
  hsl: { h, s, l },
  names,
});

export const COLOUR_WORDS: Record<string, ColourWord> = {
  red: word(0, 0.8, 0.47, ['red']),
  crimson: word(350, 0.8, 0.42, ['red']),
  scarlet: word(4, 0.9, 0.5, ['red']),
  ruby: word(345, 0.8, 0.4, ['red', 'pink']),
  maroon: word(345, 0.7, 0.25, ['red', 'brown', 'purple']),
  burgundy: word(345, 0.65, 0.27, ['red', 'brown', 'purple']),
  orange: word(28, 0.92, 0.53, ['orange']),
  amber: word(38, 0.95, 0.5, ['orange', 'gold', 'yellow']),
  gold: word(45, 0.8, 0.48, ['gold', 'yellow', 'orange']),
  golden: word(42, 0.8, 0.5, ['gold', 'yellow', 'orange']),
  yellow: word(54, 0.92, 0.55, ['yellow', 'gold']),
  lime: word(88, 0.75, 0.5, ['green', 'yellow']),
  green: word(130, 0.6, 0.4, ['green']),
  emerald: word(145, 0.7, 0.38, ['green', 'teal']),
  olive: word(70, 0.45, 0.35, ['green', 'brown', 'gold']),
  mint: word(150, 0.55, 0.72, ['green', 'teal', 'white']),
  teal: word(178, 0.7, 0.35, ['teal']),
  turquoise: word(178, 0.75, 0.47, ['teal', 'blue']),
  cyan: word(186, 0.8, 0.5, ['teal', 'blue']),
  aqua: word(183, 0.75, 0.55, ['teal', 'blue']),
  blue: word(215, 0.75, 0.48, ['blue']),
  azure: word(205, 0.8, 0.55, ['blue']),
  cobalt: word(220, 0.8, 0.42, ['blue']),
  sapphire: word(222, 0.8, 0.38, ['blue']),
  navy: word(225, 0.7, 0.22, ['blue']),
  indigo: word(248, 0.6, 0.35, ['blue', 'purple']),
  purple: word(275, 0.6, 0.42, ['purple']),
  violet: word(270, 0.7, 0.55, ['purple']),
  lavender: word(268, 0.55, 0.75, ['purple', 'pink', 'white']),
  lilac: word(280, 0.5, 0.72, ['purple', 'pink', 'white']),
  magenta: word(310, 0.85, 0.5, ['pink', 'purple']),
  fuchsia: word(315, 0.85, 0.52, ['pink', 'purple']),
  pink: word(335, 0.8, 0.7, ['pink']),
  rose: word(345, 0.65, 0.6, ['pink', 'red']),
  peach: word(22, 0.9, 0.75, ['orange', 'pink']),
  coral: word(12, 0.8, 0.64, ['orange', 'red', 'pink']),
  brown: word(25, 0.5, 0.3, ['brown']),
  chocolate: word(22, 0.55, 0.24, ['brown']),
  copper: word(22, 0.65, 0.42, ['brown', 'orange']),
  bronze: word(32, 0.55, 0.4, ['brown', 'gold', 'orange']),
  tan: word(34, 0.4, 0.62, ['brown', 'gold']),
  beige: word(38, 0.45, 0.78, ['brown', 'white', 'grey', 'gold']),
  cream: word(45, 0.6, 0.9, ['white', 'yellow']),
  ivory: word(50, 0.5, 0.93, ['white']),
  black: word(240, 0.05, 0.05, ['black']),
  charcoal: word(220, 0.08, 0.2, ['black', 'grey']),
  white: word(0, 0, 0.96, ['white']),
  silver: word(210, 0.06, 0.75, ['grey', 'white']),
  grey: word(220, 0.04, 0.5, ['grey']),
  gray: word(220, 0.04, 0.5, ['grey']),
};

/** Lower-case words of a prompt, split on anything that is not a letter. */
export function promptWords(prompt: string): string[] {
  return prompt.toLowerCase().match(/[a-z]+/g) ?? [];
}

/** The colour words a prompt names, in order of first mention, each once. */
export function colourWordsIn(prompt: string): Array<{ word: string } & ColourWord> {
  const seen = new Set<string>();
  const found: Array<{ word: string } & ColourWord> = [];
  for (const w of promptWords(prompt)) {
    const entry = COLOUR_WORDS[w];
    if (!entry || seen.has(w)) continue;
    seen.add(w);
    found.push({ word: w, ...entry });
  }
  return found;
}

// ---- Conversions --------------------------------------------------------------------------

export function hslToRgb({ h, s, l }: Hsl): [number, number, number] {
  const hue = (((h % 360) + 360) % 360) / 360;
  const sat = Math.min(1, Math.max(0, s));
  const lig = Math.min(1, Math.max(0, l));
  if (sat === 0) {
    const v = Math.round(lig * 255);
    return [v, v, v];
  }
  const q = lig < 0.5 ? lig * (1 + sat) : lig + sat - lig * sat;
  const p = 2 * lig - q;
  const channel = (t: number) => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  return [
    Math.round(channel(hue + 1 / 3) * 255),
    Math.round(channel(hue) * 255),
    Math.round(channel(hue - 1 / 3) * 255),
  ];
}

export function rgbToHsl(r: number, g: number, b: number): Hsl {
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === rn) h = ((gn - bn) / d) % 6;
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return { h: (h * 60 + 360) % 360, s, l };
}

export function toHex(r: number, g: number, b: number): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function rgbToLab(r: number, g: number, b: number): [number, number, number] {
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const [lr, lg, lb] = [lin(r), lin(g), lin(b)];
  const x = (lr * 0.4124 + lg * 0.3576 + lb * 0.1805) / 0.95047;
  const y = lr * 0.2126 + lg * 0.7152 + lb * 0.0722;
  const z = (lr * 0.0193 + lg * 0.1192 + lb * 0.9505) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const [fx, fy, fz] = [f(x), f(y), f(z)];
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

const REFERENCE_LAB: Array<{ name: ColourName; lab: [number, number, number] }> =
  COLOUR_NAMES.flatMap((name) =>
    REFERENCES[name].map((hex) => ({ name, lab: rgbToLab(...hexToRgb(hex)) })),
  );

/** The basic colour name nearest to an sRGB colour. */
export function nameColour(r: number, g: number, b: number): ColourName {
  const [l, a, bb] = rgbToLab(r, g, b);
  let best: ColourName = 'grey';
  let bestDistance = Infinity;
  for (const ref of REFERENCE_LAB) {
    const d = (l - ref.lab[0]) ** 2 + (a - ref.lab[1]) ** 2 + (bb - ref.lab[2]) ** 2;
    if (d < bestDistance) {
      bestDistance = d;
      best = ref.name;
    }
  }
  return best;
}
