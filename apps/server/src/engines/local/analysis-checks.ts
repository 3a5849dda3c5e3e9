import { colourWordsIn, promptWords } from './colour-names';
import type { ColourMeasure, VideoInfo } from './media-probe';

/**
 * The measurable checks of a file against its prompt and request. Each check has a weight and a
 * credit from 0 to 1; what it found is said with the numbers, and a failed check carries the words
 * a better prompt would add.
 */

export interface Check {
  weight: number;
  /** 0-1; colours earn partial credit in proportion to how much of the colour is there. */
  credit: number;
  message: string;
  /** For a failed check: a phrase to add to the prompt, when a prompt can fix it. */
  fix?: string;
}

export interface Measured {
  kind: 'image' | 'video';
  width: number;
  height: number;
  format: string;
  colours: ColourMeasure;
  video?: VideoInfo;
}

export interface Expected {
  width?: number;
  height?: number;
  duration?: number;
  fps?: number;
}

const pct = (v: number) => `${Math.round(v * 100)} %`;

type Shape = { label: string; test: (aspect: number) => boolean };

const FRAME = '(?:orientation|format|mode|aspect|ratio|frame|layout)';
const VERTICAL = new RegExp(
  `\\b(vertical|portrait[- ]${FRAME}|in portrait|instagram stor(?:y|ies)|reels?|phone wallpaper)\\b`,
);
const WIDE = new RegExp(
  `\\b(widescreen|horizontal|panoramic|panorama|banner|landscape[- ]${FRAME}|in landscape)\\b`,
);

/**
 * The frame the prompt asks for: a ratio such as 16:9, or words. "portrait" and "landscape" count
 * only with a word that makes them about the frame ("portrait format", "in landscape"), since
 * alone they usually name the subject.
 */
export function wantedShape(prompt: string): Shape | null {
  const text = prompt.toLowerCase();
  const ratio = /\b(\d{1,2}(?:\.\d+)?)\s*[:x×]\s*(\d{1,2}(?:\.\d+)?)\b/.exec(text);
  const value = ratio ? Number(ratio[1]) / Number(ratio[2]) : NaN;
  if (ratio && value >= 0.25 && value <= 4)
    return { label: `${ratio[1]}:${ratio[2]}`, test: (a) => Math.abs(a / value - 1) <= 0.03 };
  if (VERTICAL.test(text)) return { label: 'vertical', test: (a) => a < 0.95 };
  if (WIDE.test(text)) return { label: 'wide', test: (a) => a > 1.05 };
  if (/\bsquare\b/.test(text)) return { label: 'square', test: (a) => Math.abs(a - 1) <= 0.03 };
  return null;
}

const aspectName = (a: number) => (a < 0.95 ? 'vertical' : a > 1.05 ? 'wide' : 'square');

const MONOCHROME = /\b(black and white|black & white|b&w|monochrome|gr[ae]yscale)\b/;

