import type { AudioFormat } from '@atelier/contract';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runFfmpeg, withTempDir, withTempFile } from '../../lib/ffmpeg';
import type { GeneratedFile } from '../types';

export interface AudioOutput {
  format: AudioFormat;
  sampleRate: number;
  channels: 1 | 2;
  /** Bits per second, for MP3. */
  bitrate: number;
}

export const AUDIO_CONTENT_TYPES: Record<AudioFormat, string> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
};

/** Seconds of the output ffmpeg last reported writing (`time=00:00:05.12`). */
function writtenSeconds(stderr: string): number | undefined {
  const times = [...stderr.matchAll(/time=(\d+):(\d{2}):(\d{2}(?:\.\d+)?)/g)];
  const last = times.at(-1);
  if (!last) return undefined;
  return Number(last[1]) * 3600 + Number(last[2]) * 60 + Number(last[3]);
}

/**
 * An audio file (a WAV, or a provider's MP3) through an ffmpeg filter chain into the asked file: MP3 at the
 * asked bitrate or 16-bit WAV, at the asked sample rate and channel count. Several files (a text
 * spoken in parts) are joined in order first, each brought to the output's rate and channels.
 */
export function encodeAudio(
  audio: Buffer | readonly Buffer[],
  filters: string[],
  output: AudioOutput,
  signal?: AbortSignal,
): Promise<GeneratedFile> {
  const parts = Buffer.isBuffer(audio) ? [audio] : audio;
  return withTempDir(async (dir) => {
    const inputs: string[] = [];
    for (const [index, part] of parts.entries()) {
      const input = path.join(dir, `input-${index}`);
      await writeFile(input, part);
      inputs.push('-i', input);
    }
    const file = path.join(dir, `out.${output.format}`);
    const codec =
      output.format === 'mp3'
        ? ['-c:a', 'libmp3lame', '-b:a', String(output.bitrate)]
        : ['-c:a', 'pcm_s16le'];
    const layout = output.channels === 2 ? 'stereo' : 'mono';
    const joined =
      parts.length > 1
        ? parts
            .map(
              (_, i) =>
                `[${i}:a]aresample=${output.sampleRate},aformat=channel_layouts=${layout}[p${i}]`,
            )
            .join(';') +
          `;${parts.map((_, i) => `[p${i}]`).join('')}concat=n=${parts.length}:v=0:a=1` +
          (filters.length > 0 ? `,${filters.join(',')}` : '')
        : null;
    const { stderr } = await runFfmpeg(
      [
        ...inputs,
        ...(joined
          ? ['-filter_complex', joined]
          : filters.length > 0
            ? ['-af', filters.join(',')]
            : []),
        '-ar',
        String(output.sampleRate),
        '-ac',
        String(output.channels),
        ...codec,
        '-y',
        file,
      ],
      { signal },
    );
    const body = await readFile(file);
    return {
      body,
      contentType: AUDIO_CONTENT_TYPES[output.format],
      extension: output.format,
      duration: Math.round((writtenSeconds(stderr) ?? 0) * 100) / 100,
    };
  });
}

/** 16-bit PCM WAV of float samples (-1..1), one array per channel. */
export function wavFromPcm(channels: Float32Array[], sampleRate: number): Buffer {
  const frames = channels[0]?.length ?? 0;
  const count = channels.length;
  const data = Buffer.alloc(frames * count * 2);
  for (let i = 0; i < frames; i += 1) {
    for (let c = 0; c < count; c += 1) {
      const value = Math.max(-1, Math.min(1, channels[c][i]));
      data.writeInt16LE(Math.round(value * 32767), (i * count + c) * 2);
    }
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(count, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * count * 2, 28);
  header.writeUInt16LE(count * 2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** Any audio file as mono float samples at `sampleRate`, for measuring it. */
export async function decodeMono(
  body: Buffer,
  sampleRate: number,
  options: { seconds?: number; signal?: AbortSignal } = {},
): Promise<Float32Array> {
  const { stdout } = await withTempFile(body, 'input', (input) =>
    runFfmpeg(
      [
        '-i',
        input,
        ...(options.seconds ? ['-t', String(options.seconds)] : []),
        '-ac',
        '1',
        '-ar',
        String(sampleRate),
        '-f',
        'f32le',
        '-',
      ],
      { signal: options.signal },
    ),
  );
  // Copied out: a Buffer's bytes need not start on a 4-byte boundary of their memory.
  const length = Math.floor(stdout.length / 4) * 4;
  return new Float32Array(stdout.buffer.slice(stdout.byteOffset, stdout.byteOffset + length));
}
