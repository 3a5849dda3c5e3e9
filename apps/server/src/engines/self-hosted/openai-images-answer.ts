import { z } from 'zod';
import type { SelfHostedServer } from './server-call';
import { callServer, serverFailure } from './server-call';

const MAX_IMAGE_BYTES = 50 * 1_048_576;

/** `POST /images/generations` and `/images/edits` answer alike: each image inline or by address. */
export const ImagesAnswer = z.object({
  data: z
    .array(z.object({ b64_json: z.string().min(1).optional(), url: z.string().min(1).optional() }))
    .min(1),
});

/**
 * The images of an answer as bytes. `b64_json` is asked for, but some servers (LocalAI among
 * them) answer a URL on themselves whatever the request said; it is fetched from the server.
 */
export async function imagesOf(
  server: SelfHostedServer,
  answer: z.infer<typeof ImagesAnswer>,
  signal: AbortSignal,
): Promise<Buffer[]> {
  const images: Buffer[] = [];
  for (const item of answer.data) {
    if (item.b64_json) {
      images.push(Buffer.from(item.b64_json, 'base64'));
    } else if (item.url) {
      const address = new URL(item.url, server.baseUrl);
      // The server's key goes to the server only, not to an address elsewhere it answered.
      const sameServer = address.origin === new URL(server.baseUrl).origin;
      const response = await callServer(
        { ...server, baseUrl: address.origin, headers: sameServer ? server.headers : {} },
        `${address.pathname}${address.search}`,
        { signal },
      );
      if (Number(response.headers.get('content-length') ?? 0) > MAX_IMAGE_BYTES) {
        throw serverFailure(server, 'answered an image of more than 50 MB');
      }
      let body: Buffer;
      try {
        body = Buffer.from(await response.arrayBuffer());
      } catch (error) {
        if (signal.aborted) throw error;
        throw serverFailure(server, 'cut the image off before its end');
      }
      if (body.length > MAX_IMAGE_BYTES) {
        throw serverFailure(server, 'answered an image of more than 50 MB');
      }
      images.push(body);
    }
  }
  return images;
}
