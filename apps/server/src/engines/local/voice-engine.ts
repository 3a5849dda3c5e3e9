import type { AudioEmotion, VoiceOverParameters } from '@atelier/contract';
import type { GeneratedFile, VoiceEngine, VoiceOverRequest } from '../types';
import { encodeAudio } from './audio-encode';
import type { Espeak, EspeakSettings } from './speech/espeak';
import { BOOST_LANGUAGES } from './speech/voices';

/** eSpeak's own pace at speed 1. */
const WORDS_PER_MINUTE = 165;

/**
 * How each emotion is spoken: eSpeak NG has no emotional voices, so an emotion becomes pitch,
 * pace, loudness and pauses (and a tremor for fear). `auto` and `neutral` leave the voice as it is.
 */
const PROSODY: Record<AudioEmotion, { pitch: number; pace: number; loud: number; gap: number }> = {
  auto: { pitch: 0, pace: 1, loud: 1, gap: 0 },
  neutral: { pitch: 0, pace: 1, loud: 1, gap: 0 },
  happy: { pitch: 12, pace: 1.08, loud: 1.1, gap: 0 },
  sad: { pitch: -12, pace: 0.85, loud: 0.8, gap: 3 },
  angry: { pitch: 6, pace: 1.12, loud: 1.4, gap: 0 },
  fearful: { pitch: 15, pace: 1.15, loud: 0.9, gap: 1 },
  disgusted: { pitch: -8, pace: 0.92, loud: 1, gap: 2 },
  surprised: { pitch: 18, pace: 1.05, loud: 1.15, gap: 0 },
};

/** MiniMax's English normalisation, as far as plain text allows: symbols read as words. */
export function normaliseEnglish(text: string): string {
  return text
    .replace(/\$(\d+(?:\.\d+)?)/g, '$1 dollars')
    .replace(/€(\d+(?:\.\d+)?)/g, '$1 euros')
    .replace(/£(\d+(?:\.\d+)?)/g, '$1 pounds')
    .replace(/(\d)\s*%/g, '$1 percent')
    .replace(/\s&\s/g, ' and ')
    .replace(/\be\.g\./gi, 'for example')
    .replace(/\bi\.e\./gi, 'that is')
    .replace(/\betc\./gi, 'et cetera');
}

/** The eSpeak voice: a boosted language other than the voice's own speaks that language. */
function espeakVoice(request: VoiceOverRequest): string {
  const boost = request.parameters.language_boost;
  if (boost === 'None' || boost === 'Automatic') return request.voice.espeak;
  const language = BOOST_LANGUAGES[boost];
  const [own, variant] = request.voice.espeak.split('+');
  const sameLanguage = own?.split('-')[0] === language.split('-')[0];
  if (sameLanguage) return request.voice.espeak;
  return variant ? `${language}+${variant}` : language;
}

export function espeakSettings(request: VoiceOverRequest): EspeakSettings {
  const p = request.parameters;
  const prosody = PROSODY[p.emotion];
  return {
    voice: espeakVoice(request),
    wordsPerMinute: Math.min(450, Math.max(80, WORDS_PER_MINUTE * p.speed * prosody.pace)),
    pitch: Math.min(99, Math.max(0, request.voice.basePitch + prosody.pitch)),
    amplitude: Math.min(200, 100 * prosody.loud),
    wordGap: prosody.gap,
  };
}

/** What ffmpeg does after eSpeak: semitones, the volume (held under clipping), fear's tremor. */
export function voiceFilters(p: VoiceOverParameters): string[] {
  const filters: string[] = [];
  if (p.pitch !== 0) filters.push(`rubberband=pitch=${Math.pow(2, p.pitch / 12).toFixed(6)}`);
  if (p.emotion === 'fearful') filters.push('tremolo=f=6:d=0.3');
  filters.push(`volume=${p.volume}`);
  if (p.volume > 1) filters.push('alimiter=limit=0.97');
  return filters;
}

/** What the user should know beyond LOCAL_NOTES.voiceOver. */
function note(p: VoiceOverParameters): string | undefined {
  const parts: string[] = [];
  if (p.emotion !== 'auto' && p.emotion !== 'neutral') {
    parts.push(
      `eSpeak has no emotional voices: "${p.emotion}" was rendered as pitch, pace and loudness${p.emotion === 'fearful' ? ' with a tremor' : ''}.`,
    );
  }
  if (p.format === 'wav') parts.push('WAV is uncompressed, so the bitrate does not apply.');
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** Voice-overs by eSpeak NG (in its own process), then shaped and encoded by ffmpeg. */
export function createLocalVoiceEngine(espeak: Espeak): VoiceEngine {
  return {
    engine: 'local',
    model: 'espeak-ng-1.51',
    async speak(request, context): Promise<GeneratedFile> {
      const p = request.parameters;
      const text = p.english_normalization ? normaliseEnglish(request.text) : request.text;
      context.progress(10, 'Speaking the text');
      const wav = await espeak.speak(text, espeakSettings(request), context.signal);
      context.progress(60, 'Encoding the audio');
      const file = await encodeAudio(
        wav,
        voiceFilters(p),
        {
          format: p.format,
          sampleRate: p.sample_rate,
          channels: p.channel === 'stereo' ? 2 : 1,
          bitrate: p.bitrate,
        },
        context.signal,
      );
      const extra = note(p);
      return extra ? { ...file, note: extra } : file;
    },
  };
}
