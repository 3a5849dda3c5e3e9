import { fileNamed, type Files } from './files';
import { LATENT_MULTIPLE } from './node-table';
import type { Workflow } from './validation';

// What the worker reads off a prompt's graph: the order to run it in, and the size of what it draws.

export const num = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
export const floorTo = (value: number, multiple: number) => Math.floor(value / multiple) * multiple;

/** The nodes the outputs need, each after the nodes it takes inputs from. */
export function executionOrder(workflow: Workflow, outputs: string[]): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || !workflow[id]) return;
    seen.add(id);
    for (const value of Object.values(workflow[id].inputs)) {
      if (Array.isArray(value) && typeof value[0] === 'string') visit(value[0]);
    }
    order.push(id);
  };
  outputs.forEach(visit);
  return order;
}

/** The first numeric value of one of `names` upstream of `id` (itself included). */
export function upstream(
  workflow: Workflow,
  id: string,
  names: string[],
  seen = new Set<string>(),
): number | null {
  const node = workflow[id];
  if (!node || seen.has(id)) return null;
  seen.add(id);
  for (const name of names) {
    const value = num(node.inputs[name]);
    if (value !== null) return value;
  }
  for (const value of Object.values(node.inputs)) {
    if (!Array.isArray(value) || typeof value[0] !== 'string') continue;
    const found = upstream(workflow, value[0], names, seen);
    if (found !== null) return found;
  }
  return null;
}

interface Drawn {
  width: number;
  height: number;
  batch: number;
  frames: number | null;
}
/** The size of the images reaching `id`: a latent's, an ImageScale's, or the LoadImage file's. */
function drawnAt(
  files: Files,
  workflow: Workflow,
  id: string,
  seen = new Set<string>(),
): Drawn | null {
  const node = workflow[id];
  if (!node || seen.has(id)) return null;
  seen.add(id);
  const { inputs, class_type: type } = node;
  const [width, height] = [num(inputs.width), num(inputs.height)];
  const multiple = LATENT_MULTIPLE[type];
  if (multiple && width && height) {
    const length = num(inputs.length);
    return {
      width: floorTo(width, multiple),
      height: floorTo(height, multiple),
      batch: Math.min(Math.max(num(inputs.batch_size) ?? 1, 1), 16),
      // LTX-Video decodes 8n+1 frames: 24 asked are 17 made.
      frames: length === null ? null : floorTo(length - 1, 8) + 1,
    };
  }
  if (type === 'LoadImage') {
    const file = typeof inputs.image === 'string' ? fileNamed(files, inputs.image) : undefined;
    return file?.width && file.height
      ? { width: file.width, height: file.height, batch: 1, frames: null }
      : null;
  }
  let below: Drawn | null = null;
  for (const value of Object.values(inputs)) {
    if (Array.isArray(value) && typeof value[0] === 'string')
      below = drawnAt(files, workflow, value[0], seen);
    if (below) break;
  }
  if (type === 'ImageScale' && width !== null && height !== null) {
    if (!below && (width === 0 || height === 0)) return null;
    const w = width || Math.round((below!.width * height) / below!.height);
    const h = height || Math.round((below!.height * width) / below!.width);
    return {
      width: w || below!.width,
      height: h || below!.height,
      batch: below?.batch ?? 1,
      frames: null,
    };
  }
  // VAEEncode crops the pixels to the VAE's multiple of 8.
  if (type === 'VAEEncode' && below) {
    return { ...below, width: floorTo(below.width, 8), height: floorTo(below.height, 8) };
  }
  return below;
}

export function drawnFor(files: Files, workflow: Workflow, id: string): Drawn {
  const found = drawnAt(files, workflow, id);
  if (found) return found;
  const any = Object.values(workflow).find(
    (node) => num(node.inputs.width) && num(node.inputs.height),
  );
  return any
    ? { width: num(any.inputs.width)!, height: num(any.inputs.height)!, batch: 1, frames: null }
    : { width: 512, height: 512, batch: 1, frames: null };
}
