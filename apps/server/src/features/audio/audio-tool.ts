import {
  AUDIO_CATALOGUE,
  type AudioResponse,
  type AudioTool,
  type EngineName,
  type MusicParameters,
  type SongParameters,
  type VoiceOverParameters,
} from '@atelier/contract';
import { readJobInputs, type JobInputFile } from '../../lib/media-inputs/read-job-inputs';
import { LOCAL_NOTES } from '../generation/tools/local-notes';
import { chargedFields, mediaOutcome, type GenerationTool } from '../generation/tools/tool';

/** What a submitted audio job keeps, so the worker (or a retry) runs exactly what was asked. */
export type AudioInput =
  | {
      tool_type: 'voice_over';
      text: string;
      voice: { id: string; espeak: string; basePitch: number; engine: EngineName };
      parameters: VoiceOverParameters;
    }
  | {
      tool_type: 'song_with_music';
      lyrics?: string;
      parameters: SongParameters;
      seed: number;
      refer_audio?: JobInputFile;
    }
  | { tool_type: 'music'; parameters: MusicParameters; seed: number };

/** The asked channel count, as the answer reports it. */
function channelsOf(input: AudioInput): 1 | 2 {
  if (input.tool_type === 'voice_over') return input.parameters.channel === 'stereo' ? 2 : 1;
  if (input.tool_type === 'music')
    return input.parameters.model_version.startsWith('stereo') ? 2 : 1;
  return 2;
}

function sampleRateOf(input: AudioInput, engine: string | null): number {
  if (input.tool_type === 'voice_over') return input.parameters.sample_rate;
  if (input.tool_type === 'song_with_music' && engine === 'provider') return 44_100;
  return 32_000;
}

/** Voice-overs, songs and music as jobs (spec part 2, section 7: 300 s). */
export const audioTool: GenerationTool = {
  id: 'audio',
  kind: 'audio',
  queue: 'generate',
  displayType: 'other',
  deadlineSeconds: 300,
  async execute(job, context, deps) {
    const input = job.input as unknown as AudioInput;
    if (input.tool_type === 'voice_over') {
      const engine = deps.engines.voice(input.voice.engine);
      const file = await engine.speak(
        { text: input.text, voice: input.voice, parameters: input.parameters },
        context,
      );
      return mediaOutcome(engine, file, LOCAL_NOTES.voiceOver);
    }
    if (input.tool_type === 'music') {
      const engine = deps.engines.music();
      const file = await engine.compose(
        { prompt: job.prompt, parameters: input.parameters, seed: input.seed },
        context,
      );
      return mediaOutcome(engine, file, LOCAL_NOTES.music);
    }
    const engine = deps.engines.song();
    const [reference] = input.refer_audio
      ? await readJobInputs(deps.storage, [input.refer_audio])
      : [];
    const file = await engine.sing(
      {
        prompt: job.prompt,
        lyrics: input.lyrics,
        reference,
        parameters: input.parameters,
        seed: input.seed,
      },
      context,
    );
    return mediaOutcome(engine, file, LOCAL_NOTES.song);
  },
  present(job, outputs): AudioResponse {
    const input = job.input as unknown as AudioInput;
    const [audio] = outputs;
    if (!audio) throw new Error(`audio job ${job.id} has no output`);
    return {
      success: true,
      tool: input.tool_type,
      audio_url: audio.url,
      download_url: audio.download_url,
      download_name: audio.download_name,
      duration_seconds: audio.duration ?? 0,
      format: input.parameters.format,
      sample_rate: sampleRateOf(input, job.engine),
      channels: channelsOf(input),
      ...chargedFields(job),
    };
  },
};

export function audioDescription(tool: AudioTool, detail: string): string {
  return `Audio: ${AUDIO_CATALOGUE[tool].name} (${detail})`;
}
