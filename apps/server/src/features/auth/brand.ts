import type { Config } from '../../config';

export const brandOf = (config: Config) => ({
  brandName: config.BRAND_NAME,
  publicUrl: config.PUBLIC_URL,
  supportEmail: config.SUPPORT_EMAIL,
});
