import type { MediaOutput } from '@atelier/contract';
import type { GenerationJobRow } from '../../db/schema';
import type { MediaUrls } from '../../lib/media-urls';
import { downloadName } from './download-name';

export type PresentedOutput = MediaOutput;

/** A media link's owner naming a team: any member may view it. */
export const TEAM_OWNER_PREFIX = 'team:';

/** Signed links are good for a day: long enough to view and download, short if one leaks. */
export const MEDIA_URL_TTL_SECONDS = 24 * 60 * 60;

/**
 * The job's stored files as signed view and download links for its owner: the user, or every
 * member of the team it was made in (`team:<id>`, issue 37).
 */
export function presentOutputs(
  job: GenerationJobRow,
  mediaUrls: MediaUrls,
  brand: string,
  ttlSeconds = MEDIA_URL_TTL_SECONDS,
): PresentedOutput[] {
  const ownerId = job.teamId ? `${TEAM_OWNER_PREFIX}${job.teamId}` : job.userId;
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
      url: mediaUrls.sign(output.key, ttlSeconds, { ownerId }),
      download_url: mediaUrls.sign(output.key, ttlSeconds, {
        ownerId,
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
