import { z } from 'zod';

/** The operator's brand settings (BRAND_NAME, SUPPORT_EMAIL, LEGAL_ENTITY), public. */
export const SiteInfo = z.object({
  brand_name: z.string(),
  support_email: z.string(),
  legal_entity: z.string(),
  /** COPILOT_URL: the external assistant /copilot opens; null opens the built-in one. */
  copilot_url: z.string().nullable(),
  /** The advertising pixels' ids (REDDIT_PIXEL_ID, SNAP_PIXEL_ID); null is off. */
  pixels: z.object({ reddit: z.string().nullable(), snap: z.string().nullable() }),
});

/**
 * The visitor's answer to the advertising-pixel banner, as a cookie the server reads too: its
 * pages admit the pixels' hosts in their content security policy only when it says `granted`.
 */
export const AD_CONSENT_COOKIE = 'atelier_ad_consent';
export type SiteInfo = z.infer<typeof SiteInfo>;
