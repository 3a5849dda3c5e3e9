import type { ReimagineImageParameters } from '@atelier/contract';
import sharp from 'sharp';
import { AppError } from '../lib/errors';
import type { GeneratedFile } from './types';

/**
 * A model's image in the format the user chose (models do not all offer webp). `source` names who
 * answered, for the message when it answered something that is not an image.
 */
export async function inRequestedFormat(
  file: { body: Buffer; contentType: string },
  parameters: Pick<ReimagineImageParameters, 'output_format'>,
  source: string,
): Promise<GeneratedFile> {
  if (!file.contentType.startsWith('image/')) {
    throw new AppError('UNAVAILABLE', `${source} answered a file that is not an image`);
  }
  const image = sharp(file.body);
  const { width, height } = await image.metadata();
  const wanted = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' }[
    parameters.output_format
  ];
  if (file.contentType === wanted) {
    return {
      body: file.body,
      contentType: wanted,
      extension: parameters.output_format,
      width,
      height,
    };
  }
  const body =
    parameters.output_format === 'jpg'
      ? await image.jpeg({ quality: 92 }).toBuffer()
      : parameters.output_format === 'webp'
        ? await image.webp({ quality: 92 }).toBuffer()
        : await image.png().toBuffer();
  return { body, contentType: wanted, extension: parameters.output_format, width, height };
}

/** The content type an image's first bytes say, or null for anything that is not an image. */
export function imageType(body: Buffer): string | null {
  if (body.subarray(1, 4).toString('latin1') === 'PNG') return 'image/png';
  if (body[0] === 0xff && body[1] === 0xd8) return 'image/jpeg';
  if (body.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return null;
}
