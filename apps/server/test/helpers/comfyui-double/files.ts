import path from 'node:path';
import type { ComfyUIFile } from './types';

/** ComfyUI's folders as one map: each file by its folder (type), subfolder and name. */
export type Files = Map<string, ComfyUIFile>;

export const fileKey = (type: string, subfolder: string, filename: string) =>
  `${type}\u0000${subfolder}\u0000${filename}`;

/** A LoadImage value: `name`, `sub/name` or annotated `name [output]`. */
export function fileNamed(files: Files, value: string): ComfyUIFile | undefined {
  const match = /^(.*) \[(input|output|temp)\]$/.exec(value);
  const name = match ? match[1] : value;
  const slash = name.lastIndexOf('/');
  return files.get(
    fileKey(
      match ? match[2] : 'input',
      slash < 0 ? '' : name.slice(0, slash),
      name.slice(slash + 1),
    ),
  );
}

/** The names LoadImage offers: the uploads at the top of the input folder. */
export const inputFileNames = (files: Files) =>
  [...files.values()]
    .filter((file) => file.type === 'input' && file.subfolder === '')
    .map((file) => file.filename)
    .sort();

/** The next `name_00001_.png` (or VHS's `name_00001.mp4`) free in the folder. */
export function nextName(
  files: Files,
  type: string,
  subfolder: string,
  name: string,
  extension: string,
  vhs = false,
) {
  let highest = 0;
  for (const file of files.values()) {
    if (file.type !== type || file.subfolder !== subfolder || !file.filename.startsWith(`${name}_`))
      continue;
    const counter = /^(\d{5,})/.exec(file.filename.slice(name.length + 1));
    if (counter) highest = Math.max(highest, Number(counter[1]));
  }
  const counter = String(highest + 1).padStart(5, '0');
  return vhs ? `${name}_${counter}.${extension}` : `${name}_${counter}_.${extension}`;
}

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};
export const contentTypeOf = (name: string) =>
  CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