export function runChecks(prompt: string, m: Measured, expected: Expected = {}): Check[] {
  const text = prompt.toLowerCase();
  const words = new Set(promptWords(prompt));
  const checks: Check[] = [];
  const aspect = m.width / m.height;

  const described =
    m.kind === 'video' && m.video
      ? `${m.width} x ${m.height}, ${m.video.duration.toFixed(1)} s at ${m.video.fps} fps`
      : `${m.width} x ${m.height} ${m.format.toUpperCase()}`;
  checks.push({
    weight: 1,
    credit: 1,
    message: `The file reads as a valid ${m.kind} (${described})`,
  });

  const flat = (m.colours.dominant[0]?.share ?? 0) > 0.97;
  checks.push({
    weight: 1,
    credit: flat ? 0 : 1,
    message: flat
      ? `The ${m.kind} is almost one flat colour (${pct(m.colours.dominant[0]?.share ?? 1)} of pixels)`
      : `The ${m.kind} has visible variation in colour and light`,
  });

  const wantedSize =
    expected.width && expected.height
      ? { width: expected.width, height: expected.height, from: 'the request' }
      : (() => {
          const r = /\b(\d{3,4})\s*[x×]\s*(\d{3,4})\b/.exec(text);
          return r ? { width: Number(r[1]), height: Number(r[2]), from: 'the prompt' } : null;
        })();
  if (wantedSize) {
    const ok =
      Math.abs(m.width - wantedSize.width) <= 1 && Math.abs(m.height - wantedSize.height) <= 1;
    checks.push({
      weight: 2,
      credit: ok ? 1 : 0,
      message: ok
        ? `Resolution ${m.width} x ${m.height} matches ${wantedSize.from}`
        : `Resolution is ${m.width} x ${m.height}; ${wantedSize.from} asks for ${wantedSize.width} x ${wantedSize.height} (choose it in the resolution setting)`,
    });
  }

  const shape = wantedShape(prompt);
  if (shape) {
    const ok = shape.test(aspect);
    checks.push({
      weight: 2,
      credit: ok ? 1 : 0,
      message: ok
        ? `Aspect ratio ${aspect.toFixed(2)} fits the ${shape.label} frame the prompt asks for`
        : `The frame is ${aspectName(aspect)} (aspect ${aspect.toFixed(2)}); the prompt asks for a ${shape.label} frame (choose it in the aspect setting)`,
    });
  }

  const monochrome = MONOCHROME.test(text);
  const seen = new Set<string>();
  for (const colour of colourWordsIn(prompt)) {
    if (monochrome && (colour.word === 'black' || colour.word === 'white')) continue;
    const key = colour.names.join('+');
    if (seen.has(key)) continue;
    seen.add(key);
    const share = colour.names.reduce((sum, name) => sum + m.colours.shares[name], 0);
    const shown =
      colour.names[0] === colour.word
        ? colour.word
        : `${colour.word} (${colour.names.join(' or ')})`;
    const ok = share >= 0.1;
    checks.push({
      weight: 2,
      credit: Math.min(1, share / 0.1),
      message: ok
        ? `${cap(shown)} is clearly present (${pct(share)} of pixels)`
        : `Little ${shown} in the ${m.kind} (${pct(share)} of pixels); the prompt asks for ${colour.word}`,
      fix: ok ? undefined : `dominated by ${colour.word} tones`,
    });
  }

  const tone = (weight: number, ok: boolean, good: string, bad: string, fix: string) =>
    checks.push({
      weight,
      credit: ok ? 1 : 0,
      message: ok ? good : bad,
      fix: ok ? undefined : fix,
    });
  const { lightness, saturation } = m.colours;
  const dark = ['dark', 'night', 'midnight', 'moody', 'noir', 'gloomy', 'shadowy'].find((w) =>
    words.has(w),
  );
  if (dark)
    tone(
      1,
      lightness <= 0.4,
      `Dark overall (mean lightness ${pct(lightness)}), as "${dark}" suggests`,
      `Mean lightness is ${pct(lightness)}; "${dark}" suggests a darker picture (40 % or less)`,
      'low-key lighting with deep shadows',
    );
  const bright = ['bright', 'sunny', 'airy', 'pastel', 'luminous'].find((w) => words.has(w));
  if (bright && !dark)
    tone(
      1,
      lightness >= 0.5,
      `Light overall (mean lightness ${pct(lightness)}), as "${bright}" suggests`,
      `Mean lightness is ${pct(lightness)}; "${bright}" suggests a lighter picture (50 % or more)`,
      'bright, airy, high-key lighting',
    );
  const vivid = ['vibrant', 'vivid', 'colourful', 'colorful', 'saturated', 'neon'].find((w) =>
    words.has(w),
  );
  if (vivid && !monochrome)
    tone(
      1,
      saturation >= 0.4,
      `Strong colour (mean saturation ${pct(saturation)}), as "${vivid}" suggests`,
      `Mean saturation is ${pct(saturation)}; "${vivid}" suggests stronger colour (40 % or more)`,
      'vivid, saturated colours',
    );
  if (monochrome)
    tone(
      2,
      saturation <= 0.12,
      `Nearly colourless (mean saturation ${pct(saturation)}), as asked`,
      `Mean saturation is ${pct(saturation)}; the prompt asks for black and white (12 % or less)`,
      'strictly black and white, no colour',
    );
  else if (['muted', 'desaturated', 'faded'].some((w) => words.has(w)))
    tone(
      1,
      saturation <= 0.25,
      `Muted colour (mean saturation ${pct(saturation)}), as asked`,
      `Mean saturation is ${pct(saturation)}; the prompt asks for muted colour (25 % or less)`,
      'a muted, desaturated palette',
    );

  if (m.kind === 'video' && m.video) {
    const v = m.video;
    const said = /\b(\d+(?:\.\d+)?)[\s-]*(?:s|secs?|seconds?)\b/.exec(text);
    const duration = expected.duration ?? (said ? Number(said[1]) : undefined);
    if (duration) {
      const ok = Math.abs(v.duration - duration) <= Math.max(0.1, 1 / v.fps);
      checks.push({
        weight: 2,
        credit: ok ? 1 : 0,
        message: ok
          ? `Duration ${v.duration.toFixed(2)} s matches the ${duration} s asked for`
          : `Duration is ${v.duration.toFixed(2)} s; ${duration} s was asked for`,
        fix: ok ? undefined : `a ${duration}-second clip`,
      });
    }
    const saidFps = /\b(\d{1,3}(?:\.\d+)?)\s*fps\b/.exec(text);
    const fps = expected.fps ?? (saidFps ? Number(saidFps[1]) : undefined);
    if (fps) {
      const ok = Math.abs(v.fps - fps) < 0.5;
      checks.push({
        weight: 1,
        credit: ok ? 1 : 0,
        message: ok
          ? `Frame rate ${v.fps} fps as asked`
          : `Frame rate is ${v.fps} fps; ${fps} fps was asked for`,
        fix: ok ? undefined : `at ${fps} fps`,
      });
    }
  }
  return checks;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
