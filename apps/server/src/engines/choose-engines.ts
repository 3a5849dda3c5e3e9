import type { ImageTier } from '@atelier/contract';
import type { ENGINE_CHOICES, Env } from '../config';

/** An engine a tool can be served by (issue 36): a self-hosted server, Replicate, or local. */
export type EngineChoice = (typeof ENGINE_CHOICES)[number];

type Settings = Pick<
  Env,
  | 'A1111_URL'
  | 'IMAGES_BASE_URL'
  | 'REPLICATE_API_TOKEN'
  | 'ENGINE_IMAGE_FREE'
  | 'ENGINE_IMAGE_ULTRA'
  | 'ENGINE_IMAGE_ULTRA_PRO'
  | 'ENGINE_REIMAGINE_IMAGE'
>;

/** What each engine can serve; the order is the default's preference, first configured wins. */
const IMAGE_ENGINES: EngineChoice[] = ['a1111', 'images', 'replicate', 'local'];

/** The variable that makes an engine available; local needs none. */
const NEEDS: Record<EngineChoice, keyof Settings | null> = {
  a1111: 'A1111_URL',
  images: 'IMAGES_BASE_URL',
  replicate: 'REPLICATE_API_TOKEN',
  local: null,
};

const IMAGE_SETTING: Record<ImageTier, keyof Settings> = {
  free: 'ENGINE_IMAGE_FREE',
  ultra: 'ENGINE_IMAGE_ULTRA',
  ultra_pro: 'ENGINE_IMAGE_ULTRA_PRO',
};

export interface EngineChoices {
  image(tier: ImageTier): EngineChoice;
  /** Reimagine's image tools. */
  reimagineImage(): EngineChoice;
}

const configured = (settings: Settings, engine: EngineChoice) => {
  const needed = NEEDS[engine];
  return needed === null || Boolean(settings[needed]);
};

/**
 * The one place that decides which engine serves a tool: the explicit setting
 * (`ENGINE_IMAGE_ULTRA=a1111`) when there is one, else the first configured of a self-hosted
 * server, Replicate, the local engine. The tools never know which engine serves them.
 */
export function chooseEngines(settings: Settings): EngineChoices {
  const pick = (explicit: EngineChoice | undefined, engines: EngineChoice[]) =>
    explicit ?? engines.find((engine) => configured(settings, engine)) ?? 'local';
  return {
    image: (tier) => pick(settings[IMAGE_SETTING[tier]] as EngineChoice | undefined, IMAGE_ENGINES),
    reimagineImage: () => pick(settings.ENGINE_REIMAGINE_IMAGE, IMAGE_ENGINES),
  };
}

/** An explicit setting naming an engine that is not configured: refused at start (config.ts). */
export function engineSettingProblems(
  settings: Settings,
): { variable: keyof Settings; message: string }[] {
  const explicit = [...Object.values(IMAGE_SETTING), 'ENGINE_REIMAGINE_IMAGE'] as const;
  return explicit.flatMap((variable) => {
    const engine = settings[variable] as EngineChoice | undefined;
    if (!engine || configured(settings, engine)) return [];
    return [{ variable, message: `names ${engine}, which needs ${NEEDS[engine]} to be set` }];
  });
}
