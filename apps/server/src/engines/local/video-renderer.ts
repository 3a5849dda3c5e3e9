import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ffmpegPath, lastLines, withTempDir } from '../../lib/ffmpeg';
import type { ReportProgress } from '../types';
import { composeScene, type ComposedScene } from './scene-compose';
import { glow } from './scene-paint';
import { paintParticles } from './scene-particles';
import { createRng } from './scene-spec';

/**
 * The local video renderer: the prompt's scene (scene-compose.ts) painted once into depth planes
 * larger than the frame, then filmed with a slow camera move in which nearer planes move further
 * (parallax), with drifting particles and a breathing light. Raw RGBA frames are piped into the
 * bundled ffmpeg and encoded as H.264 (yuv420p) into a temporary file, because +faststart moves
 * the index to the front after encoding and needs a seekable output.
 */

export interface RenderVideoOptions {
  prompt: string;
  width: number;
  height: number;
  /** Seconds. */
  duration: number;
  fps: number;
  seed: number;
}

export interface RenderedVideo {
  body: Buffer;
  /** Even, as yuv420p needs: an odd request is rounded down by one pixel. */
  width: number;
  height: number;
  frames: number;
  fps: number;
  /** frames / fps: the requested duration, to the nearest frame. */
  duration: number;
}

/** Planes are painted this much larger than the frame, so the camera never runs out of picture. */
const OVERSCAN = 1.2;
const MAX_SIDE = 3840;
const FRAMED_MAGNIFICATION = 1.1;

interface Plane {
  canvas: Canvas;
  depth: number;
}

function paintPlanes(scene: ComposedScene, width: number, height: number): Plane[] {
  const pw = Math.ceil(width * OVERSCAN);
  const ph = Math.ceil(height * OVERSCAN);
  const groups: Array<{ depth: number; from: number; to: number }> = [
    { depth: 0, from: -1, to: 0.3 },
    { depth: 0.45, from: 0.3, to: 0.65 },
    { depth: 0.85, from: 0.65, to: 2 },
  ];
  const planes: Plane[] = [];
  for (const [i, group] of groups.entries()) {
    const layers = scene.layers.filter((l) => l.depth >= group.from && l.depth < group.to);
    if (layers.length === 0 && i > 0) continue;
    const canvas = createCanvas(pw, ph);
    const ctx = canvas.getContext('2d');
    if (i === 0) {
      ctx.fillStyle = '#000';
      ctx.fillRect(0, 0, pw, ph);
    }
    for (const l of layers) {
      if (!l.framed) {
        l.draw(ctx, pw, ph);
        continue;
      }
      // The part of the plane the camera shows at a middling magnification.
      const shown = FRAMED_MAGNIFICATION;
      ctx.save();
      ctx.translate((pw * (1 - 1 / shown)) / 2, (ph * (1 - 1 / shown)) / 2);
      l.draw(ctx, pw / shown, ph / shown);
      ctx.restore();
    }
    planes.push({ canvas, depth: group.depth });
  }
  return planes;
}

/** Smooth start and stop: 0 to 1 over t in 0 to 1. */
const ease = (t: number) => 0.5 - 0.5 * Math.cos(Math.PI * t);

type Move = 'push-in' | 'pull-out' | 'pan-left' | 'pan-right';

/** Where a plane of the given depth sits at time t: its magnification and offset in pixels. */
function cameraAt(move: Move, depth: number, t: number, width: number, height: number) {
  const e = ease(t);
  let m: number;
  let px = 0;
  if (move === 'push-in' || move === 'pull-out') {
    const z = move === 'push-in' ? e : 1 - e;
    m = 1.04 + 0.1 * (0.4 + 0.6 * depth) * z;
    px = (e - 0.5) * width * 0.012 * depth;
  } else {
    m = 1.1 + 0.06 * depth;
    const room = ((m - 1) / 2) * width * 0.9;
    px = (move === 'pan-left' ? 1 : -1) * (e - 0.5) * 2 * room * (0.35 + 0.65 * depth);
  }
  const py = (0.5 - e) * height * 0.01 * depth;
  // Keep the plane covering the frame whatever the offsets.
  const tx = Math.min(0, Math.max(width - width * m, (width - width * m) / 2 + px));
  const ty = Math.min(0, Math.max(height - height * m, (height - height * m) / 2 + py));
  return { scale: m / OVERSCAN, m, tx, ty };
}

const abortError = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException('The video render was aborted', 'AbortError');

