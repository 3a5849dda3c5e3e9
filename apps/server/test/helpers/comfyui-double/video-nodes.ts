import {
  boolean,
  conditioning,
  float,
  image,
  int,
  latent,
  MAX_RESOLUTION,
  prefix,
  size,
  steps,
  vae,
  type NodeSpec,
} from './inputs';

/** LTX-Video's latent, conditioning, scheduler and image-to-video nodes. */
export function ltxvNodes(): Record<string, NodeSpec> {
  return {
    EmptyLTXVLatentVideo: {
      category: 'latent/video/ltxv',
      output: ['LATENT'],
      required: {
        width: size(768, 64, 32),
        height: size(512, 64, 32),
        length: int(97, 1, MAX_RESOLUTION, 8),
        batch_size: int(1, 1, 4096),
      },
    },
    LTXVConditioning: {
      category: 'conditioning/video_models',
      output: ['CONDITIONING', 'CONDITIONING'],
      required: { positive: conditioning, negative: conditioning, frame_rate: float(25, 0, 1000) },
    },
    LTXVScheduler: {
      category: 'sampling/custom_sampling/schedulers',
      output: ['SIGMAS'],
      required: {
        steps,
        max_shift: float(2.05, 0, 100),
        base_shift: float(0.95, 0, 100),
        stretch: boolean(true),
        terminal: float(0.1, 0, 0.99),
      },
      optional: { latent },
    },
    LTXVImgToVideo: {
      category: 'conditioning/video_models',
      output: ['CONDITIONING', 'CONDITIONING', 'LATENT'],
      required: {
        positive: conditioning,
        negative: conditioning,
        vae,
        image,
        width: size(768, 64, 32),
        height: size(512, 64, 32),
        length: int(97, 9, MAX_RESOLUTION, 8),
        batch_size: int(1, 1, 4096),
        strength: float(1, 0, 1),
      },
    },
    LTXVPreprocess: {
      category: 'image',
      output: ['IMAGE'],
      required: { image, img_compression: int(35, 0, 100) },
    },
  };
}

/** The nodes that save a video: core ComfyUI's, and Video Helper Suite's Video Combine. */
export function videoOutputNodes(): Record<string, NodeSpec> {
  return {
    CreateVideo: {
      category: 'image/video',
      output: ['VIDEO'],
      required: { images: image, fps: float(30, 1, 120, 1) },
      optional: { audio: ['AUDIO'] },
    },
    SaveVideo: {
      category: 'image/video',
      output: [],
      outputNode: true,
      required: {
        video: ['VIDEO'],
        filename_prefix: prefix('video/ComfyUI'),
        format: [['auto', 'mp4']],
        codec: [['auto', 'h264']],
      },
    },
    SaveAnimatedWEBP: {
      category: 'image/animation',
      output: [],
      outputNode: true,
      required: {
        images: image,
        filename_prefix: prefix('ComfyUI'),
        fps: float(6, 0.01, 1000),
        lossless: boolean(true),
        quality: int(80, 0, 100),
        method: [['default', 'fastest', 'slowest']],
      },
    },
    VHS_VideoCombine: {
      category: 'Video Helper Suite 🎥🅥🅗🅢',
      display: 'Video Combine 🎥🅥🅗🅢',
      module: 'custom_nodes.ComfyUI-VideoHelperSuite',
      output: ['VHS_FILENAMES'],
      outputNode: true,
      required: {
        images: image,
        frame_rate: float(8, 1, 1000, 1),
        loop_count: int(0, 0, 100),
        filename_prefix: prefix('AnimateDiff'),
        format: [['image/gif', 'image/webp', 'video/h264-mp4', 'video/h265-mp4', 'video/webm']],
        pingpong: boolean(false),
        save_output: boolean(true),
      },
    },
  };
}
