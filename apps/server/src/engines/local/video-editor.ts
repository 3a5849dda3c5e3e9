import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReimagineVideoAspectRatio } from '@atelier/contract';
import sharp from 'sharp';
import { probeVideoFile, runFfmpeg, withTempDir } from '../../lib/ffmpeg';
import {
  mp4File,
  type GeneratedFile,
  type ReimagineVideoEngine,
  type ReimagineVideoRequest,
} from '../types';
import { hslToRgb, type Hsl } from './colour-names';
import { lookOf } from './image-editor';
import { renderVideo } from './video-renderer';

const FPS = 24;
const ENCODE = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-pix_fmt', 'yuv420p'];

/**
 * The local reimagine video engine: no AI. With a start image it films that picture with a slow
 * camera move (ffmpeg zoompan) and fades into the end image when one is given; without one it
 * renders the prompt's scene (the local video renderer); given a video, it restyles it with the
 * prompt's colour and mood words (the image editor's reading of the prompt, as ffmpeg filters),
 * framed to the chosen aspect ratio and cut to the tool's length. PixVerse's effects are not
 * reproduced, and the answer's note says so.
 */
export function createLocalVideoEditor(): ReimagineVideoEngine {
  return {
    engine: 'local',
    model: 'local-video-editor-1',
    async reimagineVideo(request, context) {
      context.signal.throwIfAborted();
      const size = frameSize(request);
      const notes: string[] = [];
      if (request.parameters.effect !== 'None') {
        notes.push(
          `The "${request.parameters.effect}" effect needs the AI model; it was not applied.`,
        );
      }
      let file: GeneratedFile;
      if (request.video) {
        context.progress(10, 'Restyling your video');
        file = await restyle(request, size, context.signal);
      } else if (request.startImage) {
        context.progress(10, 'Animating your image');
        file = await animate(request, size, context.signal);
      } else {
        context.progress(5, 'Rendering the scene locally');
        const video = await renderVideo(
          {
            prompt: request.prompt,
            ...size,
            duration: request.parameters.duration,
            fps: FPS,
            seed: request.seed,
          },
          context,
        );
        file = mp4File(video.body, video);
      }
      return { ...file, ...(notes.length ? { note: notes.join(' ') } : {}) };
    },
  };
}

const RATIO: Record<ReimagineVideoAspectRatio, number> = {
  '16:9': 16 / 9,
  '9:16': 9 / 16,
  '1:1': 1,
  '4:3': 4 / 3,
  '3:4': 3 / 4,
  '21:9': 21 / 9,
  '4:5': 4 / 5,
};
const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

/** The short side is the tool's quality (PixVerse) or resolution (Hailuo); restyles keep 720. */
export function frameSize(request: Pick<ReimagineVideoRequest, 'tool' | 'parameters'>): {
  width: number;
  height: number;
} {
  const { tool, parameters } = request;
  const short =
    tool === 'video_reference_ultra'
      ? Number.parseInt(parameters.quality, 10)
      : tool === 'video_reference_ultra_pro_max'
        ? Number.parseInt(parameters.resolution, 10)
        : 720;
  const ratio = RATIO[parameters.aspect_ratio];
  return ratio >= 1
    ? { width: even(short * ratio), height: even(short) }
    : { width: even(short), height: even(short / ratio) };
}

async function encodeResult(output: string, signal: AbortSignal): Promise<GeneratedFile> {
  return mp4File(await readFile(output), await probeVideoFile(output, { signal }));
}

/** Words of the prompt that choose the camera: a zoom in by default. */
function cameraOf(prompt: string, frames: number): { zoom: string; x: string; y: string } {
  const words = prompt.toLowerCase();
  const centre = { x: 'iw/2-(iw/zoom/2)', y: 'ih/2-(ih/zoom/2)' };
  if (/\bzoom(ing)? out\b|\bpull(ing)? back\b/.test(words)) {
    return { zoom: `1.2-0.2*on/${frames}`, ...centre };
  }
  if (/\bpan(ning)? left\b/.test(words)) {
    return { zoom: '1.15', x: `(iw-iw/zoom)*(1-on/${frames})`, y: centre.y };
  }
  if (/\bpan(ning)? right\b|\bpan\b/.test(words)) {
    return { zoom: '1.15', x: `(iw-iw/zoom)*on/${frames}`, y: centre.y };
  }
  return { zoom: `1+0.15*on/${frames}`, ...centre };
}

