import type { BUILDER_FIELDS } from './generation';

/**
 * The prompt builder's constants and its two free, local methods (spec part 1, sections 3, 4 and 9),
 * free of zod so the web app runs them in the browser and the server's local engine reuses them.
 * Options are written the way they read inside a prompt: lower case except names and acronyms.
 */

export type BuilderField = (typeof BUILDER_FIELDS)[number];
export type BuilderFields = Partial<Record<BuilderField, string | null>>;
export type PromptFormat = 'image' | 'video';

export interface OptionGroup {
  group: string;
  options: string[];
}

export type OptionListName =
  'style' | 'composition' | 'lighting' | 'colors' | 'mood' | 'quality' | 'material' | 'rendering';

const g = (group: string, options: string[]): OptionGroup => ({ group, options });

/** Spec: "about 35-60 options in groups" for each of these eight lists. */
export const BUILDER_OPTION_GROUPS: Record<OptionListName, OptionGroup[]> = {
  style: [
    g('Photography', [
      'photorealistic',
      'cinematic photography',
      'editorial photography',
      'street photography',
      'documentary photography',
      'fashion photography',
      'product photography',
      'macro photography',
      'analog film photography',
    ]),
    g('Painting and drawing', [
      'oil painting',
      'watercolor',
      'gouache',
      'ink wash',
      'charcoal sketch',
      'pencil drawing',
      'impressionist',
      'Art Nouveau',
      'Baroque',
      'ukiyo-e woodblock print',
    ]),
    g('Illustration and graphic', [
      'digital illustration',
      'concept art',
      'comic book',
      'anime',
      'manga',
      "children's book illustration",
      'flat vector',
      'line art',
      'pop art',
      'retro poster',
      'pixel art',
    ]),
    g('3D and craft', [
      '3D render',
      'claymation',
      'isometric 3D',
      'low poly',
      'papercraft',
      'voxel art',
      'collectible toy figure',
    ]),
    g('Movements and aesthetics', [
      'minimalist',
      'surrealism',
      'cyberpunk',
      'steampunk',
      'vaporwave',
      'synthwave',
      'dark fantasy',
      'Bauhaus',
      'Art Deco',
      'cottagecore',
      'solarpunk',
    ]),
  ],
  composition: [
    g('Shot size', [
      'extreme close-up',
      'close-up',
      'medium shot',
      'full-body shot',
      'wide shot',
      'extreme wide shot',
      'establishing shot',
    ]),
    g('Camera angle', [
      'eye level',
      'low angle',
      'high angle',
      "bird's-eye view",
      "worm's-eye view",
      'Dutch angle',
      'over-the-shoulder',
      'aerial view',
      'top-down flat lay',
    ]),
    g('Framing', [
      'rule of thirds',
      'centered composition',
      'symmetrical composition',
      'leading lines',
      'golden ratio',
      'frame within a frame',
      'negative space',
      'diagonal composition',
      'layered foreground and background',
    ]),
    g('Lens and focus', [
      'wide-angle lens',
      '35mm lens',
      '50mm lens',
      '85mm portrait lens',
      'telephoto compression',
      'fisheye lens',
      'macro lens',
      'tilt-shift miniature',
      'shallow depth of field',
      'deep focus',
    ]),
    g('Layout', [
      'isometric view',
      'split composition',
      'product hero shot',
      'panoramic',
      'vertical portrait framing',
      'copy space for text',
    ]),
  ],
  lighting: [
    g('Natural', [
      'golden hour light',
      'blue hour',
      'soft overcast light',
      'harsh midday sun',
      'dappled sunlight',
      'sunrise glow',
      'sunset backlight',
      'moonlight',
      'foggy diffused light',
      'window light',
    ]),
    g('Studio', [
      'soft studio lighting',
      'three-point lighting',
      'Rembrandt lighting',
      'butterfly lighting',
      'split lighting',
      'rim light',
      'high-key lighting',
      'low-key lighting',
      'softbox lighting',
      'ring light',
    ]),
    g('Dramatic and cinematic', [
      'cinematic lighting',
      'chiaroscuro',
      'volumetric light rays',
      'god rays',
      'silhouette backlighting',
      'spotlight',
      'film noir lighting',
      'anamorphic lens flare',
      'practical lights in frame',
    ]),
    g('Artificial and colored', [
      'neon glow',
      'candlelight',
      'firelight',
      'fairy lights',
      'bioluminescent glow',
      'colored gel lighting',
      'fluorescent light',
      'streetlights at night',
    ]),
  ],
  colors: [
    g('Warm and cool', [
      'warm tones',
      'cool tones',
      'earth tones',
      'autumn palette',
      'ocean blues',
      'forest greens',
      'sunset oranges and pinks',
    ]),
    g('Soft and muted', [
      'pastel colors',
      'muted colors',
      'desaturated',
      'soft neutrals',
      'beige and cream',
      'dusty rose and sage',
    ]),
    g('Bold and vibrant', [
      'vibrant colors',
      'neon colors',
      'high saturation',
      'primary colors',
      'complementary colors',
      'jewel tones',
      'candy colors',
      'rainbow spectrum',
    ]),
    g('Monochrome and limited', [
      'black and white',
      'monochrome blue',
      'sepia',
      'duotone',
      'limited palette',
      'black and gold',
      'all white',
      'metallic silver and chrome',
    ]),
    g('Cinematic grades', [
      'teal and orange',
      'Technicolor',
      'Kodak Portra tones',
      'bleach bypass',
      'cross-processed',
      'faded vintage film',
      'moody dark tones',
      'iridescent',
    ]),
  ],
  mood: [
    g('Calm', [
      'serene',
      'peaceful',
      'dreamy',
      'nostalgic',
      'cozy',
      'intimate',
      'meditative',
      'whimsical',
    ]),
    g('Joyful and energetic', [
      'joyful',
      'playful',
      'uplifting',
      'energetic',
      'triumphant',
      'romantic',
      'festive',
    ]),
    g('Dark and intense', [
      'mysterious',
      'melancholic',
      'eerie',
      'ominous',
      'dramatic',
      'tense',
      'lonely',
      'gritty',
    ]),
    g('Epic and awe', [
      'epic',
      'majestic',
      'awe-inspiring',
      'heroic',
      'otherworldly',
      'ethereal',
      'magical',
    ]),
    g('Refined', [
      'elegant',
      'luxurious',
      'calm and minimal',
      'sophisticated',
      'futuristic',
      'retro',
      'raw and authentic',
    ]),
  ],
  quality: [
    g('Detail', [
      'highly detailed',
      'ultra-detailed',
      'intricate details',
      'fine textures',
      'sharp focus',
      'crisp edges',
    ]),
    g('Resolution', ['4K', '8K', 'high resolution', 'UHD', 'HDR', 'large format']),
    g('Polish', [
      'masterpiece',
      'best quality',
      'award-winning',
      'professional',
      'magazine quality',
      'gallery-worthy',
      'museum quality',
    ]),
    g('Photographic', [
      'RAW photo',
      'film grain',
      'natural skin texture',
      'tack sharp',
      'clean exposure',
      'long exposure',
    ]),
    g('Clarity', [
      'clean composition',
      'no artifacts',
      'balanced exposure',
      'true-to-life colors',
      'accurate anatomy',
      'clean background',
    ]),
    g('Video', [
      'smooth motion',
      'stable footage',
      'consistent lighting',
      'temporal consistency',
      'cinematic 24 fps',
      'high frame rate',
    ]),
  ],
  material: [
    g('Metal', [
      'brushed steel',
      'polished chrome',
      'gold leaf',
      'copper patina',
      'hammered brass',
      'rusted iron',
      'anodized aluminum',
    ]),
    g('Stone and ceramic', [
      'marble',
      'travertine',
      'terrazzo',
      'raw concrete',
      'glazed ceramic',
      'porcelain',
      'granite',
    ]),
    g('Wood and natural', [
      'oak wood',
      'walnut',
      'bamboo',
      'cork',
      'rattan',
      'driftwood',
      'moss',
      'leather',
    ]),
    g('Fabric', ['velvet', 'silk', 'linen', 'wool knit', 'denim', 'satin', 'lace', 'tweed']),
    g('Glass and synthetic', [
      'frosted glass',
      'stained glass',
      'crystal',
      'iridescent acrylic',
      'glossy plastic',
      'matte rubber',
      'carbon fiber',
      'holographic foil',
      'liquid resin',
    ]),
    g('Elemental', ['paper', 'clay', 'wax', 'ice', 'water', 'smoke']),
  ],
  rendering: [
    g('Render engines', [
      'Octane render',
      'Unreal Engine 5',
      'Blender Cycles',
      'V-Ray',
      'Redshift',
      'Arnold render',
      'KeyShot',
      'Cinema 4D',
      'Houdini simulation',
    ]),
    g('Light simulation', [
      'ray tracing',
      'path tracing',
      'global illumination',
      'ambient occlusion',
      'subsurface scattering',
      'caustics',
      'volumetric fog',
      'physically based rendering',
    ]),
    g('Camera and film', [
      'shot on Canon EOS R5',
      'shot on Sony A7 IV',
      'shot on Hasselblad',
      'shot on iPhone',
      'shot on 35mm film',
      'Kodak Portra 400',
      'Fujifilm Velvia',
      'Polaroid',
      'Leica M6',
    ]),
    g('Stylized', [
      'cel shading',
      'toon shader',
      'clay render',
      'wireframe',
      'hand-painted textures',
      'watercolor shader',
      'voxel render',
      'low-poly render',
    ]),
    g('Post-processing', [
      'depth of field blur',
      'motion blur',
      'bloom',
      'chromatic aberration',
      'vignette',
      'color graded',
      'tilt-shift effect',
    ]),
  ],
};

