import { z } from 'zod';

/** The operator's brand settings (BRAND_NAME, SUPPORT_EMAIL, LEGAL_ENTITY), public. */
export const SiteInfo = z.object({
  brand_name: z.string(),
  support_email: z.string(),
  legal_entity: z.string(),
});
export type SiteInfo = z.infer<typeof SiteInfo>;
