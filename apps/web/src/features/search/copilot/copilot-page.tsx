import { SiteInfo } from '@atelier/contract';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { apiFetch } from '../../../lib/api-client';
import { BuiltInAssistant } from './built-in-assistant';
import { ExternalCopilot } from './external-copilot';
import { useT } from '../../../lib/i18n/i18n';

/**
 * The same cache entry as app/site.ts's useSite(), which does not say whether the answer has
 * come yet: this page must not show the built-in assistant to someone it is about to send away.
 * (Changing useSite would add bytes to the landing page's budget.)
 */
function useSiteSettings() {
  return useQuery({
    queryKey: ['site'],
    queryFn: () => apiFetch('/site', { schema: SiteInfo }),
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * Spec part 2, "Copilot launcher": /copilot?q= opens the operator's assistant (COPILOT_URL) in a
 * popup; without one, the built-in assistant answers from the platform search.
 */
export default function CopilotPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const t = useT();
  const site = useSiteSettings();
  const copilotUrl = site.data?.copilot_url ?? null;

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      {site.isPending ? (
        <LoadingOverlay label={t('search.loadingCopilot')} />
      ) : copilotUrl ? (
        <ExternalCopilot url={copilotUrl} query={q} />
      ) : (
        <BuiltInAssistant query={q} onSearch={(query) => setParams({ q: query })} />
      )}
    </div>
  );
}
