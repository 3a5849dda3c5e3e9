import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The ffmpeg binary shipped inside @ffmpeg-installer, so no system ffmpeg is needed. */
export const ffmpegPath: string = ffmpegInstaller.path;

export interface VideoInfo {
  width: number;
  height: number;
  /** Seconds. */
  duration: number;
  fps: number;
}

/** Runs ffmpeg to the end; answers its stdout and the tail of its stderr (where it reports). */
export function runFfmpeg(
  args: string[],
  options: { signal?: AbortSignal } = {},
): Promise<{ stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, ['-hide_banner', '-nostdin', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      signal: options.signal,
    });
    const out: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      // The tail is what explains a failure; a long encode's progress lines are not needed.
      stderr = (stderr + chunk.toString()).slice(-64_000);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve({ stdout: Buffer.concat(out), stderr });
      else reject(new Error(`ffmpeg exited with ${code}: ${lastLines(stderr)}`));
    });
  });
}

/** The last lines of ffmpeg's stderr, which say why it failed, for an error message. */
export const lastLines = (stderr: string) => stderr.trim().split('\n').slice(-3).join(' | ');

/** A private temporary folder for one piece of work, removed afterwards whatever happens. */
export async function withTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'atelier-ffmpeg-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Writes the bytes into a temporary folder as `name` and runs the work on that file's path. */
export function withTempFile<T>(
  body: Buffer,
  name: string,
  work: (file: string, dir: string) => Promise<T>,
): Promise<T> {
  return withTempDir(async (dir) => {
    const file = path.join(dir, name);
    await writeFile(file, body);
    return work(file, dir);
  });
}

/** Reads size, duration and frame rate from the description ffmpeg prints of its input. */
export function parseVideoInfo(stderr: string): VideoInfo | null {
  const stream = /Stream #\d+:\d+.*?: Video: (.*)/.exec(stderr)?.[1];
  const duration = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(stderr);
  if (!stream || !duration) return null;
  const size = /\b(\d{2,5})x(\d{2,5})\b/.exec(stream);
  const fps = /(\d+(?:\.\d+)?) fps/.exec(stream) ?? /(\d+(?:\.\d+)?) tbr/.exec(stream);
  if (!size || !fps) return null;
  return {
    width: Number(size[1]),
    height: Number(size[2]),
    fps: Number(fps[1]),
    duration: Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]),
  };
}

/** Measures a video file already on disk. */
export async function probeVideoFile(
  file: string,
  options: { signal?: AbortSignal } = {},
): Promise<VideoInfo> {
  // Decoding one frame into the null muxer exits cleanly and still prints the input's details.
  const { stderr } = await runFfmpeg(
    ['-i', file, '-map', '0:v:0', '-frames:v', '1', '-f', 'null', '-'],
    options,
  );
  const info = parseVideoInfo(stderr);
  if (!info) throw new Error('ffmpeg found no video stream in the file');
  return info;
}

export function probeVideo(
  body: Buffer,
  options: { signal?: AbortSignal } = {},
): Promise<VideoInfo> {
  return withTempFile(body, 'input.mp4', (input) => probeVideoFile(input, options));
}

/** Seconds of an audio file's first audio stream; throws when there is none or it cannot be decoded. */
export function probeAudio(body: Buffer, options: { signal?: AbortSignal } = {}): Promise<number> {
  return withTempFile(body, 'input', async (input) => {
    const { stderr } = await runFfmpeg(
      ['-i', input, '-map', '0:a:0', '-t', '0.5', '-f', 'null', '-'],
      options,
    );
    const duration = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(stderr);
    if (!duration || !/Stream #\d+:\d+.*?: Audio:/.test(stderr)) {
      throw new Error('ffmpeg found no audio stream in the file');
    }
    return Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]);
  });
}
