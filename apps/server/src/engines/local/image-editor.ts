import type { ReimagineAspectRatio, ReimagineImageParameters } from '@atelier/contract';
import sharp, { type Sharp } from 'sharp';
import type { GeneratedFile, InputImage, ReimagineImageEngine } from '../types';
import { colourWordsIn, hslToRgb, promptWords, type Hsl } from './colour-names';
import { MOODS_BY_WORD, type Mood } from './scene-words';

/**
 * The local reimagine engine: no AI. It edits the user's own picture with sharp, from the words of
 * the prompt: colour words tint it, mood words move brightness, saturation and hue, "black and
 * white" or "vintage" change its palette, "sharp" or "dreamy" its focus. `strength` is how far the
 * edit goes (0 keeps the original, 1 applies it fully); references are composed side by side.
 */
export function createLocalImageEditor(): ReimagineImageEngine {
  return {
    engine: 'local',
    model: 'local-image-editor-1',
    async reimagine(request, { signal, progress }) {
      signal.throwIfAborted();
      progress(10, 'Reading your image');
      const base =
        request.images.length > 1 ? await composeSideBySide(request.images) : request.images[0];
      if (!base) throw new Error('the local image editor needs an image');
      const framed = await frame(base.body, request.parameters);
      const look = lookOf(request.prompt);
      const files: GeneratedFile[] = [];
      for (let index = 0; index < request.outputs; index += 1) {
        signal.throwIfAborted();
        progress(20 + Math.round((70 * index) / request.outputs), 'Editing locally');
        // Each further variation turns the hue 6-17 degrees either way (by the seed) and lifts the
        // light a little, so even a black-and-white edit's variations differ.
        const variation = {
          hue: index === 0 ? 0 : (((request.seed + index * 47) % 12) + 6) * (index % 2 ? 1 : -1),
          light: 1 + 0.04 * index,
        };
        files.push(await edit(framed, look, request.parameters, variation));
      }
      return files;
    },
  };
}

interface Look {
  tint: Hsl | null;
  brightness: number;
  saturation: number;
  palette: 'colour' | 'grey' | 'sepia';
  focus: 'as-is' | 'sharpen' | 'soften';
  /** What the prompt was read as, for the answer's note. */
  words: string[];
}

const MOOD_LOOK: Record<Mood, Partial<Omit<Look, 'words'>>> = {
  calm: { saturation: 0.85 },
  dark: { brightness: 0.72 },
  vibrant: { saturation: 1.45, brightness: 1.05 },
  warm: { tint: { h: 30, s: 0.85, l: 0.55 } },
  cold: { tint: { h: 205, s: 0.7, l: 0.55 }, saturation: 0.9 },
  dreamy: { brightness: 1.08, focus: 'soften' },
  pastel: { saturation: 0.65, brightness: 1.12 },
  neon: { saturation: 1.6, tint: { h: 300, s: 0.9, l: 0.55 } },
  misty: { saturation: 0.75, brightness: 1.12, focus: 'soften' },
  minimal: { saturation: 0.6 },
};

const GREY_WORDS = new Set(['monochrome', 'greyscale', 'grayscale', 'noir']);
const SEPIA_WORDS = new Set(['sepia', 'vintage', 'retro', 'antique', 'old']);
const SHARP_WORDS = new Set(['sharp', 'sharpen', 'crisp', 'detailed', 'clear']);

/** The prompt's words read as an edit. */
export function lookOf(prompt: string): Look {
  const look: Look = {
    tint: null,
    brightness: 1,
    saturation: 1,
    palette: 'colour',
    focus: 'as-is',
    words: [],
  };
  const words = promptWords(prompt);
  const text = words.join(' ');
  for (const word of words) {
    for (const mood of MOODS_BY_WORD.get(word) ?? []) {
      const change = MOOD_LOOK[mood];
      look.brightness *= change.brightness ?? 1;
      look.saturation *= change.saturation ?? 1;
      look.tint = change.tint ?? look.tint;
      look.focus = change.focus ?? look.focus;
      look.words.push(`${mood} (${word})`);
    }
    if (GREY_WORDS.has(word)) look.palette = 'grey';
    if (SEPIA_WORDS.has(word) && look.palette === 'colour') look.palette = 'sepia';
    if (SHARP_WORDS.has(word)) look.focus = 'sharpen';
  }
  if (/\b(black and white|black & white|b&w)\b/.test(text) || text.includes('black and white'))
    look.palette = 'grey';
  const [colour] = colourWordsIn(prompt);
  if (colour && look.palette === 'colour') {
    look.tint = colour.hsl;
    look.words.push(`${colour.word} tint`);
  }
  if (look.palette !== 'colour')
    look.words.push(look.palette === 'grey' ? 'black and white' : 'sepia');
  if (look.focus !== 'as-is') look.words.push(look.focus === 'sharpen' ? 'sharpened' : 'softened');
  look.brightness = clamp(look.brightness, 0.5, 1.5);
  look.saturation = clamp(look.saturation, 0.3, 2);
  return look;
}

