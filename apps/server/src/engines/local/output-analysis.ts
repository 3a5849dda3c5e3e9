import type { Analysis } from '@atelier/contract';
import type { AnalysisEngine, AnalysisRequest } from '../types';
import { runChecks, type Check, type Measured } from './analysis-checks';
import { colourWordsIn } from './colour-names';
import { measureColours, probeImage, probeVideo, videoFrame } from './media-probe';
import { sceneSeed } from './scene-spec';

/**
 * The analysis engine used when no AI provider is configured. It measures the file (size, aspect,
 * colours, and for video duration and frame rate) and compares the numbers with the prompt and the
 * request. It does not look at what the picture depicts, and its answer says so.
 */
export function createLocalAnalysisEngine(): AnalysisEngine {
  return {
    engine: 'local',
    model: 'local-output-analysis-1',
    async analyse(request, { signal, progress }) {
      signal.throwIfAborted();
      progress(10, 'Reading the file');
      let measured: Measured;
      try {
        measured = await measure(request, signal, progress);
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        return unreadable(request, error);
      }
      signal.throwIfAborted();
      progress(80, 'Comparing with the prompt');
      return answer(request, measured, runChecks(request.prompt, measured, request.expected));
    },
  };
}

const isVideo = (request: AnalysisRequest) =>
  request.outputType === 'video' ||
  request.outputType === 'product_video' ||
  request.file.contentType.startsWith('video/');

async function measure(
  request: AnalysisRequest,
  signal: AbortSignal,
  progress: (percent: number, message?: string) => void,
): Promise<Measured> {
  const { body } = request.file;
  if (isVideo(request)) {
    const video = await probeVideo(body, { signal });
    progress(40, 'Measuring colours in the middle frame');
    const frame = await videoFrame(body, video.duration / 2, { signal });
    return {
      kind: 'video',
      width: video.width,
      height: video.height,
      format: 'mp4',
      video,
      colours: await measureColours(frame),
    };
  }
  const info = await probeImage(body);
  progress(40, 'Measuring colours');
  return { kind: 'image', ...info, colours: await measureColours(body) };
}

function answer(request: AnalysisRequest, m: Measured, checks: Check[]): Analysis {
  const total = checks.reduce((sum, c) => sum + c.weight, 0);
  const earned = checks.reduce((sum, c) => sum + c.weight * c.credit, 0);
  const passed = checks.filter((c) => c.credit >= 1);
  const failed = checks.filter((c) => c.credit < 1);
  const score = total === 0 ? 0 : Math.round((100 * earned) / total);
  const top = Object.entries(m.colours.shares)
    .filter(([, share]) => share >= 0.01)
    .sort((x, y) => y[1] - x[1])
    .slice(0, 3)
    .map(([name, share]) => `${name} ${Math.round(share * 100)} %`)
    .join(', ');
  const measuredWhat = [
    'size',
    'aspect ratio',
    'colours (k-means clustering of a 96-pixel thumbnail into named colours)',
    'mean lightness',
    'saturation',
    ...(m.kind === 'video' ? ['duration', 'frame rate'] : []),
  ];
  return {
    match_score: score,
    matches_well: passed.map((c) => c.message),
    missing_elements: failed.map((c) => c.message),
    suggested_prompts: suggestPrompts(request, failed),
    explanation:
      `Measured locally by comparing the file's ${list(measuredWhat)} with what the prompt and the request ask for. ` +
      `${passed.length} of ${checks.length} checks passed, weighted to a score of ${score}. ` +
      `Main colours: ${top || 'none measured'}. ` +
      `What the ${m.kind} depicts (its subjects, objects and style) is not judged by this method. ` +
      'This is a measurement, not an AI judgement of the content.',
  };
}

function unreadable(request: AnalysisRequest, error: unknown): Analysis {
  const kind = isVideo(request) ? 'video' : 'image';
  const reason = error instanceof Error ? error.message : String(error);
  return {
    match_score: 0,
    matches_well: [],
    missing_elements: [
      `The file could not be read as ${kind === 'video' ? 'a video' : 'an image'} (${reason})`,
    ],
    suggested_prompts: suggestPrompts(request, []),
    explanation: `Measured locally: the file could not be decoded, so nothing about it could be compared with the prompt. This is a measurement, not an AI judgement of the content.`,
  };
}

const IMAGE_TWISTS = [
  'reimagined at golden hour, with long glowing shadows',
  'as a dreamy double exposure with soft light leaks',
  'in a bold graphic-poster style with a limited palette',
  'as a moody cinematic still with volumetric light',
  'as a delicate watercolour with visible paper texture',
];
const VIDEO_TWISTS = [
  'with a slow orbiting camera and drifting mist',
  'as a dreamy slow-motion sequence with light leaks',
  'with a dramatic reveal from shadow into light',
  'as a cinematic tracking shot at dusk',
];

/** Three complete prompts: the fixes alone, the fixes with craft detail, and a new take. */
function suggestPrompts(request: AnalysisRequest, failed: Check[]): Analysis['suggested_prompts'] {
  const base = request.prompt
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s,.;:!]+$/, '');
  const video = isVideo(request);
  const fixes = [...new Set(failed.map((c) => c.fix).filter((f): f is string => Boolean(f)))];
  const withFixes = fixes.length > 0 ? `${base}, ${fixes.join(', ')}` : base;
  const colours = colourWordsIn(request.prompt).map((c) => c.word);
  const palette =
    colours.length > 0 ? `a colour palette of ${list(colours)}` : 'a harmonious colour palette';
  const craft = video
    ? 'smooth slow camera push-in, steady motion, consistent lighting, cinematic colour grading'
    : 'highly detailed, soft directional light, sharp focus, professional composition';
  const twists = video ? VIDEO_TWISTS : IMAGE_TWISTS;
  const twist = twists[sceneSeed(base, 0) % twists.length] ?? twists[0];
  return {
    basic: fixes.length > 0 ? withFixes : `${base}, clear focal subject, balanced composition`,
    enhanced: `${withFixes}, ${palette}, ${craft}`,
    creative: `${base}, ${twist}${fixes.length > 0 ? `, ${fixes.join(', ')}` : ''}, ${palette}`,
  };
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
