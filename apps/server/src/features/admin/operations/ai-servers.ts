import { IMAGE_TIERS } from '@atelier/contract';
import type { AdminSystemHealth } from '@atelier/contract';
import type { Config } from '../../../config';
import { chooseEngines } from '../../../engines/choose-engines';
import type { EngineChoice } from '../../../engines/choose-engines';
import { listA1111Models } from '../../../engines/self-hosted/a1111-engine';
import { listComfyUICheckpoints } from '../../../engines/self-hosted/comfyui/run-workflow';
import { listOpenAIModels } from '../../../engines/self-hosted/list-openai-models';
import type { SelfHostedServer } from '../../../engines/self-hosted/server-call';
import { selfHostedServers } from '../../../engines/self-hosted/servers';

type AiServer = AdminSystemHealth['ai_servers'][number];

/** A server that has not answered by then is shown failing; the page must not wait on it. */
const PROBE_MS = 5000;

const LISTS: Record<
  AiServer['kind'],
  (server: SelfHostedServer, signal: AbortSignal) => Promise<string[]>
> = {
  comfyui: listComfyUICheckpoints,
  a1111: listA1111Models,
  images: listOpenAIModels,
  speech: listOpenAIModels,
};

/** The tools a server kind serves under this configuration, in the admin's words. */
function servedBy(config: Config, kind: EngineChoice): string[] {
  const choices = chooseEngines(config);
  return [
    ...IMAGE_TIERS.filter((tier) => choices.image(tier) === kind).map((tier) => `Image: ${tier}`),
    ...(choices.reimagineImage() === kind ? ['Reimagine: image tools'] : []),
    ...(choices.video() === kind ? ['Video: every tier'] : []),
    ...(choices.voice() === kind ? ['Voice-overs'] : []),
  ];
}

/**
 * Each configured self-hosted AI server, asked now for what it offers (ComfyUI's and
 * AUTOMATIC1111's checkpoints, an OpenAI-compatible server's models): whether it answers, how fast, and which
 * tools it serves (issue 36).
 */
export async function aiServers(config: Config): Promise<AiServer[]> {
  const servers = selfHostedServers(config);
  const kinds = (Object.keys(LISTS) as AiServer['kind'][]).filter((kind) => servers[kind]);
  return Promise.all(
    kinds.map(async (kind) => {
      const server = servers[kind]!;
      const started = performance.now();
      const base = { kind, name: server.name, url: server.baseUrl, serves: servedBy(config, kind) };
      try {
        const offers = await LISTS[kind](server, AbortSignal.timeout(PROBE_MS));
        const latency = Math.round((performance.now() - started) * 10) / 10;
        return { ...base, status: 'ok', latency_ms: latency, error: null, offers } as const;
      } catch (error) {
        const message =
          error instanceof Error && error.name === 'TimeoutError'
            ? `no answer within ${PROBE_MS / 1000} s`
            : error instanceof Error
              ? error.message
              : String(error);
        return {
          ...base,
          status: 'failing',
          latency_ms: null,
          error: message,
          offers: [],
        } as const;
      }
    }),
  );
}
