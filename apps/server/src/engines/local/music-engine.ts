import type { AudioFormat } from '@atelier/contract';
import type { GeneratedFile, MusicEngine } from '../types';
import { encodeAudio, wavFromPcm } from './audio-encode';
import { arrange, seededRandom, type Arrangement } from './music/arrangement';
import { MUSIC_SAMPLE_RATE, renderMusic } from './music/render';

/** MP3s of music are encoded at this bitrate (the spec gives music no bitrate control). */
const MUSIC_BITRATE = 192_000;

/** A rendered mix as the asked file: WAV as it is, MP3 through ffmpeg. */
export async function musicFile(
  channels: Float32Array[],
  format: AudioFormat,
  signal: AbortSignal,
): Promise<GeneratedFile> {
  const wav = wavFromPcm(channels, MUSIC_SAMPLE_RATE);
  const duration = Math.round(((channels[0]?.length ?? 0) / MUSIC_SAMPLE_RATE) * 100) / 100;
  if (format === 'wav') return { body: wav, contentType: 'audio/wav', extension: 'wav', duration };
  const channelCount = channels.length === 2 ? 2 : 1;
  return encodeAudio(
    wav,
    [],
    { format, sampleRate: MUSIC_SAMPLE_RATE, channels: channelCount, bitrate: MUSIC_BITRATE },
    signal,
  );
}

export function describeArrangement(arrangement: Arrangement): string {
  return `It heard: ${arrangement.heard.join(', ')}; ${arrangement.stereo ? 'stereo' : 'mono'}.`;
}

/** Music by the local composer: the prompt's words pick the style, the seed the rest. */
export function createLocalMusicEngine(): MusicEngine {
  return {
    engine: 'local',
    model: 'local-composer-1',
    async compose(request, context) {
      context.progress(10, 'Composing');
      const random = seededRandom(request.seed);
      const arrangement = arrange(request.prompt, request.parameters, random);
      const channels = await renderMusic(arrangement, request.parameters.duration, random);
      context.progress(60, 'Encoding the audio');
      const file = await musicFile(channels, request.parameters.format, context.signal);
      return { ...file, note: describeArrangement(arrangement) };
    },
  };
}
