import { AppError } from '../../lib/errors';

export interface DownloadedFile {
  body: Buffer;
  contentType: string;
  /** Without the dot: png, jpg, webp, mp4, wav, mp3; `bin` when the bytes are none of these. */
  extension: string;
}

/** What the bytes are, from their first bytes rather than what a server claims. */
export function sniffMedia(body: Buffer): { contentType: string; extension: string } | null {
  const ascii = (start: number, end: number) => body.subarray(start, end).toString('latin1');
  if (
    body.length >= 8 &&
    body.readUInt32BE(0) === 0x89504e47 &&
    body.readUInt32BE(4) === 0x0d0a1a0a
  ) {
    return { contentType: 'image/png', extension: 'png' };
  }
  if (body.length >= 3 && body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff) {
    return { contentType: 'image/jpeg', extension: 'jpg' };
  }
  if (body.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') {
    return { contentType: 'image/webp', extension: 'webp' };
  }
  if (body.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') {
    return { contentType: 'audio/wav', extension: 'wav' };
  }
  // MP3: an ID3 tag, or straight into an MPEG audio frame (11 sync bits).
  if (
    body.length >= 3 &&
    (ascii(0, 3) === 'ID3' || (body[0] === 0xff && (body[1] & 0xe0) === 0xe0))
  ) {
    return { contentType: 'audio/mpeg', extension: 'mp3' };
  }
  if (body.length >= 12 && ascii(4, 8) === 'ftyp') {
    return { contentType: 'video/mp4', extension: 'mp4' };
  }
  return null;
}

/** A prediction's output as file URLs: Replicate answers one URL or a list, depending on the model. */
export function outputUrls(output: unknown): string[] {
  const values = Array.isArray(output) ? (output as unknown[]) : [output];
  const urls = values.filter(
    (value): value is string => typeof value === 'string' && /^https?:\/\//.test(value),
  );
  if (urls.length === 0) throw new AppError('UNAVAILABLE', 'Replicate finished but sent no file');
  return urls;
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1_048_576)} MB`;

async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
  const tooLarge = () =>
    new AppError('UNAVAILABLE', `Replicate's output is larger than ${megabytes(maxBytes)}`);
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let total = 0;
  if (response.body) {
    for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
      total += chunk.byteLength;
      // A missing or wrong Content-Length must not let a file fill the memory.
      if (total > maxBytes) throw tooLarge();
      chunks.push(Buffer.from(chunk));
    }
  }
  return Buffer.concat(chunks);
}

async function downloadOne(url: string, signal: AbortSignal, maxBytes: number) {
  let response: Response;
  try {
    response = await fetch(url, { signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new AppError(
      'UNAVAILABLE',
      "Replicate's output could not be downloaded; try again shortly",
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    // Replicate deletes API outputs an hour after the prediction finished.
    throw new AppError(
      'UNAVAILABLE',
      response.status === 404 || response.status === 410
        ? "Replicate's output has expired or was removed"
        : `Replicate's output could not be downloaded (HTTP ${response.status})`,
    );
  }
  const body = await readCapped(response, maxBytes);
  const sniffed = sniffMedia(body);
  return {
    body,
    contentType: sniffed?.contentType ?? 'application/octet-stream',
    extension: sniffed?.extension ?? 'bin',
  };
}

/** Fetches every output at once: the URLs stop working an hour after the prediction ends. */
export function downloadOutputs(
  urls: string[],
  options: { signal: AbortSignal; maxBytes: number },
): Promise<DownloadedFile[]> {
  return Promise.all(urls.map((url) => downloadOne(url, options.signal, options.maxBytes)));
}
