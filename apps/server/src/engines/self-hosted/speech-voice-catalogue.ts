import type { VoiceDefinition } from '../local/speech/voices';
import { listSpeechVoices, speechVoiceId } from './list-speech-voices';
import type { SelfHostedServer } from './server-call';

/** The voice list is asked again after this long; a voice added on the server shows up then. */
const FRESH_MS = 60_000;
/** The voice list must not hold up the audio page: a slow server shows no voices of its own. */
const ASK_MS = 3_000;

/**
 * Kokoro's voice names say language and gender: `af_bella` is American English, female
 * (Kokoro-FastAPI's list). Other servers' names say nothing we can read.
 */
const KOKORO_LANGUAGES: Record<string, string> = {
  a: 'English',
  b: 'English',
  e: 'Spanish',
  f: 'French',
  h: 'Hindi',
  i: 'Italian',
  j: 'Japanese',
  p: 'Portuguese',
  z: 'Chinese',
};

function definition(name: string): VoiceDefinition {
  const kokoro = /^([a-z])([fm])_/.exec(name);
  const language = kokoro ? KOKORO_LANGUAGES[kokoro[1]] : undefined;
  return {
    id: speechVoiceId(name),
    name,
    language: language ?? 'Your server',
    gender: language ? (kokoro![2] === 'f' ? 'female' : 'male') : null,
    engine: 'self_hosted',
    // Not used: these voices are only ever spoken by the speech server.
    espeak: 'en',
    basePitch: 50,
  };
}

/**
 * The speech server's own voices as the voice list offers them (`speech:af_bella`), asked at most
 * once a minute. A server that does not list its voices, or fails to, adds none; the catalogue's
 * voices, which it speaks with SPEECH_VOICE, are still there.
 */
export function speechVoiceCatalogue(server: SelfHostedServer): () => Promise<VoiceDefinition[]> {
  let voices: VoiceDefinition[] = [];
  let askedAt = -Infinity;
  let asking: Promise<VoiceDefinition[]> | null = null;
  return () => {
    if (performance.now() - askedAt < FRESH_MS) return Promise.resolve(voices);
    asking ??= listSpeechVoices(server, AbortSignal.timeout(ASK_MS))
      .then((names) => (voices = (names ?? []).map(definition)))
      .catch(() => voices)
      .finally(() => {
        askedAt = performance.now();
        asking = null;
      });
    return asking;
  };
}
