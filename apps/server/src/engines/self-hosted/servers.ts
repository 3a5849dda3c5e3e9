import type { Env } from '../../config';
import type { SelfHostedServer } from './server-call';

/** The operator's own AI servers this configuration names (issue 36); null where not set. */
export interface SelfHostedServers {
  comfyui: SelfHostedServer | null;
  a1111: SelfHostedServer | null;
  images: SelfHostedServer | null;
  speech: SelfHostedServer | null;
}

const bearer = (key: string | undefined): Record<string, string> =>
  key ? { authorization: `Bearer ${key}` } : {};

/** `onError` hears of a failed call by server kind, for the provider-error metric. */
export function selfHostedServers(
  config: Pick<
    Env,
    | 'COMFYUI_URL'
    | 'COMFYUI_TOKEN'
    | 'A1111_URL'
    | 'IMAGES_BASE_URL'
    | 'IMAGES_API_KEY'
    | 'SPEECH_BASE_URL'
    | 'SPEECH_API_KEY'
  >,
  onError: (provider: string) => void = () => undefined,
): SelfHostedServers {
  return {
    comfyui: config.COMFYUI_URL
      ? {
          name: 'The ComfyUI server',
          baseUrl: config.COMFYUI_URL,
          headers: bearer(config.COMFYUI_TOKEN),
          onError: () => onError('comfyui'),
        }
      : null,
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
          headers: bearer(config.IMAGES_API_KEY),
          onError: () => onError('images'),
        }
      : null,
    speech: config.SPEECH_BASE_URL
      ? {
          name: 'The speech server',
          baseUrl: config.SPEECH_BASE_URL,
          headers: bearer(config.SPEECH_API_KEY),
          onError: () => onError('speech'),
        }
      : null,
  };
}
