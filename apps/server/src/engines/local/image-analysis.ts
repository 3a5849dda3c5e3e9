import { REIMAGINE_ANALYSIS_CATALOGUE } from '@atelier/contract';
import sharp from 'sharp';
import type { ImageAnalysisEngine, ImageAnalysisRequest } from '../types';
import { measureColours, type ColourMeasure } from './media-probe';

/**
 * The Analyze Image answer when no vision-capable text provider is configured. It is not AI and
 * says so: it reports only what it measures (size, format, colours, brightness, contrast,
 * sharpness), and plainly what it cannot tell (objects, people, faces, lettering).
 */
export function createLocalImageAnalysis(): ImageAnalysisEngine {
  return {
    engine: 'local',
    model: 'local-image-measure-1',
    async analyseImage(request, { signal, progress }) {
      signal.throwIfAborted();
      progress(20, 'Measuring the image');
      const measured = await measureImage(request.image.body);
      signal.throwIfAborted();
      progress(80, 'Writing the report');
      return report(request, measured);
    },
  };
}

export interface ImageMeasures {
  width: number;
  height: number;
  format: string;
  bytes: number;
  colours: ColourMeasure;
  /** Mean luminance, 0-1. */
  brightness: number;
  /** Standard deviation of luminance, 0-1 (0 is flat). */
  contrast: number;
  /** sharp's estimate (mean Laplacian response): about 1 is soft, 5 and more is crisp. */
  sharpness: number;
}

export async function measureImage(body: Buffer): Promise<ImageMeasures> {
  const meta = await sharp(body).metadata();
  // Measured on a copy at most 1024 px wide (colours on 256 px): a photo's tone, contrast and
  // sharpness read the same, and twenty large uploads at once do not each decode in full.
  const working = await sharp(body)
    .rotate()
    .resize(1024, 1024, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
  const grey = await sharp(working).greyscale().stats();
  const small = await sharp(working)
    .resize(256, 256, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
  const [luma] = grey.channels;
  return {
    width: meta.autoOrient?.width ?? meta.width ?? 0,
    height: meta.autoOrient?.height ?? meta.height ?? 0,
    format: (meta.format ?? 'unknown').toUpperCase().replace('JPEG', 'JPG'),
    bytes: body.length,
    colours: await measureColours(small),
    brightness: (luma?.mean ?? 0) / 255,
    contrast: (luma?.stdev ?? 0) / 255,
    sharpness: grey.sharpness,
  };
}

const percent = (value: number) => `${Math.round(value * 100)} %`;

function describeShape(width: number, height: number): string {
  const ratio = width / height;
  if (Math.abs(ratio - 1) < 0.03) return 'square';
  return ratio > 1 ? 'landscape' : 'portrait';
}

function level(value: number, [low, high]: [number, number], words: [string, string, string]) {
  return value < low ? words[0] : value > high ? words[2] : words[1];
}

function report(request: ImageAnalysisRequest, m: ImageMeasures): string {
  const tool = REIMAGINE_ANALYSIS_CATALOGUE[request.tool].name;
  const colours = m.colours.dominant
    .filter((colour) => colour.share >= 0.05)
    .map((colour) => `${colour.name} ${colour.hex} (${percent(colour.share)})`)
    .join(', ');
  const lines = [
    `${tool}, measured locally: no vision-capable AI provider is configured, so this reports what can be measured in the file. It is not an AI reading of the picture.`,
    `Your question: "${request.prompt}"`,
    '',
    `Size: ${m.width} x ${m.height} px, ${describeShape(m.width, m.height)}, ${m.format}, ${Math.max(1, Math.round(m.bytes / 1024))} KB.`,
    `Main colours: ${colours || 'none above 5 %'}.`,
    `Brightness: ${percent(m.brightness)} (${level(m.brightness, [0.35, 0.65], ['dark', 'balanced', 'bright'])}). Colour saturation: ${percent(m.colours.saturation)} (${level(m.colours.saturation, [0.2, 0.55], ['muted', 'moderate', 'vivid'])}).`,
    `Contrast: ${percent(m.contrast)} (${level(m.contrast, [0.12, 0.25], ['low', 'moderate', 'high'])}). Sharpness: ${m.sharpness.toFixed(1)} (${level(m.sharpness, [1.5, 4], ['soft', 'moderate', 'crisp'])}).`,
    '',
    'What it cannot tell: the objects, people, faces or lettering in the picture. Set an OpenAI, Anthropic or Google key for an AI answer to your question.',
  ];
  return lines.join('\n');
}
