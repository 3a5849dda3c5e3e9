import { AudioBodyByTool, AudioResponse, AudioVoicesResponse } from '@atelier/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { requireUser } from '../../lib/auth/authenticate';
import { mediaToolRoute } from '../generation/media-tool-route';
import { AUDIO_REQUEST_FILES, generateAudio } from './generate-audio';
import { listVoices } from './list-voices';

const tags = ['audio'];

/** Voice-overs, songs and music. A JSON body may carry the song's reference as a data URL. */
export const audioRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireUser(deps, { apiKeys: true }));

  mediaToolRoute(app, deps, {
    path: '/generate',
    tags,
    summary: 'A voice-over, a song or music (JSON, or multipart with the song reference as a part)',
    bodyLimit: Math.ceil(deps.config.MEDIA_MAX_AUDIO_BYTES * 1.4) + 1_048_576,
    body: AudioBodyByTool,
    files: AUDIO_REQUEST_FILES,
    response: AudioResponse,
    submit: generateAudio,
  });

  app.get(
    '/voices',
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'The voices by language, and the option lists of every audio control',
        response: { 200: AudioVoicesResponse },
      },
    },
    async () => listVoices(await deps.engines.voices()),
  );
};
