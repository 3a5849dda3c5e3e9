import { fileKey, nextName } from './files';
import { drawPng, makeVideo, NOT_MEDIA } from './media';
import { NodeFailure, type ComfyUIState, type Job } from './state';
import type { ComfyUIFile } from './types';
import { drawnFor, floorTo, num, upstream } from './workflow-graph';

// The files output nodes save: images, videos and animated WebPs, named as ComfyUI names them.

/** `video/ComfyUI` → subfolder `video`, name `ComfyUI`; outside the folder is refused. */
function splitPrefix(prefix: unknown, fallback: string) {
  const text = typeof prefix === 'string' && prefix ? prefix : fallback;
  if (text.startsWith('/') || text.split('/').includes('..')) {
    throw new NodeFailure('Saving image outside the output folder is not allowed.', 'Exception');
  }
  const slash = text.lastIndexOf('/');
  return { subfolder: slash < 0 ? '' : text.slice(0, slash), name: text.slice(slash + 1) };
}

/** Saves what an output node saves; answers its UI output, as `executed` and history show it. */
export async function save(
  state: ComfyUIState,
  job: Job,
  id: string,
  seed: number | null,
): Promise<Record<string, unknown>> {
  const [, promptId, workflow] = job.tuple;
  const node = workflow[id];
  const { inputs, class_type: type } = node;
  const drawn = drawnFor(state.files, workflow, id);
  const store = (file: Omit<ComfyUIFile, 'promptId' | 'nodeId' | 'classType' | 'seed'>) => {
    const bytes = job.behaviour.kind === 'bad_output' ? NOT_MEDIA : file.bytes;
    if (job.epoch === state.epoch)
      state.files.set(fileKey(file.type, file.subfolder, file.filename), {
        ...file,
        bytes,
        promptId,
        nodeId: id,
        classType: type,
        seed,
      });
    return { filename: file.filename, subfolder: file.subfolder, type: file.type };
  };
  const hue = Math.abs(seed ?? 0) % 360;

  if (type === 'SaveImage' || type === 'PreviewImage') {
    const preview = type === 'PreviewImage';
    const random = Array.from(
      { length: 5 },
      () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)],
    );
    const { subfolder, name } = preview
      ? { subfolder: '', name: `ComfyUI_temp_${random.join('')}` }
      : splitPrefix(inputs.filename_prefix, 'ComfyUI');
    const folder = preview ? 'temp' : 'output';
    const images = [];
    for (let index = 0; index < drawn.batch; index += 1) {
      const bytes = await drawPng(drawn.width, drawn.height, (hue + index * 30) % 360);
      const filename = nextName(state.files, folder, subfolder, name, 'png');
      images.push(
        store({
          type: folder,
          subfolder,
          filename,
          contentType: 'image/png',
          bytes,
          width: drawn.width,
          height: drawn.height,
        }),
      );
    }
    return { images };
  }

  const own = num(inputs.fps) ?? num(inputs.frame_rate);
  const fps =
    own ?? upstream(workflow, id, ['fps']) ?? upstream(workflow, id, ['frame_rate']) ?? 24;
  const frames = drawn.frames ?? (drawn.batch > 1 ? drawn.batch : 25);
  const video = (format: 'mp4' | 'webp') => {
    const even = (value: number) => (format === 'mp4' ? floorTo(value, 2) : value);
    const [width, height] = [even(drawn.width), even(drawn.height)];
    return makeVideo(format, width, height, frames, fps).then((bytes) => ({
      bytes,
      width,
      height,
    }));
  };
  if (type === 'SaveVideo') {
    const { subfolder, name } = splitPrefix(inputs.filename_prefix, 'video/ComfyUI');
    const made = await video('mp4');
    const filename = nextName(state.files, 'output', subfolder, name, 'mp4');
    const file = store({
      type: 'output',
      subfolder,
      filename,
      contentType: 'video/mp4',
      frames,
      fps,
      ...made,
    });
    return { images: [file], animated: [true] };
  }
  if (type === 'SaveAnimatedWEBP') {
    const { subfolder, name } = splitPrefix(inputs.filename_prefix, 'ComfyUI');
    const made = await video('webp');
    const filename = nextName(state.files, 'output', subfolder, name, 'webp');
    const file = store({
      type: 'output',
      subfolder,
      filename,
      contentType: 'image/webp',
      frames,
      fps,
      ...made,
    });
    return { images: [file], animated: [true] };
  }
  // VHS_VideoCombine: whatever `format` asks, the double writes H.264 MP4.
  const { subfolder, name } = splitPrefix(inputs.filename_prefix, 'AnimateDiff');
  const folder = inputs.save_output === false ? 'temp' : 'output';
  const made = await video('mp4');
  const filename = nextName(state.files, folder, subfolder, name, 'mp4', true);
  const file = store({
    type: folder,
    subfolder,
    filename,
    contentType: 'video/mp4',
    frames,
    fps,
    ...made,
  });
  const where = `/ComfyUI/${folder}/${subfolder ? `${subfolder}/` : ''}`;
  return {
    gifs: [
      {
        ...file,
        format: 'video/h264-mp4',
        frame_rate: fps,
        workflow: filename.replace(/\.mp4$/, '.png'),
        fullpath: `${where}${filename}`,
      },
    ],
  };
}