/** Spec part 1, section 9: seven motion types, nine camera movements, six animation styles, five transitions. */
export const MOTION_TYPES = [
  'smooth and fluid',
  'slow motion',
  'fast-paced and dynamic',
  'time-lapse',
  'subtle ambient motion',
  'seamless loop',
  'rhythmic, beat-synced',
] as const;

export const CAMERA_MOVEMENTS = [
  'static shot',
  'slow pan',
  'tilt up',
  'zoom in',
  'zoom out',
  'dolly in',
  'tracking shot',
  'orbit around the subject',
  'crane shot',
] as const;

export const ANIMATION_STYLES = [
  'realistic',
  'cinematic live action',
  '3D animation',
  '2D hand-drawn animation',
  'anime',
  'stop motion',
] as const;

export const TRANSITIONS = ['hard cut', 'crossfade', 'fade to black', 'morph', 'whip pan'] as const;

export const VIDEO_DURATIONS = [
  { value: 'short', label: 'Short (3-5 seconds)', seconds: '3-5 seconds' },
  { value: 'medium', label: 'Medium (10-15 seconds)', seconds: '10-15 seconds' },
  { value: 'long', label: 'Long (30+ seconds)', seconds: '30+ seconds' },
] as const;

export interface MediaPlatform {
  value: string;
  label: string;
  models: { value: string; label: string }[];
}

