import { mp4File, type VideoEngine } from '../types';
import { renderVideo } from './video-renderer';

/** The video engine used when no provider is configured: the local renderer, labelled as such. */
export function createLocalVideoEngine(): VideoEngine {
  return {
    engine: 'local',
    model: 'local-video-renderer-1',
    async generate(request, { signal, progress }) {
      const video = await renderVideo(
        {
          prompt: request.prompt,
          width: request.width,
          height: request.height,
          duration: request.duration,
          fps: request.fps,
          seed: request.seed,
        },
        { signal, progress },
      );
      const rounded = video.width !== request.width || video.height !== request.height;
      return mp4File(
        video.body,
        video,
        rounded
          ? `Made at ${video.width} x ${video.height}: H.264 needs an even width and height.`
          : undefined,
      );
    },
  };
}
