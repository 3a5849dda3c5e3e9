import { z } from 'zod';
import { callServerJson, type SelfHostedServer } from './server-call';

const ModelList = z.object({ data: z.array(z.object({ id: z.string() })) });

/** An OpenAI-compatible server's models (`GET /models`), for the admin's system health. */
export async function listOpenAIModels(
  server: SelfHostedServer,
  signal: AbortSignal,
): Promise<string[]> {
  const list = await callServerJson(server, '/models', { signal }, ModelList);
  return list.data.map((model) => model.id);
}
