import type { Env } from '../../config';
import type { SelfHostedServer } from './server-call';

/** The operator's own AI servers this configuration names (issue 36); null where not set. */
export interface SelfHostedServers {
  a1111: SelfHostedServer | null;
  images: SelfHostedServer | null;
}

/** `onError` hears of a failed call by server kind, for the provider-error metric. */
export function selfHostedServers(
  config: Pick<Env, 'A1111_URL' | 'IMAGES_BASE_URL' | 'IMAGES_API_KEY'>,
  onError: (provider: string) => void = () => undefined,
): SelfHostedServers {
  return {
    a1111: config.A1111_URL
      ? {
          name: 'The AUTOMATIC1111 server',
          baseUrl: config.A1111_URL,
          onError: () => onError('a1111'),
        }
      : null,
    images: config.IMAGES_BASE_URL
      ? {
          name: 'The image server',
          baseUrl: config.IMAGES_BASE_URL,
          headers: config.IMAGES_API_KEY
            ? { authorization: `Bearer ${config.IMAGES_API_KEY}` }
            : {},
          onError: () => onError('images'),
        }
      : null,
  };
}