/** The start image filmed with a camera move, fading into the end image over the last third. */
async function animate(
  request: ReimagineVideoRequest,
  size: { width: number; height: number },
  signal: AbortSignal,
): Promise<GeneratedFile> {
  const frames = Math.round(request.parameters.duration * FPS);
  const camera = cameraOf(request.prompt, frames);
  return withTempDir(async (dir) => {
    const still = async (name: string, body: Buffer) => {
      const file = path.join(dir, name);
      await writeFile(
        file,
        await sharp(body)
          .rotate()
          .resize(size.width, size.height, { fit: 'cover' })
          .png()
          .toBuffer(),
      );
      return file;
    };
    const start = await still('start.png', request.startImage!.body);
    const move = `zoompan=z='${camera.zoom}':x='${camera.x}':y='${camera.y}':d=${frames}:s=${size.width}x${size.height}:fps=${FPS}`;
    const output = path.join(dir, 'out.mp4');
    const inputs = ['-loop', '1', '-framerate', String(FPS), '-t', '1', '-i', start];
    let graph = `[0:v]${move},format=yuv420p[v]`;
    if (request.endImage) {
      const end = await still('end.png', request.endImage.body);
      inputs.push('-loop', '1', '-framerate', String(FPS), '-t', '1', '-i', end);
      const fadeStart = ((request.parameters.duration * 2) / 3).toFixed(2);
      const fadeLength = (request.parameters.duration / 3).toFixed(2);
      graph =
        `[0:v]${move}[a];[1:v]${move},format=rgba,` +
        `fade=in:st=${fadeStart}:d=${fadeLength}:alpha=1[b];[a][b]overlay=format=auto,format=yuv420p[v]`;
    }
    await runFfmpeg(
      [
        ...inputs,
        ['-filter_complex', graph, '-map', '[v]', '-frames:v', String(frames)],
        ENCODE,
        ['-movflags', '+faststart', '-y', output],
      ].flat(),
      { signal },
    );
    return encodeResult(output, signal);
  });
}

/** The user's video cropped to the ratio, cut to the tool's length and graded from the prompt. */
async function restyle(
  request: ReimagineVideoRequest,
  size: { width: number; height: number },
  signal: AbortSignal,
): Promise<GeneratedFile> {
  const look = lookOf(request.prompt);
  const filters = [
    `scale=${size.width}:${size.height}:force_original_aspect_ratio=increase`,
    `crop=${size.width}:${size.height}`,
    `fps=${FPS}`,
    `eq=brightness=${(look.brightness - 1).toFixed(3)}:saturation=${look.saturation.toFixed(3)}`,
  ];
  if (look.palette === 'grey') filters.push('hue=s=0');
  if (look.palette === 'sepia') {
    filters.push('colorchannelmixer=.393:.769:.189:0:.349:.686:.168:0:.272:.534:.131');
  }
  if (look.tint) {
    // Each channel pulled a quarter of the way towards the tint colour's share.
    const [r, g, b] = tintGains(look.tint);
    filters.push(`colorchannelmixer=rr=${r}:gg=${g}:bb=${b}`);
  }
  if (look.focus === 'soften') filters.push('gblur=sigma=1.5');
  if (look.focus === 'sharpen') filters.push('unsharp=5:5:0.8');
  filters.push('format=yuv420p');
  return withTempDir(async (dir) => {
    const input = path.join(dir, 'input');
    const output = path.join(dir, 'out.mp4');
    await writeFile(input, request.video!.body);
    await runFfmpeg(
      [
        ['-i', input, '-t', String(request.parameters.duration), '-an'],
        ['-vf', filters.join(',')],
        ENCODE,
        ['-movflags', '+faststart', '-y', output],
      ].flat(),
      { signal },
    );
    return encodeResult(output, signal);
  });
}

function tintGains(tint: Hsl): [string, string, string] {
  const rgb = hslToRgb(tint);
  const mean = (rgb[0] + rgb[1] + rgb[2]) / 3 || 1;
  const gain = (channel: number) => (0.75 + 0.25 * (channel / mean)).toFixed(3);
  return [gain(rgb[0]), gain(rgb[1]), gain(rgb[2])];
}
