import type { ImageTier } from '@atelier/contract';

/** The engines an ENGINE_* variable may name (config.ts). */
export const ENGINE_CHOICES = [
  'comfyui',
  'a1111',
  'images',
  'speech',
  'replicate',
  'local',
] as const;

/** An engine a tool can be served by (issue 36): a self-hosted server, Replicate, or local. */
export type EngineChoice = (typeof ENGINE_CHOICES)[number];

/** The variables of config.ts that decide which engine serves a tool. */
type Settings = Partial<
  Record<
    'COMFYUI_URL' | 'A1111_URL' | 'IMAGES_BASE_URL' | 'SPEECH_BASE_URL' | 'REPLICATE_API_TOKEN',
    string
  > &
    Record<
      | 'ENGINE_IMAGE_FREE'
      | 'ENGINE_IMAGE_ULTRA'
      | 'ENGINE_IMAGE_ULTRA_PRO'
      | 'ENGINE_REIMAGINE_IMAGE'
      | 'ENGINE_VIDEO'
      | 'ENGINE_VOICE',
      EngineChoice
    >
>;

type Tool = 'image' | 'video' | 'voice';

/** What can serve each kind of tool; the order is the default's preference, first configured wins. */
const SERVES: Record<Tool, EngineChoice[]> = {
  image: ['comfyui', 'a1111', 'images', 'replicate', 'local'],
  video: ['comfyui', 'replicate', 'local'],
  voice: ['speech', 'replicate', 'local'],
};

/** The variable that makes an engine available; local needs none. */
const NEEDS: Record<EngineChoice, keyof Settings | null> = {
  comfyui: 'COMFYUI_URL',
  a1111: 'A1111_URL',
  images: 'IMAGES_BASE_URL',
  speech: 'SPEECH_BASE_URL',
  replicate: 'REPLICATE_API_TOKEN',
  local: null,
};

/** Each ENGINE_* variable and the kind of tool it sets. */
const SETTINGS = {
  ENGINE_IMAGE_FREE: 'image',
  ENGINE_IMAGE_ULTRA: 'image',
  ENGINE_IMAGE_ULTRA_PRO: 'image',
  ENGINE_REIMAGINE_IMAGE: 'image',
  ENGINE_VIDEO: 'video',
  ENGINE_VOICE: 'voice',
} as const satisfies Partial<Record<keyof Settings, Tool>>;

const IMAGE_SETTING: Record<ImageTier, keyof typeof SETTINGS> = {
  free: 'ENGINE_IMAGE_FREE',
  ultra: 'ENGINE_IMAGE_ULTRA',
  ultra_pro: 'ENGINE_IMAGE_ULTRA_PRO',
};

export interface EngineChoices {
  image(tier: ImageTier): EngineChoice;
  /** Reimagine's image tools. */
  reimagineImage(): EngineChoice;
  /** Every video tier. */
  video(): EngineChoice;
  /** Voice-overs. */
  voice(): EngineChoice;
}

const configured = (settings: Settings, engine: EngineChoice) => {
  const needed = NEEDS[engine];
  return needed === null || Boolean(settings[needed]);
};

/**
 * The one place that decides which engine serves a tool: the explicit setting
 * (`ENGINE_IMAGE_ULTRA=comfyui`) when there is one, else the first configured of a self-hosted
 * server, Replicate, the local engine. The tools never know which engine serves them.
 */
export function chooseEngines(settings: Settings): EngineChoices {
  const pick = (variable: keyof typeof SETTINGS) =>
    settings[variable] ??
    SERVES[SETTINGS[variable]].find((engine) => configured(settings, engine)) ??
    'local';
  return {
    image: (tier) => pick(IMAGE_SETTING[tier]),
    reimagineImage: () => pick('ENGINE_REIMAGINE_IMAGE'),
    video: () => pick('ENGINE_VIDEO'),
    voice: () => pick('ENGINE_VOICE'),
  };
}

/**
 * An explicit setting naming an engine that cannot serve the tool or is not configured: refused
 * at start (config.ts).
 */
export function engineSettingProblems(
  settings: Settings,
): { variable: keyof Settings; message: string }[] {
  return Object.entries(SETTINGS).flatMap(([name, tool]) => {
    const variable = name as keyof typeof SETTINGS;
    const engine = settings[variable];
    if (!engine) return [];
    if (!SERVES[tool].includes(engine)) {
      const message = `names ${engine}, which cannot serve ${tool === 'image' ? 'images' : `${tool}s`}: choose one of ${SERVES[tool].join(', ')}`;
      return [{ variable, message }];
    }
    if (configured(settings, engine)) return [];
    return [{ variable, message: `names ${engine}, which needs ${NEEDS[engine]} to be set` }];
  });
}
