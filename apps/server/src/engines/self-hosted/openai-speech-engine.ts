import type { VoiceOverParameters } from '@atelier/contract';
import { encodeAudio } from '../local/audio-encode';
import { normaliseEnglish } from '../local/voice-engine';
import type { EngineContext, GeneratedFile, VoiceEngine, VoiceOverRequest } from '../types';
import { serverVoiceOf } from './list-speech-voices';
import { callServer, serverFailure, type SelfHostedServer } from './server-call';

export interface OpenAISpeechOptions {
  /** As the server names its model: `tts-1`, or `kokoro` for Kokoro-FastAPI. */
  model: string;
  /** The server voice that speaks the spec's catalogue voices (`Wise_Woman` and the rest). */
  voice: string;
}

const MAX_AUDIO_BYTES = 100 * 1_048_576;
/** What OpenAI's `/audio/speech` takes in one call. */
export const MAX_INPUT_CHARACTERS = 4096;

/**
 * The text in parts of at most `max` characters, cut after a sentence's end where one falls in
 * the part, else after a space, else where the part is full; nothing is lost or reordered.
 */
export function splitForSpeech(text: string, max: number): string[] {
  const parts: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const window = rest.slice(0, max);
    const sentence = Math.max(
      ...['. ', '! ', '? ', '\n', '。', '…'].map((end) => window.lastIndexOf(end)),
    );
    const space = window.lastIndexOf(' ');
    const cut = sentence > max / 2 ? sentence + 1 : space > max / 2 ? space + 1 : max;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  parts.push(rest);
  return parts.filter((part) => part.trim() !== '');
}

/**
 * Whether the bytes are audio, whatever the content type said: some servers answer
 * `application/octet-stream`, and a proxy's error page can come as `audio/wav`. WAV is asked for;
 * a server may answer its own choice (MP3, FLAC, Ogg, AAC, MP4), which ffmpeg reads as well.
 */
function isAudio(body: Buffer): boolean {
  const ascii = (start: number, end: number) => body.subarray(start, end).toString('latin1');
  if (body.length < 12) return false;
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return true;
  if (ascii(0, 3) === 'ID3' || ascii(0, 4) === 'fLaC' || ascii(0, 4) === 'OggS') return true;
  if (ascii(4, 8) === 'ftyp') return true;
  // An MPEG audio frame (MP3) or an ADTS frame (AAC): 11 or 12 sync bits.
  return body[0] === 0xff && (body[1] & 0xe0) === 0xe0;
}

/** Pitch in semitones and the volume, as the local engine shapes them, held under clipping. */
function shaping(p: VoiceOverParameters): string[] {
  const filters: string[] = [];
  if (p.pitch !== 0) filters.push(`rubberband=pitch=${Math.pow(2, p.pitch / 12).toFixed(6)}`);
  if (p.volume !== 1) filters.push(`volume=${p.volume}`);
  if (p.volume > 1) filters.push('alimiter=limit=0.97');
  return filters;
}

/** What the user should know: the server has no emotion control. */
function note(p: VoiceOverParameters): string | undefined {
  if (p.emotion === 'auto' || p.emotion === 'neutral') return undefined;
  return `Your speech server has no emotions: "${p.emotion}" was not applied.`;
}

/** The answered audio in bytes, read to its end within the cap. */
async function audioOf(
  server: SelfHostedServer,
  response: Response,
  signal: AbortSignal,
): Promise<Buffer> {
  const tooLarge = () => serverFailure(server, 'answered audio of more than 100 MB');
  if (Number(response.headers.get('content-length') ?? 0) > MAX_AUDIO_BYTES) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  let body: Buffer;
  try {
    body = Buffer.from(await response.arrayBuffer());
  } catch (error) {
    if (signal.aborted) throw error;
    throw serverFailure(server, 'cut the audio off before its end');
  }
  if (body.length > MAX_AUDIO_BYTES) throw tooLarge();
  return body;
}

/**
 * Voice-overs on an OpenAI-compatible speech server (Kokoro-FastAPI, LocalAI, openedai-speech;
 * issue 36): `POST /audio/speech` asks WAV of the text at the spec's speed (OpenAI's API takes
 * 0.25-4, the spec's 0.5-2 fits), then ffmpeg conforms it to the asked format, sample rate,
 * channels and bitrate. A `speech:<voice>` id is spoken by that server voice; the spec's catalogue
 * voices, which the server does not know, by the configured one. The API has no pitch, volume,
 * emotion or language: pitch and volume are applied by ffmpeg after the server, as the local engine
 * does; emotion is not honoured (the file's note says so), and the language is the voice's own.
 * The API has no progress: the job shows its start, the conversion and its end.
 */
export function createOpenAISpeechEngine(
  server: SelfHostedServer,
  options: OpenAISpeechOptions,
): VoiceEngine {
  return {
    engine: 'self_hosted',
    model: options.model,
    async speak(request: VoiceOverRequest, context: EngineContext): Promise<GeneratedFile> {
      const p = request.parameters;
      const text = p.english_normalization ? normaliseEnglish(request.text) : request.text;
      // OpenAI's API takes at most 4,096 characters, the spec 5,000: a longer text is spoken in
      // parts, cut between sentences, and the parts joined.
      const parts = splitForSpeech(text, MAX_INPUT_CHARACTERS);
      const bodies: Buffer[] = [];
      for (const [index, input] of parts.entries()) {
        context.progress(
          5 + Math.round((75 * index) / parts.length),
          'Sending the text to your server',
        );
        const response = await callServer(server, '/audio/speech', {
          json: {
            model: options.model,
            input,
            voice: serverVoiceOf(request.voice.id) ?? options.voice,
            response_format: 'wav',
            speed: p.speed,
          },
          signal: context.signal,
        });
        const body = await audioOf(server, response, context.signal);
        if (!isAudio(body)) throw serverFailure(server, 'answered something that is not audio');
        bodies.push(body);
      }
      context.progress(85, 'Encoding the audio');
      const output = {
        format: p.format,
        sampleRate: p.sample_rate,
        channels: p.channel === 'stereo' ? (2 as const) : (1 as const),
        bitrate: p.bitrate,
      };
      const file = await encodeAudio(bodies, shaping(p), output, context.signal).catch(
        (error: unknown) => {
          if (context.signal.aborted) throw error;
          throw serverFailure(server, 'answered audio that could not be read');
        },
      );
      const extra = note(p);
      return extra ? { ...file, note: extra } : file;
    },
  };
}
