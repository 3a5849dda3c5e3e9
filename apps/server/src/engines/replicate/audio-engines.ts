import { AUDIO_CATALOGUE, type AudioFormat, type MusicModelVersion } from '@atelier/contract';
import { AppError } from '../../lib/errors';
import { decodeMono, encodeAudio, wavFromPcm, type AudioOutput } from '../local/audio-encode';
import type { EngineContext, GeneratedFile, MusicEngine, SongEngine, VoiceEngine } from '../types';
import type { ReplicateClient } from './replicate-client';
import { outputUrls } from './replicate-downloads';

const MAX_AUDIO_BYTES = 100 * 1_048_576;
/** MusicGen is a community model: run at this published version. */
export const MUSICGEN_VERSION =
  'meta/musicgen:671ac645ce5e552cc63a54a2bbff63fcf798043055d2dac5fc9e36a837eedcfb';
/** The versions that build offers; the spec's older names map to the nearest one. */
const MUSICGEN_MODEL: Record<MusicModelVersion, string> = {
  'stereo-melody-large': 'stereo-melody-large',
  'stereo-large': 'stereo-large',
  melody: 'melody-large',
  large: 'large',
  medium: 'large',
  small: 'large',
};
/** MiniMax's song model needs a reference longer than 15 s. */
const SONG_REFERENCE_MIN_SECONDS = 16;

/** Runs a prediction, downloads its audio and conforms it to the asked file. */
async function runAudio(
  client: ReplicateClient,
  prediction: { model: string; input: Record<string, unknown>; expectedSeconds: number },
  output: AudioOutput,
  context: EngineContext,
): Promise<GeneratedFile> {
  context.progress(2, 'Sending the request to the model');
  const result = await client.runPrediction(
    { model: prediction.model, input: prediction.input },
    {
      signal: context.signal,
      resumeRef: context.resumeRef,
      onProviderRef: context.onProviderRef,
      expectedSeconds: prediction.expectedSeconds,
      progress: (percent, message) => context.progress(2 + percent * 0.8, message),
    },
  );
  context.progress(85, 'Downloading the audio');
  const [file] = await client.downloadOutputs(outputUrls(result.output).slice(0, 1), {
    signal: context.signal,
    maxBytes: MAX_AUDIO_BYTES,
  });
  if (!file || !file.contentType.startsWith('audio/')) {
    throw new AppError('UNAVAILABLE', 'Replicate answered a file that is not audio');
  }
  return encodeAudio(file.body, [], output, context.signal).catch((error: unknown) => {
    if (context.signal.aborted) throw error;
    throw new AppError('UNAVAILABLE', 'Replicate answered audio that could not be read');
  });
}

/** MiniMax Speech-02-HD: the spec's voice-over parameters are its own inputs. */
export function createReplicateVoiceEngine(client: ReplicateClient): VoiceEngine {
  const { model } = AUDIO_CATALOGUE.voice_over;
  return {
    engine: 'provider',
    model,
    speak(request, context) {
      const p = request.parameters;
      return runAudio(
        client,
        {
          model,
          expectedSeconds: 10 + request.text.length / 100,
          input: {
            text: request.text,
            voice_id: request.voice.id,
            speed: p.speed,
            volume: p.volume,
            pitch: p.pitch,
            emotion: p.emotion,
            english_normalization: p.english_normalization,
            sample_rate: p.sample_rate,
            bitrate: p.bitrate,
            channel: p.channel,
            language_boost: p.language_boost,
          },
        },
        {
          format: p.format,
          sampleRate: p.sample_rate,
          channels: p.channel === 'stereo' ? 2 : 1,
          bitrate: p.bitrate,
        },
        context,
      );
    },
  };
}

const musicOutput = (format: AudioFormat, channels: 1 | 2): AudioOutput => ({
  format,
  sampleRate: 32_000,
  channels,
  bitrate: 192_000,
});

/** Meta's MusicGen at its pinned version; the spec's sampling controls are its inputs. */
export function createReplicateMusicEngine(client: ReplicateClient): MusicEngine {
  return {
    engine: 'provider',
    model: AUDIO_CATALOGUE.music.model,
    async compose(request, context) {
      const p = request.parameters;
      const version = MUSICGEN_MODEL[p.model_version];
      const file = await runAudio(
        client,
        {
          model: MUSICGEN_VERSION,
          expectedSeconds: 20 + p.duration * 2,
          input: {
            prompt: request.prompt,
            model_version: version,
            duration: p.duration,
            temperature: p.temperature,
            top_k: p.top_k,
            top_p: p.top_p,
            classifier_free_guidance: p.classifier_free_guidance,
            output_format: 'wav',
            normalization_strategy: 'peak',
            ...(p.seed === undefined ? {} : { seed: p.seed }),
          },
        },
        musicOutput(p.format, version.startsWith('stereo') ? 2 : 1),
        context,
      );
      return version === p.model_version
        ? file
        : {
            ...file,
            note: `MusicGen ${p.model_version} is not offered any more; ${version} made it.`,
          };
    },
  };
}

/**
 * The reference cut to the asked length as a WAV; a shorter clip is looped up to the 16 s MiniMax
 * needs.
 */
async function referenceClip(body: Buffer, seconds: number, signal: AbortSignal): Promise<Buffer> {
  const rate = 44_100;
  const samples = await decodeMono(body, rate, { seconds, signal });
  if (samples.length === 0) throw new AppError('UNPROCESSABLE', 'The reference audio is silent.');
  const needed = SONG_REFERENCE_MIN_SECONDS * rate;
  if (samples.length >= needed) return wavFromPcm([samples], rate);
  const looped = new Float32Array(needed);
  for (let i = 0; i < needed; i += 1) looped[i] = samples[i % samples.length]!;
  return wavFromPcm([looped], rate);
}

/** MiniMax Music-01: the lyrics (or lines from the prompt) and the reference song. */
export function createReplicateSongEngine(
  client: ReplicateClient,
  lyricLines: (lyrics: string | undefined, prompt: string) => string[],
): SongEngine {
  const { model } = AUDIO_CATALOGUE.song_with_music;
  return {
    engine: 'provider',
    model,
    async sing(request, context) {
      const seconds = Math.max(SONG_REFERENCE_MIN_SECONDS, request.parameters.refer_duration);
      const reference = request.reference
        ? await referenceClip(request.reference.body, seconds, context.signal)
        : undefined;
      const lyrics = lyricLines(request.lyrics, request.prompt).join('\n').slice(0, 400);
      return runAudio(
        client,
        {
          model,
          expectedSeconds: 60,
          input: {
            lyrics: `##${lyrics}##`,
            sample_rate: 44_100,
            bitrate: 256_000,
            ...(reference ? { song_file: reference } : {}),
          },
        },
        { format: request.parameters.format, sampleRate: 44_100, channels: 2, bitrate: 256_000 },
        context,
      );
    },
  };
}
