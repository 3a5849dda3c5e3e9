import { SiteInfo } from '@atelier/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';

/** The brand the operator configured, so the web app never hard-codes a name or address. */
export const siteRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/site',
    {
      schema: {
        tags: ['system'],
        summary: 'Brand name, support address, legal entity',
        response: { 200: SiteInfo },
      },
    },
    async () => ({
      brand_name: deps.config.BRAND_NAME,
      support_email: deps.config.SUPPORT_EMAIL,
      legal_entity: deps.config.LEGAL_ENTITY,
      copilot_url: deps.config.COPILOT_URL ?? null,
      pixels: {
        reddit: deps.config.REDDIT_PIXEL_ID ?? null,
        snap: deps.config.SNAP_PIXEL_ID ?? null,
      },
    }),
  );
};
