import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { callServerJson, type SelfHostedServer } from './server-call';

const PREFIX = 'speech:';
const PATH = '/audio/voices';

/**
 * The voice id under which a voice of the speech server is offered, so that it cannot be taken
 * for one of the spec's catalogue voices (`Wise_Woman`), which the server does not know.
 */
export function speechVoiceId(serverVoice: string): string {
  return `${PREFIX}${serverVoice}`;
}

/** The server's own voice in a `speech:<voice>` id; null for any other id (a catalogue voice). */
export function serverVoiceOf(voiceId: string): string | null {
  if (!voiceId.startsWith(PREFIX)) return null;
  return voiceId.slice(PREFIX.length) || null;
}

const Entry = z.union([
  z.string().min(1),
  z.object({ id: z.string().min(1) }),
  z.object({ name: z.string().min(1) }),
]);
const Entries = z.array(Entry);
/** Kokoro-FastAPI answers `{ voices: [names] }`; other servers objects or a bare list. */
const VoiceList = z.union([z.object({ voices: Entries }), Entries]);

const entryId = (entry: z.infer<typeof Entry>) =>
  typeof entry === 'string' ? entry : 'id' in entry ? entry.id : entry.name;

/**
 * The voices a speech server offers (`GET /audio/voices`), for the voice list and the admin's
 * system health. The endpoint is not in OpenAI's API: a server without it (404) answers null, the
 * list being unknown rather than the server failing; any other failure throws as callServer does.
 */
export async function listSpeechVoices(
  server: SelfHostedServer,
  signal: AbortSignal,
): Promise<string[] | null> {
  // Counted by hand below: a missing list is not the server failing.
  const quiet = { ...server, onError: undefined };
  try {
    const list = await callServerJson(quiet, PATH, { signal }, VoiceList);
    return (Array.isArray(list) ? list : list.voices).map(entryId);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // callServer says `<name> answered 404 to <path>...` of a server without the route.
    if (error.message.startsWith(`${server.name} answered 404 to ${PATH}`)) return null;
    server.onError?.();
    throw error;
  }
}
