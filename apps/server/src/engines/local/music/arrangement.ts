import type { MusicParameters } from '@atelier/contract';

/** A seeded generator (mulberry32): the same seed gives the same piece. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable number from text, for a prompt without a seed. */
export function hashText(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

export type Drums = 'four' | 'pop' | 'rock' | 'hiphop' | 'jazz' | 'halftime' | 'reggae' | 'none';
export type Timbre = 'piano' | 'strings' | 'organ' | 'synth' | 'pluck' | 'bell' | 'lead' | 'flute';
export type BassTimbre = 'sub' | 'pluck' | 'synth';

export interface Genre {
  name: string;
  bpm: number;
  drums: Drums;
  chords: Timbre;
  lead: Timbre;
  bass: BassTimbre;
  /** Swing of off-beat eighths, 0 (straight) to 0.33 (triplet). */
  swing: number;
  /** Scale degrees (0 = tonic) of 4-bar progressions that suit the genre. */
  progressions: number[][];
  words: string[];
}

const POP_PROGRESSIONS = [
  [0, 4, 5, 3],
  [5, 3, 0, 4],
  [0, 5, 3, 4],
  [0, 3, 4, 3],
];

export const GENRES: Genre[] = [
  {
    name: 'electronic',
    bpm: 124,
    drums: 'four',
    chords: 'synth',
    lead: 'lead',
    bass: 'synth',
    swing: 0,
    progressions: [
      [5, 3, 0, 4],
      [0, 0, 5, 3],
      [5, 4, 3, 4],
    ],
    words: [
      'electronic',
      'edm',
      'house',
      'techno',
      'dance',
      'trance',
      'synth',
      'club',
      'disco',
      'synthwave',
    ],
  },
  {
    name: 'rock',
    bpm: 122,
    drums: 'rock',
    chords: 'organ',
    lead: 'lead',
    bass: 'pluck',
    swing: 0,
    progressions: [
      [0, 3, 4, 3],
      [0, 6, 3, 0],
      [0, 4, 5, 3],
    ],
    words: ['rock', 'metal', 'punk', 'grunge', 'guitar', 'indie', 'garage'],
  },
  {
    name: 'jazz',
    bpm: 104,
    drums: 'jazz',
    chords: 'piano',
    lead: 'flute',
    bass: 'pluck',
    swing: 0.22,
    progressions: [
      [1, 4, 0, 0],
      [0, 5, 1, 4],
      [2, 5, 1, 4],
    ],
    words: ['jazz', 'swing', 'bebop', 'lounge', 'smooth', 'bossa', 'blues', 'saxophone', 'sax'],
  },
  {
    name: 'hiphop',
    bpm: 88,
    drums: 'hiphop',
    chords: 'piano',
    lead: 'bell',
    bass: 'sub',
    swing: 0.12,
    progressions: [
      [0, 5, 3, 4],
      [5, 5, 3, 4],
      [0, 0, 3, 3],
    ],
    words: ['hip', 'hop', 'hiphop', 'rap', 'trap', 'boom', 'beat', 'lofi', 'lo-fi'],
  },
  {
    name: 'reggae',
    bpm: 76,
    drums: 'reggae',
    chords: 'organ',
    lead: 'pluck',
    bass: 'sub',
    swing: 0.08,
    progressions: [
      [0, 3, 0, 4],
      [0, 5, 3, 4],
    ],
    words: ['reggae', 'dub', 'ska', 'island', 'caribbean'],
  },
  {
    name: 'folk',
    bpm: 100,
    drums: 'halftime',
    chords: 'pluck',
    lead: 'flute',
    bass: 'pluck',
    swing: 0,
    progressions: [
      [0, 3, 0, 4],
      [0, 4, 5, 3],
      [0, 3, 4, 0],
    ],
    words: ['folk', 'acoustic', 'country', 'campfire', 'celtic', 'bluegrass', 'ukulele'],
  },
  {
    name: 'orchestral',
    bpm: 84,
    drums: 'none',
    chords: 'strings',
    lead: 'bell',
    bass: 'sub',
    swing: 0,
    progressions: [
      [0, 5, 3, 4],
      [5, 3, 0, 4],
      [0, 3, 5, 4],
    ],
    words: [
      'classical',
      'orchestral',
      'orchestra',
      'cinematic',
      'epic',
      'film',
      'score',
      'strings',
      'violin',
      'trailer',
    ],
  },
  {
    name: 'piano',
    bpm: 78,
    drums: 'none',
    chords: 'piano',
    lead: 'piano',
    bass: 'sub',
    swing: 0,
    progressions: POP_PROGRESSIONS,
    words: ['piano', 'ballad', 'romantic', 'lullaby'],
  },
  {
    name: 'ambient',
    bpm: 70,
    drums: 'none',
    chords: 'strings',
    lead: 'bell',
    bass: 'sub',
    swing: 0,
    progressions: [
      [0, 3, 5, 3],
      [0, 5, 3, 0],
    ],
    words: ['ambient', 'meditation', 'drone', 'space', 'spa', 'sleep', 'atmospheric', 'new age'],
  },
  {
    name: 'pop',
    bpm: 112,
    drums: 'pop',
    chords: 'piano',
    lead: 'lead',
    bass: 'synth',
    swing: 0,
    progressions: POP_PROGRESSIONS,
    words: ['pop', 'catchy', 'radio', 'anthem', 'commercial', 'jingle', 'upbeat'],
  },
];

const MAJOR_WORDS = [
  'happy',
  'uplifting',
  'bright',
  'joyful',
  'cheerful',
  'sunny',
  'summer',
  'fun',
  'hopeful',
  'triumphant',
  'playful',
  'love',
  'positive',
];
const MINOR_WORDS = [
  'sad',
  'dark',
  'melancholic',
  'melancholy',
  'moody',
  'somber',
  'sombre',
  'mysterious',
  'tense',
  'night',
  'haunting',
  'lonely',
  'suspense',
  'horror',
  'minor',
];
const CALM_WORDS = [
  'calm',
  'relaxing',
  'relaxed',
  'peaceful',
  'soft',
  'gentle',
  'chill',
  'slow',
  'mellow',
  'quiet',
  'dreamy',
  'lofi',
  'lo-fi',
];
const ENERGY_WORDS = [
  'energetic',
  'fast',
  'intense',
  'driving',
  'powerful',
  'aggressive',
  'hype',
  'party',
  'action',
  'workout',
  'upbeat',
  'exciting',
];

export interface Arrangement {
  genre: Genre;
  bpm: number;
  /** MIDI note of the key's tonic (around C3). */
  tonic: number;
  minor: boolean;
  progression: number[];
  /** 0.3 (sparse) to 1 (busy). */
  density: number;
  stereo: boolean;
  /** Pads and chords are left out by the small models. */
  layers: { chords: boolean; lead: boolean; bass: boolean; drums: boolean };
  melody: { leapiness: number; range: number; nucleus: number; chordPull: number };
  /** What the prompt's words chose, for the answer's note. */
  heard: string[];
}

const wordsOf = (prompt: string) => prompt.toLowerCase().match(/[a-z][a-z-]*/g) ?? [];

/** Tempo, key, mode, genre and density from the prompt's words, the rest from the seed. */
export function arrange(
  prompt: string,
  parameters: MusicParameters,
  random: () => number,
): Arrangement {
  const words = wordsOf(prompt);
  const has = (list: string[]) => words.filter((word) => list.includes(word));
  const scored = GENRES.map((genre) => ({ genre, hits: has(genre.words) }));
  const best = scored.reduce((a, b) => (b.hits.length > a.hits.length ? b : a));
  const genre = best.hits.length > 0 ? best.genre : GENRES[Math.floor(random() * GENRES.length)];
  const major = has(MAJOR_WORDS);
  const minorWords = has(MINOR_WORDS);
  const calm = has(CALM_WORDS);
  const energy = has(ENERGY_WORDS);
  const minor = minorWords.length > major.length ? true : major.length > 0 ? false : random() < 0.4;
  const explicit = /(\d{2,3})\s*bpm/.exec(prompt.toLowerCase());
  let bpm = genre.bpm * (1 + (random() - 0.5) * 0.08);
  if (calm.length > energy.length) bpm *= 0.85;
  if (energy.length > calm.length) bpm *= 1.15;
  if (explicit) bpm = Number(explicit[1]);
  bpm = Math.min(180, Math.max(50, Math.round(bpm)));
  const density = Math.min(1, Math.max(0.3, 0.65 + 0.12 * (energy.length - calm.length)));
  const progression = genre.progressions[Math.floor(random() * genre.progressions.length)];
  const version = parameters.model_version;
  const small = version === 'small';
  return {
    genre,
    bpm,
    tonic: 48 + Math.floor(random() * 12),
    minor,
    progression,
    density,
    stereo: version.startsWith('stereo'),
    layers: { chords: !small, lead: true, bass: true, drums: genre.drums !== 'none' },
    melody: {
      // MusicGen's sampling controls, read as the composer's: temperature -> how far and how
      // often the tune leaps; top_k -> how many scale steps it may reach (0 = no limit);
      // top_p -> keep only the likeliest notes (0 = off); guidance -> pull towards chord tones.
      leapiness: parameters.temperature / 1.5,
      range:
        parameters.top_k === 0
          ? 14
          : Math.max(2, Math.min(14, Math.round((parameters.top_k / 250) * 7))),
      nucleus: parameters.top_p === 0 ? 1 : Math.max(0.05, parameters.top_p),
      chordPull: parameters.classifier_free_guidance / 3,
    },
    heard: [
      best.hits.length > 0
        ? `${genre.name} (from "${best.hits[0]}")`
        : `${genre.name} (no genre named)`,
      minor ? 'minor key' : 'major key',
      `${bpm} bpm`,
    ],
  };
}
