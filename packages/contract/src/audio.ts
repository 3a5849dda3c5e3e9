import { z } from 'zod';
import {
  AUDIO_CHANNELS,
  AUDIO_EMOTIONS,
  AUDIO_FORMATS,
  AUDIO_LANGUAGE_BOOSTS,
  AUDIO_LIMITS,
  AUDIO_BITRATES,
  AUDIO_SAMPLE_RATES,
  AUDIO_TOOLS,
  MUSIC_DEFAULTS,
  MUSIC_MODEL_VERSIONS,
  VOICE_OVER_DEFAULTS,
} from './generation-catalogue';
import { MediaReference } from './common';
import { Charged, ENGINE_NAMES } from './generation';

/** Spec part 2, sections 5 and 8. */
export const AUDIO_MESSAGES = {
  textRequired: 'Please enter text for voice over',
  textTooLong: `The text is too long for a voice over (at most ${AUDIO_LIMITS.textMaxChars} characters).`,
  songPromptRequired: 'Please enter a prompt for song generation',
  musicPromptRequired: 'Please enter a prompt for music generation',
  failed: 'Failed to generate audio',
  unknownVoice: (id: string) => `Unknown voice "${id}": choose one from the voice list.`,
  success: (credits: string, balance: string) =>
    `Audio generated successfully! ${credits} credits used. Balance: ${balance}`,
} as const;

const L = AUDIO_LIMITS;
const between = (name: string, range: { min: number; max: number }) =>
  z
    .number({ error: `${name} must be a number` })
    .min(range.min, { error: `${name} must be between ${range.min} and ${range.max}` })
    .max(range.max, { error: `${name} must be between ${range.min} and ${range.max}` });
const whole = (name: string, range: { min: number; max: number }) =>
  between(name, range).int({ error: `${name} must be a whole number` });
const oneOf = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { error: `${name} must be one of ${values.join(', ')}` });
const oneOfNumbers = (
  name: string,
  values: readonly [number, ...number[]],
  labels = values.map(String),
) => z.literal(values, { error: `${name} must be one of ${labels.join(', ')}` });
const seed = z
  .number({ error: 'seed must be a number' })
  .int({ error: 'seed must be a whole number' })
  .min(0, { error: 'seed must be between 0 and 2147483647' })
  .max(2 ** 31 - 1, { error: 'seed must be between 0 and 2147483647' })
  .optional();
const format = oneOf('format', AUDIO_FORMATS).default('mp3');

/** "128k" as the page shows it, or 128000 as MiniMax takes it. */
const bitrate = z
  .union([z.number(), z.string()], { error: 'bitrate must be one of 32k, 64k, 128k, 256k' })
  .transform((value) =>
    typeof value === 'string' && /^\d+k$/i.test(value) ? Number(value.slice(0, -1)) * 1000 : value,
  )
  .pipe(oneOfNumbers('bitrate', AUDIO_BITRATES, ['32k', '64k', '128k', '256k']));

/** Spec part 2, section 9: the voice-over's controls and their ranges. */
export const VoiceOverParameters = z.strictObject({
  voice_id: z
    .string({ error: 'voice_id must be a voice id' })
    .trim()
    .min(1, { error: 'voice_id must be a voice id' })
    .max(100, { error: 'voice_id must be a voice id' })
    .default(VOICE_OVER_DEFAULTS.voice_id),
  speed: between('speed', L.speed).default(VOICE_OVER_DEFAULTS.speed),
  volume: between('volume', L.volume).default(VOICE_OVER_DEFAULTS.volume),
  pitch: whole('pitch', L.pitch).default(VOICE_OVER_DEFAULTS.pitch),
  emotion: oneOf('emotion', AUDIO_EMOTIONS).default(VOICE_OVER_DEFAULTS.emotion),
  sample_rate: oneOfNumbers('sample_rate', AUDIO_SAMPLE_RATES).default(
    VOICE_OVER_DEFAULTS.sample_rate,
  ),
  bitrate: bitrate.default(VOICE_OVER_DEFAULTS.bitrate),
  channel: oneOf('channel', AUDIO_CHANNELS).default(VOICE_OVER_DEFAULTS.channel),
  language_boost: oneOf('language_boost', AUDIO_LANGUAGE_BOOSTS).default(
    VOICE_OVER_DEFAULTS.language_boost,
  ),
  english_normalization: z
    .boolean({ error: 'english_normalization must be true or false' })
    .default(VOICE_OVER_DEFAULTS.english_normalization),
  format,
});
export type VoiceOverParameters = z.output<typeof VoiceOverParameters>;

/** Spec: the song's reference clip (an upload or a URL), its length 10-60 s in steps of 5. */
export const SongParameters = z.strictObject({
  refer_audio: z.string().optional(),
  refer_duration: whole('refer_duration', L.referDuration)
    .multipleOf(L.referDuration.step, {
      error: `refer_duration must be a multiple of ${L.referDuration.step}`,
    })
    .default(L.referDuration.default),
  seed,
  format,
});
export type SongParameters = z.output<typeof SongParameters>;