const platform = (value: string, label: string, models: [string, string][]): MediaPlatform => ({
  value,
  label,
  models: models.map(([v, l]) => ({ value: v, label: l })),
});

/**
 * The platforms a built prompt targets, per format; the first of each list (and its first model)
 * is what a format change resets to. Labels match the prompt library's tool names.
 */
export const PROMPT_MEDIA_PLATFORMS: Record<PromptFormat, MediaPlatform[]> = {
  image: [
    platform('midjourney', 'Midjourney', [
      ['v7', 'Midjourney V7'],
      ['v6.1', 'Midjourney V6.1'],
      ['niji-6', 'Niji 6 (anime)'],
    ]),
    platform('dall-e-3', 'DALL-E 3', [
      ['dall-e-3-hd', 'DALL-E 3 (HD)'],
      ['dall-e-3-standard', 'DALL-E 3 (standard)'],
    ]),
    platform('stable-diffusion-xl', 'Stable Diffusion XL', [
      ['sdxl-1.0', 'SDXL 1.0'],
      ['sdxl-turbo', 'SDXL Turbo'],
      ['sdxl-lightning', 'SDXL Lightning'],
    ]),
    platform('flux', 'Flux', [
      ['flux-1.1-pro', 'FLUX1.1 [pro]'],
      ['flux-1.1-pro-ultra', 'FLUX1.1 [pro] Ultra'],
      ['flux-1-dev', 'FLUX.1 [dev]'],
      ['flux-1-schnell', 'FLUX.1 [schnell]'],
    ]),
    platform('leonardo-ai', 'Leonardo AI', [
      ['phoenix', 'Leonardo Phoenix'],
      ['kino-xl', 'Leonardo Kino XL'],
      ['lightning-xl', 'Leonardo Lightning XL'],
    ]),
    platform('ideogram', 'Ideogram', [
      ['ideogram-3', 'Ideogram 3.0'],
      ['ideogram-2', 'Ideogram 2.0'],
    ]),
    platform('adobe-firefly', 'Adobe Firefly', [
      ['firefly-image-4', 'Firefly Image 4'],
      ['firefly-image-3', 'Firefly Image 3'],
    ]),
    platform('google-imagen', 'Google Imagen', [
      ['imagen-4', 'Imagen 4'],
      ['imagen-3', 'Imagen 3'],
    ]),
    platform('playground', 'Playground', [
      ['playground-v3', 'Playground v3'],
      ['playground-v2.5', 'Playground v2.5'],
    ]),
    platform('krea', 'Krea', [
      ['krea-1', 'Krea 1'],
      ['krea-realtime', 'Krea Realtime'],
    ]),
    platform('recraft', 'Recraft', [
      ['recraft-v3', 'Recraft V3'],
      ['recraft-v3-vector', 'Recraft V3 (vector)'],
    ]),
  ],
  video: [
    platform('runway-gen-3', 'Runway Gen-3', [
      ['gen-3-alpha', 'Gen-3 Alpha'],
      ['gen-3-alpha-turbo', 'Gen-3 Alpha Turbo'],
    ]),
    platform('sora', 'Sora', [
      ['sora-2', 'Sora 2'],
      ['sora-2-pro', 'Sora 2 Pro'],
    ]),
    platform('google-veo', 'Google Veo', [
      ['veo-3', 'Veo 3'],
      ['veo-3-fast', 'Veo 3 Fast'],
      ['veo-2', 'Veo 2'],
    ]),
    platform('kling', 'Kling', [
      ['kling-2.1-master', 'Kling 2.1 Master'],
      ['kling-2.1', 'Kling 2.1'],
      ['kling-1.6', 'Kling 1.6'],
    ]),
    platform('luma-dream-machine', 'Luma Dream Machine', [
      ['ray-2', 'Ray2'],
      ['ray-2-flash', 'Ray2 Flash'],
    ]),
    platform('pika', 'Pika', [
      ['pika-2.2', 'Pika 2.2'],
      ['pika-1.5', 'Pika 1.5'],
    ]),
    platform('hailuo-minimax', 'Hailuo (MiniMax)', [
      ['hailuo-02', 'Hailuo 02'],
      ['t2v-01-director', 'T2V-01 Director'],
    ]),
    platform('pixverse', 'PixVerse', [
      ['pixverse-v4.5', 'PixVerse V4.5'],
      ['pixverse-v4', 'PixVerse V4'],
    ]),
    platform('haiper', 'Haiper', [
      ['haiper-2.0', 'Haiper 2.0'],
      ['haiper-1.5', 'Haiper 1.5'],
    ]),
    platform('vidu', 'Vidu', [
      ['vidu-q1', 'Vidu Q1'],
      ['vidu-2.0', 'Vidu 2.0'],
    ]),
    platform('genmo-mochi', 'Genmo Mochi', [['mochi-1', 'Mochi 1']]),
    platform('wan', 'Wan', [
      ['wan-2.2', 'Wan 2.2'],
      ['wan-2.1-14b', 'Wan 2.1 14B'],
    ]),
    platform('ltx-video', 'LTX Video', [
      ['ltxv-13b', 'LTX-Video 13B'],
      ['ltxv-2b', 'LTX-Video 2B'],
    ]),
    platform('stable-video-diffusion', 'Stable Video Diffusion', [
      ['svd-xt', 'SVD-XT (25 frames)'],
      ['svd', 'SVD (14 frames)'],
    ]),
    platform('hunyuan-video', 'Hunyuan Video', [['hunyuan-video', 'HunyuanVideo']]),
  ],
};

