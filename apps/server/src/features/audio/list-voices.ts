import {
  AUDIO_BITRATES,
  AUDIO_CHANNELS,
  AUDIO_EMOTIONS,
  AUDIO_FORMATS,
  AUDIO_LANGUAGE_BOOSTS,
  AUDIO_SAMPLE_RATES,
  MUSIC_MODEL_VERSIONS,
  VOICE_OVER_DEFAULTS,
  type AudioVoicesResponse,
  type Voice,
} from '@atelier/contract';
import type { VoiceDefinition } from '../../engines/local/speech/voices';

/** GET /api/audio/voices: every voice, grouped by language (English first), and the option lists. */
export function listVoices(catalogue: VoiceDefinition[]): AudioVoicesResponse {
  const voices: Voice[] = catalogue.map(({ id, name, language, gender, engine }) => ({
    id,
    name,
    language,
    gender,
    engine,
  }));
  const byLanguage = new Map<string, Voice[]>();
  for (const voice of voices) {
    byLanguage.set(voice.language, [...(byLanguage.get(voice.language) ?? []), voice]);
  }
  const languages = [...byLanguage.entries()]
    .sort(([a], [b]) => (a === 'English' ? -1 : b === 'English' ? 1 : a.localeCompare(b)))
    .map(([language, list]) => ({ language, voices: list }));
  return {
    default_voice: VOICE_OVER_DEFAULTS.voice_id,
    voices,
    languages,
    options: {
      emotions: [...AUDIO_EMOTIONS],
      sample_rates: [...AUDIO_SAMPLE_RATES],
      bitrates: [...AUDIO_BITRATES],
      channels: [...AUDIO_CHANNELS],
      language_boosts: [...AUDIO_LANGUAGE_BOOSTS],
      model_versions: [...MUSIC_MODEL_VERSIONS],
      formats: [...AUDIO_FORMATS],
    },
  };
}
