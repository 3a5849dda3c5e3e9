import {
  AUDIO_MESSAGES,
  AudioFields,
  audioCostMicros,
  GENERATION_WAIT_SECONDS,
  MusicParameters,
  SongParameters,
  VoiceOverParameters,
} from '@atelier/contract';
import { withFigures } from '../../lib/error-codes';
import { AppError } from '../../lib/errors';
import { hashText } from '../../engines/local/music/arrangement';
import { mediaSources, parseFields, readToolRequest } from '../../lib/media-inputs/media-request';
import { readMediaInput } from '../../lib/media-inputs/read-media-input';
import type { MediaToolSubmit } from '../generation/media-tool-route';
import { submitWithInputs } from '../generation/submit-with-inputs';
import { audioDescription, audioTool, type AudioInput } from './audio-tool';

/** A song's reference may come as a multipart part of this name. */
export const AUDIO_REQUEST_FILES = { refer_audio: 'audio' } as const;

/**
 * POST /api/audio/generate: the spec's checks (text for a voice-over, a prompt for a song or
 * music), each tool's parameters against their ranges, the voice looked up, a song's reference
 * read and kept as the user's media, then the job submitted like every generation.
 */
export const generateAudio: MediaToolSubmit = async (deps, request, userId, headers) => {
  const { limits, media, fields } = await readToolRequest(
    deps.config,
    request,
    AUDIO_REQUEST_FILES,
    AudioFields,
  );
  const tool = fields.tool_type;
  const submit = (plan: {
    prompt: string;
    input: AudioInput;
    costMicros: number;
    detail: string;
    files?: Parameters<typeof submitWithInputs>[1]['files'];
  }) =>
    submitWithInputs(deps, {
      userId,
      files: plan.files ?? [],
      fields,
      headers,
      plan: (stored) => ({
        tool: audioTool,
        tier: tool,
        prompt: plan.prompt,
        input: {
          ...plan.input,
          ...(plan.input.tool_type === 'song_with_music' && stored[0]
            ? { refer_audio: stored[0] }
            : {}),
        },
        costMicros: plan.costMicros,
        waitSeconds: GENERATION_WAIT_SECONDS.audio,
        description: audioDescription(tool, plan.detail),
      }),
    });

  if (tool === 'voice_over') {
    const text = fields.text?.trim() ?? '';
    if (!text) throw new AppError('UNPROCESSABLE', AUDIO_MESSAGES.textRequired);
    const parameters = parseFields(VoiceOverParameters, fields.parameters);
    const voice = (await deps.engines.voices()).find(({ id }) => id === parameters.voice_id);
    if (!voice) {
      const values = { id: parameters.voice_id };
      throw new AppError(
        'UNPROCESSABLE',
        AUDIO_MESSAGES.unknownVoice(values.id),
        withFigures(AUDIO_MESSAGES.unknownVoice, values),
      );
    }
    const { id, espeak, basePitch, engine } = voice;
    return submit({
      prompt: text,
      input: { tool_type: tool, text, voice: { id, espeak, basePitch, engine }, parameters },
      costMicros: audioCostMicros(tool, { characters: text.length }),
      detail: `${text.length} characters, ${voice.name}`,
    });
  }

  const prompt = fields.prompt?.trim() ?? '';
  if (tool === 'music') {
    if (!prompt) throw new AppError('UNPROCESSABLE', AUDIO_MESSAGES.musicPromptRequired);
    const parameters = parseFields(MusicParameters, fields.parameters);
    return submit({
      prompt,
      input: { tool_type: tool, parameters, seed: parameters.seed ?? hashText(prompt) },
      costMicros: audioCostMicros(tool, { duration: parameters.duration }),
      detail: `${parameters.duration} s`,
    });
  }

  if (!prompt) throw new AppError('UNPROCESSABLE', AUDIO_MESSAGES.songPromptRequired);
  const parameters = parseFields(SongParameters, fields.parameters);
  // The reference: a multipart part, or a data URL or link in parameters.refer_audio.
  const sources = [
    ...mediaSources(media, 'refer_audio'),
    ...mediaSources(
      { fields: { refer_audio: parameters.refer_audio }, files: new Map() },
      'refer_audio',
    ),
  ];
  const reference = sources[0] ? await readMediaInput(sources[0], 'audio', limits) : undefined;
  const lyrics = fields.lyrics?.trim() || undefined;
  const { refer_audio: _link, ...kept } = parameters;
  return submit({
    prompt,
    input: {
      tool_type: tool,
      ...(lyrics ? { lyrics } : {}),
      parameters: kept,
      seed: parameters.seed ?? hashText(`${prompt}\n${lyrics ?? ''}`),
    },
    costMicros: audioCostMicros(tool, {}),
    detail: reference ? 'with a reference' : 'no reference',
    files: reference ? [reference] : [],
  });
};
