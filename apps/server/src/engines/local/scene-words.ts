/**
 * The words the local renderer understands, by what they make it paint. A word may count for
 * several subjects ("harbour" is sea and city). Only whole words match.
 */

export const SUBJECTS = [
  'mountains',
  'hills',
  'sea',
  'waves',
  'city',
  'forest',
  'desert',
  'flowers',
  'sun',
  'moon',
  'stars',
  'clouds',
  'aurora',
  'birds',
  'space',
  'portrait',
  'cat',
  'dog',
  'product',
  'rain',
  'snow',
  'geometric',
  'abstract',
] as const;
export type Subject = (typeof SUBJECTS)[number];

/** Subjects that make an outdoor scene: land to stand on, and what is seen in the sky. */
export const LAND: Subject[] = ['mountains', 'hills', 'sea', 'city', 'forest', 'desert', 'flowers'];
export const SKY: Subject[] = ['sun', 'moon', 'stars', 'clouds', 'aurora', 'birds', 'rain', 'snow'];

export const MOODS = [
  'calm',
  'dark',
  'vibrant',
  'warm',
  'cold',
  'dreamy',
  'pastel',
  'neon',
  'misty',
  'minimal',
] as const;
export type Mood = (typeof MOODS)[number];

const WORDS_BY_SUBJECT: Record<Subject, string[]> = {
  mountains: [
    'mountain',
    'mountains',
    'peak',
    'peaks',
    'alps',
    'alpine',
    'cliff',
    'cliffs',
    'volcano',
    'range',
    'landscape',
    'canyon',
  ],
  hills: [
    'hill',
    'hills',
    'meadow',
    'meadows',
    'field',
    'fields',
    'valley',
    'countryside',
    'landscape',
  ],
  sea: [
    'sea',
    'ocean',
    'oceans',
    'beach',
    'coast',
    'shore',
    'lake',
    'water',
    'bay',
    'harbor',
    'harbour',
    'island',
    'seascape',
    'wave',
    'waves',
    'surf',
  ],
  city: [
    'harbor',
    'harbour',
    'city',
    'cities',
    'skyline',
    'building',
    'buildings',
    'urban',
    'downtown',
    'metropolis',
    'town',
    'skyscraper',
    'skyscrapers',
    'street',
    'cyberpunk',
  ],
  waves: ['wave', 'waves', 'surf'],
  forest: ['forest', 'forests', 'tree', 'trees', 'woods', 'woodland', 'jungle', 'pine', 'pines'],
  desert: ['desert', 'dune', 'dunes', 'sand', 'sahara', 'canyon'],
  flowers: [
    'flower',
    'flowers',
    'garden',
    'bloom',
    'blooms',
    'blossom',
    'blossoms',
    'floral',
    'tulips',
    'petals',
  ],
  sun: ['sun', 'sunny', 'sunshine', 'sunset', 'sunrise'],
  moon: ['moon', 'moonlit', 'moonlight', 'night'],
  stars: ['night', 'stars', 'star', 'starry', 'starlight', 'aurora'],
  clouds: ['cloud', 'clouds', 'cloudy', 'sky', 'overcast', 'rain', 'rainy', 'storm', 'stormy'],
  aurora: ['aurora'],
  birds: ['bird', 'birds', 'seagull', 'seagulls', 'eagle', 'flock'],
  space: [
    'space',
    'galaxy',
    'nebula',
    'cosmic',
    'cosmos',
    'universe',
    'planet',
    'planets',
    'astronaut',
  ],
  portrait: [
    'astronaut',
    'portrait',
    'person',
    'people',
    'woman',
    'man',
    'girl',
    'boy',
    'face',
    'character',
    'figure',
    'warrior',
    'hero',
    'queen',
    'king',
    'lady',
    'child',
    'selfie',
  ],
  cat: ['cat', 'cats', 'kitten', 'kitty'],
  dog: ['dog', 'dogs', 'puppy', 'pup'],
  product: ['product', 'bottle', 'perfume', 'packshot', 'cosmetic', 'cosmetics', 'jar', 'serum'],
  rain: ['rain', 'rainy', 'storm', 'stormy'],
  snow: ['snow', 'snowy', 'snowfall', 'blizzard'],
  geometric: ['geometric', 'geometry', 'shapes', 'polygons', 'bauhaus'],
  abstract: ['abstract', 'pattern', 'fluid'],
};

const WORDS_BY_MOOD: Record<Mood, string[]> = {
  calm: ['calm', 'serene', 'peaceful', 'tranquil', 'gentle', 'quiet', 'soft'],
  dark: ['dark', 'moody', 'gloomy', 'noir', 'ominous', 'mysterious', 'gothic', 'stormy'],
  vibrant: ['vibrant', 'vivid', 'bright', 'colorful', 'colourful', 'bold', 'saturated'],
  warm: ['warm', 'cozy', 'cosy'],
  cold: ['cold', 'cool', 'icy', 'frozen', 'winter', 'frosty', 'snowy'],
  dreamy: ['dreamy', 'ethereal', 'magical', 'fantasy', 'whimsical', 'soft'],
  pastel: ['pastel', 'pastels'],
  neon: ['neon', 'cyberpunk', 'synthwave', 'vaporwave'],
  misty: ['misty', 'mist', 'foggy', 'fog', 'haze', 'hazy'],
  minimal: ['minimal', 'minimalist', 'simple'],
};

function byWord<T extends string>(table: Record<T, string[]>): Map<string, T[]> {
  const index = new Map<string, T[]>();
  for (const [key, words] of Object.entries(table) as Array<[T, string[]]>)
    for (const word of words) index.set(word, [...(index.get(word) ?? []), key]);
  return index;
}

export const SUBJECTS_BY_WORD = byWord(WORDS_BY_SUBJECT);
export const MOODS_BY_WORD = byWord(WORDS_BY_MOOD);

export const GOLDEN_WORDS = new Set(['sunset', 'sunrise', 'dusk', 'dawn', 'twilight', 'evening']);
export const NIGHT_WORDS = new Set([
  'night',
  'midnight',
  'nighttime',
  'moon',
  'moonlit',
  'moonlight',
  'starry',
  'stars',
  'nocturnal',
  'aurora',
]);
