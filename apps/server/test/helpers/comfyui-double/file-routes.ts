import { createHash } from 'node:crypto';
import path from 'node:path';
import { loadImage } from '@napi-rs/canvas';
import type { Reply } from '../http-double';
import { contentTypeOf, fileKey } from './files';
import { json, plain, serverError } from './replies';
import type { ComfyUIState } from './state';
import type { ComfyUIFile, ComfyUIRequest } from './types';

// Uploads into ComfyUI's folders (`/upload/image`), and the files served from them (`/view`).

export async function upload(
  state: ComfyUIState,
  request: ComfyUIRequest,
  raw: Buffer,
): Promise<Reply> {
  let form: FormData;
  try {
    form = await new Request('http://double.invalid/', {
      method: 'POST',
      headers: { 'content-type': request.headers['content-type'] ?? '' },
      body: raw,
    }).formData();
  } catch {
    return plain(400, '400: Bad Request');
  }
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    fields[name] =
      typeof value === 'string'
        ? value
        : { filename: value.name, type: value.type, size: value.size };
  }
  request.body = fields;
  const image = form.get('image');
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : null;
  };
  const type = text('type') ?? 'input';
  const subfolder = text('subfolder') ?? '';
  if (typeof image === 'string' || !image?.name) return plain(400, '400: Bad Request');
  if (!['input', 'temp', 'output'].includes(type)) return serverError();
  if (
    subfolder.startsWith('/') ||
    subfolder.split('/').includes('..') ||
    image.name.includes('/')
  ) {
    return plain(400, '400: Bad Request');
  }
  const bytes = Buffer.from(await image.arrayBuffer());
  const digest = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex');
  const extension = path.extname(image.name);
  const stem = image.name.slice(0, image.name.length - extension.length);
  let filename = image.name;
  const overwrite = text('overwrite');
  if (overwrite !== 'true' && overwrite !== '1') {
    // As ComfyUI: the same bytes under the same name are kept once; other bytes get ` (n)`.
    for (let index = 1; ; index += 1) {
      const existing = state.files.get(fileKey(type, subfolder, filename));
      if (!existing) break;
      if (digest(existing.bytes) === digest(bytes))
        return json(200, { name: filename, subfolder, type });
      filename = `${stem} (${index})${extension}`;
    }
  }
  const picture = await loadImage(bytes).catch(() => null);
  state.files.set(fileKey(type, subfolder, filename), {
    type: type as ComfyUIFile['type'],
    subfolder,
    filename,
    contentType: contentTypeOf(filename),
    bytes,
    ...(picture ? { width: picture.width, height: picture.height } : {}),
  });
  return json(200, { name: filename, subfolder, type });
}

export function view(state: ComfyUIState, query: URLSearchParams): Reply {
  const asked = query.get('filename');
  if (asked === null) return plain(404, '404: Not Found');
  const match = /^(.*) \[(input|output|temp)\]$/.exec(asked);
  const filename = match ? match[1] : asked;
  if (!filename || filename.startsWith('/') || filename.includes('..'))
    return plain(400, '400: Bad Request');
  const type = match ? match[2] : (query.get('type') ?? 'output');
  if (!['input', 'output', 'temp'].includes(type)) return plain(400, '400: Bad Request');
  const subfolder = query.get('subfolder') ?? '';
  if (subfolder.startsWith('/') || subfolder.split('/').includes('..'))
    return plain(403, '403: Forbidden');
  const file = state.files.get(fileKey(type, subfolder, path.posix.basename(filename)));
  if (!file) return plain(404, '404: Not Found');
  return {
    status: 200,
    type: file.contentType,
    body: file.bytes,
    headers: { 'content-disposition': `filename="${file.filename}"` },
  };
}
