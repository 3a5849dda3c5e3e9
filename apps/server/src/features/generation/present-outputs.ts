import type { MediaOutput } from '@atelier/contract';
import type { GenerationJobRow } from '../../db/schema';
import type { MediaUrls } from '../../lib/media-urls';
import { downloadName } from './download-name';

export type PresentedOutput = MediaOutput;

/** Signed links are good for a day: long enough to view and download, short if one leaks. */
export const MEDIA_URL_TTL_SECONDS = 24 * 60 * 60;

/** The job's stored files as the owner's signed view and download links. */
export function presentOutputs(
  job: GenerationJobRow,
  mediaUrls: MediaUrls,
  brand: string,
  ttlSeconds = MEDIA_URL_TTL_SECONDS,
): PresentedOutput[] {
  return job.outputs.map((output, index) => {
    const name = downloadName({
      brand,
      kind: job.kind,
      tier: job.tier,
      at: job.finishedAt ?? job.createdAt,
      extension: output.key.split('.').pop() ?? 'bin',
      index: job.outputs.length > 1 ? index + 1 : undefined,
    });
    return {
      url: mediaUrls.sign(output.key, ttlSeconds, { ownerId: job.userId }),
      download_url: mediaUrls.sign(output.key, ttlSeconds, {
        ownerId: job.userId,
        download: name,
      }),
      download_name: name,
      content_type: output.contentType,
      bytes: output.bytes,
      ...(output.width !== undefined ? { width: output.width } : {}),
      ...(output.height !== undefined ? { height: output.height } : {}),
      ...(output.duration !== undefined ? { duration: output.duration } : {}),
      ...(output.fps !== undefined ? { fps: output.fps } : {}),
    };
  });
}
