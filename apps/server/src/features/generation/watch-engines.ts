import type { EngineName } from '@atelier/contract';
import type { Engines } from '../../engines';
import type { EngineIdentity } from '../../engines/types';

/**
 * The engines as a job's tool sees them, noting whether it was handed a provider's. A job that
 * fails has no outcome naming its engine, and its metrics should still tell a provider's failure
 * from a local one; a tool handed only local engines (or none: the text composer) ran locally.
 */
export function watchEngines(engines: Engines): { engines: Engines; usedEngine(): EngineName } {
  let used: EngineName = 'local';
  const seen = <T extends EngineIdentity | null>(engine: T): T => {
    if (engine && engine.engine !== 'local') used = engine.engine;
    return engine;
  };
  const { text } = engines;
  return {
    usedEngine: () => used,
    engines: {
      ...engines,
      image: (tier) => seen(engines.image(tier)),
      video: (tier) => seen(engines.video(tier)),
      imageEditor: (tool) => seen(engines.imageEditor(tool)),
      videoEditor: (tool) => seen(engines.videoEditor(tool)),
      imageAnalysis: () => seen(engines.imageAnalysis()),
      voice: (engine) => seen(engines.voice(engine)),
      music: () => seen(engines.music()),
      song: () => seen(engines.song()),
      text: {
        ...text,
        get: (provider, model) => seen(text.get(provider, model)),
        utility: () => seen(text.utility()),
        vision: () => seen(text.vision()),
      },
    },
  };
}
