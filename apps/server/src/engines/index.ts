import type {
  ImageTier,
  ReimagineImageTool,
  ReimagineVideoTool,
  VideoTier,
} from '@atelier/contract';
import type { EngineName } from '@atelier/contract';
import type { Config } from '../config';
import { createLocalImageAnalysis } from './local/image-analysis';
import { createLocalImageEditor } from './local/image-editor';
import { createLocalImageEngine } from './local/image-engine';
import { createLocalAnalysisEngine } from './local/output-analysis';
import { createLocalMusicEngine } from './local/music-engine';
import { createLocalSongEngine, lyricLines } from './local/song-engine';
import { createEspeak } from './local/speech/espeak';
import { createLocalVideoEditor } from './local/video-editor';
import { createLocalVideoEngine } from './local/video-engine';
import { createLocalVoiceEngine } from './local/voice-engine';
import {
  createReplicateMusicEngine,
  createReplicateSongEngine,
  createReplicateVoiceEngine,
} from './replicate/audio-engines';
import { createReplicateImageEditor } from './replicate/image-editor';
import { createReplicateImageEngine } from './replicate/image-engine';
import { replicateClientFromConfig } from './replicate/replicate-client';
import { createReplicateVideoEditor } from './replicate/video-editor';
import { createReplicateVideoEngine } from './replicate/video-engine';
import { chooseEngines } from './choose-engines';
import { createA1111ImageEditor, createA1111ImageEngine } from './self-hosted/a1111-engine';
import {
  createComfyUIImageEditor,
  createComfyUIImageEngine,
  createComfyUIVideoEngine,
} from './self-hosted/comfyui/comfyui-engines';
import { loadWorkflowTemplates } from './self-hosted/comfyui/workflow-templates';
import { createOpenAISpeechEngine } from './self-hosted/openai-speech-engine';
import { speechVoiceCatalogue } from './self-hosted/speech-voice-catalogue';
import { voiceCatalogue, type VoiceDefinition } from './local/speech/voices';
import { createOpenAIImageEditor } from './self-hosted/openai-image-editor';
import { createOpenAIImageEngine } from './self-hosted/openai-image-engine';
import { selfHostedServers } from './self-hosted/servers';
import { createVisionImageAnalysis } from './text/image-analysis';
import { createTextEngines } from './text/text-engines';
import type {
  AnalysisEngine,
  ImageAnalysisEngine,
  ImageEngine,
  MusicEngine,
  ReimagineImageEngine,
  ReimagineVideoEngine,
  SongEngine,
  VideoEngine,
  VoiceEngine,
} from './types';

export type TextEngines = ReturnType<typeof createTextEngines>;

/**
 * Which engine serves each tool, as choose-engines.ts decides: a self-hosted server, a provider
 * when its key is set, otherwise the local engine.
 */
export interface Engines {
  image(tier: ImageTier): ImageEngine;
  video(tier: VideoTier): VideoEngine;
  /** Reimagine: the user's own images edited or composed. */
  imageEditor(tool: ReimagineImageTool): ReimagineImageEngine;
  /** Reimagine: videos from the user's images or video. */
  videoEditor(tool: ReimagineVideoTool): ReimagineVideoEngine;
  /** Reimagine's Analyze Image: a vision model when one is on, else the local measurement. */
  imageAnalysis(): ImageAnalysisEngine;
  /**
   * Voice-overs, by the engine the chosen voice names: the speech server's or MiniMax's for the
   * catalogue's voices (as choose-engines.ts decides), eSpeak NG for the local voices.
   */
  voice(engine: EngineName): VoiceEngine;
  /** Every voice a user may pick now, each with the engine that speaks it. */
  voices(): Promise<VoiceDefinition[]>;
  music(): MusicEngine;
  song(): SongEngine;
  analysis: AnalysisEngine;
  text: TextEngines;
}

