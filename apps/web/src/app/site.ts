import type { SiteInfo } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from '../lib/api-client';

/** What the interface shows until GET /api/site answers (the server's own defaults). */
export const DEFAULT_SITE: SiteInfo = {
  brand_name: 'Atelier',
  support_email: 'support@example.com',
  legal_entity: 'Atelier',
  copilot_url: null,
  pixels: { reddit: null, snap: null },
};

async function getSite(): Promise<SiteInfo> {
  return (await apiFetch('/site')) as SiteInfo;
}

/** The operator's brand (BRAND_NAME, SUPPORT_EMAIL, LEGAL_ENTITY), fetched once per visit. */
export function useSite(): SiteInfo {
  const { data } = useQuery({
    queryKey: ['site'],
    queryFn: getSite,
    staleTime: Infinity,
    retry: false,
  });
  const site = data ?? DEFAULT_SITE;
  useEffect(() => {
    document.title = site.brand_name;
  }, [site.brand_name]);
  return site;
}
