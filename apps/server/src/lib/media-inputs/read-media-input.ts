import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../errors';
import { probeAudio, probeVideo } from '../ffmpeg';
import { fetchMediaUrl, tooLarge } from './fetch-media-url';

export type MediaKind = 'image' | 'video' | 'audio';

/** Where a user's file came from: a multipart part, a `data:` URL in JSON, or an http(s) URL. */
export type MediaSource =
  | { from: 'bytes'; body: Buffer }
  | { from: 'data-url'; value: string }
  | { from: 'url'; value: string };

export interface MediaLimits {
  /** Largest accepted file of each kind, in bytes (MEDIA_MAX_*_BYTES). */
  maxBytes: Record<MediaKind, number>;
  /** MEDIA_FETCH_ALLOW: hosts exempt from the URL address checks. */
  fetchAllow: readonly string[];
}

export interface AcceptedMedia {
  kind: MediaKind;
  body: Buffer;
  contentType: string;
  extension: string;
  width?: number;
  height?: number;
  /** Seconds, for video and audio. */
  duration?: number;
}

const EXPECTED: Record<MediaKind, string> = {
  image: 'an image (PNG, JPEG, WebP, GIF, AVIF or TIFF)',
  video: 'a video (MP4, WebM, MOV or another common format)',
  audio: 'an audio file (MP3, WAV, M4A, OGG, FLAC or WebM)',
};

/** Re-encoded as what they were where the web reads it; anything else becomes PNG. */
const IMAGE_OUTPUT: Record<string, 'jpeg' | 'png' | 'webp'> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * The one way a tool takes a user's own image, video or audio. The bytes decide the type (never
 * the name or the declared type); images are decoded and encoded again, which drops EXIF and GPS
 * data and anything appended to the file; videos and audio must decode. Too big is a 413 naming
 * the limit, the wrong kind a 415 naming what was expected, an unreadable file a 422.
 */
export async function readMediaInput(
  source: MediaSource,
  expected: MediaKind,
  limits: MediaLimits,
): Promise<AcceptedMedia> {
  const sizeLimit = { maxBytes: limits.maxBytes[expected], what: expected };
  const body = await bytesOf(source, sizeLimit, limits.fetchAllow);
  if (body.length > sizeLimit.maxBytes) throw tooLarge(sizeLimit);

  const detected = await fileTypeFromBuffer(body);
  const mime = detected?.mime ?? '';
  if (!isKind(mime, expected)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Expected ${EXPECTED[expected]}.`);
  }
  if (expected === 'image') return reencodeImage(body, mime);
  if (expected === 'video') {
    const info = await probeVideo(body).catch(() => {
      throw unreadable('video');
    });
    return { kind: 'video', body, contentType: mime, extension: detected?.ext ?? 'mp4', ...info };
  }
  const duration = await probeAudio(body).catch(() => {
    throw unreadable('audio file');
  });
  return { kind: 'audio', body, contentType: mime, extension: detected?.ext ?? 'mp3', duration };
}

function isKind(mime: string, kind: MediaKind): boolean {
  if (kind === 'audio') return mime.startsWith('audio/') || mime === 'video/webm';
  if (kind === 'image') return mime.startsWith('image/') && mime !== 'image/svg+xml';
  return mime.startsWith('video/');
}

async function bytesOf(
  source: MediaSource,
  limit: { maxBytes: number; what: string },
  allow: readonly string[],
): Promise<Buffer> {
  if (source.from === 'bytes') return source.body;
  if (source.from === 'url') return fetchMediaUrl(source.value, { ...limit, allow });
  return decodeDataUrl(source.value, limit);
}

const DATA_URL = /^data:[^,;]*(?:;[^,;=]+=[^,;]*)*(;base64)?,/i;

/** `data:<type>;base64,<bytes>` as browsers write uploads; the declared type is ignored. */
export function decodeDataUrl(value: string, limit: { maxBytes: number; what: string }): Buffer {
  const invalid = () => new AppError('UNPROCESSABLE', `The ${limit.what} is not a valid data URL.`);
  const header = DATA_URL.exec(value);
  if (!header) throw invalid();
  const payload = value.slice(header[0].length);
  // Refused before decoding: base64 holds 3 bytes in every 4 characters.
  if (header[1] && Math.floor((payload.length * 3) / 4) - 2 > limit.maxBytes) {
    throw tooLarge(limit);
  }
  if (header[1]) return Buffer.from(payload, 'base64');
  try {
    return Buffer.from(decodeURIComponent(payload));
  } catch {
    // A `%` not followed by two hex digits, or escapes that are not UTF-8: was a 500.
    throw invalid();
  }
}

async function reencodeImage(body: Buffer, mime: string): Promise<AcceptedMedia> {
  const format = IMAGE_OUTPUT[mime] ?? 'png';
  try {
    const { data, info } = await sharp(body, { failOn: 'error', limitInputPixels: 100_000_000 })
      .rotate() // applies the EXIF orientation before the metadata is dropped
      .toFormat(format)
      .toBuffer({ resolveWithObject: true });
    return {
      kind: 'image',
      body: data,
      contentType: `image/${format}`,
      extension: format === 'jpeg' ? 'jpg' : format,
      width: info.width,
      height: info.height,
    };
  } catch {
    throw unreadable('image');
  }
}

function unreadable(what: string): AppError {
  return new AppError('UNPROCESSABLE', `The ${what} could not be read; the file may be damaged.`);
}

/** The settings that bound a user's media. */
export interface MediaLimitSettings {
  MEDIA_MAX_IMAGE_BYTES: number;
  MEDIA_MAX_VIDEO_BYTES: number;
  MEDIA_MAX_AUDIO_BYTES: number;
  MEDIA_FETCH_ALLOW: readonly string[];
}

/** The configured limits, as every tool passes them to `readMediaInput`. */
export function mediaLimitsOf(config: MediaLimitSettings): MediaLimits {
  return {
    maxBytes: {
      image: config.MEDIA_MAX_IMAGE_BYTES,
      video: config.MEDIA_MAX_VIDEO_BYTES,
      audio: config.MEDIA_MAX_AUDIO_BYTES,
    },
    fetchAllow: config.MEDIA_FETCH_ALLOW,
  };
}