const RATIOS: Record<Exclude<ReimagineAspectRatio, 'match_input_image'>, number> = {
  '1:1': 1,
  '16:9': 16 / 9,
  '9:16': 9 / 16,
  '4:3': 4 / 3,
  '3:4': 3 / 4,
  '2:3': 2 / 3,
  '3:2': 3 / 2,
  '1:2': 1 / 2,
  '2:1': 2,
};

/** sd answers at most 1024 px on the long side, hd at most 2048 (never larger than given). */
const LONG_SIDE = { sd: 1024, hd: 2048 } as const;

/** The picture cut to the asked shape and size, as raw-decodable PNG for the edit passes. */
async function frame(body: Buffer, parameters: ReimagineImageParameters): Promise<Buffer> {
  const meta = await sharp(body).metadata();
  const width = meta.autoOrient?.width ?? meta.width ?? 1024;
  const height = meta.autoOrient?.height ?? meta.height ?? 1024;
  let target = { width, height };
  if (parameters.width && parameters.height) {
    target = { width: parameters.width, height: parameters.height };
  } else if (parameters.aspect_ratio !== 'match_input_image') {
    const ratio = RATIOS[parameters.aspect_ratio];
    target =
      width / height > ratio
        ? { width: Math.round(height * ratio), height }
        : { width, height: Math.round(width / ratio) };
  }
  const longest = LONG_SIDE[parameters.quality];
  const scale = Math.min(1, longest / Math.max(target.width, target.height));
  return sharp(body)
    .rotate()
    .resize({
      width: Math.max(1, Math.round(target.width * scale)),
      height: Math.max(1, Math.round(target.height * scale)),
      fit: 'cover',
      position: 'attention',
    })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

async function edit(
  framed: Buffer,
  look: Look,
  parameters: ReimagineImageParameters,
  variation: { hue: number; light: number },
): Promise<GeneratedFile> {
  const strength = parameters.strength;
  let styled = sharp(framed).modulate({
    brightness: look.brightness * variation.light,
    saturation: look.saturation,
    hue: variation.hue,
  });
  if (look.palette === 'grey') styled = styled.greyscale().toColourspace('srgb');
  if (look.palette === 'sepia') {
    styled = styled.recomb([
      [0.393, 0.769, 0.189],
      [0.349, 0.686, 0.168],
      [0.272, 0.534, 0.131],
    ]);
  }
  if (look.focus === 'sharpen') styled = styled.sharpen({ sigma: 1.2 });
  if (look.focus === 'soften') styled = styled.blur(1.6);
  const { width, height } = await sharp(framed).metadata();
  let layer = await styled.png({ compressionLevel: 0 }).toBuffer();
  if (look.tint) {
    const [r, g, b] = hslToRgb(look.tint);
    layer = await sharp(layer)
      .composite([
        {
          input: { create: { width, height, channels: 4, background: { r, g, b, alpha: 0.55 } } },
          blend: 'soft-light',
        },
      ])
      .png({ compressionLevel: 0 })
      .toBuffer();
  }
  // The edit laid over the original at `strength`: 0 keeps the picture, 1 is the full edit.
  const faded = await sharp(layer)
    .removeAlpha()
    .ensureAlpha(clamp(strength, 0, 1))
    .png({ compressionLevel: 0 })
    .toBuffer();
  const result = sharp(framed).composite([{ input: faded }]);
  const encoded = await encode(result, parameters);
  const applied = look.words.length > 0 ? look.words.join(', ') : 'no colour or mood words found';
  return {
    ...encoded,
    width,
    height,
    note: `Edited from the prompt's words: ${applied}; strength ${Math.round(strength * 100)} %.`,
  };
}

async function encode(image: Sharp, parameters: ReimagineImageParameters) {
  const quality = parameters.quality === 'hd' ? 92 : 80;
  switch (parameters.output_format) {
    case 'jpg':
      return {
        body: await image.jpeg({ quality, mozjpeg: true }).toBuffer(),
        contentType: 'image/jpeg',
        extension: 'jpg',
      };
    case 'webp':
      return {
        body: await image.webp({ quality }).toBuffer(),
        contentType: 'image/webp',
        extension: 'webp',
      };
    default:
      return { body: await image.png().toBuffer(), contentType: 'image/png', extension: 'png' };
  }
}

/** References side by side at one height (the smallest, at most 1024 px), in the order given. */
async function composeSideBySide(images: InputImage[]): Promise<InputImage> {
  const metas = await Promise.all(images.map((image) => sharp(image.body).metadata()));
  const height = Math.min(
    1024,
    ...metas.map((meta) => meta.autoOrient?.height ?? meta.height ?? 1024),
  );
  const tiles = await Promise.all(
    images.map((image) =>
      sharp(image.body).rotate().resize({ height }).png({ compressionLevel: 0 }).toBuffer({
        resolveWithObject: true,
      }),
    ),
  );
  const width = tiles.reduce((sum, tile) => sum + tile.info.width, 0);
  let left = 0;
  const body = await sharp({
    create: { width, height, channels: 3, background: { r: 255, g: 255, b: 255 } },
  })
    .composite(
      tiles.map((tile) => {
        const placed = { input: tile.data, left, top: 0 };
        left += tile.info.width;
        return placed;
      }),
    )
    .png({ compressionLevel: 0 })
    .toBuffer();
  return { body, contentType: 'image/png' };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
