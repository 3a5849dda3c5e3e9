import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The ffmpeg binary shipped inside @ffmpeg-installer, so no system ffmpeg is needed. */
export const ffmpegPath: string = ffmpegInstaller.path;

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
      stderr = (stderr + chunk.toString()).slice(-64_000);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve({ stdout: Buffer.concat(out), stderr });
      else reject(new Error(`ffmpeg exited with ${code}: ${lastLines(stderr)}`));
    });
  });
}

export const lastLines = (stderr: string) => stderr.trim().split('\n').slice(-3).join(' | ');

/** A private temporary folder for one piece of work, removed afterwards whatever happens. */
export async function withTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'atelier-local-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