/** Spec part 2, section 9: MusicGen's controls. */
export const MusicParameters = z.strictObject({
  duration: whole('duration', L.musicDuration).default(MUSIC_DEFAULTS.duration),
  temperature: between('temperature', L.temperature).default(MUSIC_DEFAULTS.temperature),
  top_k: whole('top_k', L.topK).default(MUSIC_DEFAULTS.top_k),
  top_p: between('top_p', L.topP).default(MUSIC_DEFAULTS.top_p),
  classifier_free_guidance: between('classifier_free_guidance', L.guidance).default(
    MUSIC_DEFAULTS.classifier_free_guidance,
  ),
  model_version: oneOf('model_version', MUSIC_MODEL_VERSIONS).default(MUSIC_DEFAULTS.model_version),
  seed,
  format,
});
export type MusicParameters = z.output<typeof MusicParameters>;

/**
 * POST /api/audio/generate, as JSON (a song's reference as a data URL or link in
 * `parameters.refer_audio`) or multipart (the reference as a `refer_audio` part, `parameters` as
 * JSON text). Each tool's parameters are checked by its own schema above.
 */
export const AudioFields = z.object({
  tool_type: z
    .enum([...AUDIO_TOOLS, 'song'], {
      error: `tool_type must be one of ${AUDIO_TOOLS.join(', ')}`,
    })
    .transform((tool) => (tool === 'song' ? 'song_with_music' : tool)),
  text: z.string().max(L.textMaxChars, { error: AUDIO_MESSAGES.textTooLong }).optional(),
  prompt: z
    .string()
    .max(L.promptMaxChars, {
      error: `The prompt is too long (at most ${L.promptMaxChars} characters).`,
    })
    .optional(),
  lyrics: z
    .string()
    .max(L.lyricsMaxChars, {
      error: `The lyrics are too long (at most ${L.lyricsMaxChars} characters).`,
    })
    .optional(),
  parameters: z
    .record(z.string(), z.unknown(), { error: 'parameters must be an object' })
    .default({}),
});
export type AudioFields = z.input<typeof AudioFields>;

const BITRATES = '32k, 64k, 128k, 256k';

/**
 * The body as the document shows it, one form per tool: a voice-over needs its text, a song or
 * music a prompt (the handler refuses a blank one with the spec's message), and each tool takes
 * its own parameters. `bitrate` is one of the numbers, or the same in thousands with a `k`; a
 * song's reference is a data URL or a link. Only the document reads this schema.
 */
export const AudioBodyByTool = z.union([
  AudioFields.extend({
    tool_type: z.literal('voice_over'),
    text: z
      .string({ error: AUDIO_MESSAGES.textRequired })
      .trim()
      .min(1, { error: AUDIO_MESSAGES.textRequired })
      .max(L.textMaxChars, { error: AUDIO_MESSAGES.textTooLong }),
    parameters: VoiceOverParameters.extend({
      bitrate: z
        .union([z.literal(AUDIO_BITRATES), z.string().regex(/^0*(?:32|64|128|256)[kK]$/)], {
          error: `bitrate must be one of ${BITRATES}`,
        })
        .optional(),
    }).optional(),
  }),
  AudioFields.extend({
    tool_type: z.literal('music'),
    prompt: requiredText(L.promptMaxChars, AUDIO_MESSAGES.musicPromptRequired),
    parameters: MusicParameters.optional(),
  }),
  AudioFields.extend({
    tool_type: z.enum(['song_with_music', 'song']),
    prompt: requiredText(L.promptMaxChars, AUDIO_MESSAGES.songPromptRequired),
    parameters: SongParameters.extend({ refer_audio: MediaReference.optional() }).optional(),
  }),
]);

function requiredText(max: number, message: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `The prompt is too long (at most ${max} characters).` });
}

export const AudioResponse = z.object({
  success: z.literal(true),
  tool: z.enum(AUDIO_TOOLS),
  audio_url: z.string(),
  download_url: z.string(),
  download_name: z.string(),
  duration_seconds: z.number(),
  format: z.enum(AUDIO_FORMATS),
  sample_rate: z.number().int(),
  channels: z.number().int(),
  ...Charged,
});
export type AudioResponse = z.infer<typeof AudioResponse>;

export const Voice = z.object({
  id: z.string(),
  name: z.string(),
  language: z.string(),
  gender: z.enum(['female', 'male']).nullable(),
  engine: z.enum(ENGINE_NAMES),
});
export type Voice = z.infer<typeof Voice>;

/** GET /api/audio/voices: the voices by language, and every option list the page draws. */
export const AudioVoicesResponse = z.object({
  default_voice: z.string(),
  voices: z.array(Voice),
  languages: z.array(z.object({ language: z.string(), voices: z.array(Voice) })),
  options: z.object({
    emotions: z.array(z.string()),
    sample_rates: z.array(z.number()),
    bitrates: z.array(z.number()),
    channels: z.array(z.string()),
    language_boosts: z.array(z.string()),
    model_versions: z.array(z.string()),
    formats: z.array(z.string()),
  }),
});
export type AudioVoicesResponse = z.infer<typeof AudioVoicesResponse>;