export async function renderVideo(
  options: RenderVideoOptions,
  context: { signal?: AbortSignal; progress?: ReportProgress } = {},
): Promise<RenderedVideo> {
  const signal = context.signal ?? new AbortController().signal;
  const progress = context.progress ?? (() => {});
  const width = Math.floor(options.width / 2) * 2;
  const height = Math.floor(options.height / 2) * 2;
  if (!(width >= 2 && height >= 2 && width <= MAX_SIDE && height <= MAX_SIDE))
    throw new RangeError(`video size must be from 2 to ${MAX_SIDE} pixels a side`);
  if (!(options.fps > 0 && options.fps <= 120)) throw new RangeError('fps must be from 1 to 120');
  if (!(options.duration > 0 && options.duration <= 120))
    throw new RangeError('duration must be from 0 to 120 seconds');
  const fps = options.fps;
  const frames = Math.max(1, Math.round(options.duration * fps));
  signal.throwIfAborted();

  const scene = composeScene(options.prompt, options.seed);
  const planes = paintPlanes(scene, width, height);
  const moves: Move[] = ['push-in', 'pull-out', 'pan-left', 'pan-right'];
  const move =
    moves[Math.floor(createRng(scene.spec.seed ^ 0xc0ffee)() * moves.length)] ?? 'push-in';
  const frame = createCanvas(width, height);
  const ctx = frame.getContext('2d');
  const seconds = frames / fps;
  const u = Math.min(width, height);

  const paintFrame = (index: number) => {
    const t = frames === 1 ? 0 : index / (frames - 1);
    const time = index / fps;
    let back = cameraAt(move, 0, t, width, height);
    for (const plane of planes) {
      const cam = cameraAt(move, plane.depth, t, width, height);
      if (plane.depth === 0) back = cam;
      ctx.setTransform(cam.scale, 0, 0, cam.scale, cam.tx, cam.ty);
      ctx.drawImage(plane.canvas, 0, 0);
    }
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    paintParticles(ctx, width, height, scene.particles, time);
    const light = scene.light
      ? {
          x: back.tx + scene.light.x * width * back.m,
          y: back.ty + scene.light.y * height * back.m,
        }
      : undefined;
    if (!scene.light) {
      // No sun or moon: a soft light drifts slowly across the picture instead.
      const e = ease(t);
      glow(
        ctx,
        width * (0.2 + 0.6 * e),
        height * (0.3 + 0.1 * Math.sin(Math.PI * e)),
        u * 0.6,
        scene.spec.palette.light,
        0.1,
      );
    }
    scene.overlay(ctx, width, height, {
      light,
      bloom: 1 + 0.15 * Math.sin((2 * Math.PI * time) / 4),
    });
    return frame.data();
  };

  return withTempDir(async (dir) => {
    const output = path.join(dir, 'video.mp4');
    const args = [
      ['-hide_banner', '-loglevel', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgba'],
      ['-s', `${width}x${height}`, '-r', String(fps), '-i', '-', '-an'],
      ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '21', '-pix_fmt', 'yuv420p'],
      ['-r', String(fps), '-movflags', '+faststart', '-y', output],
    ].flat();
    const child = spawn(ffmpegPath, args, { stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-16_000);
    });
    // A closed pipe shows up as the exit code below; without a listener it would crash the process.
    child.stdin.on('error', () => {});
    const exited = new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (code) => resolve(code));
    });
    exited.catch(() => {}); // Awaited below; this only stops an early failure counting as unhandled.
    const onAbort = () => child.kill('SIGKILL');
    signal.addEventListener('abort', onAbort, { once: true });
    try {
      let drained: Promise<unknown> | null = null;
      let reported = -1;
      for (let i = 0; i < frames; i++) {
        const pixels = paintFrame(i);
        if (drained) await Promise.race([drained, exited]);
        if (signal.aborted) throw abortError(signal);
        if (child.exitCode !== null) break;
        // A write error (ffmpeg gone) surfaces through the exit code, so it only ends the wait here.
        drained = child.stdin.write(pixels) ? null : once(child.stdin, 'drain').catch(() => null);
        const percent = Math.floor((90 * (i + 1)) / frames);
        if (percent >= reported + 5 || i === frames - 1) {
          reported = percent;
          progress(percent, `Rendering frames (${i + 1} of ${frames})`);
        }
      }
      child.stdin.end();
      progress(92, 'Encoding the video');
      const code = await exited;
      if (signal.aborted) throw abortError(signal);
      if (code !== 0) throw new Error(`ffmpeg exited with ${code}: ${lastLines(stderr)}`);
      return { body: await readFile(output), width, height, frames, fps, duration: seconds };
    } finally {
      signal.removeEventListener('abort', onAbort);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited.catch(() => null);
      }
    }
  });
}