// ---- Joining the fields ------------------------------------------------------------------------

const clean = (value: string | null | undefined): string =>
  (value ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s,.;:]+$/, '');

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A chosen option reads as a phrase: "watercolor" becomes "watercolor style", unless it says so. */
const PHRASES: Partial<Record<BuilderField, { keep: RegExp; phrase: (v: string) => string }>> = {
  background: {
    keep: /background|backdrop|setting|scene|environment|^(in|on|at|against|under|over|inside|with|by|near|behind|among|amid|beneath|surrounded)\b/i,
    phrase: (v) => `${v} background`,
  },
  style: {
    keep: /style|\bart\b|aesthetic|photograph|painting|illustration|render|drawing|sketch|print|realistic|surrealism|minimalist|impressionist/i,
    phrase: (v) => `${v} style`,
  },
  lighting: {
    keep: /light|\blit\b|glow|\bsun|shadow|chiaroscuro|flare|rays|hour|moon|candle|fire|spot/i,
    phrase: (v) => `${v} lighting`,
  },
  colors: {
    keep: /colou?r|palette|tones?\b|\bhues?\b|chrome|saturat|monochrom|white|black|sepia|duotone|technicolor|iridescent|pastel|grade|bypass|processed|film|blues|greens|oranges|pinks|neutrals/i,
    phrase: (v) => `${v} color palette`,
  },
  mood: {
    keep: /mood|atmosphere|feel|vibe|ambien/i,
    phrase: (v) => `${v} atmosphere`,
  },
  material: {
    keep: /texture|material|surface|finish|made of/i,
    phrase: (v) => `${v} texture`,
  },
};