/** `onProviderError` hears of every failed provider call, by provider (for the metrics). */
export function createEngines(
  config: Config,
  onProviderError: (provider: string) => void = () => undefined,
): Engines {
  const localImage = createLocalImageEngine();
  const localVideo = createLocalVideoEngine();
  const replicate = replicateClientFromConfig(config, () => onProviderError('replicate'));
  const servers = selfHostedServers(config, onProviderError);
  const choices = chooseEngines(config);
  // Checked at start by config.ts; read here once for the engines that run them.
  const workflows = servers.comfyui ? loadWorkflowTemplates(config.COMFYUI_WORKFLOWS_DIR) : null;
  const comfyImage = { checkpoint: config.COMFYUI_IMAGE_CHECKPOINT };
  const a1111Model = {
    free: config.A1111_MODEL_FREE,
    ultra: config.A1111_MODEL_ULTRA,
    ultra_pro: config.A1111_MODEL_ULTRA_PRO,
  };
  const imagesModel = {
    free: config.IMAGES_MODEL_FREE,
    ultra: config.IMAGES_MODEL_ULTRA,
    ultra_pro: config.IMAGES_MODEL_ULTRA_PRO,
  };
  const images = new Map<ImageTier, ImageEngine>();
  const videos = new Map<VideoTier, VideoEngine>();
  const localEditor = createLocalImageEditor();
  const localImageAnalysis = createLocalImageAnalysis();
  const localVideoEditor = createLocalVideoEditor();
  const videoEditors = new Map<ReimagineVideoTool, ReimagineVideoEngine>();
  const text = createTextEngines(config, onProviderError);
  const editors = new Map<ReimagineImageTool, ReimagineImageEngine>();
  // eSpeak NG's processes start on the first voice-over or song, not here.
  const espeak = createEspeak();
  const localAudio = {
    voice: createLocalVoiceEngine(espeak),
    music: createLocalMusicEngine(),
    song: createLocalSongEngine(espeak),
  };
  const speech =
    servers.speech && choices.voice() === 'speech'
      ? createOpenAISpeechEngine(servers.speech, {
          model: config.SPEECH_MODEL,
          voice: config.SPEECH_VOICE,
        })
      : null;
  const catalogueVoices: EngineName = speech
    ? 'self_hosted'
    : replicate && choices.voice() === 'replicate'
      ? 'provider'
      : 'local';
  const serverVoices = speech ? speechVoiceCatalogue(servers.speech!) : null;
  const providerAudio = replicate
    ? {
        voice: createReplicateVoiceEngine(replicate),
        music: createReplicateMusicEngine(replicate),
        song: createReplicateSongEngine(replicate, lyricLines),
      }
    : null;
  return {
    image(tier) {
      let engine = images.get(tier);
      if (!engine) {
        const choice = choices.image(tier);
        engine =
          choice === 'comfyui' && servers.comfyui && workflows
            ? createComfyUIImageEngine(servers.comfyui, workflows['text-to-image'], comfyImage)
            : choice === 'a1111' && servers.a1111
              ? createA1111ImageEngine(servers.a1111, { model: a1111Model[tier] })
              : choice === 'images' && servers.images
                ? createOpenAIImageEngine(servers.images, imagesModel[tier])
                : choice === 'replicate' && replicate
                  ? createReplicateImageEngine(replicate, tier)
                  : localImage;
        images.set(tier, engine);
      }
      return engine;
    },
    video(tier) {
      let engine = videos.get(tier);
      if (!engine) {
        const choice = choices.video();
        engine =
          choice === 'comfyui' && servers.comfyui && workflows
            ? createComfyUIVideoEngine(servers.comfyui, workflows['text-to-video'], {
                checkpoint: config.COMFYUI_VIDEO_CHECKPOINT,
              })
            : choice === 'replicate' && replicate
              ? createReplicateVideoEngine(replicate, tier)
              : localVideo;
        videos.set(tier, engine);
      }
      return engine;
    },
    imageEditor(tool) {
      let engine = editors.get(tool);
      if (!engine) {
        const choice = choices.reimagineImage();
        engine =
          choice === 'comfyui' && servers.comfyui && workflows
            ? createComfyUIImageEditor(servers.comfyui, workflows['image-to-image'], comfyImage)
            : choice === 'a1111' && servers.a1111
              ? createA1111ImageEditor(servers.a1111, { model: a1111Model.ultra })
              : choice === 'images' && servers.images
                ? createOpenAIImageEditor(servers.images, imagesModel.ultra)
                : choice === 'replicate' && replicate
                  ? createReplicateImageEditor(replicate, tool)
                  : localEditor;
        editors.set(tool, engine);
      }
      return engine;
    },
    videoEditor(tool) {
      if (!replicate) return localVideoEditor;
      let engine = videoEditors.get(tool);
      if (!engine) videoEditors.set(tool, (engine = createReplicateVideoEditor(replicate, tool)));
      return engine;
    },
    imageAnalysis() {
      const vision = text.vision();
      return vision ? createVisionImageAnalysis(vision) : localImageAnalysis;
    },
    voice(engine) {
      if (engine === 'self_hosted' && speech) return speech;
      return engine === 'provider' && providerAudio ? providerAudio.voice : localAudio.voice;
    },
    async voices() {
      return voiceCatalogue(catalogueVoices, serverVoices ? await serverVoices() : []);
    },
    music: () => providerAudio?.music ?? localAudio.music,
    song: () => providerAudio?.song ?? localAudio.song,
    analysis: createLocalAnalysisEngine(),
    text,
  };
}
