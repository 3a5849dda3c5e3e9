import type { AudioLanguageBoost, EngineName, Voice } from '@atelier/contract';
import { ESPEAK_LANGUAGES } from './espeak-voices';

/** A voice and, for the local engine, how eSpeak NG renders it. */
export interface VoiceDefinition extends Voice {
  /** eSpeak language and variant, e.g. `en-gb+f4`. */
  espeak: string;
  /** eSpeak base pitch (0-99) that gives the voice its character. */
  basePitch: number;
}

/**
 * MiniMax Speech's English system voices (the spec's default is Wise_Woman). With a Replicate key
 * they are MiniMax's own; without one, eSpeak NG stands in with a variant of the same gender and
 * a pitch chosen to match the name, and the answer's note says so.
 */
const MINIMAX_VOICES: Array<
  [id: string, gender: 'female' | 'male', espeak: string, pitch: number]
> = [
  ['Wise_Woman', 'female', 'en-gb+f4', 42],
  ['Friendly_Person', 'male', 'en-us+m3', 52],
  ['Inspirational_girl', 'female', 'en-us+f2', 62],
  ['Deep_Voice_Man', 'male', 'en-us+m1', 28],
  ['Calm_Woman', 'female', 'en-gb+f1', 45],
  ['Casual_Guy', 'male', 'en-us+m2', 48],
  ['Lively_Girl', 'female', 'en-us+f5', 68],
  ['Patient_Man', 'male', 'en-gb+m4', 40],
  ['Young_Knight', 'male', 'en-gb+m6', 55],
  ['Determined_Man', 'male', 'en-us+m7', 44],
  ['Lovely_Girl', 'female', 'en-us+Annie', 64],
  ['Decent_Boy', 'male', 'en-us+m5', 58],
  ['Imposing_Manner', 'male', 'en-gb-x-rp+m8', 32],
  ['Elegant_Man', 'male', 'en-gb-x-rp+m2', 46],
  ['Abbess', 'female', 'en-gb+grandma', 38],
  ['Sweet_Girl_2', 'female', 'en-us+linda', 66],
  ['Exuberant_Girl', 'female', 'en-us+steph', 70],
];

/** The language MiniMax's language_boost names, as eSpeak's voice for it. */
export const BOOST_LANGUAGES: Record<Exclude<AudioLanguageBoost, 'None' | 'Automatic'>, string> = {
  English: 'en-us',
  Chinese: 'cmn',
  'Chinese,Yue': 'yue',
  Arabic: 'ar',
  Russian: 'ru',
  Spanish: 'es',
  French: 'fr-fr',
  Portuguese: 'pt-br',
  German: 'de',
  Turkish: 'tr',
  Dutch: 'nl',
  Ukrainian: 'uk',
  Vietnamese: 'vi',
  Indonesian: 'id',
  Japanese: 'ja',
  Italian: 'it',
  Korean: 'ko',
};

/** "English (America)" is grouped under "English". */
const languageOf = (name: string) => name.split(' (')[0] ?? name;

function buildLocalVoices(): VoiceDefinition[] {
  const voices: VoiceDefinition[] = [];
  for (const [code, name, gender] of ESPEAK_LANGUAGES) {
    voices.push({
      id: `espeak:${code}`,
      name: `${name} (eSpeak)`,
      language: languageOf(name),
      gender: gender === 'F' ? 'female' : 'male',
      engine: 'local',
      espeak: code,
      basePitch: 50,
    });
  }
  // A female and a second male voice for each language MiniMax boosts.
  for (const code of new Set(Object.values(BOOST_LANGUAGES))) {
    const language = ESPEAK_LANGUAGES.find(([c]) => c === code);
    if (!language) continue;
    for (const [variant, gender, label, pitch] of [
      ['f3', 'female', 'female', 60],
      ['m3', 'male', 'male 2', 45],
    ] as const) {
      voices.push({
        id: `espeak:${code}+${variant}`,
        name: `${language[1]}, ${label} (eSpeak)`,
        language: languageOf(language[1]),
        gender,
        engine: 'local',
        espeak: `${code}+${variant}`,
        basePitch: pitch,
      });
    }
  }
  return voices;
}

const LOCAL_VOICES = buildLocalVoices();

const minimaxVoices = (engine: EngineName): VoiceDefinition[] =>
  MINIMAX_VOICES.map(([id, gender, espeak, basePitch]) => ({
    id,
    name: id.replaceAll('_', ' '),
    language: 'English',
    gender,
    engine,
    espeak,
    basePitch,
  }));

/**
 * Every voice a user may pick: MiniMax's system voices, spoken by the engine that serves
 * voice-overs (MiniMax itself on Replicate, the operator's speech server, or eSpeak stand-ins),
 * then the speech server's own voices when it lists them, then eSpeak NG's voices for its 130
 * languages, which always run locally.
 */
export function voiceCatalogue(
  catalogueEngine: EngineName,
  serverVoices: VoiceDefinition[] = [],
): VoiceDefinition[] {
  return [...minimaxVoices(catalogueEngine), ...serverVoices, ...LOCAL_VOICES];
}