function phrase(fields: BuilderFields, field: BuilderField): string {
  const value = clean(fields[field]);
  const rule = PHRASES[field];
  if (!value || !rule) return value;
  return rule.keep.test(value) ? value : rule.phrase(value);
}

/** Comma list without blanks or repeats (case-insensitive). */
function list(parts: string[]): string {
  const seen = new Set<string>();
  return parts
    .filter((part) => {
      const key = part.toLowerCase();
      if (!part || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .join(', ');
}

function durationText(value: string): string {
  const known = VIDEO_DURATIONS.find(
    (d) => d.value === value.toLowerCase() || d.label.toLowerCase() === value.toLowerCase(),
  );
  return known ? known.seconds : value;
}

/**
 * The builder's fields as one prompt: the subject first, then its details and setting, then the
 * look (style, framing, light, colour, mood, material, rendering) and the quality terms last. A
 * video prompt is written in short sentences with the shot, camera, motion, animation style,
 * transition and duration. Blank fields are skipped; video fields are ignored for an image.
 */
export function buildPromptFromFields(fields: BuilderFields, format: PromptFormat): string {
  const core = list([
    phrase(fields, 'subject'),
    phrase(fields, 'details'),
    phrase(fields, 'background'),
  ]);
  if (format === 'image') {
    const parts = [
      core,
      ...(
        [
          'style',
          'composition',
          'lighting',
          'colors',
          'mood',
          'material',
          'rendering',
          'quality',
        ] as const
      ).map((field) => phrase(fields, field)),
    ];
    return capitalise(list(parts));
  }
  const look = list(
    (['style', 'lighting', 'colors', 'mood', 'material', 'rendering'] as const).map((field) =>
      phrase(fields, field),
    ),
  );
  const duration = clean(fields.duration);
  const sentences: [string, string][] = [
    ['', core],
    ['Shot', phrase(fields, 'composition')],
    ['Camera', clean(fields.cameraMovement)],
    ['Motion', clean(fields.motionType)],
    ['Animation style', clean(fields.animationStyle)],
    ['Look', look],
    ['Transitions', clean(fields.transitions)],
    ['Duration', duration && durationText(duration)],
    ['Quality', phrase(fields, 'quality')],
  ];
  return sentences
    .filter(([, text]) => text)
    .map(([label, text]) => (label ? `${label}: ${text}.` : `${capitalise(text)}.`))
    .join(' ');
}

// ---- The free enhancer -------------------------------------------------------------------------

export interface EnhancerKind {
  kind: 'quality' | 'technical' | 'style' | 'composition';
  terms: readonly string[];
  /** A word of this kind already in the text: then the enhancer adds none of this kind. */
  similar: RegExp;
}

/**
 * Spec part 1, section 9: the enhancer appends a quality modifier, a technical term, a style keyword
 * and a composition term, each unless the text already has a similar word. "Similar" is any term of
 * the list or a word of the same family (detail, lens, style, shot...), matched case-insensitively.
 */
export const ENHANCER_KINDS: readonly EnhancerKind[] = [
  {
    kind: 'quality',
    terms: [
      'highly detailed',
      'ultra-detailed',
      'intricate details',
      'sharp focus',
      'masterpiece',
      'best quality',
      '8K resolution',
      'professional quality',
    ],
    similar:
      /\b(detail\w*|quality|masterpiece|sharp\w*|crisp|[48]k|uhd|hd|hi-?res|high[- ]resolution|award[- ]winning)\b/i,
  },
  {
    kind: 'technical',
    terms: [
      '85mm lens',
      'shallow depth of field',
      'f/1.8 aperture',
      'ray tracing',
      'global illumination',
      'HDR',
      'volumetric lighting',
      'long exposure',
    ],
    similar:
      /\b\d+\s?mm\b|\blens\w*|\baperture|\bf\/\d|depth of field|\bbokeh|\bexposure|\biso\s?\d|\bshutter|ray[- ]trac\w*|global illumination|\bhdr\b|\boctane|unreal engine|\bvolumetric|\brender\w*/i,
  },
  {
    kind: 'style',
    terms: [
      'cinematic',
      'photorealistic',
      'hyperrealistic',
      'editorial',
      'concept art',
      'fine art',
      'dramatic',
      'award-winning photography',
    ],
    similar:
      /\b(cinematic|photo-?realistic|hyper-?realistic|realistic|editorial|style|illustration|painting|art|artwork|anime|manga|photograph\w*|watercolou?r|sketch|drawing|cartoon|3d|dramatic)\b/i,
  },
  {
    kind: 'composition',
    terms: [
      'rule of thirds',
      'centered composition',
      'dynamic angle',
      'wide shot',
      'close-up',
      'symmetrical composition',
      'leading lines',
      'golden ratio',
    ],
    similar:
      /\b(composition|rule of thirds|shot|close-?up|angle|framing|framed|symmetr\w*|cent(er|re)d|leading lines|golden ratio|view|perspective|wide|macro|overhead|aerial|flat lay)\b/i,
  },
];

/**
 * Appends one term of each kind the text lacks, chosen with `random` (deterministic for a given
 * one). Running it again on its own result changes nothing, since every kind is then present.
 */
export function enhancePrompt(text: string, random: () => number = Math.random): string {
  const base = text.trim().replace(/[\s,;]+$/, '');
  if (!base) return text;
  const added: string[] = [];
  for (const { terms, similar } of ENHANCER_KINDS) {
    if (similar.test([base, ...added].join(', '))) continue;
    const index = Math.min(terms.length - 1, Math.max(0, Math.floor(random() * terms.length)));
    added.push(terms[index]);
  }
  return added.length ? `${base.replace(/\.$/, '')}, ${added.join(', ')}` : base;
}
